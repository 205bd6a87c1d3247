import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import type { PriceAlertsFound } from '../../../shared/feeds/watch-types.ts';
import { EventBus } from '../../backend/event-bus.ts';
import { startSim, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import {
  feedSyncFor,
  feedsDb,
  PROFILE,
  recordingRun,
  simCategories,
  type SimCategory,
} from '../testing/feeds.test-support.ts';
import { WatchService } from './watch-service.ts';

let sim: Sim;
let store: ReturnType<typeof feedsDb>;
let mobiles: SimCategory;
let bus: EventBus;
let found: PriceAlertsFound[];
let clock: Date;
const opts = { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false } as const;

beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 1100 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
  store = feedsDb();
  bus = new EventBus();
  found = [];
  bus.on('priceAlertsFound', (p) => found.push(p));
  clock = new Date('2026-11-24T10:00:00.000Z');
});
afterEach(() => store.close());

function services() {
  const now = () => clock;
  const { sync } = feedSyncFor(sim, store.db, { now });
  const watch = new WatchService({
    db: store.db,
    bus,
    now,
    profiles: {
      activeId: () => PROFILE,
      resolve: () =>
        Promise.resolve({ affiliate: { trackingId: sim.info.credentials.affiliate.trackingId } }),
    },
  });
  /** A sync as FeedsService runs it: the watchlist's mark before, its check after. */
  const run = async (mode: 'full' | 'delta') => {
    const mark = watch.beforeSync();
    const message =
      mode === 'full'
        ? await sync.full(PROFILE, opts, recordingRun())
        : await sync.delta(PROFILE, opts, recordingRun());
    clock = new Date(clock.getTime() + 60_000);
    return `${message} ${watch.afterSync(PROFILE, 'mobiles', mark)}`.trim();
  };
  return { watch, run };
}

function storedProducts(limit: number): { id: string; price: number; inStock: boolean }[] {
  return (
    store.db
      .prepare(
        'SELECT product_id, selling_price, in_stock FROM feed_products WHERE selling_price > 1000 ORDER BY product_id LIMIT ?',
      )
      .all(limit) as { product_id: string; selling_price: number; in_stock: number }[]
  ).map((r) => ({ id: r.product_id, price: r.selling_price, inStock: r.in_stock === 1 }));
}

const reprice = (productId: string, sellingPrice: number) =>
  sim.admin('POST', `/affiliate/categories/${mobiles.code}/reprice`, { productId, sellingPrice });

describe('the watchlist after syncs', () => {
  it('records a drop of a watched price after a delta sync, with old and new price, and tells once per sync', async () => {
    const { watch, run } = services();
    await run('full');
    const [a, b, c] = storedProducts(3);
    watch.watch('mobiles', a!.id, null);
    watch.watch('mobiles', b!.id, null);
    watch.watch('mobiles', c!.id, null);
    expect(
      watch
        .watchlist()
        .map((w) => w.productId)
        .sort(),
    ).toEqual([a!.id, b!.id, c!.id].sort());

    await reprice(a!.id, Math.floor(a!.price * 0.8)); // 20% lower: an alert
    await reprice(b!.id, Math.floor(b!.price * 0.99)); // 1% lower: under the 5% rule
    const message = await run('delta');
    expect(message).toMatch(
      /^Changes synced: .* is now ₹[\d,.]+ \(was ₹[\d,.]+\) in Mobiles: see Price drops\.$/,
    );
    expect(watch.alerts(50)).toEqual([
      expect.objectContaining({
        productId: a!.id,
        kind: 'priceDrop',
        oldPrice: a!.price,
        newPrice: Math.floor(a!.price * 0.8),
        currency: 'INR',
        category: 'mobiles',
      }),
    ]);
    expect(found).toEqual([
      {
        profileId: PROFILE,
        category: 'mobiles',
        count: 1,
        message: expect.stringMatching(/^.+ is now ₹[\d,.]+ \(was ₹[\d,.]+\) in Mobiles: see Price drops\.$/),
      },
    ]);

    // The next sync compares with the new price: nothing new, nothing told.
    await sim.admin('POST', `/affiliate/categories/${mobiles.code}/reprice`, {
      productId: c!.id,
      sellingPrice: c!.price + 100,
    });
    expect(await run('delta')).not.toContain('watched');
    expect(watch.alerts(50)).toHaveLength(1);
    expect(found).toHaveLength(1);
  });

  it('raises "below target" for a smaller fall past the target, and follows the percentage set', async () => {
    const { watch, run } = services();
    await run('full');
    const [a, b] = storedProducts(2);
    watch.watch('mobiles', a!.id, a!.price - 5);
    watch.watch('mobiles', b!.id, null);
    expect(watch.saveSettings({ dropPercent: 1 })).toEqual({ dropPercent: 1 });
    await reprice(a!.id, a!.price - 10);
    await reprice(b!.id, Math.floor(b!.price * 0.985));
    await run('delta');
    const kinds = Object.fromEntries(watch.alerts(50).map((x) => [x.productId, x.kind]));
    expect(kinds).toEqual({ [a!.id]: 'belowTarget', [b!.id]: 'priceDrop' });
    expect(watch.alerts(50).find((x) => x.productId === a!.id)).toMatchObject({ targetPrice: a!.price - 5 });
  });

  it('lists the biggest drops of the whole category in its last sync, biggest first', async () => {
    const { watch, run } = services();
    await run('full');
    expect(watch.categoryDrops('mobiles', 10).drops).toEqual([]);
    const [a, b, c] = storedProducts(3);
    await reprice(a!.id, Math.floor(a!.price * 0.9));
    await reprice(b!.id, Math.floor(b!.price * 0.5));
    await reprice(c!.id, c!.price + 50);
    await run('delta');
    const { drops, syncedAt } = watch.categoryDrops('mobiles', 10);
    expect(syncedAt).toBe('2026-11-24T10:02:00.000Z');
    expect(drops.map((d) => [d.productId, d.oldPrice, d.newPrice, d.dropPercent])).toEqual([
      [
        b!.id,
        b!.price,
        Math.floor(b!.price * 0.5),
        Math.round((1 - Math.floor(b!.price * 0.5) / b!.price) * 1000) / 10,
      ],
      [
        a!.id,
        a!.price,
        Math.floor(a!.price * 0.9),
        Math.round((1 - Math.floor(a!.price * 0.9) / a!.price) * 1000) / 10,
      ],
    ]);
    // A later sync without changes has no drops of its own.
    await run('delta');
    expect(watch.categoryDrops('mobiles', 10).drops).toEqual([]);
  });

  it('refuses to star a product that is not stored, and unstars', async () => {
    const { watch, run } = services();
    await run('full');
    expect(() => watch.watch('mobiles', 'NOPE', null)).toThrow(AppError);
    const [a] = storedProducts(1);
    watch.watch('mobiles', a!.id, 500);
    expect(watch.watch('mobiles', a!.id, 400)).toMatchObject({ productId: a!.id, targetPrice: 400 });
    expect(watch.watchlist()).toHaveLength(1);
    expect(watch.unwatch('mobiles', a!.id)).toEqual({ removed: true });
    expect(watch.watchlist()).toEqual([]);
  });
});

