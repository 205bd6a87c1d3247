import type { AlertKind, PriceAlert } from './watch-types.ts';

/** What the last check saw of a watched product, and what the sync left. */
export interface WatchCheck {
  seenPrice: number | null;
  seenInStock: boolean | null;
  price: number | null;
  inStock: boolean;
  targetPrice: number | null;
}

/**
 * The alerts one sync raises for a watched product: a fall of the selling price by at least `dropPercent` of the
 * last seen price ("priceDrop"), else a fall to the target or below from above it ("belowTarget"); and a change of
 * stock either way. A product first seen without a price raises no price alert.
 */
export function alertsFor(check: WatchCheck, dropPercent: number): AlertKind[] {
  const kinds: AlertKind[] = [];
  const { seenPrice, price, targetPrice } = check;
  if (seenPrice !== null && price !== null && price < seenPrice) {
    if (((seenPrice - price) / seenPrice) * 100 >= dropPercent - 1e-9) kinds.push('priceDrop');
    else if (targetPrice !== null && price <= targetPrice && seenPrice > targetPrice)
      kinds.push('belowTarget');
  }
  if (check.seenInStock === false && check.inStock) kinds.push('backInStock');
  if (check.seenInStock === true && !check.inStock) kinds.push('outOfStock');
  return kinds;
}

type AlertFacts = Pick<PriceAlert, 'kind' | 'newPrice' | 'oldPrice' | 'targetPrice' | 'currency'>;

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in the record's currency, Indian grouping for INR ("₹52,000"). */
function money(amount: number, currency: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'INR';
  let format = moneyFormats.get(code);
  if (format === undefined) {
    format = new Intl.NumberFormat(code === 'INR' ? 'en-IN' : undefined, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(code, format);
  }
  return format.format(amount);
}

/** Whether the new price is at the watch's target or below it. */
function targetReached(a: AlertFacts): boolean {
  return a.targetPrice !== null && a.newPrice !== null && a.newPrice <= a.targetPrice;
}

/**
 * What an alert says in the list: the kind in words, and for a price alert whether the target was reached ("Price
 * drop, target ₹52,000 reached"), so a fall big enough to be a price drop still says it crossed the target.
 */
export function alertWords(a: AlertFacts): string {
  const reached = targetReached(a) ? `target ${money(a.targetPrice ?? 0, a.currency)} reached` : '';
  switch (a.kind) {
    case 'priceDrop':
      return reached === '' ? 'Price drop' : `Price drop, ${reached}`;
    case 'belowTarget':
      return reached === '' ? 'Below target' : reached.charAt(0).toUpperCase() + reached.slice(1);
    case 'backInStock':
      return 'Back in stock';
    case 'outOfStock':
      return 'Out of stock';
  }
}

/** One product's alert as a clause: "Redmi 12 is now ₹9,999 (was ₹11,999), your target ₹10,000 reached". */
function alertClause(title: string, a: AlertFacts): string {
  if (a.kind === 'backInStock') return `${title} is back in stock`;
  if (a.kind === 'outOfStock') return `${title} is out of stock`;
  const now = a.newPrice === null ? 'has a new price' : `is now ${money(a.newPrice, a.currency)}`;
  const was = a.oldPrice === null ? '' : ` (was ${money(a.oldPrice, a.currency)})`;
  const reached = targetReached(a) ? `, your target ${money(a.targetPrice ?? 0, a.currency)} reached` : '';
  return `${title} ${now}${was}${reached}`;
}

/**
 * The sentence a sync adds, and the notification and toast say, when it found alerts in a category: the product by
 * name (its price alert first), and how many others.
 */
export function alertSentence(
  found: readonly (AlertFacts & Pick<PriceAlert, 'productId' | 'title'>)[],
  category: string,
): string {
  const products = [...new Set(found.map((a) => a.productId))];
  if (products.length === 0) return '';
  const first = found.find((a) => a.kind === 'priceDrop' || a.kind === 'belowTarget') ?? found[0]!;
  const title = first.title || 'A watched product';
  if (products.length === 1) return `${alertClause(title, first)} in ${category}: see Price drops.`;
  const others = products.length - 1;
  return `${alertClause(title, first)}, and ${others} other watched product${others === 1 ? '' : 's'} in ${category} ${
    others === 1 ? 'has' : 'have'
  } a new price or stock: see Price drops.`;
}
