/**
 * The product record: one per SKU of a seller account, what every screen knows of the SKU (its tax, its package,
 * whether its units carry serial numbers, where it is stocked). Each field keeps a value per source; the one shown
 * is the first source in PRECEDENCE that has one. Pure: no Node, no DOM.
 */

export const PRODUCT_FIELDS = [
  'taxCode',
  'gstRate',
  'hsn',
  'length',
  'breadth',
  'height',
  'weight',
  'needsSerials',
  'locations',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** The fields a seller may edit (locations are the marketplace's: they come from the listing). */
export const EDITABLE_FIELDS = PRODUCT_FIELDS.filter((f) => f !== 'locations');

/**
 * Where a value came from: the seller's own edit (`seller`), the marketplace's listing as last read (`listing`),
 * the listing sheet (`sheet`), the last pack of the SKU (`lastPack`).
 */
export type ProductSource = 'seller' | 'listing' | 'sheet' | 'lastPack';

/**
 * Which source wins a field: the seller's edit, then what the marketplace has, then the sheet (a draft not sent
 * yet), then what was typed for the last invoice (one invoice's choice, not the SKU's).
 */
export const PRECEDENCE: readonly ProductSource[] = ['seller', 'listing', 'sheet', 'lastPack'];

/** One field's value (text: numbers as typed, `true`/`false`, location ids joined by `|`), its source and when. */
export interface ProductValue {
  value: string;
  source: ProductSource;
  /** ISO time the source gave it. */
  at: string;
}

export interface ProductRecord {
  sku: string;
  /** Each field's winning value; a field no source knows is absent. */
  fields: Partial<Record<ProductField, ProductValue>>;
  /** The record's locations with the names the seller gave them (id → name, or the id when unnamed). */
  locationNames?: Record<string, string>;
}

/** The winning value of each field from every source's values. */
export function winning(
  values: readonly ({ field: ProductField } & ProductValue)[],
): ProductRecord['fields'] {
  const fields: ProductRecord['fields'] = {};
  for (const source of [...PRECEDENCE].reverse())
    for (const v of values)
      if (v.source === source && v.value !== '')
        fields[v.field] = { value: v.value, source: v.source, at: v.at };
  return fields;
}

/**
 * Apparel's GST depends on the price of a piece (GST_APPAREL): 5% up to ₹2,500 a piece, 18% above (the slabs in
 * force since 22 September 2025).
 */
export const APPAREL_LIMIT = 2500;

/** The GST rate a tax code stands for; for GST_APPAREL the unit price decides (undefined without one). */
export function rateOfTaxCode(taxCode: string, unitPrice?: number): number | undefined {
  const code = taxCode.trim().toUpperCase();
  if (code === 'GST_APPAREL')
    return unitPrice === undefined || !Number.isFinite(unitPrice)
      ? undefined
      : unitPrice > APPAREL_LIMIT
        ? 18
        : 5;
  const m = /^GST_(\d+(?:\.\d+)?)$/.exec(code);
  return m === null ? undefined : Number(m[1]);
}

/**
 * The GST rate of one unit of a SKU from its record, with the source of the value used: its rate, or what its tax
 * code stands for at this price, whichever comes from the stronger source (a listing's GST_APPAREL beats a rate
 * typed for the last invoice; the seller's rate beats the listing's code).
 */
export function gstRateOf(
  record: ProductRecord | undefined,
  unitPrice?: number,
): { rate: number; source: ProductSource } | undefined {
  const given = record?.fields.gstRate;
  const rate =
    given !== undefined && Number.isFinite(Number(given.value))
      ? { rate: Number(given.value), source: given.source }
      : undefined;
  const code = record?.fields.taxCode;
  const coded = code === undefined ? undefined : rateOfTaxCode(code.value, unitPrice);
  const fromCode =
    coded === undefined || code === undefined ? undefined : { rate: coded, source: code.source };
  if (rate === undefined || fromCode === undefined) return rate ?? fromCode;
  return PRECEDENCE.indexOf(fromCode.source) < PRECEDENCE.indexOf(rate.source) ? fromCode : rate;
}
