import type { CreateListingRequest, ListingLocation, ListingPackage } from '../marketplace/listing-types.ts';
import { ALLOWED, cell, entries, LIMITS } from './columns.ts';
import type { Cells, DraftRow } from './columns.ts';
import { isIsoCountry } from './countries.ts';
import { mangledValue } from './csv-mangled.ts';
import { parseDecimal, parseWhole } from './values.ts';

/**
 * The marketplace's rules for one listing (spec §CreateListingRequest, §Limits; allowed values from the field
 * notes), checked on the cells of a draft row. Where the spec and the real service's models disagree, the rules
 * follow the real service (docs/LISTINGS.md "Where the real service and the spec differ"). Pure: runs in the sheet's Web Worker and again in the backend
 * before an upload. The simulator keeps its own copy; `rules-parity.test.ts` keeps the two in step.
 */

export type Severity = 'error' | 'warning';

export interface CellIssue {
  column: string;
  /** Entry of a list cell (package, location or label line), from 0. */
  index?: number;
  severity: Severity;
  message: string;
}

class Issues {
  readonly list: CellIssue[] = [];
  error(column: string, message: string, index?: number): void {
    this.list.push(
      index === undefined
        ? { column, severity: 'error', message }
        : { column, index, severity: 'error', message },
    );
  }
  warn(column: string, message: string, index?: number): void {
    this.list.push(
      index === undefined
        ? { column, severity: 'warning', message }
        : { column, index, severity: 'warning', message },
    );
  }
}

const entryLabel = (kind: string, i: number) => `${kind} ${i + 1}`;

/** Checks a mandatory or optional whole-number text; returns the number or undefined. */
function whole(
  out: Issues,
  column: string,
  text: string,
  what: string,
  opts: { mandatory: boolean; min?: number; max?: number; index?: number },
): number | undefined {
  if (text === '') {
    if (opts.mandatory) out.error(column, `${what} is required.`, opts.index);
    return undefined;
  }
  const n = parseWhole(text);
  const min = opts.min ?? 0;
  if (Number.isNaN(n)) {
    out.error(
      column,
      `${what} must be a whole number${min > 0 ? ` of at least ${min}` : ' (0 or more)'}; "${text}" is not.`,
      opts.index,
    );
    return undefined;
  }
  if (n < min || (opts.max !== undefined && n > opts.max)) {
    out.error(
      column,
      `${what} must be from ${min} to ${opts.max === undefined ? 'any size' : opts.max.toLocaleString('en-US')}; it is ${n.toLocaleString('en-US')}.`,
      opts.index,
    );
    return undefined;
  }
  return n;
}

function decimal(
  out: Issues,
  column: string,
  text: string,
  what: string,
  mandatory: boolean,
  index?: number,
): void {
  if (text === '') {
    if (mandatory) out.error(column, `${what} is required.`, index);
    return;
  }
  if (Number.isNaN(parseDecimal(text)))
    out.error(column, `${what} must be a number of 0 or more; "${text}" is not.`, index);
}

function oneOf(
  out: Issues,
  column: string,
  text: string,
  what: string,
  allowed: readonly string[],
  mandatory: boolean,
  index?: number,
): string | undefined {
  if (text === '') {
    if (mandatory) out.error(column, `${what} is required (one of ${allowed.join(', ')}).`, index);
    return undefined;
  }
  if (!allowed.includes(text)) {
    out.error(column, `${what} must be one of ${allowed.join(', ')}; "${text}" is not.`, index);
    return undefined;
  }
  return text;
}

