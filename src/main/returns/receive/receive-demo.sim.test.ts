import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../../shared/app/payloads.ts';
import type { GridBlock } from '../../../shared/grid/block.ts';
import type { MyListingRow } from '../../../shared/my-listings/payloads.ts';
import { claimsCsvRows, type ClaimRow } from '../../../shared/returns/claims.ts';
import type {
  ReceiveOutcome,
  RestockItem,
  RestockStarted,
} from '../../../shared/returns/receive-payloads.ts';
import type { ReceivableReturn } from '../../../shared/returns/receipt.ts';
import type { RestockPreview } from '../../../shared/returns/restock.ts';
import { demoAdmin } from '../../fulfilment/testing/contract.test-support.ts';
import { callValue, jobEnd, startTestBackend } from '../../testing/test-backend.ts';

/**
 * The journey's backend half on the Demo, through the real backend's contract: an arrived return received as good
 * goes back in stock, and its SKU's stock at the marketplace (read through My listings) rose by its quantity, the
 * simulator receiving the SKU once; a damaged one is in the claims export.
 */
describe('receiving returns on the Demo', () => {
  let t: ReturnType<typeof startTestBackend>;
  let jobs: JobProgress[];
  beforeEach(() => {
    jobs = [];
    t = startTestBackend();
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
  });
  afterEach(() => t.close());
  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);
  const ended = async (kind: string) => {
    const job = await vi.waitFor(
      () => {
        const found = jobs.find((j) => j.kind === kind);
        if (!found) throw new Error(`no ${kind} yet`);
        return found;
      },
      { timeout: 30_000, interval: 20 },
    );
    return jobEnd(jobs, job.jobId, 30_000);
  };
  /** The SKU's stock at a location, read from the marketplace through My listings. */
  const stockAt = async (sku: string, locationId: string) => {
    const { jobId } = await call<{ jobId: string }>('readMyListings', { pasted: [sku] });
    expect((await jobEnd(jobs, jobId, 30_000)).state).toBe('done');
    const block = await call<GridBlock<MyListingRow>>('myListingsBlock', {
      startRow: 0,
      endRow: 10,
      sort: [],
      filter: { search: sku },
    });
    return block.rows.find((r) => r.sku === sku)?.locations.find((l) => l.id === locationId)?.inventory;
  };

  it('puts a good return back in stock once, and lists a damaged one in the claims export', async () => {
    expect((await ended('returnSync')).state).toBe('done');
    // Two arrived returns whose SKU and location are known (the sync fills the SKUs from the orders as it goes).
    const [good, damaged] = await vi.waitFor(
      async () => {
        const known = (await call<ReceivableReturn[]>('returnsToReceive')).filter(
          (r) => r.sku !== null && r.locationId !== null,
        );
        expect(known.length, 'two arrived returns on the Demo').toBeGreaterThanOrEqual(2);
        return known;
      },
      { timeout: 30_000, interval: 100 },
    );
    const sku = good!.sku!;
    const before = await stockAt(sku, good!.locationId!);
    expect(before).toBeTypeOf('number');
    const admin = await demoAdmin(call);
    const received = async () =>
      ((await admin('GET', '/listings/updates-received')) as { inventory: Record<string, { count: number }> })
        .inventory[sku]?.count ?? 0;
    expect(await received()).toBe(0);

    const outcome = await call<ReceiveOutcome>('receiveReturn', {
      returnId: good!.returnId,
      condition: 'good',
    });
    expect(outcome.sentence).toMatch(
      new RegExp(`^Return ${good!.returnId} received as good: \\d+ units? of `),
    );
    expect((await call<ReceivableReturn[]>('returnsToReceive')).map((r) => r.returnId)).not.toContain(
      good!.returnId,
    );
    const preview = await call<RestockPreview>('previewRestock');
    const after = before! + good!.quantity;
    expect(preview.lines.map((l) => l.words)).toEqual([
      expect.stringMatching(new RegExp(`^${sku}: stock ${before} → ${after}( at .+)?$`)),
    ]);
    const started = await call<RestockStarted>('startRestock', { returnIds: preview.returnIds });
    expect((await jobEnd(jobs, started.jobId, 30_000)).state).toBe('done');
    // A second click on the same preview: refused, nothing sent again.
    await expect(call('startRestock', { returnIds: preview.returnIds })).rejects.toThrow(
      `Return ${good!.returnId} is no longer waiting to go back in stock`,
    );
    expect(await stockAt(sku, good!.locationId!)).toBe(after);
    expect(await received()).toBe(1);
    const items = await call<RestockItem[]>('returnsToRestock');
    expect(items.find((i) => i.returnId === good!.returnId)).toMatchObject({ state: 'restocked' });

    await call('receiveReturn', {
      returnId: damaged!.returnId,
      condition: 'damaged',
      note: 'box crushed',
      photoPath: '/photos/crushed.jpg',
    });
    const claims = await call<ClaimRow[]>('returnClaims', { state: 'open' });
    const csv = claimsCsvRows(claims);
    expect(csv.data.map((row) => row.slice(0, 3))).toEqual([
      [damaged!.returnId, damaged!.orderItemId, damaged!.trackingId],
    ]);
    expect(csv.data[0]).toContain('damaged');
  });
});
