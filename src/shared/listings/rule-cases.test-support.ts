import type { Cells } from './columns.ts';
import { EXAMPLE_ROW } from './example.ts';

/**
 * One passing and one failing row per rule of the marketplace, as changes to the template's valid example row.
 * Used by the rules tests and by the parity test against the simulator's own rules.
 */
export interface RuleCase {
  rule: string;
  cells: Cells;
  /** Column of the expected error; undefined when the row must pass. */
  failsOn?: string;
}

const row = (change: Cells): Cells => ({ ...EXAMPLE_ROW, ...change });
const pass = (rule: string, change: Cells): RuleCase => ({ rule, cells: row(change) });
const fail = (rule: string, failsOn: string, change: Cells): RuleCase => ({
  rule,
  cells: row(change),
  failsOn,
});

const twoPackages: Cells = {
  package_name: 'box-1 | box-2',
  package_length: '30 | 10',
  package_breadth: '20 | 10',
  package_height: '5 | 10',
  package_weight: '0.4 | 0.2',
  package_description: 'shirt | hanger',
  package_fragile: 'false | true',
};

export const RULE_CASES: readonly RuleCase[] = [
  pass('the example row', {}),
  fail('product_id is mandatory', 'product_id', { product_id: '' }),
  pass('product_id of 13 characters', { product_id: 'ABCDEFGHIJKLM' }),
  fail('product_id of 12 characters', 'product_id', { product_id: 'ABCDEFGHIJKL' }),
  pass('product_id of 16 characters', { product_id: 'ABCDEFGHIJKLMNOP' }),
  fail('product_id of 17 characters', 'product_id', { product_id: 'ABCDEFGHIJKLMNOPQ' }),
  fail('mrp is mandatory', 'mrp', { mrp: '' }),
  fail('mrp is a non-negative integer', 'mrp', { mrp: '899.5' }),
  fail('mrp is not negative', 'mrp', { mrp: '-1' }),
  pass('mrp of 0 with a selling price of 0', { mrp: '0', selling_price: '0' }),
  fail('selling price is mandatory', 'selling_price', { selling_price: '' }),
  fail('selling price is an integer', 'selling_price', { selling_price: 'abc' }),
  pass('selling price equal to the MRP', { selling_price: '899' }),
  fail('selling price above the MRP', 'selling_price', { selling_price: '900' }),
  fail('hsn is mandatory', 'hsn', { hsn: '' }),
  fail('hsn is 4 to 8 digits', 'hsn', { hsn: '61A9' }),
  pass('hsn of 8 digits', { hsn: '61091000' }),
  // Optional in the real Tax model (the spec: mandatory).
  pass('tax_code may be left out', { tax_code: '' }),
  fail('tax_code is an allowed value', 'tax_code', { tax_code: 'GST_7' }),
  pass('tax_code GST_18', { tax_code: 'GST_18' }),
  fail('listing_status is mandatory', 'listing_status', { listing_status: '' }),
  fail('listing_status is an allowed value (case matters)', 'listing_status', { listing_status: 'active' }),
  pass('listing_status INACTIVE', { listing_status: 'INACTIVE' }),
  fail('fulfillment_profile is an allowed value', 'fulfillment_profile', { fulfillment_profile: 'SELF' }),
  // The real model: the fulfillment group is optional, but complete when sent.
  pass('no fulfillment group at all', {
    fulfillment_profile: 'FBF',
    dispatch_sla: '',
    shipping_provider: '',
    procurement_type: '',
  }),
  fail('dispatch_sla is needed with the other fulfillment fields', 'dispatch_sla', { dispatch_sla: '' }),
  fail('dispatch_sla is needed for FBF too once the group is sent', 'dispatch_sla', {
    fulfillment_profile: 'FBF',
    dispatch_sla: '',
  }),
  fail('dispatch_sla is at least 1', 'dispatch_sla', { dispatch_sla: '0' }),
  fail('shipping_provider is needed with the other fulfillment fields', 'shipping_provider', {
    shipping_provider: '',
  }),
  fail('procurement_type is needed with the other fulfillment fields', 'procurement_type', {
    procurement_type: '',
  }),
  fail('shipping_provider is an allowed value', 'shipping_provider', { shipping_provider: 'COURIER' }),
  fail('procurement_type is an allowed value', 'procurement_type', { procurement_type: 'LOCAL' }),
  pass('procurement_type MADE_TO_ORDER', { procurement_type: 'MADE_TO_ORDER' }),
  fail('shipping fees are needed when the seller ships', 'shipping_local', { shipping_local: '' }),
  pass('shipping fees may be left out when the marketplace ships', {
    shipping_provider: 'FLIPKART',
    shipping_local: '',
    shipping_zonal: '',
    shipping_national: '',
  }),
  fail('shipping fees are non-negative integers', 'shipping_zonal', { shipping_zonal: '4.5' }),
  // The real ShippingFees model requires all three whenever the group is sent.
  fail('all three shipping fees once one is given', 'shipping_local', {
    shipping_provider: 'FLIPKART',
    shipping_local: '',
  }),
  fail('package name is mandatory', 'package_name', { package_name: '' }),
  pass('package name of 64 characters', { package_name: 'n'.repeat(64) }),
  fail('package name of 65 characters', 'package_name', { package_name: 'n'.repeat(65) }),
  pass('package description of 4000 characters', { package_description: 'd'.repeat(4000) }),
  fail('package description of 4001 characters', 'package_description', {
    package_description: 'd'.repeat(4001),
  }),
  fail('dimensions are complete', 'package_height', { package_height: '' }),
  fail('dimensions are non-negative decimals', 'package_length', { package_length: '-3' }),
  fail('weight is needed with dimensions', 'package_weight', { package_weight: '' }),
  pass('weight may be left out without dimensions', {
    package_length: '',
    package_breadth: '',
    package_height: '',
    package_weight: '',
  }),
  fail('fragile is true or false', 'package_fragile', { package_fragile: 'yes' }),
  fail('notional value is needed when the lot has several packages', 'package_notional_amount', twoPackages),
  pass('several packages with notional values', {
    ...twoPackages,
    package_notional_amount: '80 | 20',
    package_notional_unit: 'PERCENTAGE | PERCENTAGE',
  }),
  fail('notional unit is an allowed value', 'package_notional_unit', {
    package_notional_amount: '100',
    package_notional_unit: 'USD',
  }),
  fail('at least one location', 'location_id', {
    location_id: '',
    location_status: '',
    location_inventory: '',
  }),
  fail('location status is an allowed value', 'location_status', { location_status: 'OPEN' }),
  fail('location inventory is a non-negative integer', 'location_inventory', { location_inventory: '-2' }),
  pass('two locations', {
    location_id: 'LOC1 | LOC2',
    location_status: 'ENABLED | DISABLED',
    location_inventory: '25 | 0',
  }),
  fail('a location needs its status', 'location_status', {
    location_id: 'LOC1 | LOC2',
    location_status: 'ENABLED',
    location_inventory: '25 | 0',
  }),
  // Optional in the real Location model.
  pass('a location without inventory', { location_inventory: '' }),
  // The real AddressLabel model is optional, as each of its lists (the spec: three mandatory).
  pass('manufacturer details may be left out', { manufacturer_details: '' }),
  pass('packer details may be left out', { packer_details: '' }),
  pass('no address label at all', { manufacturer_details: '', packer_details: '', countries_of_origin: '' }),
  fail('at most 5 label entries', 'packer_details', { packer_details: 'a | b | c | d | e | f' }),
  fail('countries of origin are ISO 3166 alpha-2 codes', 'countries_of_origin', {
    countries_of_origin: 'XX',
  }),
  fail('country codes are upper case', 'countries_of_origin', { countries_of_origin: 'in' }),
  fail('importer details are needed when a country is not IN', 'importer_details', {
    countries_of_origin: 'IN | CN',
  }),
  pass('importer details given for an import', {
    countries_of_origin: 'CN',
    importer_details: 'Acme Imports, Mumbai 400001',
  }),
  fail('mfg_date is positive', 'mfg_date', { mfg_date: '0' }),
  fail('mfg_date is an integer', 'mfg_date', { mfg_date: '2026-01-01' }),
  pass('shelf_life of 155,520,000 seconds', { shelf_life: '155520000' }),
  fail('shelf_life above 155,520,000 seconds', 'shelf_life', { shelf_life: '155520001' }),
  fail('shelf_life is positive', 'shelf_life', { shelf_life: '0' }),
];
