import { AppError } from '../../shared/errors.ts';
import { DEMO_PROFILE_ID } from '../accounts/index.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { shipmentsHandlers } from './handlers.ts';
import { orderItemFacts } from './order-item-facts.ts';
import { SellerDayService } from './seller-day-service.ts';
import type { OrderListing } from './shipment-queries.ts';
import { ShipmentService } from './shipment-service.ts';
import type { CacheKey } from './shipment-writer.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';

export type { OrderListing } from './shipment-queries.ts';

/** What the shipments slice offers the other slices; they never read its tables themselves. */
export interface ShipmentsOffer {
  /** The SKUs in the cached orders of the profile's active seller account, with FSN and location; at most `limit`. */
  listingsInOrders(profileId: string, limit: number): Promise<OrderListing[]>;
}

/** What the cached orders say of their order items, for returns (which name only the order item). */
export interface OrderItemFactsOffer {
  orderItemFacts(
    key: CacheKey,
    orderItemIds: readonly string[],
  ): Map<string, { sku: string; title: string | null }>;
}

/** What the orders say of sales, for My listings' low stock. */
export interface ShipmentSales {
  /** Units of each SKU sold a day over the last `days` days (orders not cancelled), from the cache. */
  salesPerDay(profileId: string, days: number): Promise<Map<string, number>>;
}

/**
 * What the fulfilment slice may do to the cache: write shipments its actions just read, in the order read, and
 * tell the screens when they land. `storeRead` resolves once written; `queueRead` once queued (a job goes on).
 */
export interface ShipmentCacheWrites {
  storeRead(key: CacheKey, shipments: readonly Shipment[]): Promise<void>;
  queueRead(key: CacheKey, shipments: readonly Shipment[]): Promise<void>;
  /** Which of these shipments the account's cache holds: an action is taken only on an account's own. */
  cached(key: CacheKey, shipmentIds: readonly string[]): Set<string>;
}

import type { ProductsOffer } from '../products/index.ts';

/** Shipments: the sync of the seller account, the offline cache and the reads of the shipment grid. */
export function createShipmentsSlice(
  deps: SliceDeps,
  slices: { products?: Pick<ProductsOffer, 'known'> } = {},
) {
  const service = new ShipmentService(deps);
  const day = new SellerDayService(
    deps.db,
    () => service.key(deps.profiles.activeId()),
    () => deps.now().getTime(),
    slices.products,
  );
  return {
    handlers: shipmentsHandlers(service, day),
    offer: {
      listingsInOrders: (profileId, limit) => service.listingsInOrders(profileId, limit),
      salesPerDay: (profileId, days) => service.salesPerDay(profileId, days),
      orderItemFacts: (key, orderItemIds) => orderItemFacts(deps.db, key, orderItemIds),
    } satisfies ShipmentsOffer & ShipmentSales & OrderItemFactsOffer,
    writes: {
      storeRead: (key, shipments) => service.storeRead(key, shipments),
      queueRead: (key, shipments) => service.queueRead(key, shipments),
      cached: (key, shipmentIds) => service.cached(key, shipmentIds),
    } satisfies ShipmentCacheWrites,
    /** Starts the active profile's sync (or finds the one running): another slice's new orders then appear. */
    sync: () => service.startSync('auto'),
    start() {
      // A new person on the Demo profile sees orders within seconds, without pressing anything.
      if (deps.profiles.activeId() !== DEMO_PROFILE_ID) return;
      service.startSync('auto').catch((error: unknown) => {
        // Closing before the Demo's marketplace was up (a start that failed, say) is not worth a word.
        if (error instanceof AppError && error.code === 'CANCELLED') return;
        deps.logger.error('the first shipment sync did not start', error);
      });
    },
    close: () => service.close(),
  } satisfies Slice<unknown> & {
    offer: ShipmentsOffer & ShipmentSales & OrderItemFactsOffer;
    writes: ShipmentCacheWrites;
    sync: () => Promise<unknown>;
  };
}
