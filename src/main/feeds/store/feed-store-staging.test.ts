import { afterEach, beforeEach, expect, it } from 'vitest';
import { FeedRepository } from '../feed-repository.ts';
import type { StoredPage } from '../feed-repository.ts';
import { feedsDb, PROFILE, sampleProduct, storedCount } from '../testing/feeds.test-support.ts';
import { FeedStoreThread } from './feed-store-thread.ts';

/** Pages staged on the storage thread ahead of their batch: stored with it, in order, per category. */

const AT = '2026-01-01T00:00:00.000Z';
let store: ReturnType<typeof feedsDb>;
let thread: FeedStoreThread;
let repo: FeedRepository;

beforeEach(() => {
  store = feedsDb();
  repo = new FeedRepository(store.db);
  for (const category of ['mobiles', 'laptops'])
    repo.beginWalk(
      PROFILE,
      category,
      { mode: 'full', variant: 'v1.1.0', format: 'json', inStock: false, walkId: 'w', targetVersion: null },
      AT,
    );
  thread = new FeedStoreThread(store.dir);
});
afterEach(async () => {
  await thread.close();
  store.close();
});

function page(ids: string[], nextUrl: string | null): StoredPage {
  return {
    products: ids.map((id) => sampleProduct(id)),
    meta: { nextUrl, validTill: null, skipped: 0, walkId: 'w' },
  };
}

it('stores the staged pages of a category before the pages of the call, one result a page', async () => {
  thread.stage(PROFILE, 'mobiles', page(['M1', 'M2'], 'https://feed.example/2'));
  thread.stage(PROFILE, 'laptops', page(['L1'], 'https://feed.example/laptops/2'));
  thread.stage(PROFILE, 'mobiles', page(['M3'], 'https://feed.example/3'));
  const results = await thread.applyPages(PROFILE, 'mobiles', [page(['M4'], null)], AT);
  expect(results.map((r) => r.inserted)).toEqual([2, 1, 1]);
  expect(storedCount(store.db, 'mobiles')).toBe(4);
  // The last page's link is the checkpoint: the pages went in the order they were staged.
  expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ pages: 3, products: 4, nextUrl: null });
  // Another category's staged page waits for its own batch.
  expect(storedCount(store.db, 'laptops')).toBe(0);
  expect(await thread.applyPages(PROFILE, 'laptops', [], AT)).toHaveLength(1);
  expect(storedCount(store.db, 'laptops')).toBe(1);
});

it('drops the discarded pages of a category: the next batch stores only its own', async () => {
  thread.stage(PROFILE, 'mobiles', page(['M1', 'M2'], 'https://feed.example/2'));
  thread.discard(PROFILE, 'mobiles');
  thread.stage(PROFILE, 'mobiles', page(['M3'], 'https://feed.example/3'));
  const results = await thread.applyPages(PROFILE, 'mobiles', [], AT);
  expect(results).toHaveLength(1);
  expect(storedCount(store.db, 'mobiles')).toBe(1);
  expect(repo.syncState(PROFILE, 'mobiles')?.nextUrl).toBe('https://feed.example/3');
});
