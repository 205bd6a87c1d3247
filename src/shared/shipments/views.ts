import type { MessageId } from '../i18n/catalogue.ts';
import { ORDER_ITEM_STATES } from '../marketplace/seller-types.ts';
import { inEnglish, type Translate } from './words.ts';

/**
 * The grid's tabs. Each known order item state belongs to exactly one view; a state Stockroom does not know goes to
 * Other (shown raw, never dropped). `all` holds every shipment. Their names are in the catalogue (`viewLabel`).
 */
export const SHIPMENT_VIEWS = [
  { id: 'toPack', states: ['APPROVED', 'PACKING_IN_PROGRESS', 'FORM_FAILED'] },
  { id: 'toDispatch', states: ['PACKED', 'READY_TO_DISPATCH'] },
  { id: 'inTransit', states: ['PICKUP_COMPLETE', 'SHIPPED'] },
  { id: 'delivered', states: ['DELIVERED', 'COMPLETED'] },
  { id: 'cancelled', states: ['CANCELLED'] },
  { id: 'returns', states: ['RETURN_REQUESTED', 'RETURNED'] },
  { id: 'all', states: [] },
  { id: 'other', states: [] },
] as const satisfies readonly { id: string; states: readonly string[] }[];

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

/** Each view's name in the catalogue: what its tab, the summary and the pick list's title call it. */
const VIEW_LABELS: Record<ShipmentView, MessageId> = {
  toPack: 'shipments.view.toPack',
  toDispatch: 'shipments.view.toDispatch',
  inTransit: 'shipments.view.inTransit',
  delivered: 'shipments.view.delivered',
  cancelled: 'shipments.view.cancelled',
  returns: 'shipments.view.returns',
  all: 'shipments.view.all',
  other: 'shipments.view.other',
};

/** A view's name in the seller's language ("To pack", "पैक करने हैं"). */
export function viewLabel(view: ShipmentView, t: Translate = inEnglish): string {
  const id = VIEW_LABELS[view] as MessageId | undefined;
  return id === undefined ? view : t(id);
}
