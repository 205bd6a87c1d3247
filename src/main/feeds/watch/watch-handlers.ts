import type { watchCalls } from '../../../shared/feeds/watch-contract.ts';
import type { HandlersFor } from '../../ipc/handlers-for.ts';
import type { WatchService } from './watch-service.ts';

export function watchHandlers(watch: WatchService) {
  return {
    watchProduct: ({ category, productId, targetPrice }) => watch.watch(category, productId, targetPrice),
    unwatchProduct: ({ category, productId }) => watch.unwatch(category, productId),
    watchlist: () => watch.watchlist(),
    priceAlerts: ({ limit }) => watch.alerts(limit),
    categoryDrops: ({ category, limit }) => watch.categoryDrops(category, limit),
    watchSettings: () => watch.settings(),
    saveWatchSettings: (settings) => watch.saveSettings(settings),
    lastSubIds: () => watch.lastSubIds(),
    affiliateLink: ({ category, productId, subId1, subId2 }) =>
      watch.link(category, productId, { subId1, subId2 }),
    exportAffiliateLinks: (request) => watch.exportLinks(request),
  } satisfies HandlersFor<typeof watchCalls>;
}
