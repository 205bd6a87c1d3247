import type { SellerDialect } from '../config.ts';
import { ISO_ALPHA2 } from './iso-countries.ts';
import { ALLOWED, CODES, CURRENCY, knownKeys, LIMITS, sellingPriceKey } from './listing-rules.ts';
import type { V3Listing } from './listing-store.ts';

export interface ListingIssue {
  severity: 'ERROR' | 'WARNING';
  code: number;
  description: string;
  /** JSON path inside the SKU's request, `$.price.mrp`, `$.packages[0].name`. */
  path: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNonNegInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isNonNegNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

class Checker {
  readonly issues: ListingIssue[] = [];

  readonly known: Record<string, readonly string[]>;

  constructor(known: Record<string, readonly string[]>) {
    this.known = known;
  }

  error(path: string, code: number, description: string): void {
    this.issues.push({ severity: 'ERROR', code, description, path });
  }

  warn(path: string, code: number, description: string): void {
    this.issues.push({ severity: 'WARNING', code, description, path });
  }

  /** Reads a key; reports it when mandatory and missing. */
  field(obj: Obj, key: string, path: string, mandatory: boolean): unknown {
    const v = obj[key];
    if ((v === undefined || v === null) && mandatory)
      this.error(`${path}.${key}`, CODES.missing, `${key} is mandatory`);
    return v ?? undefined;
  }

  object(obj: Obj, key: string, path: string, mandatory: boolean): Obj | undefined {
    const v = this.field(obj, key, path, mandatory);
    if (v === undefined) return undefined;
    if (!isObj(v)) return void this.error(`${path}.${key}`, CODES.type, `${key} must be an object`);
    this.unknownKeys(v, key, `${path}.${key}`);
    return v;
  }

  array(obj: Obj, key: string, path: string, mandatory: boolean): unknown[] | undefined {
    const v = this.field(obj, key, path, mandatory);
    if (v === undefined) return undefined;
    if (!Array.isArray(v)) return void this.error(`${path}.${key}`, CODES.type, `${key} must be an array`);
    return v;
  }

  int(obj: Obj, key: string, path: string, mandatory: boolean, min = 0, max?: number): number | undefined {
    const v = this.field(obj, key, path, mandatory);
    if (v === undefined) return undefined;
    if (!isNonNegInt(v))
      return void this.error(`${path}.${key}`, CODES.type, `${key} must be a non-negative integer`);
    if (v < min || (max !== undefined && v > max)) {
      return void this.error(
        `${path}.${key}`,
        CODES.range,
        `${key} must be from ${min}${max === undefined ? '' : ` to ${max}`}`,
      );
    }
    return v;
  }

  decimal(obj: Obj, key: string, path: string, mandatory: boolean, max = Infinity): number | undefined {
    const v = this.field(obj, key, path, mandatory);
    if (v === undefined) return undefined;
    if (!isNonNegNum(v))
      return void this.error(`${path}.${key}`, CODES.type, `${key} must be a non-negative number`);
    if (v > max) return void this.error(`${path}.${key}`, CODES.range, `${key} must be from 0 to ${max}`);
    return v;
  }

  text(obj: Obj, key: string, path: string, mandatory: boolean, min = 1, max = Infinity): string | undefined {
    const v = this.field(obj, key, path, mandatory);
    if (v === undefined) return undefined;
    if (typeof v !== 'string')
      return void this.error(`${path}.${key}`, CODES.type, `${key} must be a string`);
    if (v.length < min || v.length > max) {
      return void this.error(
        `${path}.${key}`,
        CODES.range,
        `${key} must be ${min} to ${max === Infinity ? 'any number of' : max} characters long`,
      );
    }
    return v;
  }

  oneOf(
    obj: Obj,
    key: string,
    path: string,
    allowed: readonly string[],
    mandatory = true,
  ): string | undefined {
    const v = this.field(obj, key, path, mandatory);
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || !allowed.includes(v)) {
      return void this.error(
        `${path}.${key}`,
        CODES.notAllowed,
        `${key} must be one of ${allowed.join(', ')}`,
      );
    }
    return v;
  }

  unknownKeys(obj: Obj, kind: string, path: string): void {
    const known = this.known[kind];
    if (!known) return;
    for (const key of Object.keys(obj)) {
      // The spec's spelling in the real dialect is refused outright (validateListing), not ignored.
      if (
        kind === 'price' &&
        key === 'sellingPrice' &&
        !known.includes(key) &&
        known.includes('selling_price')
      )
        continue;
      if (!known.includes(key))
        this.warn(`${path}.${key}`, CODES.unknownKey, `unknown attribute ${key} was ignored`);
    }
  }
}

