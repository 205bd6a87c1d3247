import type { DateRange, Shipment, ShipmentFilter } from '../../shared/marketplace/seller-types.ts';
import { SHIPMENT_TYPE_STATES } from '../../shared/marketplace/seller-types.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';

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

function within(range: DateRange | undefined, values: (string | undefined)[]): boolean {
  if (range === undefined) return true;
  const from = range.from === undefined ? -Infinity : Date.parse(range.from);
  const to = range.to === undefined ? Infinity : Date.parse(range.to);
  return values.some((v) => {
    const at = parseMarketplaceTime(v);
    return at !== undefined && at >= from && at <= to;
  });
}

/**
 * Whether a window's search would return the shipment as stored: its state and hold, and its dates. Used to tell,
 * after a restart, which windows already read a shipment (the cache keeps what was read, not where).
 */
export function fitsWindow(filter: ShipmentFilter, s: Shipment): boolean {
  if (!stillMatches(filter, s)) return false;
  const items = s.orderItems;
  return (
    within(
      filter.orderDate,
      items.map((i) => i.orderDate),
    ) &&
    within(
      filter.cancellationDate,
      items.map((i) => i.cancellationDate),
    ) &&
    within(filter.modifiedDate, [s.updatedAt]) &&
    within(filter.dispatchByDate, [s.dispatchByDate]) &&
    within(filter.dispatchAfterDate, [s.dispatchAfterDate])
  );
}