/** All issues of one row, without the sheet-wide SKU checks (see `checkSheet`). */
export function checkRow(cells: Cells): CellIssue[] {
  const out = new Issues();
  const productId = cell(cells, 'product_id');
  if (productId === '') out.error('product_id', 'Product id is required.');
  else if (productId.length < LIMITS.productIdMin || productId.length > LIMITS.productIdMax)
    out.error(
      'product_id',
      `Product id must be ${LIMITS.productIdMin} to ${LIMITS.productIdMax} characters; it has ${productId.length}.`,
    );

  const mrp = whole(out, 'mrp', cell(cells, 'mrp'), 'MRP', { mandatory: true });
  const selling = whole(out, 'selling_price', cell(cells, 'selling_price'), 'Selling price', {
    mandatory: true,
  });
  if (mrp !== undefined && selling !== undefined) {
    if (selling > mrp)
      out.error('selling_price', `Selling price (${selling}) must not be above the MRP (${mrp}).`);
    else if (mrp > 0 && selling < mrp * 0.1)
      out.warn('selling_price', 'Discount above 90%: check the price.');
  }

  const hsn = cell(cells, 'hsn');
  if (hsn === '') out.error('hsn', 'HSN code is required.');
  else if (!/^\d{4,8}$/.test(hsn)) out.error('hsn', `HSN code must be 4 to 8 digits; "${hsn}" is not.`);
  // Optional in the real Tax model (only hsn is required); the spec made it mandatory.
  oneOf(out, 'tax_code', cell(cells, 'tax_code'), 'Tax code', ALLOWED.taxCode, false);
  oneOf(out, 'listing_status', cell(cells, 'listing_status'), 'Listing status', ALLOWED.listingStatus, true);
  oneOf(
    out,
    'fulfillment_profile',
    cell(cells, 'fulfillment_profile'),
    'Fulfillment profile',
    ALLOWED.fulfillmentProfile,
    true,
  );
  // The real model makes the fulfillment group optional (the spec: mandatory, with the SLA needed for NON_FBF), but
  // a group sent needs all three fields, the dispatch SLA at least 1.
  const needed = FULFILLMENT.some(([column]) => cell(cells, column) !== '');
  const why = needed ? ' (needed with the other fulfillment fields)' : '';
  whole(out, 'dispatch_sla', cell(cells, 'dispatch_sla'), `Dispatch SLA${why}`, {
    mandatory: needed,
    min: 1,
  });
  const provider = oneOf(
    out,
    'shipping_provider',
    cell(cells, 'shipping_provider'),
    `Shipping provider${why}`,
    ALLOWED.shippingProvider,
    needed,
  );
  oneOf(
    out,
    'procurement_type',
    cell(cells, 'procurement_type'),
    `Procurement type${why}`,
    ALLOWED.procurementType,
    needed,
  );

  checkFees(out, cells, provider);
  checkPackages(out, cells);
  checkLocations(out, cells);
  checkLabels(out, cells);

  whole(out, 'mfg_date', cell(cells, 'mfg_date'), 'Manufacturing date', { mandatory: false, min: 1 });
  whole(out, 'shelf_life', cell(cells, 'shelf_life'), 'Shelf life', {
    mandatory: false,
    min: 1,
    max: LIMITS.shelfLifeSeconds,
  });
  return out.list;
}

const FULFILLMENT = [
  ['dispatch_sla', 'Dispatch SLA'],
  ['shipping_provider', 'Shipping provider'],
  ['procurement_type', 'Procurement type'],
] as const;

const FEES = [
  ['shipping_local', 'Local shipping fee'],
  ['shipping_zonal', 'Zonal shipping fee'],
  ['shipping_national', 'National shipping fee'],
] as const;

function checkFees(out: Issues, cells: Cells, provider: string | undefined): void {
  // The seller's own shipping (no assured shipping) needs all three fees; the marketplace ignores them when it ships.
  // The real ShippingFees model requires all three whenever one is sent.
  const given = FEES.find(([column]) => cell(cells, column) !== '');
  const needed = provider === 'SELLER' || given !== undefined;
  const why = provider !== 'SELLER' && given ? ' (all three, once one is given)' : '';
  for (const [column, what] of FEES)
    whole(out, column, cell(cells, column), `${what}${why}`, { mandatory: needed });
  if (given && provider === 'FLIPKART')
    out.warn(given[0], 'Shipping fees are ignored when the marketplace ships.');
}

/** The sheet's columns of one package and of one location: a detail editor edits them as a group. */
export const PACKAGE_COLUMNS = [
  'package_name',
  'package_length',
  'package_breadth',
  'package_height',
  'package_weight',
  'package_description',
  'package_fragile',
  'package_notional_amount',
  'package_notional_unit',
] as const;
export const LOCATION_COLUMNS = ['location_id', 'location_status', 'location_inventory'] as const;

function listOf(
  cells: Cells,
  columns: readonly string[],
): { count: number; get: (column: string, i: number) => string } {
  const lists = new Map(columns.map((c) => [c, entries(cells, c)]));
  const count = Math.max(0, ...[...lists.values()].map((l) => l.length));
  return { count, get: (column, i) => lists.get(column)?.[i] ?? '' };
}

