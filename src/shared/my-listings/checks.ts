import type { ChangeKind, ListingEdit, PriceLimits, PriceValues, StockLocation } from './payloads.ts';
import { locationLabel, type LocationNames, type Translate } from '../locations/location-names.ts';
import { translatorFor } from '../i18n/translator.ts';

/** English, where a caller does not say its language (the tests of the rules). */
const english: Translate = (id, values) => translatorFor('en').t(id, values);

/** The checks a price or stock change passes before it is sent, and how a change is told. No Node, no DOM. */

const money = new Map<string, Intl.NumberFormat>();
const count = new Intl.NumberFormat('en-IN');

/** `₹1,29,999`: Indian grouping, whole units of `currency` (a listing's own; INR unless it says otherwise). */
export function formatRupees(n: number, currency = 'INR'): string {
  let format = money.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 });
    } catch {
      return `${currency} ${count.format(n)}`; // a code Intl does not know
    }
    money.set(currency, format);
  }
  return format.format(n);
}

const whole = (n: number): boolean => Number.isInteger(n) && n >= 0;

export function priceProblems(p: PriceValues, limits: PriceLimits = {}, tr: Translate = english): string[] {
  const out: string[] = [];
  if (!whole(p.mrp)) out.push(tr('myListings.problem.mrpWhole'));
  if (!whole(p.sellingPrice)) out.push(tr('myListings.problem.priceWhole'));
  if (out.length > 0) return out;
  if (p.sellingPrice > p.mrp) out.push(tr('myListings.problem.aboveMrp', { mrp: formatRupees(p.mrp) }));
  if (limits.floor !== undefined && p.sellingPrice < limits.floor)
    out.push(tr('myListings.problem.underFloor', { floor: formatRupees(limits.floor) }));
  if (limits.ceiling !== undefined && p.sellingPrice > limits.ceiling)
    out.push(tr('myListings.problem.overCeiling', { ceiling: formatRupees(limits.ceiling) }));
  return out;
}

export function stockProblems(locations: readonly StockLocation[], tr: Translate = english): string[] {
  if (locations.length === 0) return [tr('myListings.problem.noLocation')];
  return locations.some((l) => !whole(l.inventory)) ? [tr('myListings.problem.stockWhole')] : [];
}

export function editProblems(edit: ListingEdit, limits?: PriceLimits, tr: Translate = english): string[] {
  return edit.kind === 'price' ? priceProblems(edit.after, limits, tr) : stockProblems(edit.after, tr);
}

export const sameStock = (a: StockLocation, b: StockLocation | undefined): boolean =>
  b !== undefined && a.inventory === b.inventory && a.status === b.status;

/** The locations a stock change changes, each with what it was before: the only ones sent and compared. */
export function touched(
  edit: Extract<ListingEdit, { kind: 'stock' }>,
): { before: StockLocation | undefined; after: StockLocation }[] {
  return edit.after
    .map((after) => ({ before: edit.before.find((l) => l.id === after.id), after }))
    .filter(({ before, after }) => !sameStock(after, before));
}

/** True when the change would leave the listing as it is (nothing to send). */
export function isNoChange(edit: ListingEdit): boolean {
  if (edit.kind === 'price')
    return edit.before.mrp === edit.after.mrp && edit.before.sellingPrice === edit.after.sellingPrice;
  return touched(edit).length === 0;
}

export function describePrice(p: PriceValues, tr: Translate = english): string {
  return tr('myListings.words.price', { price: formatRupees(p.sellingPrice), mrp: formatRupees(p.mrp) });
}

/** `48`, `0 (disabled)`: one location's stock, without its name. */
export const describeLevel = (l: StockLocation, tr: Translate = english): string =>
  tr('myListings.words.level', { count: l.inventory, disabled: l.status === 'DISABLED' ? 'yes' : 'no' });

/** `48 at Pune warehouse, 0 at Location D5E6F (disabled)`: each location by its name when `names` are given. */
export function describeStock(
  locations: readonly StockLocation[],
  names?: LocationNames,
  tr: Translate = english,
): string {
  return locations
    .map((l) =>
      tr('myListings.words.stockAt', {
        count: l.inventory,
        location: names === undefined ? l.id : locationLabel(l.id, names, tr),
        disabled: l.status === 'DISABLED' ? 'yes' : 'no',
      }),
    )
    .join(', ');
}

/** "Send 3 price changes and 1 stock change to the marketplace?" */
export function confirmSentence(counts: Record<ChangeKind, number>, tr: Translate = english): string {
  if (counts.price === 0 && counts.stock === 0) return tr('myListings.confirm.nothing');
  if (counts.stock === 0) return tr('myListings.confirm.price', { price: counts.price });
  if (counts.price === 0) return tr('myListings.confirm.stock', { stock: counts.stock });
  return tr('myListings.confirm.both', { price: counts.price, stock: counts.stock });
}
