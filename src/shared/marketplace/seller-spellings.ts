import type { OrderItem, PriceComponents, Shipment } from './seller-types.ts';

/**
 * Real shipment payloads spell two fields their own way (field notes): the price component the spec calls
 * `marketplaceDiscount` arrives as `flipkartDiscount`, and `isReplacement` as `is_replacement`. The stored resource
 * keeps what came; these read either spelling into the spec's name, wherever a field is read.
 */
export const REAL_SHIPMENT_SPELLINGS = {
  marketplaceDiscount: 'flipkartDiscount',
  isReplacement: 'is_replacement',
} as const;

/** The value under the spec's name, else under the real one; the stored resource may carry either. */
function either<T>(record: object, spec: string, real: string): T | undefined {
  const fields = record as Record<string, unknown>;
  const value = fields[spec] ?? fields[real];
  return value === null ? undefined : (value as T | undefined);
}

export function priceComponentsOf(pc: PriceComponents | undefined): PriceComponents | undefined {
  if (pc === undefined) return undefined;
  const { marketplaceDiscount } = REAL_SHIPMENT_SPELLINGS;
  return { ...pc, marketplaceDiscount: either<number>(pc, 'marketplaceDiscount', marketplaceDiscount) };
}

export function orderItemOf(item: OrderItem): OrderItem {
  return {
    ...item,
    isReplacement: either<boolean>(item, 'isReplacement', REAL_SHIPMENT_SPELLINGS.isReplacement),
    priceComponents: priceComponentsOf(item.priceComponents),
  };
}

/** The shipment with both fields under the spec's names (the real spellings stay beside them). */
export function shipmentOf<T extends Shipment>(shipment: T): T {
  return { ...shipment, orderItems: shipment.orderItems.map(orderItemOf) };
}
