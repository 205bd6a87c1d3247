import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import type { CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import { EXAMPLE_ROW } from '../../shared/listings/example.ts';
import { toRequest } from '../../shared/listings/rules.ts';
import type { PendingItem } from './upload-journal.ts';
import { UploadPacer } from './upload-pacer.ts';
import { runUpload } from './upload-runner.ts';

/** Starts calls every `gap` ms from `from`; returns the calls. */
function startEvery(pacer: UploadPacer, n: number, gap: number, from = 0) {
  return Array.from({ length: n }, (_, i) => pacer.started(from + i * gap));
}

describe('UploadPacer learning the rate from 429s', () => {
  it('learns the calls accepted in the second before a refused one and spaces new calls a little under it', () => {
    const pacer = new UploadPacer(4);
    expect(pacer.nextStart).toBe(Number.NEGATIVE_INFINITY);
    // A limit of 20 a second: the 21st call, 40 ms after the 20th, is refused.
    const calls = startEvery(pacer, 21, 40);
    pacer.throttled(900, 1000, calls[20]);
    expect(pacer.rate).toBeCloseTo(19);
    expect(pacer.limit).toBe(2);
    expect(pacer.holdUntil).toBe(1900);
    const next = pacer.started(1900);
    expect(pacer.nextStart).toBeCloseTo(next.at + 1000 / 19);
  });

  it('halves the calls in flight once for the calls that were already on their way, and honours every Retry-After', () => {
    const pacer = new UploadPacer(4);
    const calls = startEvery(pacer, 24, 40);
    pacer.throttled(900, 1000, calls[20]);
    pacer.throttled(910, 2000, calls[21]);
    pacer.throttled(920, 1000, calls[22]);
    expect(pacer.limit).toBe(2);
    expect(pacer.holdUntil).toBe(2910);
    // A call started after the 429 came back and refused again is a new signal.
    const later = pacer.started(3000);
    pacer.throttled(3100, 1000, later);
    expect(pacer.limit).toBe(1);
    expect(pacer.rate).toBeLessThan(19);
  });

  it('learns nothing from a 429 among the first few calls, but still halves and holds', () => {
    const pacer = new UploadPacer(4);
    const calls = startEvery(pacer, 3, 10);
    pacer.throttled(50, 1000, calls[2]);
    expect(pacer.rate).toBeUndefined();
    expect(pacer.nextStart).toBe(Number.NEGATIVE_INFINITY);
    expect(pacer.limit).toBe(2);
    expect(pacer.holdUntil).toBe(1050);
  });

  it('grows the calls in flight back to the maximum once paced, and raises the rate after a calm spell', () => {
    const pacer = new UploadPacer(4, 2, 1000, 30_000);
    const calls = startEvery(pacer, 21, 40);
    pacer.throttled(900, 1000, calls[20]);
    for (let i = 0; i < 4; i++) pacer.answered();
    expect(pacer.limit).toBe(4);
    const rate = pacer.rate ?? 0;
    pacer.started(20_000);
    expect(pacer.rate).toBe(rate);
    pacer.started(31_000);
    expect(pacer.rate).toBeCloseTo(rate * 1.1);
  });
});

describe('runUpload under a rate limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts calls evenly spaced after a 429 instead of bursting, and sends every SKU once', async () => {
    vi.useFakeTimers({ now: 0 });
    const later = (ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    const items: PendingItem[] = Array.from({ length: 400 }, (_, i) => ({
      sku: `R${i}`,
      request: toRequest(EXAMPLE_ROW),
    }));
    // The marketplace: 10 calls a second (sliding window), 429 with Retry-After 1 s beyond it; answers in 100 ms.
    const accepted: number[] = [];
    const starts: { at: number; refused: boolean }[] = [];
    const sent = new Map<string, number>();
    const recorded = new Set<string>();
    const run = runUpload(items, {
      signal: new AbortController().signal,
      maxInFlight: 4,
      now: () => Date.now(),
      sleep: later,
      send: async (body) => {
        const at = Date.now();
        while (accepted.length > 0 && (accepted[0] ?? 0) <= at - 1000) accepted.shift();
        const refused = accepted.length >= 10;
        starts.push({ at, refused });
        if (!refused) accepted.push(at);
        await later(100);
        if (refused)
          throw new AppError('RATE_LIMITED', 'Too many requests', { status: 429, retryAfterMs: 1000 });
        for (const sku of Object.keys(body)) sent.set(sku, (sent.get(sku) ?? 0) + 1);
        return Object.fromEntries(
          Object.keys(body).map((s): [string, CreateListingResponse] => [
            s,
            { status: 'success', errors: [], attributeErrors: [] },
          ]),
        );
      },
      record: (r) => Object.keys(r).forEach((s) => recorded.add(s)),
    });
    await vi.runAllTimersAsync();
    await run;
    expect(recorded.size).toBe(400);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    const firstRefusal = starts.findIndex((s) => s.refused);
    const refusedAt = starts[firstRefusal]?.at ?? 0;
    // After the first overrun, no call started inside the Retry-After, and calls came at most ~9.5 a second.
    const after = starts.filter((s) => s.at > refusedAt && !s.refused);
    expect(after[0]?.at).toBeGreaterThanOrEqual(refusedAt + 1000);
    for (let i = 1; i < after.length; i++)
      expect((after[i]?.at ?? 0) - (after[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(1000 / 9.5 - 1);
    expect(starts.filter((s) => s.refused && s.at > refusedAt + 1000)).toEqual([]);
  });
});
