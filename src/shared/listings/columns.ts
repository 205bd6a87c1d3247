/**
 * The columns of the bulk listing sheet: one per field of CreateListingRequest (spec §Listing create request).
 * A draft row keeps every cell as the text the person typed or imported, so that a bad value can be shown and
 * fixed where it is. Fields of packages and locations, and the address-label lists, are list cells: their entries
 * are joined with `|` (package 2's name is the second entry of `package_name`). The column id is the CSV header.
 */

export type ColumnKind = 'text' | 'int' | 'decimal' | 'enum' | 'bool' | 'date' | 'duration';

export type ColumnGroup =
  | 'listing'
  | 'price'
  | 'tax'
  | 'shipping fees'
  | 'fulfillment'
  | 'package'
  | 'location'
  | 'labels'
  | 'dating';

export interface ColumnDef {
  id: string;
  /** Heading shown in the sheet. */
  title: string;
  group: ColumnGroup;
  kind: ColumnKind;
  /** A `|`-separated list cell: one entry per package, location or label line. */
  list?: 'package' | 'location' | 'label';
  allowed?: readonly string[];
  /** JSON path of the attribute on the wire, `[]` standing for the entry index: `$.packages[].name`. */
  wirePath: string;
}

export const ALLOWED = {
  listingStatus: ['ACTIVE', 'INACTIVE'],
  fulfillmentProfile: ['NON_FBF', 'FBF_LITE', 'FBF'],
  shippingProvider: ['FLIPKART', 'SELLER', 'FLIPKART_SELLER', 'SELLER_FLIPKART'],
  procurementType: ['REGULAR', 'EXPRESS', 'INTERNATIONAL', 'MADE_TO_ORDER', 'DOMESTIC'],
  locationStatus: ['ENABLED', 'DISABLED'],
  notionalUnit: ['PERCENTAGE', 'INR'],
  taxCode: ['GST_0', 'GST_3', 'GST_5', 'GST_12', 'GST_18', 'GST_28', 'GST_APPAREL'],
  bool: ['true', 'false'],
} as const;

export const LIMITS = {
  skusPerCall: 10,
  productIdMin: 13,
  productIdMax: 16,
  packageName: 64,
  packageDescription: 4000,
  /** 60 months of 30 days. */
  shelfLifeSeconds: 155_520_000,
  addressLabelEntries: 5,
} as const;

/** The most characters a cell of the sheet holds (an import leaves a longer one empty, with its place). */
export const MAX_CELL_CHARS = 20_000;

/** The separator of list cells. */
export const LIST_SEPARATOR = '|';

const col = (
  id: string,
  title: string,
  group: ColumnGroup,
  kind: ColumnKind,
  wirePath: string,
  extra: Partial<ColumnDef> = {},
): ColumnDef => ({ id, title, group, kind, wirePath, ...extra });

