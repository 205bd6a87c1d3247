import type { CreateListingRequest, ListingLocation, ListingPackage } from '../marketplace/listing-types.ts';
import { ALLOWED, cell, entries, LIMITS } from './columns.ts';
import type { Cells, DraftRow } from './columns.ts';
import { isIsoCountry } from './countries.ts';
import { mangledValue } from './csv-mangled.ts';
import { parseDecimal, parseWhole } from './values.ts';
import type { MessageId } from '../i18n/catalogue.ts';
import { inEnglish, type Translate } from './words.ts';

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
  readonly t: Translate;
  constructor(t: Translate) {
    this.t = t;
  }
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

/**
 * The whole number a seller meant by an amount written as people write rupees ("₹1,299", "Rs. 499", "499/-",
 * "1,23,456"), to say what to write instead; undefined when it is not one.
 */
function plainWhole(text: string): string | undefined {
  const plain = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*\/-$/, '')
    .replace(/[,\s]/g, '')
    .replace(/\.0+$/, '');
  return /^\d+$/.test(plain) ? plain : undefined;
}

/** Checks a mandatory or optional whole-number text; returns the number or undefined. */
function whole(
  out: Issues,
  column: string,
  text: string,
  what: string,
  opts: { mandatory: boolean; min?: number; max?: number; index?: number },
): number | undefined {
  const { t } = out;
  if (text === '') {
    if (opts.mandatory) out.error(column, t('listings.check.required', { what }), opts.index);
    return undefined;
  }
  const n = parseWhole(text);
  const min = opts.min ?? 0;
  if (Number.isNaN(n)) {
    const plain = plainWhole(text);
    out.error(
      column,
      plain !== undefined && Number(plain) >= min
        ? t('listings.check.wholeWrite', { what, text, plain })
        : min > 0
          ? t('listings.check.wholeAtLeast', { what, min, text })
          : t('listings.check.whole', { what, text }),
      opts.index,
    );
    return undefined;
  }
  if (n < min || (opts.max !== undefined && n > opts.max)) {
    out.error(
      column,
      opts.max === undefined
        ? t('listings.check.atLeast', { what, min, n })
        : t('listings.check.range', { what, min, max: opts.max, n }),
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
    if (mandatory) out.error(column, out.t('listings.check.required', { what }), index);
    return;
  }
  if (Number.isNaN(parseDecimal(text)))
    out.error(column, out.t('listings.check.decimal', { what, text }), index);
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
    if (mandatory)
      out.error(column, out.t('listings.check.requiredOneOf', { what, allowed: allowed.join(', ') }), index);
    return undefined;
  }
  if (!allowed.includes(text)) {
    out.error(column, out.t('listings.check.oneOf', { what, allowed: allowed.join(', '), text }), index);
    return undefined;
  }
  return text;
}

/**
 * All issues of one row, without the sheet-wide SKU checks (see `checkSheet`), in the language of `t` (English when
 * none is given).
 */
