import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import type { WatchedProduct } from '../../../../shared/feeds/watch-types.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { createWatchStore, watchKey } from './watch-store.ts';

const watched = (productId: string): WatchedProduct =>
  ({ productId, category: 'mobiles', title: `Phone ${productId}`, targetPrice: null }) as WatchedProduct;

describe('the watch store', () => {
  it('loads the watchlist for the stars, toggles a star, and shows a sync that found drops', async () => {
    let list = [watched('A')];
    const fake = fakeApi({
      watchlist: () => list,
      priceAlerts: () => [],
      watchSettings: () => ({ dropPercent: 7 }),
      lastSubIds: () => ({ subId1: 'yt', subId2: '' }),
      watchProduct: ({ productId }) => {
        list = [...list, watched(productId)];
        return list.at(-1)!;
      },
      unwatchProduct: ({ productId }) => {
        list = list.filter((w) => w.productId !== productId);
        return { removed: true };
      },
    });
    const store = createWatchStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ dropPercent: 7, subIds: { subId1: 'yt', subId2: '' } });
    expect(store.getState().watched.has(watchKey('mobiles', 'A'))).toBe(true);

    await store.getState().toggle('mobiles', 'B');
    expect([...store.getState().watched]).toEqual([watchKey('mobiles', 'A'), watchKey('mobiles', 'B')]);
    await store.getState().toggle('mobiles', 'A');
    expect([...store.getState().watched]).toEqual([watchKey('mobiles', 'B')]);

    const notice = {
      profileId: 'demo',
      category: 'mobiles',
      count: 1,
      message: 'A watched product in Mobiles…',
    };
    fake.emit('priceAlertsFound', notice);
    expect(store.getState().notice).toEqual(notice);
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  it('says why a link could not be built', async () => {
    const fake = fakeApi({
      affiliateLink: () => {
        throw new AppError('NOT_CONFIGURED', 'No affiliate tracking id is set up for this profile yet.');
      },
    });
    const store = createWatchStore();
    store.getState().init(fake.api);
    expect(await store.getState().link('mobiles', 'A')).toBeNull();
    expect(store.getState().error).toBe('No affiliate tracking id is set up for this profile yet.');
  });
});