export const COLUMNS: readonly ColumnDef[] = [
  col('sku', 'SKU', 'listing', 'text', '$'),
  col('product_id', 'Product id', 'listing', 'text', '$.product_id'),
  col('listing_status', 'Status', 'listing', 'enum', '$.listing_status', { allowed: ALLOWED.listingStatus }),
  col('mrp', 'MRP', 'price', 'int', '$.price.mrp'),
  // The real service's spelling (the spec's `sellingPrice` still maps here, paths.ts); listing-wire.ts sends it.
  col('selling_price', 'Selling price', 'price', 'int', '$.price.selling_price'),
  col('hsn', 'HSN', 'tax', 'text', '$.tax.hsn'),
  col('tax_code', 'Tax code', 'tax', 'enum', '$.tax.tax_code', { allowed: ALLOWED.taxCode }),
  col('shipping_local', 'Local', 'shipping fees', 'int', '$.shipping_fees.local'),
  col('shipping_zonal', 'Zonal', 'shipping fees', 'int', '$.shipping_fees.zonal'),
  col('shipping_national', 'National', 'shipping fees', 'int', '$.shipping_fees.national'),
  col('fulfillment_profile', 'Profile', 'fulfillment', 'enum', '$.fulfillment_profile', {
    allowed: ALLOWED.fulfillmentProfile,
  }),
  col('dispatch_sla', 'Dispatch SLA', 'fulfillment', 'int', '$.fulfillment.dispatch_sla'),
  col('shipping_provider', 'Shipped by', 'fulfillment', 'enum', '$.fulfillment.shipping_provider', {
    allowed: ALLOWED.shippingProvider,
  }),
  col('procurement_type', 'Procurement', 'fulfillment', 'enum', '$.fulfillment.procurement_type', {
    allowed: ALLOWED.procurementType,
  }),
  col('package_name', 'Name', 'package', 'text', '$.packages[].name', { list: 'package' }),
  col('package_length', 'Length cm', 'package', 'decimal', '$.packages[].dimensions.length', {
    list: 'package',
  }),
  col('package_breadth', 'Breadth cm', 'package', 'decimal', '$.packages[].dimensions.breadth', {
    list: 'package',
  }),
  col('package_height', 'Height cm', 'package', 'decimal', '$.packages[].dimensions.height', {
    list: 'package',
  }),
  col('package_weight', 'Weight', 'package', 'decimal', '$.packages[].weight', { list: 'package' }),
  col('package_description', 'Description', 'package', 'text', '$.packages[].description', {
    list: 'package',
  }),
  col('package_fragile', 'Fragile', 'package', 'bool', '$.packages[].handling.fragile', {
    list: 'package',
    allowed: ALLOWED.bool,
  }),
  col('package_notional_amount', 'Notional value', 'package', 'int', '$.packages[].notional_value.amount', {
    list: 'package',
  }),
  col('package_notional_unit', 'Notional unit', 'package', 'enum', '$.packages[].notional_value.unit', {
    list: 'package',
    allowed: ALLOWED.notionalUnit,
  }),
  col('location_id', 'Location', 'location', 'text', '$.locations[].id', { list: 'location' }),
  col('location_status', 'Location status', 'location', 'enum', '$.locations[].status', {
    list: 'location',
    allowed: ALLOWED.locationStatus,
  }),
  col('location_inventory', 'Inventory', 'location', 'int', '$.locations[].inventory', { list: 'location' }),
  col('manufacturer_details', 'Manufacturer', 'labels', 'text', '$.address_label.manufacturer_details[]', {
    list: 'label',
  }),
  col('importer_details', 'Importer', 'labels', 'text', '$.address_label.importer_details[]', {
    list: 'label',
  }),
  col('packer_details', 'Packer', 'labels', 'text', '$.address_label.packer_details[]', { list: 'label' }),
  col(
    'countries_of_origin',
    'Countries of origin',
    'labels',
    'text',
    '$.address_label.countries_of_origin[]',
    {
      list: 'label',
    },
  ),
  col('mfg_date', 'Manufactured', 'dating', 'date', '$.dating_label.mfg_date'),
  col('shelf_life', 'Shelf life', 'dating', 'duration', '$.dating_label.shelf_life'),
];

export const COLUMN_IDS: readonly string[] = COLUMNS.map((c) => c.id);
export const COLUMN_BY_ID: ReadonlyMap<string, ColumnDef> = new Map(COLUMNS.map((c) => [c.id, c]));

/** The cells of one draft row, by column id; a missing key is an empty cell. */
export type Cells = Record<string, string>;

export interface DraftRow {
  /** Stable id of the row in the draft (not the SKU, which the person edits). */
  id: string;
  cells: Cells;
}

export function cell(cells: Cells, id: string): string {
  return (cells[id] ?? '').trim();
}

/** The entries of a list cell; an empty cell is an empty list, an empty entry stays (it is an error to show). */
export function entries(cells: Cells, id: string): string[] {
  const v = cell(cells, id);
  return v === '' ? [] : v.split(LIST_SEPARATOR).map((e) => e.trim());
}

export function joinEntries(values: readonly string[]): string {
  return values.join(` ${LIST_SEPARATOR} `);
}
