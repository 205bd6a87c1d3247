import type { SellerDialect } from '../config.ts';

/**
 * Wire names and allowed values of CreateListingRequest, in one place. The spec writes `price.sellingPrice`; the
 * real service (its SDK's `Price` model) writes `selling_price` and requires `price.currency` and, when the group is
 * sent, `shipping_fees.currency`. The simulator speaks the dialect its `sellerDialect` switch names.
 */
export const SELLING_PRICE_KEYS = { real: 'selling_price', spec: 'sellingPrice' } as const;

export const sellingPriceKey = (dialect: SellerDialect): string => SELLING_PRICE_KEYS[dialect];

/** The one currency the marketplace prices in. */
export const CURRENCY = 'INR';

export const ALLOWED = {
  listing_status: ['ACTIVE', 'INACTIVE'],
  fulfillment_profile: ['NON_FBF', 'FBF_LITE', 'FBF'],
  shipping_provider: ['FLIPKART', 'SELLER', 'FLIPKART_SELLER', 'SELLER_FLIPKART'],
  procurement_type: ['REGULAR', 'EXPRESS', 'INTERNATIONAL', 'MADE_TO_ORDER', 'DOMESTIC'],
  region_restriction: ['zonal', 'national', 'none'],
  location_status: ['ENABLED', 'DISABLED'],
  notional_unit: ['PERCENTAGE', 'INR'],
  tax_code: ['GST_0', 'GST_3', 'GST_5', 'GST_12', 'GST_18', 'GST_28', 'GST_APPAREL'],
  currency: [CURRENCY],
} as const;

export const LIMITS = {
  skusPerCall: 10,
  /** SKUs of one `GET /listings/v3/{skuIds}`. */
  skusPerRead: 10,
  /** A longer SKU id is `invalid` in a read (the simulator's choice; the SDK states none). */
  skuIdMax: 64,
  productIdMin: 13,
  productIdMax: 16,
  packageName: 64,
  packageDescription: 4000,
  shelfLifeSeconds: 155_520_000,
  addressLabelEntries: 5,
} as const;

const SPEC_KEYS: Record<string, readonly string[]> = {
  $: [
    'product_id',
    'price',
    'tax',
    'listing_status',
    'shipping_fees',
    'fulfillment_profile',
    'fulfillment',
    'packages',
    'locations',
    'address_label',
    'dating_label',
  ],
  price: ['mrp', SELLING_PRICE_KEYS.spec],
  tax: ['hsn', 'tax_code'],
  shipping_fees: ['local', 'zonal', 'national'],
  fulfillment: ['dispatch_sla', 'shipping_provider', 'procurement_type'],
  address_label: ['manufacturer_details', 'importer_details', 'packer_details', 'countries_of_origin'],
  dating_label: ['mfg_date', 'shelf_life'],
};

/** The real models' keys (`JSON_PROPERTY_*` of the SDK's CreateListingRequest and its parts). */
const REAL_KEYS: Record<string, readonly string[]> = {
  ...SPEC_KEYS,
  $: [...(SPEC_KEYS.$ ?? []), 'subsidized_shipping'],
  price: ['mrp', SELLING_PRICE_KEYS.real, 'mop', 'nlc', 'dealer_price', 'currency'],
  tax: ['hsn', 'is_gst_sellable', 'goods_services_rate', 'tax_code', 'luxury_cess_percentage'],
  shipping_fees: ['local', 'zonal', 'national', 'currency'],
  fulfillment: ['dispatch_sla', 'shipping_provider', 'procurement_type', 'region_restriction'],
  dating_label: ['mfg_date', 'shelf_life', 'expiry_date'],
};

/** Known keys per object, for the "unknown attribute" check. */
export const knownKeys = (dialect: SellerDialect): Record<string, readonly string[]> =>
  dialect === 'real' ? REAL_KEYS : SPEC_KEYS;

/** Integer codes of the per-SKU errors. */
export const CODES = {
  missing: 4001,
  type: 4002,
  notAllowed: 4003,
  range: 4004,
  conditional: 4005,
  inconsistent: 4006,
  /** Real dialect: a key the model does not have, such as the spec's `sellingPrice`. */
  unrecognized: 4007,
  notObject: 4100,
  unknownKey: 3001,
  ignoredFees: 3002,
  deepDiscount: 3003,
} as const;
