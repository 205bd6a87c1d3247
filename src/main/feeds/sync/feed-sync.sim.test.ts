import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import type { FeedFormat, FeedVariant } from '../../../shared/marketplace/affiliate-types.ts';
import { fastHttp, startSim } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import {
  feedSyncFor,
  feedsDb,
  PROFILE,
  recordingRun,
  simCategories,
  storedCount,
} from '../testing/feeds.test-support.ts';
import type { SimCategory } from '../testing/feeds.test-support.ts';

let sim: Sim;
let store: ReturnType<typeof feedsDb>;
let mobiles: SimCategory;
const FEED_FIRST = 'GET /affiliate/1.0/feeds/:tid/category/:file';
const FEED_NEXT = 'GET /affiliate/1.0/feeds/:tid/category/:cat/:file';
/** A count as the sync's sentences write it. */
const count = (n: number) => n.toLocaleString('en-IN');

beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 1100 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  await sim.admin('DELETE', '/counters');
  mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
  store = feedsDb();
});
afterEach(() => store.close());

const opts = (variant: FeedVariant = 'v1.1.0', format: FeedFormat = 'json', inStock = false) => ({
  category: 'mobiles',
  variant,
  format,
  inStock,
});

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the sync to fail');
}

describe('full sync against the simulator', () => {
  it.each([
    ['v1.1.0', 'json'],
    ['v1.1.0', 'xml'],
    ['v0.1.0', 'json'],
    ['v0.1.0', 'xml'],
  ] as const)(
    'stores every product of a %s %s feed, page by page, with the category version',
    async (variant, format) => {
      const { sync, repo } = feedSyncFor(sim, store.db);
      const run = recordingRun();
      const message = await sync.full(PROFILE, opts(variant, format), run);

      expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
      expect(storedCount(store.db, 'mobiles', `variant = '${variant}'`)).toBe(mobiles.size);
      expect(message).toContain(`${count(mobiles.size)} products in 3 pages`);
      expect(run.progress.filter((p) => p.pages > 0).map((p) => [p.pages, p.products])).toEqual([
        [1, 500],
        [2, 1000],
        [3, mobiles.size],
        [3, mobiles.size],
      ]);
      const state = repo.syncState(PROFILE, 'mobiles');
      expect(state).toMatchObject({ status: 'done', version: mobiles.version, nextUrl: null });
      const view = repo.categories(PROFILE).find((c) => c.name === 'mobiles');
      expect(view).toMatchObject({
        stored: mobiles.size,
        removed: 0,
        version: mobiles.version,
        hasFeed: true,
      });
      expect(view?.variants).toEqual(['v1.1.0', 'v0.1.0']);
    },
  );

  it('reads the same products from JSON and from XML', async () => {
    const json = feedsDb();
    const xml = feedsDb();
    try {
      await feedSyncFor(sim, json.db).sync.full(PROFILE, opts('v1.1.0', 'json'), recordingRun());
      await feedSyncFor(sim, xml.db).sync.full(PROFILE, opts('v1.1.0', 'xml'), recordingRun());
      const rows = (db: typeof json.db) =>
        db
          .prepare(
            'SELECT product_id, title, brand, mrp, selling_price, special_price, discount, in_stock, cod_available, image_url, product_url FROM feed_products ORDER BY product_id',
          )
          .all();
      expect(rows(xml.db)).toEqual(rows(json.db));
    } finally {
      json.close();
      xml.close();
    }
  });

  it('with the in-stock option stores only products in stock and marks nothing removed', async () => {
    const { sync } = feedSyncFor(sim, store.db);
    await sync.full(PROFILE, opts('v1.1.0', 'json', true), recordingRun());
    const stored = storedCount(store.db, 'mobiles');
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(mobiles.size);
    expect(storedCount(store.db, 'mobiles', 'in_stock = 0 OR removed = 1')).toBe(0);
  });

  it('a second full sync updates rows in place: no duplicates, one history point per product', async () => {
    const { sync } = feedSyncFor(sim, store.db);
    await sync.full(PROFILE, opts(), recordingRun());
    await sync.full(PROFILE, opts('v1.1.0', 'xml'), recordingRun());
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
    const points = store.db.prepare('SELECT count(*) AS n FROM feed_history').get() as { n: number };
    expect(points.n).toBe(mobiles.size);
  });
});

describe('bad records', () => {
  it('skips and counts a product record it cannot read, storing the rest of the page', async () => {
    let first = true;
    // The first page arrives with one record whose product id is empty.
    const http = fastHttp(undefined, {
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        if (!url.includes('/feeds/') || !first) return res;
        first = false;
        const text = (await res.text()).replace(/"productId":"[^"]*"/, '"productId":""');
        return new Response(text, { status: res.status, headers: res.headers });
      },
    });
    const { sync, repo } = feedSyncFor(sim, store.db, { http });
    const message = await sync.full(PROFILE, opts(), recordingRun());
    expect(message).toContain(`${count(mobiles.size - 1)} products in 3 pages, 1 unreadable record skipped`);
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size - 1);
    expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'done', skipped: 1 });
  });
});

