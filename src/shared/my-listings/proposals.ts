import type { PriceLimits, PriceValues } from './payloads.ts';

/** A seller's rule for one SKU: match the price buyers see in the buy box, less `under` rupees. */
export interface MatchRule {
  under: number;
}

/**
 * The selling price a rule proposes against the buy box's price (whole rupees), or null when there is nothing to
 * propose: no buy-box price, or the bounds leave no price (a floor above the MRP), or the price would not change.
 * Never under the floor, never over the MRP or the ceiling; a proposal is only ever shown, never sent by itself.
 */
export function proposedPrice(
  current: PriceValues,
  buyBox: number | null,
  rule: MatchRule,
  limits: PriceLimits = {},
): number | null {
  if (buyBox === null || !Number.isFinite(buyBox)) return null;
  const top = Math.min(current.mrp, limits.ceiling ?? Number.POSITIVE_INFINITY);
  const floor = Math.max(0, Math.ceil(limits.floor ?? 0));
  if (floor > top) return null;
  const wanted = Math.floor(buyBox - Math.max(0, rule.under));
  const price = Math.min(Math.floor(top), Math.max(floor, wanted));
  return price === current.sellingPrice ? null : price;
}
