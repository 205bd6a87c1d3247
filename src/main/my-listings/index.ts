import { isClosingError } from '../jobs/closing-error.ts';
import { onAccountUsable } from '../accounts/index.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { FeedsOffer } from '../feeds/index.ts';
import type { ListingsOffer } from '../listings/index.ts';
import type { LocationsOffer } from '../locations/index.ts';
import type { ProductsOffer } from '../products/index.ts';
import type { ShipmentSales, ShipmentsOffer } from '../shipments/index.ts';
import { BuyBoxRepository } from './buy-box-repository.ts';
import { BuyBoxService } from './buy-box-service.ts';
import { ChangeJournal } from './change-journal.ts';
import { ChangeService } from './change-service.ts';
import { ListingsDayService } from './listings-day.ts';
import { myListingsHandlers } from './handlers.ts';
import { MyListingsRepository } from './my-listings-repository.ts';
import { ReadService } from './read-service.ts';
import { stockOffer } from './stock-offer.ts';

import type { StockOffer } from './stock-offer.ts';

export type { StockOffer } from './stock-offer.ts';

/** Every SKU of the orders a read may name (the shipments slice caps its own answer). */
const ORDER_SKUS = 100_000;

/** My listings: the listings as read, and price and stock changes as journaled jobs through the two small writes. */
export function createMyListingsSlice(
  deps: SliceDeps,
  slices: {
    shipments: ShipmentsOffer & ShipmentSales;
    listings: ListingsOffer;
    feeds: FeedsOffer;
    locations: LocationsOffer;
    products: Pick<ProductsOffer, 'fromListings' | 'taxOf'>;
  },
) {
  const profileId = () => deps.profiles.activeId();
  const repo = new MyListingsRepository(deps.db, deps.now);
  const buyBox = new BuyBoxService({
    repo: new BuyBoxRepository(deps.db),
    feeds: slices.feeds,
    onChange: (id) => deps.bus.emit('buyBoxChanged', { profileId: id }),
  });
  // After every feed sync (finished or not: what it stored counts), the buy box and proposals are made again.
  const off = deps.bus.on('feedsChanged', ({ profileId: id, ended }) => {
    if (ended)
      void buyBox.refresh(id).catch((error: unknown) => deps.logger.error('buy box refresh failed', error));
  });
  const read = new ReadService({
    repo,
    jobs: deps.jobs,
    reader: (id) => deps.clients.seller(id),
    sources: {
      orders: async (id) => (await slices.shipments.listingsInOrders(id, ORDER_SKUS)).map((o) => o.sku),
      listings: (id) => slices.listings.knownSkus(id),
    },
    lastAnswer: async (id) => {
      if (id !== profileId()) return null;
      const status = await deps.status.current();
      return { offline: status.marketplace === 'offline', message: status.marketplaceMessage };
    },
    // The product record keeps each SKU's tax, package and locations as the marketplace tells them.
    onReads: (id, reads) =>
      slices.products
        .fromListings(
          id,
          reads.flatMap((r) => (r.state === 'available' ? [{ sku: r.sku, listing: r.listing }] : [])),
        )
        .catch((error: unknown) => deps.logger.error('the product records did not learn from a read', error)),
    afterRead: (id) => buyBox.refresh(id),
  });
  const journal = new ChangeJournal(deps.db, deps.now);
  const changes = new ChangeService({
    journal,
    jobs: deps.jobs,
    writer: (id) => deps.clients.seller(id),
    // The status bar's last answer: a profile whose marketplace did not answer is refused at once.
    online: async (id) => id !== profileId() || (await deps.status.current()).marketplace !== 'offline',
    limits: (id) => repo.limits(id),
    onChange: (change) => deps.bus.emit('listingChangeChanged', change),
    report: (id, outcome) => deps.status.report(id, outcome),
    locationNames: () => slices.locations.names(),
    // What was sent is read back, and the proposals made again from the new prices.
    afterSend: async (id, skus, signal) => {
      await read.readSkus(id, skus, signal);
      buyBox.recompute(id);
    },
  });
  // Nothing stays in flight: a change a crash, a quit or a lost answer left is read back and goes on.
  const resume = () => {
    changes.resumeUnfinished(profileId()).catch((error: unknown) => {
      // The app closing while it waited: the next start takes it up.
      if (!isClosingError(error)) deps.logger.error('a listing change did not resume', error);
    });
  };
  let offUsable = () => {};
  return {
    /** Stock changes for other slices (the returns' restock), through this slice's journal. */
    offer: stockOffer({ changes, journal, read, repo }),
    handlers: myListingsHandlers({
      changes,
      repo,
      read,
      buyBox,
      day: new ListingsDayService(repo, slices.shipments),
      profileId,
      locationNames: () => slices.locations.names(),
      products: slices.products,
    }),
    start() {
      resume();
      offUsable = onAccountUsable(deps.bus, deps.profiles, resume);
    },
    close: () => {
      off();
      offUsable();
    },
  } satisfies Slice<unknown> & { offer: StockOffer };
}
