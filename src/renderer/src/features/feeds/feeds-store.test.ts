import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import type { FeedCategoryView } from '../../../../shared/feeds/types.ts';
import { fakeApi, statusOf } from '../../testing/fake-api.test-support.ts';
import { ALL_CATEGORIES, createFeedsStore } from './feeds-store.ts';

const category = (
  name: string,
  stored: number,
  syncStatus: FeedCategoryView['syncStatus'],
): FeedCategoryView =>
  ({
    name,
    apiName: name,
    variants: ['v1.1.0'],
    hasFeed: true,
    stored,
    removed: 0,
    version: null,
    lastSyncAt: null,
    syncStatus,
    syncMessage: '',
  }) as FeedCategoryView;
const settings = { format: 'json', variant: 'v1.1.0', inStockOnly: false } as const;

describe('the feeds store', () => {
  // The store reads counts at most once a second while a sync stores pages: the test moves that clock itself.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("drops the last profile's directory, category, product and grid on a switch, then reads the new one's", async () => {
    let profile = 'demo';
    const fake = fakeApi({
      getStatus: () => statusOf('demo'),
      feedDirectory: () => ({
        categories: [category(profile === 'demo' ? 'mobiles' : 'books', 10, 'done')],
        settings,
      }),
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    await vi.advanceTimersByTimeAsync(0);
    store.getState().openProduct('MOB-1');
    store.getState().setSelection([{ category: 'mobiles', productId: 'MOB-1' }]);
    const gridVersion = store.getState().gridVersion;

    // Another profile's settings changed: not a switch.
    fake.emit('profilesChanged', { activeId: 'demo', changedId: 'shop' });
    expect(store.getState().selected).toBe('mobiles');

    profile = 'shop';
    fake.emit('profilesChanged', { activeId: 'shop' });
    expect(store.getState()).toMatchObject({ selected: null, product: null, selection: [], categories: [] });
    expect(store.getState().gridVersion).toBeGreaterThan(gridVersion);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().categories.map((c) => c.name)).toEqual(['books']);
    expect(store.getState().selected).toBe('books');
  });

  it("follows a sync's events: counts and the grid at most once a second while it runs, and when it ends", async () => {
    let stored = 0;
    let status: FeedCategoryView['syncStatus'] = null;
    const fake = fakeApi({
      feedDirectory: () => ({ categories: [category('mobiles', stored, status)], settings }),
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState().selected).toBe('mobiles');
    const gridVersion = store.getState().gridVersion;

    status = 'running';
    for (const pages of [1, 2, 3]) {
      stored = pages * 500;
      fake.emit('feedsChanged', { profileId: 'demo', category: 'mobiles', ended: false });
    }
    expect(fake.count('feedDirectory')).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.count('feedDirectory')).toBe(2);
    expect(store.getState().categories[0]).toMatchObject({ stored: 1500, syncStatus: 'running' });
    // The grid reads its count again with the list's: it does not say 0 while the list says 1,500 stored.
    expect(store.getState().gridVersion).toBe(gridVersion + 1);

    stored = 1800;
    status = 'done';
    fake.emit('feedsChanged', { profileId: 'demo', category: 'mobiles', ended: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().categories[0]).toMatchObject({ stored: 1800, syncStatus: 'done' });
    expect(store.getState().gridVersion).toBe(gridVersion + 2);
    // A sync of a category not on screen leaves the grid alone, running or ended.
    fake.emit('feedsChanged', { profileId: 'demo', category: 'books', ended: false });
    await vi.advanceTimersByTimeAsync(1000);
    fake.emit('feedsChanged', { profileId: 'demo', category: 'books', ended: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().gridVersion).toBe(gridVersion + 2);
  });

  it('the grid reads the category the list shows picked, not the total of every category', async () => {
    const fake = fakeApi({
      feedDirectory: () => ({
        categories: [category('mobiles', 20_000, 'done'), category('laptops', 20_000, 'done')],
        settings,
      }),
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    // The grid is made before the directory comes: it asks with the filter of that moment, then on each version.
    const asked = [store.getState().gridFilter()];
    store.subscribe((now, before) => {
      if (now.gridVersion !== before.gridVersion) asked.push(now.gridFilter());
    });
    await store.getState().load();
    expect(store.getState().selected).toBe('mobiles');
    expect(asked.at(-1)).toEqual({ category: 'mobiles' });
  });

  it('says what went wrong in the sentence the backend wrote, and clears it when a sync starts', async () => {
    let refuse = true;
    const fake = fakeApi({
      feedDirectory: () => ({ categories: [category('mobiles', 0, null)], settings }),
      startFeedSync: () => {
        if (refuse)
          throw new AppError('NOT_CONFIGURED', 'No affiliate credentials are set up for this profile yet.');
        return { jobId: 'j1' };
      },
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    await store.getState().sync('full');
    expect(store.getState().error).toBe('No affiliate credentials are set up for this profile yet.');
    refuse = false;
    await store.getState().sync('full');
    expect(store.getState().error).toBeNull();
  });

  it('keeps the sort through a new filter, a sync and a category, and asks for the category on screen', async () => {
    const fake = fakeApi({
      feedDirectory: () => ({
        categories: [category('mobiles', 10, 'done'), category('laptops', 5, 'done')],
        settings,
      }),
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    store.getState().setSort([{ colId: 'sellingPrice', sort: 'desc' }]);
    store.getState().setFilter({ search: 'pro' });
    fake.emit('feedsChanged', { profileId: 'demo', category: 'mobiles', ended: true });
    store.getState().select('laptops');
    expect(store.getState().sort).toEqual([{ colId: 'sellingPrice', sort: 'desc' }]);
    expect(store.getState().gridFilter()).toEqual({ search: 'pro', category: 'laptops' });

    // Across categories: the category is a filter and a sort of its own, and any category's sync reloads the grid.
    store.getState().select(ALL_CATEGORIES);
    expect(store.getState().gridFilter()).toEqual({ search: 'pro' });
    store.getState().setFilter({ search: 'pro', category: 'mobiles' });
    store.getState().setSort([{ colId: 'category', sort: 'asc' }]);
    expect(store.getState().gridFilter()).toEqual({ search: 'pro', category: 'mobiles' });
    const version = store.getState().gridVersion;
    fake.emit('feedsChanged', { profileId: 'demo', category: 'laptops', ended: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().gridVersion).toBe(version + 1);
    store.getState().openProduct('LAP1', 'laptops');
    expect(store.getState().product).toEqual({ category: 'laptops', productId: 'LAP1' });

    // Back in one category, whose grid has no category column: that sort and that filter go, and the grid is told.
    const sortVersion = store.getState().sortVersion;
    store.getState().select('mobiles');
    expect(store.getState().sort).toEqual([]);
    expect(store.getState().sortVersion).toBe(sortVersion + 1);
    expect(store.getState().gridFilter()).toEqual({ search: 'pro', category: 'mobiles' });
    expect(store.getState().product).toBeNull();
  });

  it('keeps the ticked products through a sort and a sync, and starts afresh on another list', async () => {
    const fake = fakeApi({
      feedDirectory: () => ({
        categories: [category('mobiles', 20, 'done'), category('laptops', 5, null)],
        settings,
      }),
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    const two = [
      { category: 'mobiles', productId: 'MOB1' },
      { category: 'mobiles', productId: 'MOB7' },
    ];
    store.getState().setSelection(two);
    store.getState().setSort([{ colId: 'title', sort: 'asc' }]);
    fake.emit('feedsChanged', { profileId: 'demo', category: 'mobiles', ended: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().selection).toEqual(two);
    // The same filter applied again (its fields in another order) is the same list.
    store.getState().setFilter({ search: 'pro', inStockOnly: true });
    store.getState().setSelection(two);
    store.getState().setFilter({ inStockOnly: true, search: 'pro', brand: undefined });
    expect(store.getState().selection).toEqual(two);

    // A new search is another list: nothing ticked, and an empty selection stays the same value (no loop).
    store.getState().setFilter({ search: 'max', inStockOnly: true });
    const none = store.getState().selection;
    expect(none).toEqual([]);
    store.getState().setSelection([]);
    expect(store.getState().selection).toBe(none);
    // Another category too.
    store.getState().setSelection(two);
    store.getState().select('laptops');
    expect(store.getState().selection).toEqual([]);
  });
});