describe('affiliate links', () => {
  it('builds a link with affid and two sub-ids, keeping the product parameters, and remembers the sub-ids', async () => {
    const { watch, run } = services();
    await run('full');
    const [a] = storedProducts(1);
    const { trackingId } = sim.info.credentials.affiliate;
    expect(watch.lastSubIds()).toEqual({ subId1: '', subId2: '' });
    const { url } = await watch.link('mobiles', a!.id, { subId1: 'insta', subId2: 'post-7' });
    const parsed = new URL(url);
    expect(parsed.searchParams.get('pid')).toBe(a!.id);
    expect(parsed.searchParams.get('affid')).toBe(trackingId);
    expect(parsed.searchParams.get('affExtParam1')).toBe('insta');
    expect(parsed.searchParams.get('affExtParam2')).toBe('post-7');
    expect(url).not.toContain(sim.info.credentials.affiliate.token);
    expect(watch.lastSubIds()).toEqual({ subId1: 'insta', subId2: 'post-7' });
  });

  it('exports links of the filtered or the selected products as CSV with raw numbers, formulas guarded', async () => {
    const { watch, run } = services();
    await run('full');
    const filtered = await watch.exportLinks({
      filter: { category: 'mobiles', minPrice: 50_000 },
      sort: [{ colId: 'sellingPrice', sort: 'desc' }],
      subId1: 'yt',
      subId2: '',
    });
    const parsed = Papa.parse<Record<string, string>>(filtered.csv, { header: true });
    expect(parsed.meta.fields).toEqual(['title', 'price', 'mrp', 'discount', 'link']);
    const expected = store.db
      .prepare(
        "SELECT count(*) AS n FROM feed_products WHERE category = 'mobiles' AND selling_price >= 50000",
      )
      .get() as { n: number };
    expect(filtered.rows).toBe(expected.n);
    expect(parsed.data).toHaveLength(expected.n);
    const prices = parsed.data.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    expect(parsed.data[0]!.price).toMatch(/^\d+(\.\d+)?$/);
    expect(new URL(parsed.data[0]!.link!).searchParams.get('affExtParam1')).toBe('yt');
    expect(filtered.fileName).toMatch(/^affiliate-links-mobiles-2026-11-24\.csv$/);

    // A third party's title that reads as a formula goes out as text.
    store.db
      .prepare('UPDATE feed_products SET title = \'=HYPERLINK("x")\' WHERE product_id = ?')
      .run(storedProducts(1)[0]!.id);
    const ids = storedProducts(2).map((p) => p.id);
    const selected = await watch.exportLinks({
      filter: { category: 'mobiles' },
      sort: [],
      productIds: ids,
      subId1: 'a',
      subId2: 'b',
    });
    const rows = Papa.parse<Record<string, string>>(selected.csv, { header: true }).data;
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.title)).toContain('\'=HYPERLINK("x")');
    expect(watch.lastSubIds()).toEqual({ subId1: 'a', subId2: 'b' });
  });
});
