import type { FulfilmentActionKind, ItemOutcome } from '../../shared/fulfilment/action-types.ts';
import type { CancelShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { countedItems, isCancelledItem } from '../../shared/shipments/order-items.ts';

/**
 * A shipment's state: its order items move together through these states, except those cancelled on their own (by
 * order item, before packing), which stay CANCELLED while the rest goes on.
 */
export const stateOf = (s: Shipment): string => countedItems(s.orderItems)[0]?.status ?? 'UNKNOWN';

/** The order items a cancel names by their cancellation groups; all of them when it names none. */
export function cancelledItemsOf(
  shipment: Shipment,
  request: Pick<CancelShipment, 'cancellationGroupIds'> | null | undefined,
): Shipment['orderItems'] {
  const groups = request?.cancellationGroupIds;
  if (groups === undefined || groups.length === 0) return shipment.orderItems;
  return shipment.orderItems.filter(
    (i) => i.cancellationGroupId !== undefined && groups.includes(i.cancellationGroupId),
  );
}

/**
 * "Cancelled." for a whole shipment; for some of its order items, which, and that the rest is still to pack.
 */
export function cancelledSentence(
  request: Pick<CancelShipment, 'orderItemIds'> | null | undefined,
  itemCount: number | undefined,
  already = false,
): string {
  const ids = request?.orderItemIds ?? [];
  const whole = ids.length === 0 || (itemCount !== undefined && ids.length >= itemCount);
  const what = whole ? 'Cancelled' : `Order item${ids.length === 1 ? '' : 's'} ${ids.join(', ')} cancelled`;
  if (already) return `${what} already at the marketplace; not sent again.`;
  return whole ? `${what}.` : `${what}; the rest of the shipment is still to pack.`;
}

const AFTER_DISPATCH = [
  'PICKUP_COMPLETE',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'RETURN_REQUESTED',
  'RETURNED',
];

/** After the seller's own courier took it: what a self-ship dispatch leads to, and what follows. */
const AFTER_SELF_DISPATCH = ['SHIPPED', 'DELIVERED', 'COMPLETED', 'RETURN_REQUESTED', 'RETURNED'];

/**
 * From which state each action can be sent, and which states mean the marketplace has done it already. A failed
 * delivery attempt and a new tracking id change nothing a read shows (`unseen`): after a doubt, an attempt is not
 * sent again (a second would count as another attempt) and the seller is asked; a tracking id is (sent twice, the
 * same id stays).
 */
const RULES: Record<
  FulfilmentActionKind,
  { from: readonly string[]; done: readonly string[]; packing?: string; unseen?: 'ask' | 'again' }
> = {
  pack: {
    from: ['APPROVED'],
    done: ['PACKED', 'READY_TO_DISPATCH', ...AFTER_DISPATCH],
    packing: 'PACKING_IN_PROGRESS',
  },
  dispatch: { from: ['PACKED'], done: ['READY_TO_DISPATCH', ...AFTER_DISPATCH] },
  cancel: { from: ['APPROVED', 'PACKING_IN_PROGRESS'], done: ['CANCELLED'] },
  selfShipDispatch: { from: ['PACKED', 'READY_TO_DISPATCH'], done: AFTER_SELF_DISPATCH },
  selfShipDeliver: { from: ['SHIPPED'], done: AFTER_SELF_DISPATCH.slice(1) },
  selfShipAttempt: { from: ['SHIPPED'], done: [], unseen: 'ask' },
  trackingUpdate: { from: ['SHIPPED'], done: [], unseen: 'again' },
};

/** Whether the action is one on a self-ship shipment: the marketplace takes it only for shipments of type SELF. */
const isSelfShip = (kind: FulfilmentActionKind): boolean =>
  kind.startsWith('self') || kind === 'trackingUpdate';

/** Each action's words: "Packed." for one shipment, "3 of 4 packed." for a job, "… so it was not packed." */
export const VERB: Record<FulfilmentActionKind, { did: string; cannot: string }> = {
  pack: { did: 'Packed', cannot: 'packed' },
  dispatch: { did: 'Marked ready to dispatch', cannot: 'marked ready to dispatch' },
  cancel: { did: 'Cancelled', cannot: 'cancelled' },
  selfShipDispatch: { did: 'Marked dispatched', cannot: 'marked dispatched' },
  selfShipDeliver: { did: 'Marked delivered', cannot: 'marked delivered' },
  selfShipAttempt: {
    did: 'Failed delivery attempt recorded',
    cannot: 'recorded as a failed delivery attempt',
  },
  trackingUpdate: { did: 'Tracking id updated', cannot: 'given the new tracking id' },
};

/** The end of a refusal of a whole action: "…, so nothing was packed." */
export const NOT_DONE: Record<FulfilmentActionKind, string> = {
  pack: 'nothing was packed',
  dispatch: 'nothing was marked ready to dispatch',
  cancel: 'nothing was cancelled',
  selfShipDispatch: 'nothing was marked dispatched',
  selfShipDeliver: 'nothing was marked delivered',
  selfShipAttempt: 'no delivery attempt was recorded',
  trackingUpdate: 'no tracking id was changed',
};

export type ReadVerdict =
  { send: true } | { send: false; outcome: ItemOutcome; errorCode?: string; message: string };

/**
 * What a fresh read of a shipment says about an action on it: send it (the marketplace has not done it), or its
 * outcome now (done before, still packing, or in a state the action cannot start from). `sent` says whether
 * Stockroom had sent it already, for the words. A shipment the read left out has no verdict: not known yet, read
 * again later (a read that leaves one out says nothing about it).
 */
export function verdictOf(
  kind: FulfilmentActionKind,
  shipment: Shipment,
  sent: boolean,
  request?: unknown,
): ReadVerdict {
  const verb = VERB[kind];
  if (kind === 'cancel') {
    // Done once every item it names is cancelled, whatever the rest of the shipment does.
    const cancel = request as CancelShipment | null | undefined;
    const named = cancelledItemsOf(shipment, cancel);
    if (named.length > 0 && named.every(isCancelledItem))
      return {
        send: false,
        outcome: 'done',
        message: cancelledSentence(cancel, shipment.orderItems.length, !sent),
      };
  }
  if (isSelfShip(kind) && shipment.shipmentType !== 'SELF')
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'NOT_SELF_SHIP',
      message: `It goes with the marketplace's courier, not yours, so it was not ${verb.cannot}.`,
    };
  const state = stateOf(shipment);
  const rule = RULES[kind];
  if (sent && rule.unseen === 'ask' && rule.from.includes(state))
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'NOT_KNOWN',
      message:
        "The marketplace did not say whether it took this, and a shipment does not show its attempts, so Stockroom did not send it again; check the shipment in the marketplace's panel.",
    };
  if (rule.packing !== undefined && state === rule.packing)
    return { send: false, outcome: 'packing', message: 'The marketplace is packing it.' };
  if (rule.done.includes(state))
    return {
      send: false,
      outcome: 'done',
      message: sent ? `${verb.did}.` : `${verb.did} already at the marketplace; not sent again.`,
    };
  if (state === 'FORM_FAILED' && kind === 'pack' && sent)
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'FORM_FAILED',
      message:
        "A form failed at the marketplace while packing; open the shipment in the marketplace's panel.",
    };
  if (shipment.hold === true)
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'ON_HOLD',
      message: `The marketplace holds this shipment, so it was not ${verb.cannot}.`,
    };
  if (rule.from.includes(state)) return { send: true };
  return {
    send: false,
    outcome: 'refused',
    errorCode: 'STATE',
    message: `It is ${state.toLowerCase().replace(/_/g, ' ')} at the marketplace, so it was not ${verb.cannot}.`,
  };
}

/**
 * After a final refusal, whether the shipment as read back shows the marketplace did not take the action: it is
 * still in a state the action starts from. Only then is what the request would have used (a pack's invoice number)
 * free again.
 */
export const untaken = (kind: FulfilmentActionKind, shipment: Shipment): boolean =>
  RULES[kind].from.includes(stateOf(shipment));

/** The marketplace's own refusal, in words. */
export const refusalMessage = (errorMessage: string, errorCode: string): string =>
  `The marketplace refused it: ${errorMessage.replace(/\.?$/, '')} (${errorCode}).`;
