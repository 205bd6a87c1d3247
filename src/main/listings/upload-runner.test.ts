import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import type { CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import { UploadPacer } from './upload-pacer.ts';
import { runUpload } from './upload-runner.ts';
import { resultOf, type PendingItem, type ResultIssue } from './upload-journal.ts';
import { toRequest } from '../../shared/listings/rules.ts';
import { EXAMPLE_ROW } from '../../shared/listings/example.ts';

const items = (n: number): PendingItem[] =>
  Array.from({ length: n }, (_, i) => ({ sku: `S${i}`, request: toRequest(EXAMPLE_ROW) }));
const ok = (skus: string[]): Record<string, CreateListingResponse> =>
  Object.fromEntries(skus.map((s) => [s, { status: 'success', errors: [], attributeErrors: [] }]));

describe('UploadPacer', () => {
  it('halves the calls in flight on a 429, holds until Retry-After, and grows back slowly', () => {
    const pacer = new UploadPacer(4, 2, 1000);
    pacer.throttled(1000, 3000);
    expect(pacer.limit).toBe(2);
    expect(pacer.holdUntil).toBe(4000);
    pacer.throttled(1000, 500);
    expect(pacer.limit).toBe(1);
    expect(pacer.holdUntil).toBe(4000);
    pacer.throttled(1000, 0);
    expect(pacer.limit).toBe(1);
    pacer.answered();
    expect(pacer.limit).toBe(1);
    // The throttled level is remembered: growth stops below it.
    for (let i = 0; i < 20; i++) pacer.answered();
    expect(pacer.limit).toBe(1);
  });

  it('grows back towards the start value, and probes above a remembered ceiling after a calm run', () => {
    const pacer = new UploadPacer(4, 2, 10);
    pacer.throttled(0, 0);
    expect(pacer.limit).toBe(2);
    for (let i = 0; i < 4; i++) pacer.answered();
    expect(pacer.limit).toBe(3);
    for (let i = 0; i < 5; i++) pacer.answered();
    expect(pacer.limit).toBe(3);
    // Ten answers without a 429 lift the ceiling to 4; six more answers at 3 grow the limit.
    for (let i = 0; i < 6; i++) pacer.answered();
    expect(pacer.limit).toBe(4);
    for (let i = 0; i < 100; i++) pacer.answered();
    expect(pacer.limit).toBe(4);
  });
});

describe('runUpload', () => {
  it('splits a call refused as a whole (400) until the SKU that causes it is alone', async () => {
    const calls: string[][] = [];
    const recorded: Record<string, { status: string; failed: boolean; issues: ResultIssue[] }> = {};
    await runUpload(items(10), {
      signal: new AbortController().signal,
      send: async (body) => {
        const skus = Object.keys(body);
        calls.push(skus);
        if (skus.includes('S6')) throw new AppError('BAD_REQUEST', 'Malformed request.', { status: 400 });
        return ok(skus);
      },
      record: (r) => Object.assign(recorded, r),
    });
    expect(Object.keys(recorded).sort()).toEqual(
      items(10)
        .map((i) => i.sku)
        .sort(),
    );
    expect(recorded.S6).toEqual({
      status: 'FAILURE',
      failed: true,
      issues: [
        {
          severity: 'ERROR',
          code: 'CALL',
          description: 'The marketplace refused the call for this SKU: Malformed request.',
        },
      ],
    });
    expect(Object.values(recorded).filter((r) => r.failed)).toHaveLength(1);
    // 10 → 5+5 → S5..S9 split to 3+2 → S5,S6,S7 → 2+1 → S5,S6 → 1+1.
    expect(calls.filter((c) => c.includes('S6')).map((c) => c.length)).toEqual([10, 5, 3, 2, 1]);
  });

  it('keeps at most the allowed calls in flight and never more than 10 SKUs a call', async () => {
    let inFlight = 0;
    let most = 0;
    const sizes: number[] = [];
    await runUpload(items(95), {
      signal: new AbortController().signal,
      maxInFlight: 4,
      send: async (body) => {
        sizes.push(Object.keys(body).length);
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setImmediate(r));
        inFlight--;
        return ok(Object.keys(body));
      },
      record: () => undefined,
    });
    expect(most).toBe(4);
    expect(Math.max(...sizes)).toBe(10);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(95);
  });

  it('records SKUs as failed with a sentence when the marketplace keeps failing, and stops on a refused account', async () => {
    const recorded: Record<string, { status: string; failed: boolean; issues: ResultIssue[] }> = {};
    await runUpload(items(3), {
      signal: new AbortController().signal,
      maxAttempts: 3,
      sleep: async () => undefined,
      send: async () => {
        throw new AppError('SERVER', 'The marketplace had a problem. Try again later.', { status: 500 });
      },
      record: (r) => Object.assign(recorded, r),
    });
    expect(recorded.S0?.issues[0]?.description).toBe(
      'No clear answer after 3 attempts: The marketplace had a problem. Try again later. It may have reached the ' +
        'marketplace: read it in My listings before sending it again.',
    );
    await expect(
      runUpload(items(3), {
        signal: new AbortController().signal,
        send: async () => {
          throw new AppError('FORBIDDEN', 'The marketplace refused this request for this seller account.', {
            status: 403,
          });
        },
        record: () => undefined,
      }),
    ).rejects.toThrow('refused this request');
  });

  it('leaves SKUs of calls that never reached the marketplace without a result, and names those that may have', async () => {
    const recorded: Record<string, unknown> = {};
    const refused = new AppError('NETWORK', 'Refused.', { connected: false });
    const cut = new AppError('NETWORK', 'Closed before answering.', { connected: true });
    let calls = 0;
    const end = await runUpload(items(20), {
      signal: new AbortController().signal,
      maxAttempts: 2,
      maxInFlight: 1,
      sleep: async () => undefined,
      send: async (body) => {
        calls++;
        // The first call's first attempt was cut after it connected; every other attempt is refused.
        throw calls === 1 && Object.keys(body).includes('S0') ? cut : refused;
      },
      record: (r) => Object.assign(recorded, r),
    });
    expect(recorded).toEqual({});
    expect(end).toEqual({ offline: refused, notSent: 10, mayHaveReached: 10 });
  });
});

describe('resultOf', () => {
  it('takes only the spec’s words as final; another word is not accepted, and said to be unsure', () => {
    expect(resultOf({ status: 'success', errors: [], attributeErrors: [] })).toEqual({
      status: 'SUCCESS',
      failed: false,
      issues: [],
    });
    expect(resultOf({ status: 'PROCESSING', errors: [], attributeErrors: [] })).toEqual({
      status: 'PROCESSING',
      failed: true,
      issues: [
        {
          severity: 'ERROR',
          code: 'PROCESSING',
          description:
            'The marketplace answered “PROCESSING”, a word Stockroom does not know, so the listing may have been taken: read it in My listings before sending it again.',
        },
      ],
    });
  });
});
