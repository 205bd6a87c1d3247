import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import type { FulfilmentActionKind } from '../../shared/fulfilment/action-types.ts';
import type { PackShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import type { JournalSpec } from './action-journal.ts';
import { notDone, VERB } from './action-states.ts';
import { t } from '../i18n/backend-language.ts';
import { say } from './stored-sentence.ts';

/**
 * One action per shipment at a time (GUIDE "Actions at the marketplace"), across jobs, windows and hosts sharing
 * the data folder. The lock is the journal itself: a shipment is held by an item of an action of the same seller
 * account that has no final word yet and may still be sent or answered: its action runs (in this process, another,
 * or one a crash left to resume), or it was sent and its answer is not known. A pack the marketplace is still
 * packing holds it while its job reads on (that job may send it once more, see action-runner.ts). Taken by
 * `ActionJournal.create` inside its write transaction (BEGIN IMMEDIATE), so two starts can never both pass, and
 * checked again by `markSent`; released by the same rows when the outcome is written. Nothing to forget to
 * release, nothing left behind by a kill.
 */
const HOLDS = {
  start: `((i.outcome IS NULL AND (a.state = 'running' OR i.sent_at IS NOT NULL))
    OR (i.outcome = 'packing' AND a.state = 'running'))`,
  // At the send, only what is out at the marketplace holds: two jobs could otherwise each wait for the other.
  send: `((i.outcome IS NULL AND i.sent_at IS NOT NULL) OR (i.outcome = 'packing' AND a.state = 'running'))`,
};

/**
 * The shipments among these that another action of the account holds, with that action's kind: `start`, for a new
 * action; `send`, checked again as each call is journaled (ActionJournal.markSent), so an action resumed after
 * another took its shipments cannot send them too.
 */
export function heldShipments<K extends string>(
  db: DatabaseSync,
  tables: Pick<JournalSpec<K>, 'actions' | 'items' | 'itemColumn'>,
  account: string,
  shipmentIds: readonly string[],
  exceptAction: string,
  when: keyof typeof HOLDS = 'start',
): { shipmentId: string; kind: K }[] {
  const item = `i.${tables.itemColumn}`;
  return (
    db
      .prepare(
        `SELECT DISTINCT ${item} AS shipmentId, a.kind AS kind
         FROM ${tables.items} i JOIN ${tables.actions} a ON a.id = i.action_id
         WHERE a.account = ? AND a.id <> ? AND ${item} IN (SELECT value FROM json_each(?))
           AND ${HOLDS[when]}
         ORDER BY ${item}`,
      )
      .all(account, exceptAction, JSON.stringify(shipmentIds)) as {
      shipmentId: string;
      kind: K;
    }[]
  ).filter((h, n, all) => all.findIndex((o) => o.shipmentId === h.shipmentId) === n);
}

/** "S1", "S1 and S2", "S1, S2, S3 and 7 more" (English; the journals that have their words use `namedIn`). */
function named(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0] ?? '';
  const shown = ids.length <= 4 ? ids.slice(0, -1) : ids.slice(0, 3);
  const rest = ids.length <= 4 ? (ids.at(-1) ?? '') : `${ids.length - 3} more`;
  return `${shown.join(', ')} and ${rest}`;
}

/** "S1", "S1 and S2", "S1, S2, S3 and 7 more", in the backend's language. */
function namedIn(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0] ?? '';
  const shown = ids.length <= 4 ? ids.slice(0, -1) : ids.slice(0, 3);
  const last = ids.length <= 4 ? (ids.at(-1) ?? '') : t('fulfilment.list.more', { count: ids.length - 3 });
  return t('fulfilment.list.and', { some: shown.join(', '), last });
}

/** The held shipments by the kind of action holding them, in the order first met. */
function byKindOf<K extends string>(held: readonly { shipmentId: string; kind: K }[]): [K, string[]][] {
  const byKind = new Map<K, string[]>();
  for (const h of held) byKind.set(h.kind, [...(byKind.get(h.kind) ?? []), h.shipmentId]);
  return [...byKind];
}

/** Fulfilment's refusal of held shipments in the backend's language: "Shipment S1 is already being packed, so …". */
function heldSentence(
  held: readonly { shipmentId: string; kind: FulfilmentActionKind }[],
  kind: FulfilmentActionKind,
) {
  const parts = byKindOf(held).map(([k, ids], n) =>
    t(n === 0 ? 'fulfilment.held.first' : 'fulfilment.held.more', {
      count: ids.length,
      ids: namedIn(ids),
      cannot: say(VERB.cannot(k)),
    }),
  );
  const joined = parts.reduce((before, after) => t('fulfilment.held.and', { before, after }));
  return t('fulfilment.held.sentence', { parts: joined, notDone: notDone(kind) });
}

/**
 * Refuses a new action when another holds any of its items, naming them, in the words of one journal: "Shipment S1
 * is already being packed, so nothing was cancelled; …". Refused rather than queued: the other may wait minutes on
 * the marketplace (a pack being packed) or on an answer it lost, and once it ends its result says what became of each
 * item; a second request sent after it would be built on a form read before it.
 */
export function refuseHeldIn<K extends string>(
  words:
    | {
        /** "Shipment" / "Return". */
        noun: string;
        cannot: Record<K, string>;
        notDone: Record<K, string>;
      }
    /** The whole sentence, made when refused (in the backend's language of the moment). */
    | ((held: readonly { shipmentId: string; kind: K }[], kind: K) => string),
) {
  return (held: readonly { shipmentId: string; kind: K }[], kind: K): void => {
    if (held.length === 0) return;
    const sentence =
      typeof words === 'function'
        ? words(held, kind)
        : `${byKindOf(held)
            .map(
              ([k, ids], n) =>
                `${n === 0 ? `${words.noun}${ids.length === 1 ? '' : 's'} ` : ''}${named(ids)} ${ids.length === 1 ? 'is' : 'are'} already being ${words.cannot[k]}`,
            )
            .join(', and ')}, so ${words.notDone[kind]}; wait for that to finish, then try again.`;
    throw new AppError('BUSY', sentence, { shipmentIds: held.map((h) => h.shipmentId) });
  };
}

export const refuseHeld = refuseHeldIn<FulfilmentActionKind>(heldSentence);

/**
 * Invoice numbers are reserved when a pack is sent (journaled), never when a form is shown: a number another
 * shipment of the account holds, or two shipments of one pack share, is refused in words.
 */
export function refuseTakenNumbers(
  used: ReadonlyMap<string, string>,
  shipments: readonly Pick<PackShipment, 'shipmentId' | 'invoiceNumber'>[],
): void {
  const mine = new Map<string, string>();
  for (const s of shipments) {
    const owner = used.get(s.invoiceNumber) ?? mine.get(s.invoiceNumber);
    if (owner !== undefined && owner !== s.shipmentId)
      throw new AppError(
        'VALIDATION',
        t('fulfilment.refused.numberTaken', { owner, number: s.invoiceNumber, shipment: s.shipmentId }),
        { field: 'invoiceNumber', shipmentId: s.shipmentId },
      );
    mine.set(s.invoiceNumber, s.shipmentId);
  }
}
