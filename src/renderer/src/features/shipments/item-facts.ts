import type { OrderItem } from '../../../../shared/marketplace/seller-types.ts';
import { money } from './format.ts';

const PRICE_PARTS = [
  ['sellingPrice', 'selling'],
  ['totalPrice', 'total'],
  ['shippingCharge', 'shipping'],
  ['customerPrice', 'customer'],
  ['emi', 'EMI'],
  ['marketplaceDiscount', 'marketplace discount'],
] as const;

/** The price components the marketplace sent, as "selling ₹499.00, total ₹548.00"; absent ones are left out. */
export function priceText(item: OrderItem): string {
  const pc = item.priceComponents;
  if (pc === undefined) return '';
  return PRICE_PARTS.flatMap(([key, label]) => {
    const value = pc[key];
    return value === undefined ? [] : [`${label} ${money(value)}`];
  }).join(', ');
}

/** "Replacement", "Courier return", both, or nothing, from what the marketplace said. */
export function returnText(item: OrderItem): string {
  const facts: string[] = [];
  if (item.isReplacement !== undefined)
    facts.push(item.isReplacement ? 'replacement order' : 'not a replacement');
  if (item.courierReturn !== undefined)
    facts.push(item.courierReturn ? 'courier return' : 'no courier return');
  return facts.join(', ');
}
