import type { HistoryPoint } from './types.ts';

/**
 * What the affiliate mirror holds of one product, for a seller's buy box: the price buyers see now (the special
 * price where the record has one below the selling price, else the selling price), in stock or not, the seller
 * named on the offer, when a sync last saw it, and its latest price history (oldest first).
 */
export interface ProductOffer {
  productId: string;
  category: string;
  price: number | null;
  mrp: number | null;
  currency: string;
  inStock: boolean;
  sellerName: string | null;
  /** When a sync last saw the product (ISO). */
  seenAt: string;
  history: HistoryPoint[];
}

/** The price buyers see: the special price when the mirror holds one under the selling price. */
export function buyerPrice(sellingPrice: number | null, specialPrice: number | null): number | null {
  if (specialPrice !== null && specialPrice > 0 && (sellingPrice === null || specialPrice < sellingPrice))
    return specialPrice;
  return sellingPrice;
}
