/**
 * Wire names and allowed values of CreateListingRequest, in one place. The spec writes `price.sellingPrice`
 * where the real public schema writes `selling_price`; the simulator follows the spec (change it here).
 */
export const SELLING_PRICE_KEY = 'sellingPrice';

export const ALLOWED = {
  listing_status: ['ACTIVE', 'INACTIVE'],
  fulfillment_profile: ['NON_FBF', 'FBF_LITE', 'FBF'],
  shipping_provider: ['FLIPKART', 'SELLER', 'FLIPKART_SELLER', 'SELLER_FLIPKART'],
  procurement_type: ['REGULAR', 'EXPRESS', 'INTERNATIONAL', 'MADE_TO_ORDER', 'DOMESTIC'],
  location_status: ['ENABLED', 'DISABLED'],
  notional_unit: ['PERCENTAGE', 'INR'],
  tax_code: ['GST_0', 'GST_3', 'GST_5', 'GST_12', 'GST_18', 'GST_28', 'GST_APPAREL'],
} as const;

export const LIMITS = {
  skusPerCall: 10,
  productIdMin: 13,
  productIdMax: 16,
  packageName: 64,
  packageDescription: 4000,
  shelfLifeSeconds: 155_520_000,
  addressLabelEntries: 5,
} as const;

/** Known keys per object, for the "unknown attribute" warning. */
export const KNOWN_KEYS: Record<string, readonly string[]> = {
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
  price: ['mrp', SELLING_PRICE_KEY],
  tax: ['hsn', 'tax_code'],
  shipping_fees: ['local', 'zonal', 'national'],
  fulfillment: ['dispatch_sla', 'shipping_provider', 'procurement_type'],
  address_label: ['manufacturer_details', 'importer_details', 'packer_details', 'countries_of_origin'],
  dating_label: ['mfg_date', 'shelf_life'],
};

/** Integer codes of the per-SKU errors. */
export const CODES = {
  missing: 4001,
  type: 4002,
  notAllowed: 4003,
  range: 4004,
  conditional: 4005,
  inconsistent: 4006,
  notObject: 4100,
  unknownKey: 3001,
  ignoredFees: 3002,
  deepDiscount: 3003,
} as const;
