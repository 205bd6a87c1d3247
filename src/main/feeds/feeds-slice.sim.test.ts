import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { FeedCategoryView, FeedProductRow, ProductDetail } from '../../shared/feeds/types.ts';
import { callValue, jobEnd, startTestBackend } from '../testing/test-backend.ts';

/**
 * The feeds slice through the one dispatcher, as the screen calls it, with the Demo marketplace behind it. Each
 * test has a backend and data folder of its own, so the tests hold in any order.
 */
let app: ReturnType<typeof startTestBackend>;
let jobs: JobProgress[];

beforeEach(() => {
  app = startTestBackend();
  jobs = [];
  app.backend.events.on('jobProgress', (p) => jobs.push(p));
});
afterEach(() => app.close());

const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(app.backend, name, input);

const ended = (jobId: string) => jobEnd(jobs, jobId, 60_000);

describe('feeds slice', () => {
  it('lists the directory, syncs a category as a job, and answers grid blocks, detail and export', async () => {
    const empty = await call<{ categories: FeedCategoryView[] }>('feedDirectory');
    expect(empty.categories).toEqual([]);
    const { categories, settings } = await call<{
      categories: FeedCategoryView[];
      settings: { format: string };
    }>('refreshFeedDirectory');
    expect(settings.format).toBe('json');
    expect(categories.find((c) => c.name === 'books')).toMatchObject({ hasFeed: false, variants: [] });
    expect(categories.find((c) => c.name === 'mobiles')).toMatchObject({ hasFeed: true, stored: 0 });

    const { jobId } = await call<{ jobId: string }>('startFeedSync', { category: 'mobiles', mode: 'full' });
    const done = await ended(jobId);
    expect(done).toMatchObject({ state: 'done', kind: 'feedSync:mobiles' });
    expect(done.message).toMatch(/^Full sync done: 20,000 products in 40 pages \(version \d+\)\.$/);

    const all = await call<GridBlock<FeedProductRow>>('queryFeedProducts', {
      startRow: 0,
      endRow: 50,
      sort: [{ colId: 'sellingPrice', sort: 'desc' }],
      filter: { category: 'mobiles' },
    });
    expect(all.rowCount).toBe(20000);
    expect(all.rows).toHaveLength(50);
    const prices = all.rows.map((r) => r.sellingPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const brand = all.rows[0]!.brand;
    const filtered = await call<GridBlock<FeedProductRow>>('queryFeedProducts', {
      startRow: 0,
      endRow: 100,
      sort: [{ colId: 'discount', sort: 'desc' }],
      filter: {
        category: 'mobiles',
        search: brand.toLowerCase(),
        minDiscount: 10,
        inStockOnly: true,
        maxPrice: 200000,
      },
    });
    expect(filtered.rowCount).toBeGreaterThan(0);
    expect(filtered.rowCount).toBeLessThan(20000);
    for (const r of filtered.rows) {
      expect(`${r.title} ${r.brand}`.toLowerCase()).toContain(brand.toLowerCase());
      expect(r.discount).toBeGreaterThanOrEqual(10);
      expect(r.inStock).toBe(true);
      expect(r.sellingPrice).toBeLessThanOrEqual(200000);
    }

    const detail = await call<ProductDetail>('feedProduct', {
      category: 'mobiles',
      productId: all.rows[0]!.productId,
    });
    expect(detail.history).toHaveLength(1);
    expect(detail.keySpecs.length).toBeGreaterThan(0);
    expect(detail.seller.name).not.toBeNull();
    const url = new URL(detail.affiliateUrl);
    expect(url.searchParams.get('affid')).toMatch(/^simaff/);
    expect(detail.affiliateUrl.startsWith(detail.productUrl)).toBe(true);

    const exported = await call<{ csv: string; rows: number; fileName: string }>('exportFeedProducts', {
      filter: { category: 'mobiles', brand },
      sort: [{ colId: 'title', sort: 'asc' }],
    });
    const parsed = Papa.parse<Record<string, string>>(exported.csv, { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(exported.rows);
    expect(exported.rows).toBeGreaterThan(0);
    expect(parsed.data.every((r) => r.brand === brand && r.affiliateUrl?.includes('affid='))).toBe(true);
    expect(exported.fileName).toMatch(/^feed-products-mobiles-\d{4}-\d{2}-\d{2}\.csv$/);

    // With the sub-ids the screen has, every link carries them (as the link exports' do).
    const tracked = await call<{ csv: string }>('exportFeedProducts', {
      filter: { category: 'mobiles', brand },
      sort: [{ colId: 'title', sort: 'asc' }],
      subId1: 'yt',
      subId2: 'vid7',
    });
    const links = Papa.parse<Record<string, string>>(tracked.csv, {
      header: true,
      skipEmptyLines: true,
    }).data.map((r) => new URL(r.affiliateUrl!).searchParams);
    expect(links).toHaveLength(exported.rows);
    expect(links.every((l) => l.get('affExtParam1') === 'yt' && l.get('affExtParam2') === 'vid7')).toBe(true);
    await expect(
      call('exportFeedProducts', { filter: { category: 'mobiles' }, sort: [], subId1: 'two words' }),
    ).rejects.toThrow(/Sub-id 1/);
  }, 120_000);

  it('refuses to sync a category without a feed or one already syncing, with a sentence', async () => {
    await call('refreshFeedDirectory');
    const books = await app.backend.dispatch('startFeedSync', { category: 'books', mode: 'full' });
    expect(books).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', message: 'The affiliate feed service offers no product feed for Books.' },
    });
    const { jobId } = await call<{ jobId: string }>('startFeedSync', { category: 'laptops', mode: 'full' });
    const again = await app.backend.dispatch('startFeedSync', { category: 'laptops', mode: 'full' });
    expect(again).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    await vi.waitFor(
      () => {
        if (!jobs.some((j) => j.jobId === jobId && j.done > 0)) throw new Error('no page stored yet');
      },
      { timeout: 30_000, interval: 20 },
    );
    await call('cancelJob', { jobId });
    expect((await ended(jobId)).state).toBe('cancelled');
    const view = (await call<{ categories: FeedCategoryView[] }>('feedDirectory')).categories.find(
      (c) => c.name === 'laptops',
    );
    expect(view?.syncStatus).toBe('stopped');
    expect(view?.syncMessage).toMatch(
      /^Cancelled: [\d,]+ pages? \([\d,]+ products?\) stored\. Sync again to go on from there\.$/,
    );
    expect(view?.stored).toBeGreaterThanOrEqual(500);

    // Going on: the job counts what this run fetched (its rate is this run's), the sentence the category's total.
    const resumed = await call<{ jobId: string }>('startFeedSync', { category: 'laptops', mode: 'full' });
    const last = await ended(resumed.jobId);
    const after = (await call<{ categories: FeedCategoryView[] }>('feedDirectory')).categories.find(
      (c) => c.name === 'laptops',
    );
    expect(last.state).toBe('done');
    expect(last.done).toBe(after!.stored - view!.stored);
    expect(last.message).toContain(`Full sync done: ${after!.stored.toLocaleString('en-IN')} products`);
  }, 90_000);
});
