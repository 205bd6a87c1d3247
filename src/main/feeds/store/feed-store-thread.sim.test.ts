import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { startSim } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import { queryProducts } from '../product-query.ts';
import {
  feedSyncFor,
  feedsDb,
  PROFILE,
  recordingRun,
  simCategories,
  storedCount,
} from '../testing/feeds.test-support.ts';
import { FeedStoreThread } from './feed-store-thread.ts';

/** A feed sync storing its pages through the storage thread's own connection, as the app does. */
let sim: Sim;
let store: ReturnType<typeof feedsDb>;
let thread: FeedStoreThread;

beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 2600 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  store = feedsDb();
  thread = new FeedStoreThread(store.dir);
});
afterEach(async () => {
  await thread.close();
  store.close();
});

const opts = { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false } as const;

it('stores every page on the thread, and the backend reads them at once: counts, search, sync state', async () => {
  const mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
  const { sync, repo } = feedSyncFor(sim, store.db, { store: thread });
  const message = await sync.full(PROFILE, opts, recordingRun());
  expect(message).toContain(`Full sync done: ${mobiles.size.toLocaleString('en-IN')} products`);
  expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
  expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({
    status: 'done',
    pages: Math.ceil(mobiles.size / 500),
  });
  const found = queryProducts(store.db, PROFILE, {
    startRow: 0,
    endRow: 10,
    sort: [],
    filter: { category: 'mobiles', search: 'samsung' },
  });
  expect(found.rowCount).toBeGreaterThan(0);
});

it('a cancel stores the pages fetched so far on the thread, and the next sync goes on after them', async () => {
  const { sync, repo } = feedSyncFor(sim, store.db, { store: thread });
  const first = recordingRun(2);
  await expect(sync.full(PROFILE, opts, first)).rejects.toMatchObject({ code: 'CANCELLED' });
  sync.stopped(PROFILE, 'mobiles', new AppError('CANCELLED', 'Cancelled.'));
  expect(storedCount(store.db, 'mobiles')).toBe(1000);
  expect(repo.syncState(PROFILE, 'mobiles')?.message).toContain('Cancelled: 2 pages (1,000 products) stored');
  const second = recordingRun();
  await sync.full(PROFILE, opts, second);
  expect(second.progress[0]?.message).toContain('Going on from page 3');
});

it('a storage thread that stopped fails the sync with a sentence, and the category is marked failed', async () => {
  const { sync, repo } = feedSyncFor(sim, store.db, { store: thread });
  await thread.close();
  const failure = await sync.full(PROFILE, opts, recordingRun()).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(AppError);
  expect((failure as AppError).message).toBe(
    'The feed pages could not be stored: the feed storage thread was closed.',
  );
  sync.stopped(PROFILE, 'mobiles', failure);
  expect(repo.syncState(PROFILE, 'mobiles')?.status).toBe('failed');
  expect(storedCount(store.db, 'mobiles')).toBe(0);
});
