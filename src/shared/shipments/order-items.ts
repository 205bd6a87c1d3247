/**
 * An order item cancelled on its own (by order item, before packing) stays in its shipment in this state while the
 * rest of the shipment goes on. It is not packed, not picked, not on the slip, and not in the grid's sums.
 */
export const CANCELLED_ITEM_STATE = 'CANCELLED';

type WithState = { status?: string | null | undefined };

/** Whether an order item is cancelled: the one rule the pack form, a cancel, the grid and the pick list ask. */
export const isCancelledItem = (item: WithState): boolean => item.status === CANCELLED_ITEM_STATE;

/** A shipment's order items not cancelled, in their order. */
export const liveItems = <T extends WithState>(items: readonly T[]): T[] =>
  items.filter((i) => !isCancelledItem(i));

/**
 * The items a shipment's state and figures follow: the live ones; every one once all are cancelled (a cancelled
 * shipment shows what was ordered, as its state shows it cancelled).
 */
export function countedItems<T extends WithState>(items: readonly T[]): T[] {
  const live = liveItems(items);
  return live.length > 0 ? live : [...items];
}
