import { ALLOWED, cell, entries, type Cells } from '../listings/columns.ts';
import type { ListingV3 } from '../marketplace/listing-read.ts';
import { GST_RATES } from '../fulfilment/pack-rules.ts';
import type { Translate } from '../feeds/feed-words.ts';
import type { ProductField } from './product-record.ts';

/** What one source says of a SKU: field → value as text (a field it does not tell is absent). */
export type SourceValues = Partial<Record<ProductField, string>>;

const positive = (n: number | undefined): string =>
  n === undefined || !Number.isFinite(n) || n <= 0 ? '' : String(n);

/** Drops the fields a source left empty. */
const told = (values: Record<string, string>): SourceValues =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as SourceValues;

/**
 * What a listing read tells: its tax, one unit's box (when the listing has one package), its enabled locations.
 */
export function listingValues(listing: ListingV3): SourceValues {
  const box = listing.packages.length === 1 ? listing.packages[0] : undefined;
  return told({
    taxCode: listing.tax?.taxCode ?? '',
    gstRate: listing.tax?.goodsServicesRate === undefined ? '' : String(listing.tax.goodsServicesRate),
    hsn: listing.tax?.hsn ?? '',
    length: positive(box?.dimensions?.length),
    breadth: positive(box?.dimensions?.breadth),
    height: positive(box?.dimensions?.height),
    weight: positive(box?.weight),
    locations: listing.locations
      .filter((l) => (l.status ?? '').toUpperCase() === 'ENABLED')
      .map((l) => l.id)
      .join('|'),
  });
}

/** What a row of the listing sheet tells (its package cells when it lists one package). */
export function sheetValues(cells: Cells): SourceValues {
  const one = (id: string): string => {
    const list = entries(cells, id);
    if (list.length !== 1) return '';
    const n = Number(list[0]);
    return positive(Number.isFinite(n) ? n : undefined);
  };
  const code = cell(cells, 'tax_code').toUpperCase();
  return told({
    taxCode: (ALLOWED.taxCode as readonly string[]).includes(code) ? code : '',
    hsn: /^\d{4,8}$/.test(cell(cells, 'hsn')) ? cell(cells, 'hsn') : '',
    length: one('package_length'),
    breadth: one('package_breadth'),
    height: one('package_height'),
    weight: one('package_weight'),
    locations: entries(cells, 'location_id')
      .filter((id) => id !== '')
      .join('|'),
  });
}

/** Why a seller's value for a field would not do, else null. An empty value (taking the edit back) always does. */
export function editProblem(field: ProductField, value: string, t: Translate): string | null {
  const v = value.trim();
  if (v === '') return null;
  switch (field) {
    case 'taxCode':
      return (ALLOWED.taxCode as readonly string[]).includes(v.toUpperCase())
        ? null
        : t('products.edit.taxCode', { codes: ALLOWED.taxCode.join(', ') });
    case 'gstRate':
      return (GST_RATES as readonly number[]).includes(Number(v)) && /^\d+(\.\d+)?$/.test(v)
        ? null
        : t('products.edit.gstRate', { rates: GST_RATES.join(', ') });
    case 'hsn':
      return /^\d{4,8}$/.test(v) ? null : t('products.edit.hsn');
    case 'length':
    case 'breadth':
    case 'height':
    case 'weight':
      return /^\d+(\.\d+)?$/.test(v) && Number(v) > 0 ? null : t('products.edit.number');
    case 'needsSerials':
      return v === 'true' || v === 'false' ? null : t('products.edit.yesNo');
    case 'locations':
      return t('products.edit.locations');
  }
}