describe('stopping and going on', () => {
  it('resumes after a cancel from the stored link, fetching only the pages not stored yet', async () => {
    const { sync, repo } = feedSyncFor(sim, store.db);
    const first = recordingRun(1);
    const error = await failureOf(sync.full(PROFILE, opts(), first));
    sync.stopped(PROFILE, 'mobiles', error);
    expect(error.code).toBe('CANCELLED');
    expect(storedCount(store.db, 'mobiles')).toBe(500);
    expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'stopped', pages: 1 });
    expect(repo.syncState(PROFILE, 'mobiles')?.message).toContain('Cancelled: 1 page (500 products) stored');

    await sim.admin('DELETE', '/counters');
    const second = recordingRun();
    await sync.full(PROFILE, opts(), second);
    expect(second.progress[0]?.message).toContain('Going on from page 2');
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
    expect(await sim.count(FEED_FIRST)).toBe(0);
    expect(await sim.count(FEED_NEXT, '200')).toBe(2);
  });

  it('links stored from another address of the service (the Demo restarted on a new port): walks again from fresh ones', async () => {
    const { sync, repo } = feedSyncFor(sim, store.db);
    const error = await failureOf(sync.full(PROFILE, opts(), recordingRun(1)));
    sync.stopped(PROFILE, 'mobiles', error);
    // Every stored link as the service at its earlier address gave it.
    const origin = new URL(sim.info.affiliate_base_url).origin;
    const moved = (column: string) => `${column} = replace(${column}, '${origin}', 'http://127.0.0.1:9')`;
    store.db.exec(
      `UPDATE feed_sync SET ${moved('next_url')}; UPDATE feed_categories SET ${moved('variants')}`,
    );

    await sim.admin('DELETE', '/counters');
    const second = recordingRun();
    const message = await sync.full(PROFILE, opts(), second);
    expect(second.progress[0]?.message).toContain(
      'The stored feed link is for another address of the service: walking again from a fresh link.',
    );
    expect(message).toContain(`Full sync done: ${count(mobiles.size)} products in 3 pages`);
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
    expect(await sim.count(FEED_FIRST, '200')).toBe(1);
    expect(repo.links(PROFILE, 'mobiles', 'v1.1.0')?.get?.startsWith(origin)).toBe(true);
  });

  it('a page cut off stops the sync with a clear error, keeps the stored pages, and a later sync goes on', async () => {
    // Every attempt at the second page is cut in half (the client retries a cut-off page before giving up).
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/affiliate/1.0/feeds/*/category/*/*', fault: 'truncate' }],
    });
    const { sync, repo } = feedSyncFor(sim, store.db);
    const error = await failureOf(sync.full(PROFILE, opts('v1.1.0', 'xml'), recordingRun()));
    sync.stopped(PROFILE, 'mobiles', error);
    expect(error.message).toBe(
      'The affiliate feed service sent an incomplete or unreadable answer. Try again later.',
    );
    expect(storedCount(store.db, 'mobiles')).toBe(500);
    expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'failed', pages: 1 });

    await sim.admin('DELETE', '/faults');
    await sync.full(PROFILE, opts('v1.1.0', 'xml'), recordingRun());
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
  });

  it('a link expiring mid-sync: fetches the directory again and walks again from a fresh link, upserting', async () => {
    await sim.admin('PUT', '/lifetimes', { urlLifetimeMs: 60_000 });
    let pages = 0;
    // After the first page the simulated clock jumps past the links' lifetime, as a long pause would.
    const http = fastHttp(undefined, {
      fetch: async (url, init) => {
        if (url.includes('/feeds/') && pages++ === 1)
          await sim.admin('POST', '/clock/advance', { seconds: 120 });
        return fetch(url, init);
      },
    });
    const { sync } = feedSyncFor(sim, store.db, { http });
    const run = recordingRun();
    const message = await sync.full(PROFILE, opts(), run);
    expect(
      run.progress.some((p) =>
        p.message.startsWith('The feed link expired: fetched the category directory again'),
      ),
    ).toBe(true);
    expect(await sim.count(FEED_NEXT, '410')).toBe(1);
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
    // What the category holds, counted from the fresh link's first page: not the 1,600 products fetched.
    expect(message).toBe(
      `Full sync done: ${count(mobiles.size)} products in 3 pages (version ${mobiles.version}).`,
    );
  });
});

