import { Rng, mix } from '../rng.ts';
import type { Seller } from '../seller/sellers.ts';

/**
 * A seller's product as the affiliate catalogue offers it at one place of a category: the Demo seller's own SKUs
 * (their FSNs are the listings' product ids), so a seller's buy box finds them in the mirror after a feed sync.
 */
export interface PlacedOffer {
  productId: string;
  title: string;
  mrp: number;
  sellingPrice: number;
  /** The seller named on the offer: the Demo seller itself, or the second seller at a lower price. */
  sellerName: string;
}

/** Which category carries which of the Demo seller's kinds (the FSN's first three letters). */
const CATEGORY_OF_KIND: Record<string, string> = {
  TSH: 'mens_clothing',
  KTA: 'mens_clothing',
  BAG: 'bags_wallets_belts',
  BTL: 'kitchen_appliances',
  MUG: 'kitchen_appliances',
};

/**
 * The Demo seller's (first seller's) SKUs of the kinds above, by category, in catalogue order: every other one is
 * offered by the second seller 3–12% under the Demo's price, the others by the Demo seller at its own price.
 */
export function sellerOffers(seed: number, sellers: readonly Seller[]): Map<string, PlacedOffer[]> {
  const [demo, second] = sellers;
  const out = new Map<string, PlacedOffer[]>();
  if (demo === undefined || second === undefined) return out;
  const rng = new Rng(mix(seed, 0x0ff3));
  for (const sku of demo.skus) {
    const category = CATEGORY_OF_KIND[sku.fsn.slice(0, 3)];
    if (category === undefined) continue;
    const list = out.get(category) ?? [];
    const undercut = list.length % 2 === 0;
    const cut = rng.int(3, 12);
    list.push({
      productId: sku.fsn,
      title: sku.title,
      mrp: sku.mrp,
      sellingPrice: undercut
        ? Math.max(1, Math.round((sku.sellingPrice * (100 - cut)) / 100))
        : sku.sellingPrice,
      sellerName: undercut ? second.name : demo.name,
    });
    out.set(category, list);
  }
  return out;
}

/** The places of `count` offers spread over a category of `size` products (fewer when it is smaller). */
export function placesOf(count: number, size: number): number[] {
  const n = Math.min(count, size);
  return Array.from({ length: n }, (_, k) => Math.floor(((k + 0.5) * size) / n));
}
