import type { ReturnActionItem, ReturnActionKind } from '../../../shared/returns/return-action-types.ts';
import { SELF_SHIP_PROFILE, type ReturnItem } from '../../../shared/returns/return-types.ts';
import type { JournalSpec } from '../../fulfilment/action-journal.ts';
import { refuseHeldIn } from '../../fulfilment/action-locks.ts';
import type { ReadVerdict } from '../../fulfilment/action-states.ts';

/** Each action in words: what a result says, what a refusal says was not done, and the end of a whole refusal. */
export const RETURN_VERB: Record<ReturnActionKind, { did: string; cannot: string; notDone: string }> = {
  approve: { did: 'Approved', cannot: 'approved', notDone: 'nothing was approved' },
  reject: { did: 'Rejected', cannot: 'rejected', notDone: 'nothing was rejected' },
  pickup: { did: 'Pickup date set', cannot: 'given a pickup date', notDone: 'no pickup date was set' },
  pickupAttempt: {
    did: 'Pickup attempt recorded',
    cannot: 'given a new pickup date',
    notDone: 'no pickup attempt was recorded',
  },
  complete: { did: 'Completed', cannot: 'completed', notDone: 'nothing was completed' },
  cancel: { did: 'Cancelled', cannot: 'cancelled', notDone: 'nothing was cancelled' },
};

const byKind = <T>(f: (w: (typeof RETURN_VERB)[ReturnActionKind]) => T) =>
  Object.fromEntries(Object.entries(RETURN_VERB).map(([k, w]) => [k, f(w)])) as Record<ReturnActionKind, T>;

/** The self-ship return actions' journal: fulfilment's columns in tables of their own (migrations.ts). */
export const RETURN_JOURNAL: JournalSpec<ReturnActionKind> = {
  actions: 'return_actions',
  items: 'return_action_items',
  itemColumn: 'return_id',
  refuseHeld: refuseHeldIn<ReturnActionKind>({
    noun: 'Return',
    cannot: byKind((w) => w.cannot),
    notDone: byKind((w) => w.notDone),
  }),
  busy: 'Another Stockroom job has this return at the marketplace, so this one did not send it.',
};

const AFTER_APPROVAL = [
  'approved',
  'pickup_scheduled',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'completed',
];

/**
 * From which statuses each action is sent, and which mean the marketplace has done it already. Pickup and pickup
 * attempt are decided by their date too (pickupVerdict).
 */
const RULES: Record<ReturnActionKind, { from: readonly string[]; done: readonly string[] }> = {
  approve: { from: ['requested'], done: AFTER_APPROVAL },
  reject: { from: ['requested'], done: ['rejected'] },
  pickup: { from: ['approved'], done: [] },
  pickupAttempt: { from: ['approved'], done: [] },
  complete: {
    from: ['approved', 'pickup_scheduled', 'in_transit', 'out_for_delivery', 'delivered'],
    done: ['completed'],
  },
  cancel: { from: ['requested', 'approved', 'pickup_scheduled'], done: ['cancelled'] },
};

export const statusOf = (r: Pick<ReturnItem, 'status'>): string => (r.status ?? '').trim().toLowerCase();

/** Two of the marketplace's date-times name the same instant (`+05:30` and `Z` alike). */
const sameInstant = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && Date.parse(a) === Date.parse(b);

const done = (kind: ReturnActionKind, sent: boolean): ReadVerdict => ({
  send: false,
  outcome: 'done',
  message: sent
    ? `${RETURN_VERB[kind].did}.`
    : `${RETURN_VERB[kind].did} already at the marketplace; not sent again.`,
});

const changed = (kind: ReturnActionKind): ReadVerdict => ({
  send: false,
  outcome: 'refused',
  errorCode: 'CHANGED',
  message: `Its pickup date changed at the marketplace since you chose, so it was not ${RETURN_VERB[kind].cannot}; check the date and try again.`,
});

/**
 * Compare and set on the pickup date: a pickup is done when the return reads scheduled on the date sent; an attempt
 * is done when it reads scheduled on the new date, and is sent while the pickup stands on the date tried. Any other
 * date is a third value: stopped, never overwritten.
 */
function pickupVerdict(
  kind: 'pickup' | 'pickupAttempt',
  r: ReturnItem,
  sent: boolean,
  request: ReturnActionItem,
) {
  if (statusOf(r) !== 'pickup_scheduled') return undefined;
  const target = kind === 'pickup' ? request.pickupDate : request.newPickupDate;
  if (sameInstant(r.expectedDate, target)) return done(kind, sent);
  if (
    kind === 'pickupAttempt' &&
    (r.expectedDate === undefined || sameInstant(r.expectedDate, request.pickupDate))
  )
    return { send: true } as const;
  return changed(kind);
}

/**
 * What a fresh read of a return says about an action on it: send it (the marketplace has not done it), or its outcome
 * now (done before, or in a state the action cannot start from). `sent` says whether Stockroom had sent it already,
 * for the words. A status Stockroom does not know is a refusal in words: it stops, never guesses.
 */
export function returnVerdict(
  kind: ReturnActionKind,
  r: ReturnItem,
  sent: boolean,
  request: ReturnActionItem,
): ReadVerdict {
  const verb = RETURN_VERB[kind];
  if (r.serviceProfile !== undefined && r.serviceProfile !== SELF_SHIP_PROFILE)
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'NOT_SELF_SHIP',
      message: `It is not a self-ship return (the marketplace's courier brings it back), so it was not ${verb.cannot}.`,
    };
  const status = statusOf(r);
  if (kind === 'pickup' || kind === 'pickupAttempt') {
    const verdict = pickupVerdict(kind, r, sent, request);
    if (verdict !== undefined) return verdict;
  }
  const rule = RULES[kind];
  if (rule.done.includes(status)) return done(kind, sent);
  if (rule.from.includes(status)) return { send: true };
  return {
    send: false,
    outcome: 'refused',
    errorCode: 'STATE',
    message: `It is ${status === '' ? 'in no known state' : status.replace(/_/g, ' ')} at the marketplace, so it was not ${verb.cannot}.`,
  };
}
