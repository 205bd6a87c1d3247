import type { FulfilmentActionKind, ItemOutcome } from '../../shared/fulfilment/action-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';

/** A shipment's state: its order items move together through these states. */
export const stateOf = (s: Shipment): string => s.orderItems[0]?.status ?? 'UNKNOWN';

const AFTER_DISPATCH = [
  'PICKUP_COMPLETE',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'RETURN_REQUESTED',
  'RETURNED',
];

/** From which state each action can be sent, and which states mean the marketplace has done it already. */
const RULES: Record<
  FulfilmentActionKind,
  { from: readonly string[]; done: readonly string[]; packing?: string }
> = {
  pack: {
    from: ['APPROVED'],
    done: ['PACKED', 'READY_TO_DISPATCH', ...AFTER_DISPATCH],
    packing: 'PACKING_IN_PROGRESS',
  },
  dispatch: { from: ['PACKED'], done: ['READY_TO_DISPATCH', ...AFTER_DISPATCH] },
  cancel: { from: ['APPROVED', 'PACKING_IN_PROGRESS'], done: ['CANCELLED'] },
};

const VERB: Record<FulfilmentActionKind, { did: string; cannot: string }> = {
  pack: { did: 'Packed', cannot: 'packed' },
  dispatch: { did: 'Marked ready to dispatch', cannot: 'marked ready to dispatch' },
  cancel: { did: 'Cancelled', cannot: 'cancelled' },
};

export type ReadVerdict =
  { send: true } | { send: false; outcome: ItemOutcome; errorCode?: string; message: string };

/**
 * What a fresh read of a shipment says about an action on it: send it (the marketplace has not done it), or its
 * outcome now (done before, still packing, or in a state the action cannot start from). `sent` says whether
 * Stockroom had sent it already, for the words.
 */
export function verdictOf(
  kind: FulfilmentActionKind,
  shipment: Shipment | undefined,
  sent: boolean,
): ReadVerdict {
  const verb = VERB[kind];
  if (shipment === undefined)
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'NOT_FOUND',
      message: `The marketplace does not know this shipment, so it was not ${verb.cannot}.`,
    };
  const state = stateOf(shipment);
  const rule = RULES[kind];
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

/** The marketplace's own refusal, in words. */
export const refusalMessage = (errorMessage: string, errorCode: string): string =>
  `The marketplace refused it: ${errorMessage.replace(/\.?$/, '')} (${errorCode}).`;