describe('delta sync against the simulator', () => {
  it('applies a bump: price and stock changes, removals kept and marked, history points, the new version', async () => {
    const { sync, repo } = feedSyncFor(sim, store.db);
    await sync.full(PROFILE, opts(), recordingRun());
    const bump = (await sim.admin('POST', `/affiliate/categories/${mobiles.code}/bump`)) as {
      version: number;
      priceChanges: number;
      removals: number;
      additions: number;
    };
    const run = recordingRun();
    const message = await sync.delta(PROFILE, opts(), run);

    expect(message).toContain(`version ${mobiles.version} → ${bump.version}`);
    expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'done', version: bump.version });
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size + bump.additions);
    expect(storedCount(store.db, 'mobiles', 'removed = 1')).toBe(bump.removals);
    const changed = store.db
      .prepare('SELECT product_row, count(*) AS n FROM feed_history GROUP BY product_row HAVING n > 1')
      .all();
    expect(changed.length).toBeGreaterThanOrEqual(bump.priceChanges + bump.removals);
    expect(await sync.delta(PROFILE, opts(), recordingRun())).toBe(
      `Already current (version ${bump.version}).`,
    );
  });

  it('falls back to a full sync when the service refuses the stored version as too old, and says so', async () => {
    const { sync, repo } = feedSyncFor(sim, store.db);
    await sync.full(PROFILE, opts(), recordingRun());
    await sim.admin('POST', `/affiliate/categories/${mobiles.code}/bump`);
    store.db.prepare('UPDATE feed_sync SET version = ?').run(mobiles.firstVersion - 1);
    const run = recordingRun();
    const message = await sync.delta(PROFILE, opts(), run);
    expect(message).toMatch(
      new RegExp(
        `^The service no longer keeps the changes since version ${mobiles.firstVersion - 1}: running a full sync instead\\. Full sync done`,
      ),
    );
    expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({
      status: 'done',
      version: mobiles.version + 1,
    });
  });

  it('without a stored copy runs a full sync and says so', async () => {
    const { sync } = feedSyncFor(sim, store.db);
    const message = await sync.delta(PROFILE, opts(), recordingRun());
    expect(message).toMatch(/^No stored copy to update yet: running a full sync\. Full sync done/);
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
  });

  it('a full sync after removals in between marks the products it no longer saw as removed', async () => {
    const { sync } = feedSyncFor(sim, store.db);
    await sync.full(PROFILE, opts(), recordingRun());
    const bump = (await sim.admin('POST', `/affiliate/categories/${mobiles.code}/bump`)) as {
      removals: number;
    };
    const message = await sync.full(PROFILE, opts(), recordingRun());
    expect(storedCount(store.db, 'mobiles', 'removed = 1')).toBe(bump.removals);
    if (bump.removals > 0)
      expect(message).toContain(`${bump.removals} no longer in the category marked removed`);
  });
});

describe('a full sync whose category version cannot be read', () => {
  it('stores the whole feed, says delta sync waits for the version, and the next sync reads it', async () => {
    const { trackingId } = sim.info.credentials.affiliate;
    // The version read of this category answers 404 (as the real service did once); its feed answers.
    await sim.admin('PUT', '/faults', {
      rules: [
        { match: `/affiliate/1.0/deltaFeeds/${trackingId}/category/${mobiles.code}.json`, fault: '404' },
      ],
    });
    const { sync, repo } = feedSyncFor(sim, store.db);
    const message = await sync.full(PROFILE, opts(), recordingRun());

    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
    expect(message).toContain(`Full sync done: ${count(mobiles.size)} products in 3 pages.`);
    expect(message).toContain("Sync changes is not available until the category's version can be read");
    expect(message).toContain('the next sync tries again.');
    const view = repo.categories(PROFILE).find((c) => c.name === 'mobiles');
    expect(view).toMatchObject({
      stored: mobiles.size,
      version: null,
      syncStatus: 'done',
      syncMessage: message,
    });
    expect(await sim.count('GET /affiliate/1.0/deltaFeeds/:tid/category/:file', '404')).toBe(1);

    // A delta sync has no version to go on from: it says so and runs a full sync, which reads the version now.
    await sim.admin('DELETE', '/faults');
    const next = await sync.delta(PROFILE, opts(), recordingRun());
    expect(next).toContain('The stored copy has no category version to update from: running a full sync.');
    expect(next).not.toContain('Sync changes is not available');
    expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'done', version: mobiles.version });
  });

  it('syncs in full and by delta where the service wants the real header names', async () => {
    await sim.admin('PUT', '/switches', { realSpelling: true });
    const { sync, repo } = feedSyncFor(sim, store.db);
    await sync.full(PROFILE, opts(), recordingRun());
    expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
    await sim.admin('POST', `/affiliate/categories/${mobiles.code}/bump`);
    const delta = await sync.delta(PROFILE, opts(), recordingRun());
    expect(delta).toContain(`Changes synced: version ${mobiles.version} → ${mobiles.version + 1}`);
    expect(repo.syncState(PROFILE, 'mobiles')?.version).toBe(mobiles.version + 1);
    const refused = Object.values(await sim.counters()).reduce(
      (n, byStatus) => n + (byStatus['401'] ?? 0),
      0,
    );
    expect(refused).toBe(0);
  });
});