/**
 * Validates one CreateListingRequest in a dialect: `spec` by the spec's table and the field notes' allowed values,
 * `real` by the SDK's models where they differ (README "Seller dialects"): `price.selling_price` and
 * `price.currency` required, `shipping_fees` with all three fees and its `currency` when sent, `packages` required
 * (may be empty), `tax.tax_code`, `address_label` and a location's `inventory` optional, `fulfillment` optional but
 * complete when sent. Accepted, it returns the listing as the v3 read tells it.
 */
export function validateListing(
  request: Obj,
  dialect: SellerDialect = 'real',
): { issues: ListingIssue[]; accepted?: V3Listing } {
  const real = dialect === 'real';
  const priceKey = sellingPriceKey(dialect);
  const c = new Checker(knownKeys(dialect));
  c.unknownKeys(request, '$', '$');
  const productId = c.text(request, 'product_id', '$', true, LIMITS.productIdMin, LIMITS.productIdMax);
  const price = c.object(request, 'price', '$', true);
  if (price && real && price['sellingPrice'] !== undefined)
    c.error(
      '$.price.sellingPrice',
      CODES.unrecognized,
      'sellingPrice is not a field of the price: the selling price is selling_price',
    );
  const mrp = price ? c.int(price, 'mrp', '$.price', true) : undefined;
  const sellingPrice = price ? c.int(price, priceKey, '$.price', true) : undefined;
  const currency = price && real ? c.oneOf(price, 'currency', '$.price', ALLOWED.currency) : undefined;
  if (mrp !== undefined && sellingPrice !== undefined) {
    if (sellingPrice > mrp)
      c.error(`$.price.${priceKey}`, CODES.inconsistent, `${priceKey} must not exceed mrp`);
    else if (mrp > 0 && sellingPrice < mrp * 0.1)
      c.warn(`$.price.${priceKey}`, CODES.deepDiscount, 'discount above 90%: check the price');
  }
  const tax = c.object(request, 'tax', '$', true);
  if (tax) {
    const hsn = c.text(tax, 'hsn', '$.tax', true);
    if (hsn !== undefined && !/^\d{4,8}$/.test(hsn))
      c.error('$.tax.hsn', CODES.notAllowed, 'hsn must be 4 to 8 digits');
    c.oneOf(tax, 'tax_code', '$.tax', ALLOWED.tax_code, !real);
    if (real) c.decimal(tax, 'goods_services_rate', '$.tax', false, 28);
  }
  const listingStatus = c.oneOf(request, 'listing_status', '$', ALLOWED.listing_status);
  const profile = c.oneOf(request, 'fulfillment_profile', '$', ALLOWED.fulfillment_profile);
  // The spec makes the group mandatory; the real model makes it optional but, when sent, requires all three fields.
  const fulfillment = c.object(request, 'fulfillment', '$', !real);
  let provider: string | undefined;
  let dispatchSla: number | undefined;
  let procurement: string | undefined;
  if (fulfillment) {
    // At least 1 in the real schema; needed when the seller dispatches (NON_FBF).
    dispatchSla = c.int(fulfillment, 'dispatch_sla', '$.fulfillment', real || profile === 'NON_FBF', 1);
    provider = c.oneOf(fulfillment, 'shipping_provider', '$.fulfillment', ALLOWED.shipping_provider);
    procurement = c.oneOf(fulfillment, 'procurement_type', '$.fulfillment', ALLOWED.procurement_type);
    if (real) c.oneOf(fulfillment, 'region_restriction', '$.fulfillment', ALLOWED.region_restriction, false);
  }
  // Shipping fees are mandatory when the seller ships (no assured shipping) and ignored when the marketplace does;
  // the real model requires all three and the currency whenever the group is sent.
  const feesNeeded = provider === 'SELLER';
  const fees = c.object(request, 'shipping_fees', '$', false);
  const fee = (key: 'local' | 'zonal' | 'national'): number | undefined =>
    fees ? c.int(fees, key, '$.shipping_fees', feesNeeded || real) : undefined;
  const local = fee('local');
  const zonal = fee('zonal');
  const national = fee('national');
  if (fees && real) c.oneOf(fees, 'currency', '$.shipping_fees', ALLOWED.currency);
  if (!fees && feesNeeded)
    c.error(
      '$.shipping_fees',
      CODES.conditional,
      'shipping_fees are mandatory when shipping_provider is SELLER',
    );
  if (fees && provider === 'FLIPKART')
    c.warn('$.shipping_fees', CODES.ignoredFees, 'shipping_fees are ignored when the marketplace ships');
  const packages = c.array(request, 'packages', '$', real);
  checkPackages(c, packages);
  const locations = checkLocations(c, c.array(request, 'locations', '$', true), real);
  checkAddressLabel(c, c.object(request, 'address_label', '$', !real), real);
  const dating = c.object(request, 'dating_label', '$', false);
  if (dating) {
    c.int(dating, 'mfg_date', '$.dating_label', false, 1);
    c.int(dating, 'shelf_life', '$.dating_label', false, 1, LIMITS.shelfLifeSeconds);
  }
  const failed = c.issues.some((i) => i.severity === 'ERROR');
  if (
    failed ||
    productId === undefined ||
    mrp === undefined ||
    sellingPrice === undefined ||
    listingStatus === undefined ||
    profile === undefined ||
    tax === undefined
  )
    return { issues: c.issues };
  const accepted: V3Listing = {
    product_id: productId,
    price: { mrp, selling_price: sellingPrice, currency: currency ?? CURRENCY },
    tax: { ...tax },
    listing_status: listingStatus,
    fulfillment_profile: profile,
    packages: structuredClone(packages ?? []),
    locations,
    archived_status: 'NONE',
  };
  if (fees || !real)
    accepted.shipping_fees = {
      local: local ?? 0,
      zonal: zonal ?? 0,
      national: national ?? 0,
      currency: CURRENCY,
    };
  if (fulfillment)
    accepted.fulfillment = {
      dispatch_sla: dispatchSla ?? 1,
      ...(provider === undefined ? {} : { shipping_provider: provider }),
      ...(procurement === undefined ? {} : { procurement_type: procurement }),
    };
  return { issues: c.issues, accepted };
}

