/**
 * The listing columns' headers in words, as the Excel template and export write them, and the headers the
 * marketplace's seller panel writes in the Excel files it gives sellers, so an import of either finds its columns.
 * The CSV keeps the column ids (`selling_price`) as headers: tools and scripts read them back (docs/LISTINGS.md).
 */
export const HEADER_WORDS: Readonly<Record<string, string>> = {
  sku: 'SKU',
  product_id: 'Product ID (FSN)',
  listing_status: 'Listing status',
  mrp: 'MRP (₹)',
  selling_price: 'Selling price (₹)',
  hsn: 'HSN code',
  tax_code: 'Tax code',
  shipping_local: 'Local shipping fee (₹)',
  shipping_zonal: 'Zonal shipping fee (₹)',
  shipping_national: 'National shipping fee (₹)',
  fulfillment_profile: 'Fulfilment profile',
  dispatch_sla: 'Dispatch SLA (days)',
  shipping_provider: 'Shipping provider',
  procurement_type: 'Procurement type',
  package_name: 'Package name',
  package_length: 'Package length (cm)',
  package_breadth: 'Package breadth (cm)',
  package_height: 'Package height (cm)',
  package_weight: 'Package weight (kg)',
  package_description: 'Package description',
  package_fragile: 'Fragile',
  package_notional_amount: 'Notional value',
  package_notional_unit: 'Notional value unit',
  location_id: 'Location ID',
  location_status: 'Location status',
  location_inventory: 'Stock at location',
  manufacturer_details: 'Manufacturer details',
  importer_details: 'Importer details',
  packer_details: 'Packer details',
  countries_of_origin: 'Countries of origin',
  mfg_date: 'Manufacturing date',
  shelf_life: 'Shelf life (seconds)',
};

/**
 * Other words for the same columns, as the seller panel's listing files and common spreadsheets head them. Units in
 * brackets are ignored when a header is matched (`MRP (INR)` is `MRP`), so only the words are listed.
 */
export const HEADER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  sku: ['Seller SKU ID', 'Seller SKU', 'SKU ID'],
  product_id: ['FSN', 'Flipkart Serial Number', 'Product ID', 'Listing ID'],
  listing_status: ['Listing Status', 'Status'],
  mrp: ['MRP', 'Maximum Retail Price'],
  selling_price: ['Your Selling Price', 'Selling Price'],
  hsn: ['HSN', 'HSN Code'],
  tax_code: ['Tax Code', 'GST'],
  shipping_local: ['Local Delivery Charge', 'Local Delivery Charge to Customer', 'Local Shipping Fee'],
  shipping_zonal: ['Zonal Delivery Charge', 'Zonal Delivery Charge to Customer', 'Zonal Shipping Fee'],
  shipping_national: [
    'National Delivery Charge',
    'National Delivery Charge to Customer',
    'National Shipping Fee',
  ],
  fulfillment_profile: ['Fulfillment By', 'Fulfilled By', 'Fulfillment Profile', 'Fulfilment Profile'],
  dispatch_sla: ['Procurement SLA', 'Dispatch SLA', 'SLA'],
  shipping_provider: ['Shipping Provider'],
  procurement_type: ['Procurement Type'],
  package_length: ['Package Length', 'Length'],
  package_breadth: ['Package Breadth', 'Breadth', 'Package Width', 'Width'],
  package_height: ['Package Height', 'Height'],
  package_weight: ['Package Weight', 'Weight'],
  location_id: ['Location ID', 'Location'],
  location_inventory: ['Stock', 'Inventory', 'Stock Count'],
  manufacturer_details: ['Manufacturer Details'],
  importer_details: ['Importer Details'],
  packer_details: ['Packer Details'],
  countries_of_origin: ['Country Of Origin', 'Countries Of Origin'],
  mfg_date: ['Manufacturing Date', 'Mfg Date', 'Date of Manufacture'],
  shelf_life: ['Shelf Life'],
};
