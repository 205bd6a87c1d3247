import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { ListingsOffer } from '../listings/index.ts';
import type { ShipmentsOffer } from '../shipments/index.ts';
import { ChangeJournal } from './change-journal.ts';
import { ChangeService } from './change-service.ts';
import { myListingsHandlers } from './handlers.ts';
import { MyListingsRepository } from './my-listings-repository.ts';
import { ReadService } from './read-service.ts';

/** Every SKU of the orders a read may name (the shipments slice caps its own answer). */
const ORDER_SKUS = 100_000;

/** My listings: the listings as read, and price and stock changes as journaled jobs through the two small writes. */
export function createMyListingsSlice(
  deps: SliceDeps,
  slices: { shipments: ShipmentsOffer; listings: ListingsOffer },
) {
  const profileId = () => deps.profiles.activeId();
  const repo = new MyListingsRepository(deps.db, deps.now);
  const read = new ReadService({
    repo,
    jobs: deps.jobs,
    reader: (id) => deps.clients.seller(id),
    sources: {
      orders: async (id) => (await slices.shipments.listingsInOrders(id, ORDER_SKUS)).map((o) => o.sku),
      listings: (id) => slices.listings.knownSkus(id),
    },
  });
  const changes = new ChangeService({
    journal: new ChangeJournal(deps.db, deps.now),
    jobs: deps.jobs,
    writer: (id) => deps.clients.seller(id),
    // The status bar's last answer: a profile whose marketplace did not answer is refused at once.
    online: async (id) => id !== profileId() || (await deps.status.current()).marketplace !== 'offline',
    limits: (id) => repo.limits(id),
    onChange: (change) => deps.bus.emit('listingChangeChanged', change),
    report: (id, outcome) => deps.status.report(id, outcome),
    afterSend: (id, skus, signal) => read.readSkus(id, skus, signal),
  });
  return { handlers: myListingsHandlers({ changes, repo, read, profileId }) } satisfies Slice<unknown>;
}
