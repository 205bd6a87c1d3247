import type { feedsCalls } from '../../shared/feeds/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { FeedsService } from './feeds-service.ts';

export function feedsHandlers(feeds: FeedsService) {
  return {
    feedDirectory: () => feeds.directory(),
    refreshFeedDirectory: () => feeds.refreshDirectory(),
    saveFeedSettings: (settings) => feeds.saveSettings(settings),
    startFeedSync: ({ category, mode }) => feeds.startSync(category, mode),
    queryFeedProducts: (request) => feeds.query(request),
    feedBrands: ({ category }) => feeds.brands(category),
    feedProduct: ({ category, productId }) => feeds.product(category, productId),
    exportFeedProducts: ({ filter, sort, timeZone, subId1, subId2 }) =>
      feeds.exportCsv(filter, sort, timeZone, { subId1, subId2 }),
  } satisfies HandlersFor<typeof feedsCalls>;
}
