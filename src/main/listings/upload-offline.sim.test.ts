import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import type { UploadSummary } from '../../shared/listings/payloads.ts';
import { fastHttp, selfAccessSeller, startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService, type ListingSender } from './upload-service.ts';

type Received = Record<string, { count: number }>;

/**
 * An upload whose marketplace is not running (a stopped simulator, real HTTP): said as offline, its rows kept
 * unsent (never "refused"), offered again once the marketplace answers, and then each SKU sent once.
 */
describe('an upload offline', () => {
  let stopped: Sim;
  let live: Sim;
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    [stopped, live] = await Promise.all([
      startSim({ shipments: 5, products: 30 }),
      startSim({ shipments: 5, products: 30 }),
    ]);
    await stopped.close();
  });
  afterEach(async () => {
    await live.close();
    tmp.remove();
  });

  it('keeps every row unsent, says "Offline: nothing was sent", and sends them once when asked after the marketplace is back', async () => {
    const db = openListingsDb(tmp.dir);
    const parts = listingsParts(db);
    let seller: ListingSender = selfAccessSeller(stopped, fastHttp()).seller;
    const changes: UploadSummary[] = [];
    const reported: unknown[] = [];
    const service = new UploadService({
      ...parts,
      seller: async () => seller,
      runner: { baseDelayMs: 1, maxDelayMs: 5 },
      onChange: (u) => changes.push(u),
      report: (_profile, outcome) => reported.push(outcome),
    });
    parts.drafts.replace('demo', exampleRows(25));
    const started = service.start('demo');
    await vi.waitFor(() => expect(service.isRunning(started.uploadId)).toBe(false), {
      timeout: 15_000,
      interval: 10,
    });

    const [upload] = service.uploads('demo');
    expect(upload).toMatchObject({ state: 'paused', answered: 0, failed: 0, offline: 'waiting' });
    expect(upload?.message).toMatch(
      /^Offline: nothing was sent\. The marketplace sign-in service at 127\.0\.0\.1:\d+ refused the connection: it is not running there\. .* 25 SKUs wait to be sent: Stockroom offers to send them when the marketplace answers again\.$/,
    );
    // Not one row is "Refused": none has a result, so the sheet shows them as not sent.
    expect(service.results(started.uploadId)).toEqual([]);
    expect(reported).toEqual([expect.any(AppError)]);

    // The marketplace answers again: the upload offers to send (nothing goes by itself).
    seller = selfAccessSeller(live, fastHttp()).seller;
    service.marketplaceBack('demo');
    expect(changes.at(-1)).toMatchObject({ id: started.uploadId, state: 'paused', offline: 'back' });
    expect(await live.count('POST /sellers/listings/v3')).toBe(0);

    service.resume(started.uploadId);
    await vi.waitFor(() => expect(service.isRunning(started.uploadId)).toBe(false), {
      timeout: 15_000,
      interval: 10,
    });
    expect(service.uploads('demo')[0]).toMatchObject({
      state: 'done',
      answered: 25,
      failed: 0,
      message: '25 of 25 uploaded, 0 failed',
    });
    expect(service.uploads('demo')[0]?.offline).toBeUndefined();
    const received = ((await live.admin('GET', '/listings/received')) as { skus: Received }).skus;
    expect(Object.values(received).map((r) => r.count)).toEqual(Array(25).fill(1));
  });
});
