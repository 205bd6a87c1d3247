import { buyerPrice } from '../../../../shared/feeds/offers.ts';
import { formatPrice } from './money.ts';

/** Which price buyers pay, and which of the two it is: "₹47,999 (the special price)". */
export function buyerPriceText(
  sellingPrice: number | null,
  specialPrice: number | null,
  currency: string,
): string {
  const pays = buyerPrice(sellingPrice, specialPrice);
  if (pays === null) return 'No price in the feed';
  const which = pays === sellingPrice ? 'the selling price' : 'the special price';
  return `${formatPrice(pays, currency)} (${which})`;
}
