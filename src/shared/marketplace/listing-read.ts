/**
 * A listing as the real read tells it (`GET /listings/v3/{skuIds}`, the SDK's MarketplaceListingDetail), camelCase.
 * Lenient: everything the marketplace may leave out is optional; enumerations stay open strings; amounts are whole
 * rupees as sent. The SDK's read model has no `fulfillment`; it is kept when an answer carries it.
 */
export interface ListingReadPackage {
  name?: string;
  dimensions?: { length?: number; breadth?: number; height?: number };
  weight?: number;
  description?: string;
  fragile?: boolean;
  notionalValue?: { amount?: number; unit?: string };
}

export interface ListingReadLocation {
  id: string;
  status?: string;
  inventory?: number;
  pendingInventory?: number;
}

export interface ListingV3 {
  listingId: string;
  productId: string;
  price: { mrp?: number; sellingPrice?: number; currency?: string };
  tax?: {
    hsn?: string;
    taxCode?: string;
    goodsServicesRate?: number;
    isGstSellable?: boolean;
    luxuryCessPercentage?: number;
  };
  listingStatus?: string;
  shippingFees?: { local?: number; zonal?: number; national?: number; currency?: string };
  fulfillmentProfile?: string;
  fulfillment?: { dispatchSla?: number; shippingProvider?: string; procurementType?: string };
  packages: ListingReadPackage[];
  locations: ListingReadLocation[];
  /** `ARCHIVED` or `NONE`. */
  archivedStatus?: string;
}

/**
 * One SKU's read: `available` with its listing; `unavailable` (the account has no listing for it); `invalid` (the
 * marketplace does not take it as a SKU id); `unreported` (the answer named it nowhere).
 */
export type SkuListingRead =
  | { sku: string; state: 'available'; listing: ListingV3 }
  | { sku: string; state: 'unavailable' | 'invalid' | 'unreported' };

/** Why a SKU was not read, as a seller reads it. */
export function unreadSentence(read: SkuListingRead): string {
  switch (read.state) {
    case 'available':
      return '';
    case 'unavailable':
      return `The marketplace has no listing for SKU ${read.sku} on this account.`;
    case 'invalid':
      return `The marketplace does not take "${read.sku}" as a SKU id.`;
    case 'unreported':
      return `The marketplace did not say anything about SKU ${read.sku}.`;
  }
}

/** The stock a listing offers: what its enabled locations hold. */
export function stockOf(listing: Pick<ListingV3, 'locations'>): number {
  return listing.locations
    .filter((l) => (l.status ?? '').toUpperCase() === 'ENABLED')
    .reduce((sum, l) => sum + (l.inventory ?? 0), 0);
}
