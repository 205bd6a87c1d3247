import type { MessageId } from '../i18n/catalogue.ts';
import { translatorFor, type MessageValues } from '../i18n/translator.ts';

/**
 * A sentence of the catalogue in a language. The listing rules run in the sheet's Web Worker and in the backend:
 * each side hands them its own (`translatorFor(language).t` in the worker, the backend's `t`), so a check's message
 * reads in the seller's language. English when none is given (the tests, the simulator's parity check).
 */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export const inEnglish: Translate = (id, values) => translatorFor('en').t(id, values);

/** The sheet's column headings (grid, issue list, detail editor), by column id. */
export const COLUMN_TITLE_IDS: Readonly<Record<string, MessageId>> = {
  sku: 'listings.column.sku',
  product_id: 'listings.column.productId',
  listing_status: 'listings.column.listingStatus',
  mrp: 'listings.column.mrp',
  selling_price: 'listings.column.sellingPrice',
  hsn: 'listings.column.hsn',
  tax_code: 'listings.column.taxCode',
  shipping_local: 'listings.column.shippingLocal',
  shipping_zonal: 'listings.column.shippingZonal',
  shipping_national: 'listings.column.shippingNational',
  fulfillment_profile: 'listings.column.fulfillmentProfile',
  dispatch_sla: 'listings.column.dispatchSla',
  shipping_provider: 'listings.column.shippingProvider',
  procurement_type: 'listings.column.procurementType',
  package_name: 'listings.column.packageName',
  package_length: 'listings.column.packageLength',
  package_breadth: 'listings.column.packageBreadth',
  package_height: 'listings.column.packageHeight',
  package_weight: 'listings.column.packageWeight',
  package_description: 'listings.column.packageDescription',
  package_fragile: 'listings.column.packageFragile',
  package_notional_amount: 'listings.column.packageNotionalAmount',
  package_notional_unit: 'listings.column.packageNotionalUnit',
  location_id: 'listings.column.locationId',
  location_status: 'listings.column.locationStatus',
  location_inventory: 'listings.column.locationInventory',
  manufacturer_details: 'listings.column.manufacturerDetails',
  importer_details: 'listings.column.importerDetails',
  packer_details: 'listings.column.packerDetails',
  countries_of_origin: 'listings.column.countriesOfOrigin',
  mfg_date: 'listings.column.mfgDate',
  shelf_life: 'listings.column.shelfLife',
};

/** A column's heading in the language of `tr`; an unknown column by its id. */
export function columnTitle(column: string, tr: Translate): string {
  const id = COLUMN_TITLE_IDS[column];
  return id === undefined ? column : tr(id);
}

/** The headers in words of the Excel template and export, by column id (the CSV keeps the ids). */
export const HEADER_WORD_IDS: Readonly<Record<string, MessageId>> = {
  sku: 'listings.header.sku',
  product_id: 'listings.header.productId',
  listing_status: 'listings.header.listingStatus',
  mrp: 'listings.header.mrp',
  selling_price: 'listings.header.sellingPrice',
  hsn: 'listings.header.hsn',
  tax_code: 'listings.header.taxCode',
  shipping_local: 'listings.header.shippingLocal',
  shipping_zonal: 'listings.header.shippingZonal',
  shipping_national: 'listings.header.shippingNational',
  fulfillment_profile: 'listings.header.fulfillmentProfile',
  dispatch_sla: 'listings.header.dispatchSla',
  shipping_provider: 'listings.header.shippingProvider',
  procurement_type: 'listings.header.procurementType',
  package_name: 'listings.header.packageName',
  package_length: 'listings.header.packageLength',
  package_breadth: 'listings.header.packageBreadth',
  package_height: 'listings.header.packageHeight',
  package_weight: 'listings.header.packageWeight',
  package_description: 'listings.header.packageDescription',
  package_fragile: 'listings.header.packageFragile',
  package_notional_amount: 'listings.header.packageNotionalAmount',
  package_notional_unit: 'listings.header.packageNotionalUnit',
  location_id: 'listings.header.locationId',
  location_status: 'listings.header.locationStatus',
  location_inventory: 'listings.header.locationInventory',
  manufacturer_details: 'listings.header.manufacturerDetails',
  importer_details: 'listings.header.importerDetails',
  packer_details: 'listings.header.packerDetails',
  countries_of_origin: 'listings.header.countriesOfOrigin',
  mfg_date: 'listings.header.mfgDate',
  shelf_life: 'listings.header.shelfLife',
};
