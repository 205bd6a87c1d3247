import { SELF_SHIP_PROFILE } from './return-codes.ts';
import { parseIsoDateTime } from '../clock.ts';
import { stepAt, type SimReturn } from './return-model.ts';
import type { ReturnChange } from './return-store.ts';

/** The self-ship return actions of `ReturnsV2Api`, by the last part of their path (`/v2/returns/<action>`). */
export const RETURN_ACTIONS = ['approve', 'reject', 'pickup', 'pickupAttempt', 'complete', 'cancel'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/**
 * A self-ship return's way: `requested` → approve → `approved` → pickup (its date) → `pickup_scheduled` → complete →
 * `completed`; a pickup attempt that failed moves the pickup to a new date; reject ends a requested one `rejected`;
 * cancel ends any not yet completed `cancelled`.
 */
const FROM: Record<ReturnAction, readonly string[]> = {
  approve: ['requested'],
  reject: ['requested'],
  pickup: ['approved'],
  pickupAttempt: ['approved', 'pickup_scheduled'],
  complete: ['approved', 'pickup_scheduled'],
  cancel: ['requested', 'approved', 'pickup_scheduled'],
};
const TO: Record<ReturnAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  pickup: 'pickup_scheduled',
  pickupAttempt: 'pickup_scheduled',
  complete: 'completed',
  cancel: 'cancelled',
};

/** The SDK's `ReturnActionResponse`. */
export interface ReturnActionResult {
  returnId: string;
  processingStatus: 'SUCCESS' | 'FAILURE';
  errorCode?: string;
  errorMessage?: string;
}

/** One entry of a request as the SDK sends it: `{returnId, …}` for most, a bare id for complete and cancel. */
export type ReturnActionEntry = { returnId: string; fields: Record<string, unknown> };

const failure = (returnId: string, errorCode: string, errorMessage: string): ReturnActionResult => ({
  returnId,
  processingStatus: 'FAILURE',
  errorCode,
  errorMessage,
});

/** The SDK's `OffsetDateTime` (or a bare date, read as midnight in India). */
function dateOf(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return Date.parse(`${value}T00:00:00+05:30`);
  return parseIsoDateTime(value);
}

/** What the action sets beside the status, or the refusal of a field it requires (the SDK's required ones). */
function changeOf(
  action: ReturnAction,
  entry: ReturnActionEntry,
): { change: ReturnChange } | { missing: string } {
  const f = entry.fields;
  const comments =
    typeof f['comments'] === 'string' && f['comments'].trim() !== '' ? f['comments'] : undefined;
  switch (action) {
    case 'reject':
      if (dateOf(f['serviceDate']) === undefined) return { missing: 'serviceDate' };
      return { change: comments === undefined ? {} : { comments } };
    case 'approve':
      return { change: comments === undefined ? {} : { comments } };
    case 'pickup': {
      const at = dateOf(f['pickupDate']);
      return at === undefined ? { missing: 'pickupDate' } : { change: { expectedAt: at } };
    }
    case 'pickupAttempt': {
      if (dateOf(f['pickupDate']) === undefined) return { missing: 'pickupDate' };
      const at = dateOf(f['newPickupDate']);
      return at === undefined
        ? { missing: 'newPickupDate' }
        : { change: { expectedAt: at, shipmentStatus: 'pickup_attempted' } };
    }
    case 'complete':
    case 'cancel':
      return { change: {} };
  }
}

/**
 * Whether the action may move this return now, and how: refused in the SDK's answer shape when the id is unknown or
 * another seller's (both `INVALID_RETURN_ID`, as "a valid return id for this seller"), the return is not a
 * self-ship one, its status is not one the action starts from, or a required field is missing.
 */
export function decideReturnAction(
  action: ReturnAction,
  entry: ReturnActionEntry,
  found: SimReturn | undefined,
  sellerId: string,
  now: number,
): { result: ReturnActionResult; move?: { status: string; change: ReturnChange } } {
  const id = entry.returnId;
  if (found === undefined) return { result: failure(id, 'INVALID_RETURN_ID', `return ${id} not found`) };
  if (found.sellerId !== sellerId)
    return { result: failure(id, 'INVALID_RETURN_ID', `return ${id} is not a return of this seller`) };
  if (found.serviceProfile !== SELF_SHIP_PROFILE)
    return { result: failure(id, 'NOT_SELF_SHIP_RETURN', `return ${id} is not a self-ship return`) };
  const status = stepAt(found, now).status;
  if (!FROM[action].includes(status))
    return {
      result: failure(
        id,
        'INVALID_RETURN_STATE',
        `return ${id} is ${status}; ${action} needs it ${FROM[action].join(' or ')}`,
      ),
    };
  const change = changeOf(action, entry);
  if ('missing' in change)
    return { result: failure(id, 'UNPROCESSABLE_ENTITY', `${change.missing} is required for ${action}`) };
  return {
    result: { returnId: id, processingStatus: 'SUCCESS' },
    move: { status: TO[action], change: change.change },
  };
}
