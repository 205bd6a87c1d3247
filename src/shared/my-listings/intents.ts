import type { ListingEdit, PriceValues, StockLocation } from './payloads.ts';

/**
 * What the seller asks of My listings (one cell, or a bulk action on the selected rows) turned into edits from the
 * listings as last read. Pure: the same in the screen and in the backend.
 */
export type Rounding = 'nearest' | 'down' | 'up' | 'end9';

export interface PriceAdjust {
  /** `percent`: `value` % of the selling price; `amount`: `value` rupees. Negative lowers. */
  by: 'percent' | 'amount';
  value: number;
  rounding: Rounding;
}

export type ChangeIntent =
  | { kind: 'price'; skus: string[]; set: { sellingPrice?: number | undefined; mrp?: number | undefined } }
  | { kind: 'adjust'; skus: string[]; adjust: PriceAdjust }
  | { kind: 'stock'; skus: string[]; inventory: number; locationId?: string | undefined }
  /** The prices the seller's rules propose (an empty `skus`: every proposal). */
  | { kind: 'proposals'; skus: string[] }
  /** A change's stopped items set anyway, made against the values found (an empty `skus`: every one); main only. */
  | { kind: 'anyway'; changeId: string; skus: string[] };

/** The intents made from the listings as last read. */
export type ReadIntent = Exclude<ChangeIntent, { kind: 'anyway' }>;

/** What an edit needs of a listing as last read. */
export interface ReadListing {
  sku: string;
  productId: string;
  price: PriceValues | null;
  locations: StockLocation[];
  /** The selling price the seller's rule proposes, if any. */
  proposed?: number | null | undefined;
}

/** Whole rupees as the seller chose; `end9` is the nearest price ending in 9 at or under the exact one (₹10 → ₹9). */
export function roundRupees(exact: number, rounding: Rounding): number {
  switch (rounding) {
    case 'down':
      return Math.floor(exact + 1e-9);
    case 'up':
      return Math.ceil(exact - 1e-9);
    case 'end9':
      return Math.max(0, Math.floor((exact + 1 + 1e-9) / 10) * 10 - 1);
    default:
      return Math.round(exact);
  }
}

export function adjustedPrice(price: PriceValues, adjust: PriceAdjust): PriceValues {
  const exact =
    adjust.by === 'percent'
      ? price.sellingPrice * (1 + adjust.value / 100)
      : price.sellingPrice + adjust.value;
  return { mrp: price.mrp, sellingPrice: Math.max(0, roundRupees(exact, adjust.rounding)) };
}

/** The edits of an intent, for the listings it names that were read with a price or a location. */
export function editsOf(listings: readonly ReadListing[], intent: ReadIntent): ListingEdit[] {
  const wanted = new Set(intent.skus);
  const every = intent.kind === 'proposals' && intent.skus.length === 0;
  const out: ListingEdit[] = [];
  for (const l of listings) {
    if (!every && !wanted.has(l.sku)) continue;
    const base = { sku: l.sku, productId: l.productId };
    if (intent.kind === 'stock') {
      if (l.locations.length === 0) continue;
      const after = l.locations.map((loc) =>
        intent.locationId === undefined || loc.id === intent.locationId
          ? { ...loc, inventory: intent.inventory }
          : loc,
      );
      out.push({ ...base, kind: 'stock', before: l.locations, after });
      continue;
    }
    if (l.price === null) continue;
    if (intent.kind === 'proposals') {
      if (l.proposed === null || l.proposed === undefined) continue;
      out.push({
        ...base,
        kind: 'price',
        before: l.price,
        after: { mrp: l.price.mrp, sellingPrice: l.proposed },
      });
      continue;
    }
    const after =
      intent.kind === 'adjust'
        ? adjustedPrice(l.price, intent.adjust)
        : {
            mrp: intent.set.mrp ?? l.price.mrp,
            sellingPrice: intent.set.sellingPrice ?? l.price.sellingPrice,
          };
    out.push({ ...base, kind: 'price', before: l.price, after });
  }
  return out;
}
