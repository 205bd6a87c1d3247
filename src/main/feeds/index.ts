import type { ProductOffer } from '../../shared/feeds/offers.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { FeedsService } from './feeds-service.ts';
import { feedsHandlers } from './handlers.ts';
import { watchHandlers } from './watch/watch-handlers.ts';
import { DemoDayService } from './view/demo-day.ts';
import { FeedViewStore } from './view/feed-view.ts';
import { feedViewHandlers } from './view/view-handlers.ts';
import { WatchService } from './watch/watch-service.ts';

/** What the feeds slice offers other slices: the mirror's offers by product id (My listings' buy box). */
export interface FeedsOffer {
  /** At most 500 product ids: the offers of those the mirror holds, with their history. */
  offersOf(profileId: string, productIds: readonly string[]): ProductOffer[];
  /** Many product ids (up to 200,000): their offers in slices of at most 500, the loop let go between slices. */
  offersInSlices(profileId: string, productIds: readonly string[]): AsyncIterable<ProductOffer[]>;
}

/**
 * The affiliate feed browser: directory, full and delta syncs as jobs, the product grid, detail and export; the
 * watchlist with its price alerts, and affiliate links.
 */
export function createFeedsSlice(deps: SliceDeps) {
  const watch = new WatchService(deps);
  // Every finished sync checks the watchlist of its category (watch/watch-service.ts).
  const feeds = new FeedsService(deps, undefined, {
    before: () => watch.beforeSync(),
    after: (profileId, category, mark) => watch.afterSync(profileId, category, mark),
  });
  const view = new FeedViewStore(deps.db, () => deps.profiles.activeId());
  const demoDay = new DemoDayService({
    profiles: deps.profiles,
    watchlist: () => watch.watchlist(),
    syncChanges: (category) => feeds.startSync(category, 'delta'),
  });
  return {
    handlers: { ...feedsHandlers(feeds), ...watchHandlers(watch), ...feedViewHandlers(view, demoDay) },
    service: feeds,
    offer: {
      offersOf: (profileId, productIds) => feeds.offersOf(profileId, productIds),
      offersInSlices: (profileId, productIds) => feeds.offersInSlices(profileId, productIds),
    } satisfies FeedsOffer,
    close: () => feeds.close(),
  } satisfies Slice<unknown> & {
    service: FeedsService;
    offer: FeedsOffer;
  };
}
