import type { Shipment, ShipmentIdKind } from '../../../shared/marketplace/seller-types.ts';

/**
 * Shipments from several calls → one list in the order of the ids asked for, each shipment once. With order item or
 * order ids a shipment sits where its first matching id was asked; shipments matching none keep their place at the end.
 */
export function orderLikeInput(
  kind: ShipmentIdKind,
  ids: readonly string[],
  shipments: readonly Shipment[],
): Shipment[] {
  const position = new Map<string, number>();
  ids.forEach((id, i) => {
    if (!position.has(id)) position.set(id, i);
  });
  const rank = (s: Shipment): number => {
    const keys =
      kind === 'shipmentIds'
        ? [s.shipmentId]
        : s.orderItems
            .map((o) => (kind === 'orderItemIds' ? o.orderItemId : o.orderId))
            .filter((k): k is string => k !== undefined);
    let best = Number.POSITIVE_INFINITY;
    for (const k of keys) best = Math.min(best, position.get(k) ?? Number.POSITIVE_INFINITY);
    return best;
  };
  const seen = new Set<string>();
  const unique = shipments.filter((s) => !seen.has(s.shipmentId) && seen.add(s.shipmentId));
  return unique
    .map((s, i) => ({ s, i, r: rank(s) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.s);
}
