import type { ChangeKind, ListingEdit, PriceLimits, PriceValues, StockLocation } from './payloads.ts';
import { locationLabel, type LocationNames } from '../locations/location-names.ts';

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

export function priceProblems(p: PriceValues, limits: PriceLimits = {}): string[] {
  const out: string[] = [];
  if (!whole(p.mrp)) out.push('The MRP must be whole rupees, 0 or more.');
  if (!whole(p.sellingPrice)) out.push('The selling price must be whole rupees, 0 or more.');
  if (out.length > 0) return out;
  if (p.sellingPrice > p.mrp) out.push(`The selling price is above the MRP (${formatRupees(p.mrp)}).`);
  if (limits.floor !== undefined && p.sellingPrice < limits.floor)
    out.push(`The selling price is under your floor of ${formatRupees(limits.floor)}.`);
  if (limits.ceiling !== undefined && p.sellingPrice > limits.ceiling)
    out.push(`The selling price is over your ceiling of ${formatRupees(limits.ceiling)}.`);
  return out;
}

export function stockProblems(locations: readonly StockLocation[]): string[] {
  if (locations.length === 0) return ['The listing has no location to hold stock.'];
  return locations.some((l) => !whole(l.inventory)) ? ['Stock must be a whole number, 0 or more.'] : [];
}

export function editProblems(edit: ListingEdit, limits?: PriceLimits): string[] {
  return edit.kind === 'price' ? priceProblems(edit.after, limits) : stockProblems(edit.after);
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

export function describePrice(p: PriceValues): string {
  return `${formatRupees(p.sellingPrice)} (MRP ${formatRupees(p.mrp)})`;
}

/** `48`, `0 (disabled)`: one location's stock, without its name. */
export const describeLevel = (l: StockLocation): string =>
  `${count.format(l.inventory)}${l.status === 'DISABLED' ? ' (disabled)' : ''}`;

/** `48 at Pune warehouse, 0 at Location D5E6F (disabled)`: each location by its name when `names` are given. */
export function describeStock(locations: readonly StockLocation[], names?: LocationNames): string {
  return locations
    .map(
      (l) =>
        `${count.format(l.inventory)} at ${names === undefined ? l.id : locationLabel(l.id, names)}${l.status === 'DISABLED' ? ' (disabled)' : ''}`,
    )
    .join(', ');
}

/** "Send 3 price changes and 1 stock change to the marketplace?" */
export function confirmSentence(counts: Record<ChangeKind, number>): string {
  const parts = (
    [
      ['price', counts.price],
      ['stock', counts.stock],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${count.format(n)} ${kind} change${n === 1 ? '' : 's'}`);
  return parts.length === 0 ? 'Nothing to send.' : `Send ${parts.join(' and ')} to the marketplace?`;
}
