import type { AlertKind } from './watch-types.ts';

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

/** The sentence a sync adds, and the notification says, when it found alerts in a category. */
export function alertSentence(count: number, category: string): string {
  return `${count === 1 ? 'A watched product' : `${count} watched products`} in ${category} ${
    count === 1 ? 'has' : 'have'
  } a new price or stock: see Price drops.`;
}