export function checkRow(cells: Cells, t: Translate = inEnglish): CellIssue[] {
  const out = new Issues(t);
  const productId = cell(cells, 'product_id');
  // An id a spreadsheet turned into a number ("4.05068E+15", "…891.0") names another product, or none: the row waits.
  const mangledId = productId === '' ? undefined : mangledValue('product_id', productId, t);
  if (productId === '')
    out.error('product_id', t('listings.check.required', { what: t('listings.field.productId') }));
  else if (mangledId !== undefined)
    out.error('product_id', t('listings.check.mangledProductId', { mangled: mangledId }));
  else if (productId.length < LIMITS.productIdMin || productId.length > LIMITS.productIdMax)
    out.error(
      'product_id',
      t('listings.check.productIdLength', {
        min: LIMITS.productIdMin,
        max: LIMITS.productIdMax,
        n: productId.length,
      }),
    );

  const mrp = whole(out, 'mrp', cell(cells, 'mrp'), t('listings.field.mrp'), { mandatory: true });
  const selling = whole(
    out,
    'selling_price',
    cell(cells, 'selling_price'),
    t('listings.field.sellingPrice'),
    {
      mandatory: true,
    },
  );
  if (mrp !== undefined && selling !== undefined) {
    if (selling > mrp) out.error('selling_price', t('listings.check.aboveMrp', { selling, mrp }));
    else if (mrp > 0 && selling < mrp * 0.1) out.warn('selling_price', t('listings.check.deepDiscount'));
  }

  const hsn = cell(cells, 'hsn');
  if (hsn === '') out.error('hsn', t('listings.check.required', { what: t('listings.field.hsn') }));
  else if (!/^\d{4,8}$/.test(hsn)) out.error('hsn', t('listings.check.hsnDigits', { hsn }));
  // Optional in the real Tax model (only hsn is required); the spec made it mandatory.
  oneOf(out, 'tax_code', cell(cells, 'tax_code'), t('listings.field.taxCode'), ALLOWED.taxCode, false);
  oneOf(
    out,
    'listing_status',
    cell(cells, 'listing_status'),
    t('listings.field.listingStatus'),
    ALLOWED.listingStatus,
    true,
  );
  oneOf(
    out,
    'fulfillment_profile',
    cell(cells, 'fulfillment_profile'),
    t('listings.field.fulfillmentProfile'),
    ALLOWED.fulfillmentProfile,
    true,
  );
  // The real model makes the fulfillment group optional (the spec: mandatory, with the SLA needed for NON_FBF), but
  // a group sent needs all three fields, the dispatch SLA at least 1.
  const needed = FULFILLMENT.some((column) => cell(cells, column) !== '');
  const why = (what: string) => (needed ? t('listings.check.withFulfillment', { what }) : what);
  whole(out, 'dispatch_sla', cell(cells, 'dispatch_sla'), why(t('listings.field.dispatchSla')), {
    mandatory: needed,
    min: 1,
  });
  const provider = oneOf(
    out,
    'shipping_provider',
    cell(cells, 'shipping_provider'),
    why(t('listings.field.shippingProvider')),
    ALLOWED.shippingProvider,
    needed,
  );
  oneOf(
    out,
    'procurement_type',
    cell(cells, 'procurement_type'),
    why(t('listings.field.procurementType')),
    ALLOWED.procurementType,
    needed,
  );

  checkFees(out, cells, provider);
  checkPackages(out, cells);
  checkLocations(out, cells);
  checkLabels(out, cells);

  whole(out, 'mfg_date', cell(cells, 'mfg_date'), t('listings.field.mfgDate'), { mandatory: false, min: 1 });
  whole(out, 'shelf_life', cell(cells, 'shelf_life'), t('listings.field.shelfLife'), {
    mandatory: false,
    min: 1,
    max: LIMITS.shelfLifeSeconds,
  });
  return out.list;
}

const FULFILLMENT = ['dispatch_sla', 'shipping_provider', 'procurement_type'] as const;

const FEES = [
  ['shipping_local', 'listings.field.shippingLocal'],
  ['shipping_zonal', 'listings.field.shippingZonal'],
  ['shipping_national', 'listings.field.shippingNational'],
] as const satisfies readonly (readonly [string, MessageId])[];

