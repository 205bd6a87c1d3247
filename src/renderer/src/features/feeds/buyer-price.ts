import { buyerPrice } from '../../../../shared/feeds/offers.ts';
import { t } from '../../i18n/index.ts';
import { formatPrice } from './money.ts';

/** Which price buyers pay, and which of the two it is: "₹47,999 (the special price)". */
export function buyerPriceText(
  sellingPrice: number | null,
  specialPrice: number | null,
  currency: string,
): string {
  const pays = buyerPrice(sellingPrice, specialPrice);
  if (pays === null) return t('feeds.price.none');
  const price = formatPrice(pays, currency);
  return pays === sellingPrice
    ? t('feeds.price.buyerSelling', { price })
    : t('feeds.price.buyerSpecial', { price });
}
