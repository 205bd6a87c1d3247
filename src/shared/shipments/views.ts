import { ORDER_ITEM_STATES } from '../marketplace/seller-types.ts';

/**
 * The grid's tabs. Each known order item state belongs to exactly one view; a state Stockroom does not know goes to
 * Other (shown raw, never dropped). `all` holds every shipment.
 */
export const SHIPMENT_VIEWS = [
  { id: 'toPack', label: 'To pack', states: ['APPROVED', 'PACKING_IN_PROGRESS', 'FORM_FAILED'] },
  { id: 'toDispatch', label: 'To dispatch', states: ['PACKED', 'READY_TO_DISPATCH'] },
  { id: 'inTransit', label: 'In transit', states: ['PICKUP_COMPLETE', 'SHIPPED'] },
  { id: 'delivered', label: 'Delivered', states: ['DELIVERED', 'COMPLETED'] },
  { id: 'cancelled', label: 'Cancelled', states: ['CANCELLED'] },
  { id: 'returns', label: 'Returns', states: ['RETURN_REQUESTED', 'RETURNED'] },
  { id: 'all', label: 'All', states: [] },
  { id: 'other', label: 'Other', states: [] },
] as const satisfies readonly { id: string; label: string; states: readonly string[] }[];

export type ShipmentView = (typeof SHIPMENT_VIEWS)[number]['id'];
/** The view a stored shipment belongs to (every one except `all`). */
export type StoredView = Exclude<ShipmentView, 'all'>;

export const SHIPMENT_VIEW_IDS = SHIPMENT_VIEWS.map((v) => v.id) as [ShipmentView, ...ShipmentView[]];

const VIEW_OF_STATE = new Map<string, StoredView>();
for (const view of SHIPMENT_VIEWS)
  for (const state of view.states) VIEW_OF_STATE.set(state, view.id as StoredView);

// Every known state has a view: a new entry in ORDER_ITEM_STATES without one would land in Other silently.
for (const state of ORDER_ITEM_STATES) {
  if (!VIEW_OF_STATE.has(state)) throw new Error(`order item state ${state} belongs to no shipment view`);
}

/** The view of an order item state; unknown or missing states are Other. */
export function viewOfState(state: string | undefined): StoredView {
  return (state === undefined ? undefined : VIEW_OF_STATE.get(state.trim().toUpperCase())) ?? 'other';
}

/** Views whose shipments still have to leave the seller: deadlines, holds and forms matter only there. */
export const PRE_DISPATCH_VIEWS: readonly StoredView[] = ['toPack', 'toDispatch'];