function checkPackages(out: Issues, cells: Cells): void {
  const { count, get } = listOf(cells, PACKAGE_COLUMNS);
  for (let i = 0; i < count; i++) {
    const p = entryLabel('package', i);
    const name = get('package_name', i);
    if (name === '') out.error('package_name', `Name of ${p} is required.`, i);
    else if (name.length > LIMITS.packageName)
      out.error(
        'package_name',
        `Name of ${p} has ${name.length} characters; at most ${LIMITS.packageName}.`,
        i,
      );
    const description = get('package_description', i);
    if (description.length > LIMITS.packageDescription)
      out.error(
        'package_description',
        `Description of ${p} has ${description.length.toLocaleString('en-US')} characters; at most ${LIMITS.packageDescription.toLocaleString('en-US')}.`,
        i,
      );
    const dims = ['package_length', 'package_breadth', 'package_height'] as const;
    const hasDims = dims.some((d) => get(d, i) !== '');
    if (hasDims)
      for (const d of dims)
        decimal(out, d, get(d, i), `${d.slice(8)[0]?.toUpperCase()}${d.slice(9)} of ${p}`, true, i);
    decimal(
      out,
      'package_weight',
      get('package_weight', i),
      `Weight of ${p}${hasDims ? ' (needed with dimensions)' : ''}`,
      hasDims,
      i,
    );
    oneOf(out, 'package_fragile', get('package_fragile', i), `Fragile of ${p}`, ALLOWED.bool, false, i);
    const amount = get('package_notional_amount', i);
    const unit = get('package_notional_unit', i);
    if (amount !== '' || unit !== '' || count > 1) {
      const why = count > 1 ? ' (needed when the lot has several packages)' : '';
      whole(out, 'package_notional_amount', amount, `Notional value of ${p}${why}`, {
        mandatory: true,
        index: i,
      });
      oneOf(out, 'package_notional_unit', unit, `Notional unit of ${p}${why}`, ALLOWED.notionalUnit, true, i);
    }
  }
}

function checkLocations(out: Issues, cells: Cells): void {
  const { count, get } = listOf(cells, LOCATION_COLUMNS);
  if (count === 0) out.error('location_id', 'At least one selling location is required.');
  for (let i = 0; i < count; i++) {
    const l = entryLabel('location', i);
    if (get('location_id', i) === '') out.error('location_id', `Id of ${l} is required.`, i);
    oneOf(
      out,
      'location_status',
      get('location_status', i),
      `Status of ${l}`,
      ALLOWED.locationStatus,
      true,
      i,
    );
    // Optional in the real Location model.
    whole(out, 'location_inventory', get('location_inventory', i), `Inventory of ${l}`, {
      mandatory: false,
      index: i,
    });
  }
}

function labelList(out: Issues, cells: Cells, column: string, what: string, mandatory: boolean): string[] {
  const list = entries(cells, column);
  if (mandatory && list.length === 0) out.error(column, `${what} needs at least one entry.`);
  if (list.length > LIMITS.addressLabelEntries)
    out.error(column, `${what} holds at most ${LIMITS.addressLabelEntries} entries; it has ${list.length}.`);
  list.forEach((e, i) => {
    if (e === '') out.error(column, `Entry ${i + 1} of ${what} is empty.`, i);
  });
  return list;
}

/** The real AddressLabel model is optional, as each of its lists (the spec required three of them). */
function checkLabels(out: Issues, cells: Cells): void {
  labelList(out, cells, 'manufacturer_details', 'Manufacturer details', false);
  labelList(out, cells, 'packer_details', 'Packer details', false);
  const countries = labelList(out, cells, 'countries_of_origin', 'Countries of origin', false);
  countries.forEach((code, i) => {
    if (code !== '' && !isIsoCountry(code))
      out.error('countries_of_origin', `"${code}" is not an ISO 3166 alpha-2 country code (such as IN).`, i);
  });
  const foreign = countries.some((code) => code !== '' && code !== 'IN');
  labelList(
    out,
    cells,
    'importer_details',
    `Importer details${foreign ? ' (needed when a country of origin is not IN)' : ''}`,
    foreign,
  );
}

/** Issues of every row, the sheet-wide SKU checks included. Rows with no issue are left out of the map. */
export function checkSheet(rows: readonly DraftRow[]): Map<string, CellIssue[]> {
  const bySku = new Map<string, number>();
  for (const row of rows) {
    const sku = cell(row.cells, 'sku');
    if (sku !== '') bySku.set(sku, (bySku.get(sku) ?? 0) + 1);
  }
  const out = new Map<string, CellIssue[]>();
  for (const row of rows) {
    const issues = checkRow(row.cells);
    const sku = cell(row.cells, 'sku');
    // A SKU a spreadsheet turned into a number ("8.90123E+15") names another listing, or none: the row waits.
    const mangled = sku === '' ? undefined : mangledValue('sku', sku);
    if (sku === '') issues.unshift({ column: 'sku', severity: 'error', message: 'SKU is required.' });
    else if (mangled !== undefined)
      issues.unshift({
        column: 'sku',
        severity: 'error',
        message: `${mangled} Not uploaded until the SKU is fixed.`,
      });
    else if ((bySku.get(sku) ?? 0) > 1)
      issues.unshift({
        column: 'sku',
        severity: 'error',
        message: `SKU ${sku} appears on ${bySku.get(sku)} rows; each SKU once.`,
      });
    if (issues.length > 0) out.set(row.id, issues);
  }
  return out;
}

export const hasErrors = (issues: readonly CellIssue[] | undefined): boolean =>
  issues !== undefined && issues.some((i) => i.severity === 'error');

