/**
 * The real service's two small listing writes (`POST /listings/v3/update/price` and `…/update/inventory`), as
 * Stockroom models them: camelCase, prices as whole rupees (the wire adds `currency: "INR"`). Each is keyed by SKU
 * and answered per SKU with a ListingChangeResponse (read as CreateListingResponse: status upper-cased, lists
 * optional, a SKU missing from the answer NOT_REPORTED).
 */
import type { LocationStatus } from './listing-types.ts';

export interface PriceChange {
  productId: string;
  mrp: number;
  sellingPrice: number;
}

export interface InventoryChangeLocation {
  id: string;
  status: LocationStatus;
  inventory: number;
}

export interface InventoryChange {
  productId: string;
  locations: InventoryChangeLocation[];
}