function checkPackages(c: Checker, packages: unknown[] | undefined): void {
  if (!packages) return;
  packages.forEach((p, i) => {
    const path = `$.packages[${i}]`;
    if (!isObj(p)) return c.error(path, CODES.type, 'a package must be an object');
    c.text(p, 'name', path, true, 1, LIMITS.packageName);
    c.text(p, 'description', path, false, 0, LIMITS.packageDescription);
    const dims = c.object(p, 'dimensions', path, false);
    if (dims) for (const k of ['length', 'breadth', 'height']) c.decimal(dims, k, `${path}.dimensions`, true);
    c.decimal(p, 'weight', path, dims !== undefined);
    const handling = c.object(p, 'handling', path, false);
    if (handling && handling['fragile'] !== undefined && typeof handling['fragile'] !== 'boolean') {
      c.error(`${path}.handling.fragile`, CODES.type, 'fragile must be a boolean');
    }
    const notional = c.object(p, 'notional_value', path, packages.length > 1);
    if (notional) {
      c.int(notional, 'amount', `${path}.notional_value`, true);
      c.oneOf(notional, 'unit', `${path}.notional_value`, ALLOWED.notional_unit);
    }
  });
}

/** The locations as stored; a location's inventory is optional in the real model. */
function checkLocations(c: Checker, locations: unknown[] | undefined, real: boolean): V3Listing['locations'] {
  if (!locations) return [];
  if (locations.length === 0) c.error('$.locations', CODES.missing, 'at least one location is needed');
  const out: V3Listing['locations'] = [];
  locations.forEach((l, i) => {
    const path = `$.locations[${i}]`;
    if (!isObj(l)) return c.error(path, CODES.type, 'a location must be an object');
    const id = c.text(l, 'id', path, true);
    const status = c.oneOf(l, 'status', path, ALLOWED.location_status);
    const inventory = c.int(l, 'inventory', path, !real);
    if (id !== undefined && status !== undefined)
      out.push({ id, status, ...(inventory === undefined ? {} : { inventory }) });
  });
  return out;
}

/** The spec requires manufacturer, packer and countries; the real model (AddressLabel) none of its lists. */
function checkAddressLabel(c: Checker, label: Obj | undefined, real: boolean): void {
  if (!label) return;
  const list = (key: string, mandatory: boolean): unknown[] | undefined => {
    const v = c.array(label, key, '$.address_label', mandatory);
    if (!v) return undefined;
    if (mandatory && v.length === 0)
      c.error(`$.address_label.${key}`, CODES.missing, `${key} needs at least one entry`);
    if (v.length > LIMITS.addressLabelEntries)
      c.error(
        `$.address_label.${key}`,
        CODES.range,
        `${key} holds at most ${LIMITS.addressLabelEntries} entries`,
      );
    v.forEach((e, i) => {
      if (typeof e !== 'string' || e.length === 0)
        c.error(`$.address_label.${key}[${i}]`, CODES.type, 'entries must be non-empty strings');
    });
    return v;
  };
  list('manufacturer_details', !real);
  list('packer_details', !real);
  const countries = list('countries_of_origin', !real) ?? [];
  countries.forEach((code, i) => {
    if (typeof code === 'string' && !ISO_ALPHA2.has(code)) {
      c.error(
        `$.address_label.countries_of_origin[${i}]`,
        CODES.notAllowed,
        'use ISO 3166 alpha-2 codes such as IN',
      );
    }
  });
  const foreign = countries.some((code) => typeof code === 'string' && code !== 'IN');
  list('importer_details', foreign);
}