function checkFees(out: Issues, cells: Cells, provider: string | undefined): void {
  const { t } = out;
  // The seller's own shipping (no assured shipping) needs all three fees; the marketplace ignores them when it ships.
  // The real ShippingFees model requires all three whenever one is sent.
  const given = FEES.find(([column]) => cell(cells, column) !== '');
  const needed = provider === 'SELLER' || given !== undefined;
  const allThree = provider !== 'SELLER' && given !== undefined;
  for (const [column, what] of FEES)
    whole(
      out,
      column,
      cell(cells, column),
      allThree ? t('listings.check.allThreeFees', { what: t(what) }) : t(what),
      { mandatory: needed },
    );
  if (given && provider === 'FLIPKART') out.warn(given[0], t('listings.check.feesIgnored'));
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

const DIMENSIONS = [
  ['package_length', 'listings.field.length'],
  ['package_breadth', 'listings.field.breadth'],
  ['package_height', 'listings.field.height'],
] as const satisfies readonly (readonly [string, MessageId])[];

function checkPackages(out: Issues, cells: Cells): void {
  const { t } = out;
  const { count, get } = listOf(cells, PACKAGE_COLUMNS);
  for (let i = 0; i < count; i++) {
    const of = (field: MessageId) => t('listings.check.ofPackage', { what: t(field), n: i + 1 });
    const name = get('package_name', i);
    if (name === '')
      out.error('package_name', t('listings.check.required', { what: of('listings.field.name') }), i);
    else if (name.length > LIMITS.packageName)
      out.error(
        'package_name',
        t('listings.check.tooLong', {
          what: of('listings.field.name'),
          n: name.length,
          max: LIMITS.packageName,
        }),
        i,
      );
    const description = get('package_description', i);
    if (description.length > LIMITS.packageDescription)
      out.error(
        'package_description',
        t('listings.check.tooLong', {
          what: of('listings.field.description'),
          n: description.length,
          max: LIMITS.packageDescription,
        }),
        i,
      );
    const hasDims = DIMENSIONS.some(([d]) => get(d, i) !== '');
    if (hasDims) for (const [d, field] of DIMENSIONS) decimal(out, d, get(d, i), of(field), true, i);
    const weight = of('listings.field.weight');
    decimal(
      out,
      'package_weight',
      get('package_weight', i),
      hasDims ? t('listings.check.withDimensions', { what: weight }) : weight,
      hasDims,
      i,
    );
    oneOf(
      out,
      'package_fragile',
      get('package_fragile', i),
      of('listings.field.fragile'),
      ALLOWED.bool,
      false,
      i,
    );
    const amount = get('package_notional_amount', i);
    const unit = get('package_notional_unit', i);
    if (amount !== '' || unit !== '' || count > 1) {
      const why = (what: string) => (count > 1 ? t('listings.check.withSeveralPackages', { what }) : what);
      whole(out, 'package_notional_amount', amount, why(of('listings.field.notionalValue')), {
        mandatory: true,
        index: i,
      });
      oneOf(
        out,
        'package_notional_unit',
        unit,
        why(of('listings.field.notionalUnit')),
        ALLOWED.notionalUnit,
        true,
        i,
      );
    }
  }
}

function checkLocations(out: Issues, cells: Cells): void {
  const { t } = out;
  const { count, get } = listOf(cells, LOCATION_COLUMNS);
  if (count === 0) out.error('location_id', t('listings.check.locationRequired'));
  for (let i = 0; i < count; i++) {
    const of = (field: MessageId) => t('listings.check.ofLocation', { what: t(field), n: i + 1 });
    if (get('location_id', i) === '')
      out.error('location_id', t('listings.check.required', { what: of('listings.field.id') }), i);
    oneOf(
      out,
      'location_status',
      get('location_status', i),
      of('listings.field.status'),
      ALLOWED.locationStatus,
      true,
      i,
    );
    // Optional in the real Location model.
    whole(out, 'location_inventory', get('location_inventory', i), of('listings.field.inventory'), {
      mandatory: false,
      index: i,
    });
  }
}

function labelList(out: Issues, cells: Cells, column: string, what: string, mandatory: boolean): string[] {
  const { t } = out;
  const list = entries(cells, column);
  if (mandatory && list.length === 0) out.error(column, t('listings.check.needsEntry', { what }));
  if (list.length > LIMITS.addressLabelEntries)
    out.error(
      column,
      t('listings.check.tooManyEntries', { what, max: LIMITS.addressLabelEntries, n: list.length }),
    );
  list.forEach((e, i) => {
    if (e === '') out.error(column, t('listings.check.emptyEntry', { what, n: i + 1 }), i);
  });
  return list;
}

/** The real AddressLabel model is optional, as each of its lists (the spec required three of them). */
function checkLabels(out: Issues, cells: Cells): void {
  const { t } = out;
  labelList(out, cells, 'manufacturer_details', t('listings.field.manufacturerDetails'), false);
  labelList(out, cells, 'packer_details', t('listings.field.packerDetails'), false);
  const countries = labelList(
    out,
    cells,
    'countries_of_origin',
    t('listings.field.countriesOfOrigin'),
    false,
  );
  countries.forEach((code, i) => {
    if (code !== '' && !isIsoCountry(code))
      out.error('countries_of_origin', t('listings.check.countryCode', { code }), i);
  });
  const foreign = countries.some((code) => code !== '' && code !== 'IN');
  const importer = t('listings.field.importerDetails');
  labelList(
    out,
    cells,
    'importer_details',
    foreign ? t('listings.check.withForeignCountry', { what: importer }) : importer,
    foreign,
  );
}

/**
 * Issues of every row, the sheet-wide SKU checks included, in the language of `t`. Rows with no issue are left out
 * of the map.
 */
export function checkSheet(rows: readonly DraftRow[], t: Translate = inEnglish): Map<string, CellIssue[]> {
  const bySku = new Map<string, number>();
  for (const row of rows) {
    const sku = cell(row.cells, 'sku');
    if (sku !== '') bySku.set(sku, (bySku.get(sku) ?? 0) + 1);
  }
  const out = new Map<string, CellIssue[]>();
  for (const row of rows) {
    const issues = checkRow(row.cells, t);
    const sku = cell(row.cells, 'sku');
    // A SKU a spreadsheet turned into a number ("8.90123E+15") names another listing, or none: the row waits.
    const mangled = sku === '' ? undefined : mangledValue('sku', sku, t);
    if (sku === '')
      issues.unshift({
        column: 'sku',
        severity: 'error',
        message: t('listings.check.required', { what: t('listings.field.sku') }),
      });
    else if (mangled !== undefined)
      issues.unshift({
        column: 'sku',
        severity: 'error',
        message: t('listings.check.mangledSku', { mangled }),
      });
    else if ((bySku.get(sku) ?? 0) > 1)
      issues.unshift({
        column: 'sku',
        severity: 'error',
        message: t('listings.check.duplicateSku', { sku, n: bySku.get(sku) ?? 0 }),
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
