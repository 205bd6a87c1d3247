import type { DatabaseSync } from 'node:sqlite';
import type {
  ActionItemResult,
  ActionState,
  ActionSummary,
  FulfilmentActionKind,
  ItemOutcome,
} from '../../shared/fulfilment/action-types.ts';
import type { PackShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import { inTransaction } from '../storage/transaction.ts';
import { heldShipments, refuseHeld, refuseTakenNumbers } from './action-locks.ts';
import { sentence, shown, stored, type Said } from './stored-sentence.ts';

/**
 * Where a journal keeps its actions and their items, and how it refuses an item another action holds. Fulfilment's
 * journal holds shipments; the returns slice keeps self-ship return actions in tables of the same columns, its
 * `shipment_id` being `return_id` (the item fields below keep the name `shipmentId`: the item's id, whichever).
 */
export interface JournalSpec<K extends string> {
  actions: string;
  items: string;
  itemColumn: string;
  /** Throws the sentence refusing an action of `kind` when other actions hold some of its items. */
  refuseHeld(held: readonly { shipmentId: string; kind: K }[], kind: K): void;
  /** The item's word when another job has it at the marketplace at the send (a function: made when said). */
  busy: string | (() => Said);
}

export const FULFILMENT_JOURNAL: JournalSpec<FulfilmentActionKind> = {
  actions: 'fulfilment_actions',
  items: 'fulfilment_action_items',
  itemColumn: 'shipment_id',
  refuseHeld,
  busy: () => sentence('fulfilment.refused.busy'),
};

export interface NewActionItem {
  /** The item's id: a shipment's (a return's in the returns journal). */
  shipmentId: string;
  locationId?: string | undefined;
  /** What is sent for it (a PackShipment, a CancelShipment, or nothing more than the id). */
  request: unknown;
}

export interface PendingActionItem {
  shipmentId: string;
  locationId: string | null;
  request: unknown;
  /** Sent at least once, its answer not recorded: only a read of its state can tell what the marketplace did. */
  sent: boolean;
}

/** An item's outcome and its words: a sentence (kept as its id and values, shown in the language of the moment). */
type RecordedResult = { shipmentId: string; outcome: ItemOutcome; errorCode?: string; message: Said };

type ItemRow = {
  shipment_id: string;
  location_id: string | null;
  request: string;
  sent_at: string | null;
  outcome: string | null;
  error_code: string | null;
  message: string | null;
};

/**
 * The journal of fulfilment actions (and, with its own spec, of self-ship return actions). A shipment's row exists
 * before anything is sent, `sent_at` is set before each call carrying it, and its outcome is written as soon as it
 * is known; a crash leaves the unanswered ones pending.
 */
export class ActionJournal<K extends string = FulfilmentActionKind> {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;
  readonly #t: JournalSpec<K>;

  constructor(
    db: DatabaseSync,
    now: () => Date = () => new Date(),
    spec: JournalSpec<K> = FULFILMENT_JOURNAL as unknown as JournalSpec<K>,
  ) {
    this.#db = db;
    this.#now = now;
    this.#t = spec;
  }

  /**
   * Journals a new action and takes its shipments' lock (action-locks.ts), in one write transaction: refused in
   * words when another action holds one of them, or, for a pack, when another shipment holds one of its invoice
   * numbers (reserved from here on).
   */
  create(
    id: string,
    key: { profileId: string; account: string },
    kind: K,
    items: readonly NewActionItem[],
  ): void {
    const now = this.#now().toISOString();
    inTransaction(this.#db, () => {
      const ids = items.map((i) => i.shipmentId);
      this.#t.refuseHeld(heldShipments<K>(this.#db, this.#t, key.account, ids, id), kind);
      if (kind === 'pack')
        refuseTakenNumbers(
          this.invoiceNumbersInUse(
            key.account,
            items.map((i) => (i.request as PackShipment).invoiceNumber),
          ),
          items.map((i) => i.request as PackShipment),
        );
      this.#db
        .prepare(
          `INSERT INTO ${this.#t.actions} (id, profile_id, account, kind, state, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'running', ?, ?)`,
        )
        .run(id, key.profileId, key.account, kind, now, now);
      const insert = this.#db.prepare(
        `INSERT INTO ${this.#t.items} (action_id, ${this.#t.itemColumn}, location_id, request) VALUES (?, ?, ?, ?)`,
      );
      for (const item of items)
        insert.run(id, item.shipmentId, item.locationId ?? null, JSON.stringify(item.request ?? null));
    });
  }

  get(id: string): (ActionSummary<K> & { profileId: string; account: string }) | undefined {
    const row = this.#db
      .prepare(
        `SELECT a.id, a.kind, a.state, a.message, a.profile_id, a.account,
                COUNT(i.${this.#t.itemColumn}) AS total,
                SUM(i.outcome IN ('done', 'packing')) AS done,
                SUM(i.outcome = 'refused') AS refused
         FROM ${this.#t.actions} a LEFT JOIN ${this.#t.items} i ON i.action_id = a.id
         WHERE a.id = ? GROUP BY a.id`,
      )
      .get(id) as
      | {
          id: string;
          kind: K;
          state: ActionState;
          message: string | null;
          profile_id: string;
          account: string;
          total: number;
          done: number | null;
          refused: number | null;
        }
      | undefined;
    if (row === undefined) return undefined;
    return {
      id: row.id,
      kind: row.kind,
      state: row.state,
      message: shown(row.message),
      profileId: row.profile_id,
      account: row.account,
      total: row.total,
      done: row.done ?? 0,
      refused: row.refused ?? 0,
    };
  }

  /** Actions a crash or a kill left running. */
  interrupted(profileId: string): string[] {
    return (
      this.#db
        .prepare(
          `SELECT id FROM ${this.#t.actions} WHERE profile_id = ? AND state = 'running' ORDER BY rowid`,
        )
        .all(profileId) as { id: string }[]
    ).map((r) => r.id);
  }

  /**
   * Actions of this seller account still in flight, whatever their state: left running (a crash, a kill, a quit),
   * failed with shipments unanswered (a job that gave up), or with shipments sent and unanswered or still packing
   * at the marketplace (cancelled mid-way, say). Each is read back whenever the account becomes usable.
   */
  unfinished(key: { profileId: string; account: string }): { id: string; state: ActionState }[] {
    return this.#db
      .prepare(
        `SELECT a.id, a.state FROM ${this.#t.actions} a
         WHERE a.profile_id = ? AND a.account = ?
           AND (a.state = 'running' OR EXISTS (
             SELECT 1 FROM ${this.#t.items} i WHERE i.action_id = a.id
               AND (i.outcome = 'packing'
                 OR (i.outcome IS NULL AND (i.sent_at IS NOT NULL OR a.state = 'failed')))))
         ORDER BY a.rowid`,
      )
      .all(key.profileId, key.account) as { id: string; state: ActionState }[];
  }

  /** Which of these shipments an action of this seller account has named: they are that account's own. */
  named(key: { profileId: string; account: string }, shipmentIds: readonly string[]): Set<string> {
    const rows = this.#db
      .prepare(
        `SELECT DISTINCT i.${this.#t.itemColumn} AS id FROM ${this.#t.items} i
         JOIN ${this.#t.actions} a ON a.id = i.action_id
         WHERE a.profile_id = ? AND a.account = ? AND i.${this.#t.itemColumn} IN (SELECT value FROM json_each(?))`,
      )
      .all(key.profileId, key.account, JSON.stringify(shipmentIds)) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  /**
   * How many items the action has, and how many have each final word: what a job's closing sentence and progress
   * say, counted by SQLite rather than read item by item (`items` shows every item's message in words).
   */
  counts(id: string): { total: number; done: number; packing: number; refused: number } {
    const row = this.#db
      .prepare(
        `SELECT count(*) AS total, coalesce(sum(outcome = 'done'), 0) AS done,
                coalesce(sum(outcome = 'packing'), 0) AS packing, coalesce(sum(outcome = 'refused'), 0) AS refused
         FROM ${this.#t.items} WHERE action_id = ?`,
      )
      .get(id) as { total: number; done: number; packing: number; refused: number };
    return { total: row.total, done: row.done, packing: row.packing, refused: row.refused };
  }

  /** The items with this outcome, in the order journaled: their ids alone. */
  withOutcome(id: string, outcome: ItemOutcome): string[] {
    return (
      this.#db
        .prepare(
          `SELECT ${this.#t.itemColumn} AS id FROM ${this.#t.items} WHERE action_id = ? AND outcome = ? ORDER BY rowid`,
        )
        .all(id, outcome) as { id: string }[]
    ).map((r) => r.id);
  }

  items(id: string): ActionItemResult[] {
    return this.#rows(id, '').map((r) => ({
      shipmentId: r.shipment_id,
      outcome: r.outcome as ItemOutcome | null,
      errorCode: r.error_code,
      message: shown(r.message),
    }));
  }

  /** The shipments the marketplace has answered for, with what was sent for each. */
  answered(id: string): (ActionItemResult & { request: unknown })[] {
    return this.#rows(id, 'AND outcome IS NOT NULL').map((r) => ({
      shipmentId: r.shipment_id,
      outcome: r.outcome as ItemOutcome | null,
      errorCode: r.error_code,
      message: shown(r.message),
      request: JSON.parse(r.request) as unknown,
    }));
  }

  /**
   * Invoice numbers a pack of this seller account sent or is about to send, from any profile acting as it, each with
   * the shipment it was sent for (the first, should two have one): the next pack form never proposes them again, and
   * refuses them typed. A number is free again only when the marketplace never saw it (the shipment was decided, or
   * its action cancelled, without it being sent) or when, after a refusal, a read-back showed the shipment still
   * waiting to be packed (`untaken_at`). With `among`, only those of these numbers: what a new pack must check, without
   * handing every number the account ever used to JavaScript.
   */
  invoiceNumbersInUse(account: string, among?: readonly string[]): Map<string, string> {
    const only =
      among === undefined
        ? ''
        : `AND json_extract(i.request, '$.invoiceNumber') IN (SELECT value FROM json_each(?))`;
    const rows = this.#db
      .prepare(
        `SELECT json_extract(i.request, '$.invoiceNumber') AS n, i.${this.#t.itemColumn} AS shipment
         FROM ${this.#t.items} i JOIN ${this.#t.actions} a ON a.id = i.action_id
         WHERE a.account = ? AND a.kind = 'pack'
           AND i.untaken_at IS NULL AND NOT (i.sent_at IS NULL AND i.outcome IS NOT NULL) ${only}
         ORDER BY a.rowid, i.rowid`,
      )
      .all(account, ...(among === undefined ? [] : [JSON.stringify(among)])) as {
      n: unknown;
      shipment: string;
    }[];
    const used = new Map<string, string>();
    for (const r of rows) if (typeof r.n === 'string' && !used.has(r.n)) used.set(r.n, r.shipment);
    return used;
  }

  /**
   * What the shipment was last packed with by a pack of this seller account the marketplace took (its invoice is
   * what a self-ship dispatch names), or undefined when Stockroom did not pack it.
   */
  packedWith(account: string, shipmentId: string): PackShipment | undefined {
    const row = this.#db
      .prepare(
        `SELECT i.request FROM fulfilment_action_items i JOIN fulfilment_actions a ON a.id = i.action_id
         WHERE a.account = ? AND a.kind = 'pack' AND i.shipment_id = ? AND i.outcome = 'done'
         ORDER BY a.rowid DESC LIMIT 1`,
      )
      .get(account, shipmentId) as { request: string } | undefined;
    return row === undefined ? undefined : (JSON.parse(row.request) as PackShipment);
  }

  /** Shipments the marketplace refused after they were sent, not yet read back: what they used stays reserved. */
  refusedUnread(id: string): PendingActionItem[] {
    return this.#pending(id, `AND outcome = 'refused' AND sent_at IS NOT NULL AND untaken_at IS NULL`);
  }

  /**
   * Refused packs on these shipments read back after their refusal still waiting to be packed: the marketplace did
   * not take them, so their invoice numbers are free again (never one it once accepted: `reopened`). Those of one
   * action (its job reads them right after its answers), or any of the account's answered before a read that
   * began at `readFrom` (a pack form's read).
   */
  markUntaken(
    scope: { actionId: string } | { account: string; readFrom: Date },
    shipmentIds: readonly string[],
  ): void {
    if (shipmentIds.length === 0) return;
    const which =
      'actionId' in scope
        ? { sql: 'action_id = ?', args: [scope.actionId] }
        : {
            sql: `answered_at <= ? AND action_id IN
                    (SELECT id FROM ${this.#t.actions} WHERE account = ? AND kind = 'pack')`,
            args: [scope.readFrom.toISOString(), scope.account],
          };
    this.#db
      .prepare(
        `UPDATE ${this.#t.items} SET untaken_at = ?
         WHERE outcome = 'refused' AND sent_at IS NOT NULL AND untaken_at IS NULL AND reopened = 0
           AND ${this.#t.itemColumn} IN (SELECT value FROM json_each(?)) AND ${which.sql}`,
      )
      .run(this.#now().toISOString(), JSON.stringify(shipmentIds), ...which.args);
  }

  /**
   * Packs answered success whose shipments read back waiting to be packed again: each is opened once (no word, to
   * be read back and sent again by the same job); those opened before are returned, for the job to say so.
   */
  reopenOnce(id: string, shipmentIds: readonly string[]): string[] {
    const update = this.#db.prepare(
      `UPDATE ${this.#t.items} SET outcome = NULL, error_code = NULL, message = NULL, reopened = reopened + 1
       WHERE action_id = ? AND ${this.#t.itemColumn} = ? AND reopened = 0`,
    );
    return inTransaction(this.#db, () =>
      shipmentIds.filter((shipmentId) => Number(update.run(id, shipmentId).changes) === 0),
    );
  }

  /** Shipments without a final word: unanswered ones, and with `packing` those the marketplace is still packing. */
  pending(id: string, opts: { packing?: boolean } = {}): PendingActionItem[] {
    return this.#pending(id, opts.packing === true ? `AND outcome = 'packing'` : 'AND outcome IS NULL');
  }

  #pending(id: string, where: string): PendingActionItem[] {
    return this.#rows(id, where).map((r) => ({
      shipmentId: r.shipment_id,
      locationId: r.location_id,
      request: JSON.parse(r.request) as unknown,
      sent: r.sent_at !== null,
    }));
  }

  /** How many shipments have no word yet: a count, since progress asks after every call of a job of thousands. */
  unanswered(id: string): number {
    const row = this.#db
      .prepare(`SELECT count(*) AS n FROM ${this.#t.items} WHERE action_id = ? AND outcome IS NULL`)
      .get(id) as { n: number };
    return row.n;
  }

  /**
   * Written (and committed) before the call carrying these shipments leaves; returns those this action may send.
   * One another action has out at the marketplace (sent, its answer unknown) is not marked, and gets its word
   * here: not sent by this action (action-locks.ts).
   */
  markSent(id: string, shipmentIds: readonly string[]): string[] {
    return this.markSentAll(id, [shipmentIds])[0] ?? [];
  }

  /**
   * `markSent` for several calls leaving together, in one transaction: a round's calls wait for the write lock once,
   * not once each (a cache write on the storage thread may hold it). Returns what each call may send, in order.
   */
  markSentAll(id: string, calls: readonly (readonly string[])[]): string[][] {
    const now = this.#now().toISOString();
    const update = this.#db.prepare(
      `UPDATE ${this.#t.items} SET sent_at = ?, sends = sends + 1 WHERE action_id = ? AND ${this.#t.itemColumn} = ?`,
    );
    return inTransaction(this.#db, () => {
      const action = this.#db.prepare(`SELECT account FROM ${this.#t.actions} WHERE id = ?`).get(id) as
        { account: string } | undefined;
      return calls.map((shipmentIds) => {
        const held = new Set(
          action === undefined
            ? []
            : heldShipments(this.#db, this.#t, action.account, shipmentIds, id, 'send').map(
                (h) => h.shipmentId,
              ),
        );
        const free = shipmentIds.filter((s) => !held.has(s));
        for (const shipmentId of free) update.run(now, id, shipmentId);
        this.#record(
          id,
          [...held].map((shipmentId) => ({
            shipmentId,
            outcome: 'refused' as const,
            errorCode: 'BUSY',
            message: typeof this.#t.busy === 'function' ? this.#t.busy() : this.#t.busy,
          })),
        );
        return free;
      });
    });
  }

  record(id: string, results: readonly RecordedResult[]): void {
    if (results.length === 0) return;
    inTransaction(this.#db, () => this.#record(id, results));
  }

  /** `record`, inside a transaction the caller holds. */
  #record(id: string, results: readonly RecordedResult[]): void {
    const now = this.#now().toISOString();
    const update = this.#db.prepare(
      `UPDATE ${this.#t.items} SET outcome = ?, error_code = ?, message = ?, answered_at = ?
       WHERE action_id = ? AND ${this.#t.itemColumn} = ?`,
    );
    for (const r of results)
      update.run(r.outcome, r.errorCode ?? null, stored(r.message), now, id, r.shipmentId);
  }

  /**
   * Ends an action. A cancelled one gives each shipment it never sent its word, in the same transaction: nothing will
   * send it, so it holds nothing and a pack's invoice number is free again (invoiceNumbersInUse), no gap in the
   * series. One sent without an answer keeps none: only a read-back may say what the marketplace did.
   */
  finish(id: string, state: Exclude<ActionState, 'running'>, message: Said): void {
    const now = this.#now().toISOString();
    inTransaction(this.#db, () => {
      this.#db
        .prepare(`UPDATE ${this.#t.actions} SET state = ?, message = ?, updated_at = ? WHERE id = ?`)
        .run(state, stored(message), now, id);
      if (state === 'cancelled')
        this.#db
          .prepare(
            `UPDATE ${this.#t.items} SET outcome = 'refused', error_code = 'NOT_SENT', message = ?,
               answered_at = ? WHERE action_id = ? AND outcome IS NULL AND sent_at IS NULL`,
          )
          .run(stored(sentence('fulfilment.item.notSent')), now, id);
    });
  }

  #rows(id: string, where: string): ItemRow[] {
    return this.#db
      .prepare(
        `SELECT ${this.#t.itemColumn} AS shipment_id, location_id, request, sent_at, outcome, error_code, message
         FROM ${this.#t.items} WHERE action_id = ? ${where} ORDER BY rowid`,
      )
      .all(id) as ItemRow[];
  }
}
