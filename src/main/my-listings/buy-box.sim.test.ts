import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ProductOffer } from '../../shared/feeds/offers.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type {
  BuyBoxSettings,
  ChangePreview,
  ChangeStarted,
  MyListingRow,
} from '../../shared/my-listings/payloads.ts';
import { callValue, startTestBackend } from '../testing/test-backend.ts';

/**
 * The buy box in the real backend on the Demo profile: the listings read, a feed sync of the category holding the
 * Demo's products, the offers copied through the feeds slice's service, a rule's proposal previewed, sent and read.
 */
describe('the buy box and proposals of My listings', () => {
  let t: ReturnType<typeof startTestBackend>;
  const jobs: JobProgress[] = [];
  beforeEach(() => {
    t = startTestBackend();
    jobs.length = 0;
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
  });
  afterEach(() => t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);
  const jobDone = (jobId: string) =>
    vi.waitFor(
      () => expect(jobs.find((j) => j.jobId === jobId && j.state !== 'running')?.state).toBe('done'),
      { timeout: 30_000, interval: 20 },
    );
  const block = (filter: object = {}) =>
    call<GridBlock<MyListingRow>>('myListingsBlock', { startRow: 0, endRow: 500, sort: [], filter });

  it('shows another seller on the Demo products after a feed sync, and a proposal goes through the change', async () => {
    await vi.waitFor(
      () => expect(jobs.some((j) => j.kind === 'shipmentSync' && j.state === 'done')).toBe(true),
      { timeout: 20_000, interval: 50 },
    );
    const read = await call<{ jobId: string }>('readMyListings', { pasted: [] });
    await jobDone(read.jobId);
    expect((await block()).rows.every((r) => r.buyBox === null)).toBe(true);

    await call('refreshFeedDirectory', {});
    const sync = await call<{ jobId: string }>('startFeedSync', { category: 'mens_clothing', mode: 'full' });
    await jobDone(sync.jobId);
    await vi.waitFor(async () => expect((await block({ notMine: true })).rowCount).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 50,
    });

    // Stockroom's guess of the seller's name: the one on offers at the listings' own prices.
    const settings = await call<BuyBoxSettings>('buyBoxSettings', {});
    expect(settings.guessed).toBe(true);
    expect(settings.sellerName).not.toBe('');
    const all = (await block()).rows.filter((r) => r.buyBox !== null);
    const mine = all.filter((r) => r.buyBox?.mine === true);
    const theirs = (await block({ notMine: true })).rows;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.buyBox?.seller === settings.sellerName)).toBe(true);
    expect(theirs.every((r) => r.buyBox?.mine === false && r.buyBox.seller !== settings.sellerName)).toBe(
      true,
    );
    expect(mine.length + theirs.length).toBe(all.length);
    const target = theirs.find((r) => (r.buyBox?.price ?? 0) > 10 && r.buyBox?.inStock)!;
    expect(target.buyBox!.price).toBeLessThan(target.sellingPrice!);

    const offer = await call<ProductOffer | null>('listingBuyBox', { sku: target.sku });
    expect(offer).toMatchObject({ productId: target.productId, sellerName: target.buyBox!.seller });
    expect(offer!.history.length).toBeGreaterThan(0);

    // A rule: match the buy box less ₹1, never under the floor.
    const floor = target.buyBox!.price! - 1;
    await call('setListingLimits', { sku: target.sku, floor });
    await call('setListingRule', { sku: target.sku, under: 5 });
    const proposed = (await block({ proposals: true })).rows;
    expect(proposed.map((r) => [r.sku, r.proposed])).toEqual([[target.sku, floor]]);

    const intent = { kind: 'proposals', skus: [] };
    const preview = await call<ChangePreview>('previewListingChanges', { intent });
    expect(preview.confirm).toBe('Send 1 price change to the marketplace?');
    expect(preview.rows[0]?.sku).toBe(target.sku);
    const started = await call<ChangeStarted>('startListingChanges', { intent });
    await jobDone(started.jobId);
    const after = (await block({ search: target.sku })).rows.find((r) => r.sku === target.sku)!;
    expect(after.sellingPrice).toBe(floor);
    expect(after.proposed).toBeNull();
  }, 90_000);

  it('takes the seller name the seller sets over the guess, and an empty one gives the guess back', async () => {
    const set = await call<BuyBoxSettings>('setBuyBoxSellerName', { sellerName: '  Kiran Traders ' });
    expect(set).toEqual({ sellerName: 'Kiran Traders', guessed: false });
    expect(await call<BuyBoxSettings>('setBuyBoxSellerName', { sellerName: '' })).toEqual({
      sellerName: '',
      guessed: true,
    });
  });
});
