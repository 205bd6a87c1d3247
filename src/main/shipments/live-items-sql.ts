import { CANCELLED_ITEM_STATE } from '../../shared/shipments/order-items.ts';

/**
 * `isCancelledItem` (src/shared/shipments/order-items.ts) in SQL: the `shipment_order_items` row under `alias` is
 * live, not cancelled on its own. An item without a state is live, as there.
 */
export const liveItemSql = (alias: string): string => `${alias}.status IS NOT '${CANCELLED_ITEM_STATE}'`;
