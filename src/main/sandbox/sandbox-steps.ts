import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { RETURN_SOURCES, type ReturnItem, type ReturnSource } from '../../shared/returns/return-types.ts';
import type { MessageId } from '../../shared/i18n/catalogue.ts';
import type { ReturnEvent, SandboxMove } from '../../shared/sandbox/sandbox-types.ts';
import { t } from '../i18n/backend-language.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import { decideEvent, decideMove, decideReturn, type MoveDecision } from './move-rules.ts';

/** What a step on an order item is sent with, as journaled: a move, a new return's kind, or a return event. */
export type StepRequest = { move: SandboxMove } | { returnType: ReturnSource } | { eventType: ReturnEvent };

/** One order item's step: read its state (compare), send it, and what it did in words. */
export interface Step {
  decide(): Promise<MoveDecision>;
  send(): Promise<void>;
  /** After "2 order items": "marked shipped", "given a customer return", "had its return approved". */
  done: string;
}

export interface StepDeps {
  client: SellerClient;
  /** The order item's shipment as read, into the offline copy. */
  store(shipments: Shipment[]): Promise<void>;
  /** When the test order was made (its returns cannot be older), ISO. */
  madeAt: string;
  signal: AbortSignal;
}

/** A margin for the marketplace's clock against this computer's. */
const SKEW_MS = 10 * 60_000;

/** What a journaled step did, in words (the Sandbox section's "last step"). */
export function stepWords(request: StepRequest): string {
  if ('move' in request) return t(MOVE_DONE[request.move]);
  if ('returnType' in request) return t('sandbox.step.givenReturn', { kind: request.returnType });
  return t('sandbox.step.returnEvent', { event: request.eventType });
}

/** What each move did to an order item: "marked shipped". */
const MOVE_DONE: Record<SandboxMove, MessageId> = {
  hold: 'sandbox.step.held',
  unhold: 'sandbox.step.released',
  pickupComplete: 'sandbox.step.pickedUp',
  shipped: 'sandbox.step.shipped',
  delivered: 'sandbox.step.delivered',
};

export function stepOf(request: StepRequest, orderItemId: string, deps: StepDeps): Step {
  const { client, signal } = deps;
  const shipment = async () => {
    const read = await client.getShipments('orderItemIds', [orderItemId], { signal });
    await deps.store(read);
    return read[0];
  };
  // The order item's returns of these kinds, made since its test order: the search has no order item filter.
  const returns = async (sources: readonly ReturnSource[]) => {
    const createdAfter = new Date(Date.parse(deps.madeAt) - SKEW_MS).toISOString();
    const found: ReturnItem[] = [];
    for (const source of sources)
      for await (const page of client.searchReturns({ source, createdAfter }, { signal }))
        found.push(...page.returnItems.filter((r) => r.orderItemId === orderItemId));
    return found.sort((a, b) => Date.parse(a.createdDate ?? '') - Date.parse(b.createdDate ?? ''));
  };
  const done =
    'eventType' in request ? t('sandbox.step.hadReturn', { event: request.eventType }) : stepWords(request);
  if ('move' in request)
    return {
      decide: async () => decideMove(request.move, await shipment(), orderItemId),
      send: () => client.sandbox.move(request.move, orderItemId, signal),
      done,
    };
  if ('returnType' in request)
    return {
      decide: async () =>
        decideReturn(request.returnType, await shipment(), await returns([request.returnType]), orderItemId),
      send: () => client.sandbox.createReturn(orderItemId, request.returnType, signal),
      done,
    };
  return {
    decide: async () => decideEvent(request.eventType, await returns(RETURN_SOURCES), orderItemId),
    send: () => client.sandbox.returnEvent(orderItemId, request.eventType, signal),
    done,
  };
}
