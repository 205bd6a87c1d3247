import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import {
  FINAL_RETURN_STATUSES,
  type ReturnItem,
  type ReturnSource,
} from '../../shared/returns/return-types.ts';
import { returnStatusWords } from '../../shared/returns/return-words.ts';
import type { ReturnEvent, SandboxMove } from '../../shared/sandbox/sandbox-types.ts';
import { t } from '../i18n/backend-language.ts';

/** What a fresh read says to do with a move: it is there already, send it, or it cannot be done (why, in words). */
export type MoveDecision = { do: 'done' } | { do: 'send' } | { do: 'refuse'; why: string };

const LATER: Record<string, number> = {
  APPROVED: 0,
  PACKING_IN_PROGRESS: 1,
  PACKED: 2,
  READY_TO_DISPATCH: 3,
  PICKUP_COMPLETE: 4,
  SHIPPED: 5,
  DELIVERED: 6,
};

/** The forward moves: the state each needs, and the state it leaves. */
const FORWARD: Partial<Record<SandboxMove, { from: string; to: string }>> = {
  pickupComplete: { from: 'READY_TO_DISPATCH', to: 'PICKUP_COMPLETE' },
  shipped: { from: 'PICKUP_COMPLETE', to: 'SHIPPED' },
  delivered: { from: 'SHIPPED', to: 'DELIVERED' },
};

/** An order item's state as a sentence says it ("packed"); one Stockroom does not know as it came, in lower case. */
const words = (status: string) =>
  t('sandbox.orderStatus', { code: status, status: status.toLowerCase().replace(/_/g, ' ') });

/**
 * Compare and set for an order item move, from the order item as the marketplace shows it now: the move is done
 * when its state is there already (or beyond), sent only from the state it needs, refused otherwise. A read after
 * a lost answer decides the same way, so a move the marketplace took is never sent twice.
 */
export function decideMove(
  move: SandboxMove,
  shipment: Shipment | undefined,
  orderItemId: string,
): MoveDecision {
  const item = shipment?.orderItems.find((i) => i.orderItemId === orderItemId);
  if (shipment === undefined || item === undefined)
    return { do: 'refuse', why: t('sandbox.refusal.noItem', { orderItemId }) };
  const status = item.status ?? 'APPROVED';
  if (status === 'CANCELLED') return { do: 'refuse', why: t('sandbox.refusal.cancelled', { orderItemId }) };
  const held = shipment.hold === true;
  const forward = FORWARD[move];
  if (forward !== undefined) {
    if ((LATER[status] ?? -1) >= (LATER[forward.to] ?? 99)) return { do: 'done' };
    if (held) return { do: 'refuse', why: t('sandbox.refusal.onHold', { orderItemId }) };
    if (status !== forward.from)
      return {
        do: 'refuse',
        why: t('sandbox.refusal.notReady', { orderItemId, status: words(status), move }),
      };
    return { do: 'send' };
  }
  if (move === 'hold' ? held : !held) return { do: 'done' };
  if (status !== 'APPROVED')
    return {
      do: 'refuse',
      why: t('sandbox.refusal.notHoldable', { orderItemId, status: words(status) }),
    };
  return { do: 'send' };
}

/** The returns of one order item as the marketplace shows them now, oldest first. */
type ItemReturns = readonly Pick<ReturnItem, 'returnId' | 'status' | 'createdDate'>[];
const open = (returns: ItemReturns) =>
  returns.filter((r) => !FINAL_RETURN_STATUSES.includes(r.status ?? '')).at(-1);

/** The order states each kind of return needs: the courier has it (RTO), or the buyer has it (a customer return). */
const RETURNABLE: Record<ReturnSource, readonly string[]> = {
  courier_return: ['PICKUP_COMPLETE', 'SHIPPED'],
  customer_return: ['DELIVERED'],
};

/** Compare and set for a new return: done once the order item has an open return of that kind, sent when it may. */
export function decideReturn(
  returnType: ReturnSource,
  shipment: Shipment | undefined,
  returns: ItemReturns,
  orderItemId: string,
): MoveDecision {
  if (open(returns) !== undefined) return { do: 'done' };
  const item = shipment?.orderItems.find((i) => i.orderItemId === orderItemId);
  if (item === undefined) return { do: 'refuse', why: t('sandbox.refusal.noItem', { orderItemId }) };
  const status = item.status ?? 'APPROVED';
  if (!RETURNABLE[returnType].includes(status))
    return {
      do: 'refuse',
      why: t('sandbox.refusal.notReturnable', { orderItemId, status: words(status), kind: returnType }),
    };
  return { do: 'send' };
}

/** Compare and set for a return event: done once the order item's newest return is in that status. */
export function decideEvent(eventType: ReturnEvent, returns: ItemReturns, orderItemId: string): MoveDecision {
  const newest = returns.at(-1);
  if (newest === undefined) return { do: 'refuse', why: t('sandbox.refusal.noReturn', { orderItemId }) };
  if (newest.status === eventType) return { do: 'done' };
  if (open(returns) === undefined)
    return {
      do: 'refuse',
      why: t('sandbox.refusal.returnClosed', {
        orderItemId,
        status: newest.status
          ? returnStatusWords(newest.status, t).toLowerCase()
          : t('sandbox.refusal.closed'),
      }),
    };
  return { do: 'send' };
}
