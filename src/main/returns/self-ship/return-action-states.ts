import { AppError } from '../../../shared/errors.ts';
import type { ReturnActionItem, ReturnActionKind } from '../../../shared/returns/return-action-types.ts';
import { SELF_SHIP_PROFILE, type ReturnItem } from '../../../shared/returns/return-types.ts';
import { returnStatusWords } from '../../../shared/returns/return-words.ts';
import type { JournalSpec } from '../../fulfilment/action-journal.ts';
import type { ReadVerdict } from '../../fulfilment/action-states.ts';
import { t } from '../../i18n/backend-language.ts';

/** The first ids of a list and how many more: "R1", "R1 and R2", "R1, R2, R3 and 7 more". */
function named(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0] ?? '';
  const shown = ids.length <= 4 ? ids.slice(0, -1) : ids.slice(0, 3);
  return ids.length <= 4
    ? t('returns.action.idsAnd', { ids: shown.join(', '), last: ids.at(-1) ?? '' })
    : t('returns.action.idsMore', { ids: shown.join(', '), more: ids.length - 3 });
}

/**
 * A new action on returns another action holds is refused, naming them: "Return R1 is already being approved, so
 * nothing was rejected; …" (fulfilment's rule, in the seller's language).
 */
function refuseHeld(
  held: readonly { shipmentId: string; kind: ReturnActionKind }[],
  kind: ReturnActionKind,
): void {
  if (held.length === 0) return;
  const ids = held.map((h) => h.shipmentId);
  const heldKind = held[0]!.kind;
  const values = { count: ids.length, ids: named(ids), heldKind, kind };
  throw new AppError(
    'BUSY',
    held.every((h) => h.kind === heldKind)
      ? t('returns.action.held', values)
      : t('returns.action.heldMixed', values),
    { shipmentIds: ids },
  );
}

/** The self-ship return actions' journal: fulfilment's columns in tables of their own (migrations.ts). */
export const RETURN_JOURNAL: JournalSpec<ReturnActionKind> = {
  actions: 'return_actions',
  items: 'return_action_items',
  itemColumn: 'return_id',
  refuseHeld,
  // Read when a result is written, in the language of that moment.
  get busy() {
    return t('returns.action.busy');
  },
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

/** A status as a sentence says it: "rejected", "on its way back"; one Stockroom does not know as it came. */
function statusWords(status: string): string {
  const words = returnStatusWords(status, t);
  return words === status ? status.replace(/_/g, ' ') : words.toLowerCase();
}

export const statusOf = (r: Pick<ReturnItem, 'status'>): string => (r.status ?? '').trim().toLowerCase();

/** Two of the marketplace's date-times name the same instant (`+05:30` and `Z` alike). */
const sameInstant = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && Date.parse(a) === Date.parse(b);

const done = (kind: ReturnActionKind, sent: boolean): ReadVerdict => ({
  send: false,
  outcome: 'done',
  message: t(sent ? 'returns.action.did' : 'returns.action.didAlready', { kind }),
});

const changed = (kind: ReturnActionKind): ReadVerdict => ({
  send: false,
  outcome: 'refused',
  errorCode: 'CHANGED',
  message: t('returns.action.changed', { kind }),
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
  if (r.serviceProfile !== undefined && r.serviceProfile !== SELF_SHIP_PROFILE)
    return {
      send: false,
      outcome: 'refused',
      errorCode: 'NOT_SELF_SHIP',
      message: t('returns.action.notSelfShip', { kind }),
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
    message:
      status === ''
        ? t('returns.action.noState', { kind })
        : t('returns.action.state', { kind, status: statusWords(status) }),
  };
}
