import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import type { OrderItem } from '../../../../shared/marketplace/seller-types.ts';
import { t } from '../../i18n/index.ts';
import { money } from './format.ts';

const PRICE_PARTS = [
  ['sellingPrice', 'shipments.price.selling'],
  ['totalPrice', 'shipments.price.total'],
  ['shippingCharge', 'shipments.price.shipping'],
  ['customerPrice', 'shipments.price.customer'],
  ['emi', 'shipments.price.emi'],
  ['marketplaceDiscount', 'shipments.price.discount'],
] as const satisfies readonly (readonly [string, MessageId])[];

/** The price components the marketplace sent, as "selling ₹499.00, total ₹548.00"; absent ones are left out. */
export function priceText(item: OrderItem): string {
  const pc = item.priceComponents;
  if (pc === undefined) return '';
  return PRICE_PARTS.flatMap(([key, id]) => {
    const value = pc[key];
    return value === undefined ? [] : [t(id, { amount: money(value) })];
  }).join(', ');
}

/** "Replacement", "Courier return", both, or nothing, from what the marketplace said. */
export function returnText(item: OrderItem): string {
  const facts: string[] = [];
  if (item.isReplacement !== undefined)
    facts.push(t(item.isReplacement ? 'shipments.item.replacement' : 'shipments.item.notReplacement'));
  if (item.courierReturn !== undefined)
    facts.push(t(item.courierReturn ? 'shipments.item.courierReturn' : 'shipments.item.noCourierReturn'));
  return facts.join(', ');
}
