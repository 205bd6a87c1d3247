/**
 * Listing create, as Stockroom models it: the real service's CreateListingRequest (the SDK's models; where the spec
 * differs, docs/LISTINGS.md "Where the real service and the spec differ"). The domain model is camelCase and prices
 * are whole rupees; `toWireListing()` in listing-wire.ts is the one place that knows the wire names.
 */

export type FulfillmentProfile = 'NON_FBF' | 'FBF_LITE' | 'FBF';
export type ShippingProvider = 'FLIPKART' | 'SELLER' | 'FLIPKART_SELLER' | 'SELLER_FLIPKART';
export type ProcurementType = 'REGULAR' | 'EXPRESS' | 'INTERNATIONAL' | 'MADE_TO_ORDER' | 'DOMESTIC';
export type LocationStatus = 'ENABLED' | 'DISABLED';
export type NotionalValueUnit = 'PERCENTAGE' | 'INR';

export interface ListingPackage {
  /** At most 64 characters. */
  name: string;
  dimensions?: { length: number; breadth: number; height: number };
  /** Mandatory when dimensions are given. */
  weight?: number;
  /** Shown to the customer; at most 4000 characters. */
  description?: string;
  fragile?: boolean;
  /** Mandatory when the lot has several packages. */
  notionalValue?: { amount: number; unit: NotionalValueUnit };
}

export interface ListingLocation {
  id: string;
  status: LocationStatus;
  /** Optional in the real model (Location.inventory). */
  inventory?: number;
}

/** One SKU's listing, keyed by SKU in a create call. */
export interface CreateListingRequest {
  /** 13 to 16 characters. */
  productId: string;
  /** Whole rupees; the wire adds `currency: "INR"`. */
  price: { mrp: number; sellingPrice: number };
  /** `taxCode` is optional in the real model (only `hsn` is required). */
  tax: { hsn: string; taxCode?: string };
  listingStatus: 'ACTIVE' | 'INACTIVE';
  /** When sent, the real model requires all three fees (and the currency, which the wire adds). */
  shippingFees?: { local?: number; zonal?: number; national?: number };
  fulfillmentProfile: FulfillmentProfile;
  /** Optional in the real model; when sent, all three fields are required. */
  fulfillment?: {
    dispatchSla?: number;
    shippingProvider?: ShippingProvider;
    procurementType?: ProcurementType;
  };
  /** Required on the wire, sent as `[]` when there are none. */
  packages?: ListingPackage[];
  locations: ListingLocation[];
  /** Optional in the real model, as each of its lists. */
  addressLabel?: {
    manufacturerDetails?: string[];
    importerDetails?: string[];
    packerDetails?: string[];
    /** ISO 3166 alpha-2 codes. */
    countriesOfOrigin?: string[];
  };
  datingLabel?: { mfgDate?: number; shelfLife?: number };
}

export type ListingResultStatus = 'SUCCESS' | 'FAILURE' | 'WARNING' | (string & {});

export interface ListingError {
  /** `ERROR` or `WARNING`, upper-cased. */
  severity: string;
  /** The service sends an integer, older services a string; kept as a string. */
  code: string;
  description: string;
}

export interface ListingAttributeError extends ListingError {
  /** JSON path of the attribute, e.g. `$.price.mrp`. */
  path: string;
}

/** One SKU's result of a create call. `status` is upper-cased: the service has sent `success` as well. */
export interface CreateListingResponse {
  status: ListingResultStatus;
  errors: ListingError[];
  attributeErrors: ListingAttributeError[];
}

/** Status given to an SKU that was sent but is missing from the service's answer. */
export const NOT_REPORTED = 'NOT_REPORTED';