/** The number of a cell, or (on a row the rules refuse) its text. */
function asNumber(text: string, parse: (t: string) => number): number {
  const n = parse(text);
  return (Number.isNaN(n) ? text : n) as number;
}
const decimalOf = (text: string) => asNumber(text, parseDecimal);
const wholeOf = (text: string) => asNumber(text, parseWhole);
const opt = (text: string, parse: (t: string) => number): number | undefined =>
  text === '' ? undefined : parse(text);

/**
 * The CreateListingRequest of a row. Meant for rows `checkRow` accepts; on other rows a value that does not read as
 * what the field needs is sent as its text, so the marketplace refuses it as well (the parity test relies on it).
 */
export function toRequest(cells: Cells): CreateListingRequest {
  const pk = listOf(cells, PACKAGE_COLUMNS);
  const packages: ListingPackage[] = [];
  for (let i = 0; i < pk.count; i++) {
    const g = (c: string) => pk.get(c, i);
    const p: ListingPackage = { name: g('package_name') };
    if (g('package_length') !== '' || g('package_breadth') !== '' || g('package_height') !== '')
      p.dimensions = {
        length: decimalOf(g('package_length')),
        breadth: decimalOf(g('package_breadth')),
        height: decimalOf(g('package_height')),
      };
    if (g('package_weight') !== '') p.weight = decimalOf(g('package_weight'));
    if (g('package_description') !== '') p.description = g('package_description');
    const fragile = g('package_fragile');
    if (fragile !== '')
      p.fragile = (fragile === 'true' ? true : fragile === 'false' ? false : fragile) as boolean;
    if (g('package_notional_amount') !== '' || g('package_notional_unit') !== '')
      p.notionalValue = {
        amount: wholeOf(g('package_notional_amount')),
        unit: g('package_notional_unit') as 'INR',
      };
    packages.push(p);
  }
  const lc = listOf(cells, LOCATION_COLUMNS);
  const locations: ListingLocation[] = [];
  for (let i = 0; i < lc.count; i++) {
    const location: ListingLocation = {
      id: lc.get('location_id', i),
      status: lc.get('location_status', i) as 'ENABLED',
    };
    const inventory = lc.get('location_inventory', i);
    if (inventory !== '') location.inventory = wholeOf(inventory);
    locations.push(location);
  }

  const c = (id: string) => cell(cells, id);
  const request: CreateListingRequest = {
    productId: c('product_id'),
    price: { mrp: wholeOf(c('mrp')), sellingPrice: wholeOf(c('selling_price')) },
    tax: { hsn: c('hsn') },
    listingStatus: c('listing_status') as 'ACTIVE',
    fulfillmentProfile: c('fulfillment_profile') as 'FBF',
    locations,
  };
  if (c('tax_code') !== '') request.tax.taxCode = c('tax_code');
  const sla = opt(c('dispatch_sla'), wholeOf);
  if (sla !== undefined || c('shipping_provider') !== '' || c('procurement_type') !== '') {
    request.fulfillment = {};
    if (sla !== undefined) request.fulfillment.dispatchSla = sla;
    if (c('shipping_provider') !== '')
      request.fulfillment.shippingProvider = c('shipping_provider') as 'SELLER';
    if (c('procurement_type') !== '')
      request.fulfillment.procurementType = c('procurement_type') as 'REGULAR';
  }
  const fees: NonNullable<CreateListingRequest['shippingFees']> = {};
  const local = opt(c('shipping_local'), wholeOf);
  const zonal = opt(c('shipping_zonal'), wholeOf);
  const national = opt(c('shipping_national'), wholeOf);
  if (local !== undefined) fees.local = local;
  if (zonal !== undefined) fees.zonal = zonal;
  if (national !== undefined) fees.national = national;
  if (Object.keys(fees).length > 0) request.shippingFees = fees;
  if (packages.length > 0) request.packages = packages;
  const label: NonNullable<CreateListingRequest['addressLabel']> = {};
  const lists = [
    ['manufacturerDetails', 'manufacturer_details'],
    ['importerDetails', 'importer_details'],
    ['packerDetails', 'packer_details'],
    ['countriesOfOrigin', 'countries_of_origin'],
  ] as const;
  for (const [key, column] of lists) {
    const list = entries(cells, column);
    if (list.length > 0) label[key] = list;
  }
  if (Object.keys(label).length > 0) request.addressLabel = label;
  const mfgDate = opt(c('mfg_date'), wholeOf);
  const shelfLife = opt(c('shelf_life'), wholeOf);
  if (mfgDate !== undefined || shelfLife !== undefined) {
    request.datingLabel = {};
    if (mfgDate !== undefined) request.datingLabel.mfgDate = mfgDate;
    if (shelfLife !== undefined) request.datingLabel.shelfLife = shelfLife;
  }
  return request;
}
