import type { Shipment, ShipmentFilter } from '../../shared/marketplace/seller-types.ts';
import { SHIPMENT_TYPE_STATES } from '../../shared/marketplace/seller-types.ts';

/**
 * Whether a shipment, as now read, still belongs to the results of a window it was seen in. Only what can change
 * after an order is placed is compared: its state (through the window's `states`, or its type's) and `hold`. Dates
 * cannot take it out: the order date is fixed, a modification date only grows, a cancellation stays.
 */
export function stillMatches(filter: ShipmentFilter, s: Shipment): boolean {
  const states: readonly string[] =
    filter.states ?? SHIPMENT_TYPE_STATES[filter.type as keyof typeof SHIPMENT_TYPE_STATES] ?? [];
  if (!s.orderItems.some((i) => i.status !== undefined && states.includes(i.status))) return false;
  return (filter.hold ?? false) === (s.hold === true);
}
