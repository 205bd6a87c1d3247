import { describe, expect, it } from 'vitest';
import type { FeedCategoryView } from '../../../../shared/feeds/types.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { createFeedsStore } from './feeds-store.ts';

const category = (name: string): FeedCategoryView =>
  ({
    name,
    apiName: name,
    variants: ['v1.1.0'],
    hasFeed: true,
    stored: 10,
    removed: 0,
    version: 3,
  }) as FeedCategoryView;
const settings = { format: 'json', variant: 'v1.1.0', inStockOnly: false } as const;

describe('the Feeds view after a restart', () => {
  it('opens on the category and search kept for the profile, and keeps each change', async () => {
    const fake = fakeApi({
      feedDirectory: () => ({ categories: [category('mobiles'), category('televisions')], settings }),
      feedView: () => ({ category: 'televisions', search: 'oled', demo: true }),
      saveFeedView: () => undefined,
      simulateDemoDay: () => ({ lowered: 2, jobId: 'j1' }),
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({
      selected: 'televisions',
      filter: { search: 'oled' },
      demo: true,
    });

    store.getState().select('mobiles');
    store.getState().setFilter({ ...store.getState().filter, search: 'redmi' });
    const saved = fake.calls.filter((c) => c.name === 'saveFeedView').map((c) => c.input);
    expect(saved).toEqual([
      { category: 'mobiles', search: 'oled' },
      { category: 'mobiles', search: 'redmi' },
    ]);

    expect(await store.getState().simulateDay()).toBe(
      'A day of price changes is under way: 2 watched prices fell, and their sync is bringing them in.',
    );
    expect(fake.calls.find((c) => c.name === 'simulateDemoDay')?.input).toEqual({ category: 'mobiles' });
  });

  it('opens on the first category when the kept one is gone', async () => {
    const fake = fakeApi({
      feedDirectory: () => ({ categories: [category('mobiles')], settings }),
      feedView: () => ({ category: 'cameras', search: '', demo: false }),
    });
    const store = createFeedsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ selected: 'mobiles', filter: {}, demo: false });
    expect(await store.getState().simulateDay()).toBeNull();
  });
});
