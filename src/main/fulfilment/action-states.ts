import type { FulfilmentActionKind, ItemOutcome } from '../../shared/fulfilment/action-types.ts';
import type { CancelShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { countedItems, isCancelledItem } from '../../shared/shipments/order-items.ts';
import { t } from '../i18n/backend-language.ts';
import { sentence, type Said, type Sentence } from './stored-sentence.ts';

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
): Sentence {
  const ids = request?.orderItemIds ?? [];
  const whole = ids.length === 0 || (itemCount !== undefined && ids.length >= itemCount);
  if (whole) return already ? VERB.already('cancel') : VERB.did('cancel');
  const values = { count: ids.length, ids: ids.join(', ') };
  return sentence(already ? 'fulfilment.cancelled.itemsAlready' : 'fulfilment.cancelled.items', values);
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

/**
 * Each action's words, as sentences of the catalogue (which selects on the kind): "Packed." for one shipment,
 * "Packed already at the marketplace; …", and what "… so it was not packed." and "3 of 4 packed." say it was not.
 */
export const VERB = {
  did: (kind: FulfilmentActionKind): Sentence => sentence('fulfilment.verb.did', { kind }),
  already: (kind: FulfilmentActionKind): Sentence => sentence('fulfilment.verb.already', { kind }),
  cannot: (kind: FulfilmentActionKind): Sentence => sentence('fulfilment.verb.cannot', { kind }),
};

/** The end of a refusal of a whole action: "…, so nothing was packed." */
export const notDone = (kind: FulfilmentActionKind): string => t('fulfilment.verb.notDone', { kind });

/** A shipment's state in words ("ready to dispatch"); a state Stockroom does not know, as the marketplace wrote it. */
const stateWords = (state: string): Sentence =>
  sentence('fulfilment.state.name', { state, raw: state.toLowerCase().replace(/_/g, ' ') });

/** A verdict's words: a sentence of the catalogue (kept as its id and values), or one already made. */
export type ReadVerdict =
  { send: true } | { send: false; outcome: ItemOutcome; errorCode?: string; message: Said };

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
  const cannot = VERB.cannot(kind);
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
      message: sentence('fulfilment.refused.notSelfShip', { cannot }),
    };
  const state = stateOf(shipment);
  const rule = RULES[kind];
  if (sent && rule.unseen === 'ask' && rule.from.includes(state))
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'NOT_KNOWN',
      message: sentence('fulfilment.refused.notKnown'),
    };
  if (rule.packing !== undefined && state === rule.packing)
    return { send: false, outcome: 'packing', message: sentence('fulfilment.item.packing') };
  if (rule.done.includes(state))
    return {
      send: false,
      outcome: 'done',
      message: sent ? VERB.did(kind) : VERB.already(kind),
    };
  if (state === 'FORM_FAILED' && kind === 'pack' && sent)
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'FORM_FAILED',
      message: sentence('fulfilment.refused.formFailed'),
    };
  if (shipment.hold === true)
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'ON_HOLD',
      message: sentence('fulfilment.refused.onHold', { cannot }),
    };
  if (rule.from.includes(state)) return { send: true };
  return {
    send: false,
    outcome: 'refused',
    errorCode: 'STATE',
    message: sentence('fulfilment.refused.state', { state: stateWords(state), cannot }),
  };
}

/**
 * After a final refusal, whether the shipment as read back shows the marketplace did not take the action: it is
 * still in a state the action starts from. Only then is what the request would have used (a pack's invoice number)
 * free again.
 */
export const untaken = (kind: FulfilmentActionKind, shipment: Shipment): boolean =>
  RULES[kind].from.includes(stateOf(shipment));

/** The marketplace's own refusal, in words: its reason as it wrote it, and its code. */
export const refusalSentence = (errorMessage: string, errorCode: string): Sentence =>
  sentence('fulfilment.refused.marketplace', { reason: errorMessage.replace(/\.?$/, ''), code: errorCode });

/** The same, made now in the backend's language (for a journal that keeps words, the returns'). */
export const refusalMessage = (errorMessage: string, errorCode: string): string =>
  t('fulfilment.refused.marketplace', { reason: errorMessage.replace(/\.?$/, ''), code: errorCode });
