import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridBlock } from '../../shared/grid/block.ts';
import { LISTINGS_DAY_LINKS, type ListingsDay } from '../../shared/my-listings/listings-day.ts';
import { COVER_DAYS } from '../../shared/my-listings/low-stock.ts';
import type { ChangeStarted, MyListingRow } from '../../shared/my-listings/payloads.ts';
import { startDemoBackend } from '../fulfilment/testing/demo-backend.test-support.ts';
import { jobEnd } from '../testing/test-backend.ts';

/**
 * Issue 39: Today covered shipments only. Its listings part, on the Demo: low stock at the SKU's sales rate, buy
 * boxes held by another seller, proposals waiting; each count the rows its link opens in My listings.
 */
describe("the listings' day on Today", () => {
  let demo: Awaited<ReturnType<typeof startDemoBackend>>;
  beforeEach(async () => {
    demo = await startDemoBackend();
  });
  afterEach(() => demo.t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => demo.call<T>(name, input);
  const jobDone = async (jobId: string) =>
    expect((await jobEnd(demo.jobs, jobId, 30_000)).state).toBe('done');
  const block = (filter: object = {}) =>
    call<GridBlock<MyListingRow>>('myListingsBlock', { startRow: 0, endRow: 1000, sort: [], filter });

  it(
    'counts low stock, lost buy boxes and proposals as the rows each link opens, with the figures',
    { timeout: 90_000 },
    async () => {
      expect((await call<ListingsDay>('getListingsDay', {})).read).toBe(0);
      await jobDone((await call<{ jobId: string }>('readMyListings', { pasted: [] })).jobId);
      await call('refreshFeedDirectory', {});
      await jobDone(
        (await call<{ jobId: string }>('startFeedSync', { category: 'mens_clothing', mode: 'full' })).jobId,
      );
      await vi.waitFor(async () => expect((await block({ notMine: true })).rowCount).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 50,
      });

      // A SKU that sold lately, its stock set to 1 at the marketplace: it runs out within the week.
      const sold = (
        await call<GridBlock<{ skus: string; quantity: number | null }>>('getShipmentBlock', {
          startRow: 0,
          endRow: 200,
          sort: [{ colId: 'dispatchBy', sort: 'desc' }],
          filter: { view: 'all' },
        })
      ).rows.map((r) => r.skus);
      const listed = (await block()).rows.filter((r) => r.state === 'available' && (r.stock ?? 0) > 1);
      const low = listed.find((r) => sold.includes(r.sku));
      expect(low).toBeDefined();
      const change = await call<ChangeStarted>('startListingChanges', {
        intent: { kind: 'stock', skus: [low!.sku], inventory: 1 },
      });
      await jobDone(change.jobId);
      // A rule on a listing whose buy box another seller holds: a proposal waits for review.
      const theirs = (await block({ notMine: true })).rows.find((r) => (r.buyBox?.price ?? 0) > 10)!;
      await call('setListingRule', { sku: theirs.sku, under: 1 });

      const day = await call<ListingsDay>('getListingsDay', {});
      expect(day.read).toBe((await block()).rowCount);
      for (const [name, link] of Object.entries(LISTINGS_DAY_LINKS)) {
        const opened = await block(link.filter);
        expect(opened.rowCount, name).toBe(day[name as keyof typeof LISTINGS_DAY_LINKS].count);
        expect(opened.rowCount, name).toBeGreaterThan(0);
      }
      await vi.waitFor(async () => {
        const now = await call<ListingsDay>('getListingsDay', {});
        const row = now.lowStock.rows.find((r) => r.sku === low!.sku);
        // 1 at each of its enabled locations, as My listings adds stock up.
        const stock = (await block({ search: low!.sku })).rows.find((r) => r.sku === low!.sku)!.stock!;
        expect(stock).toBeLessThan(low!.stock!);
        expect(row).toMatchObject({ stock, daysLeft: Math.floor(stock / row!.perDay) });
        expect(row!.perDay).toBeGreaterThan(0);
      });
      for (const r of day.lowStock.rows) expect(r.stock).toBeLessThan(r.perDay * COVER_DAYS);
      expect(day.buyBoxLost.rows[0]).toMatchObject({
        buyBoxPrice: expect.any(Number),
        seller: expect.any(String),
      });
      expect(day.proposals.rows).toContainEqual(expect.objectContaining({ sku: theirs.sku }));
    },
  );
});
