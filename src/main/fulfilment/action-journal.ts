import type { DatabaseSync } from 'node:sqlite';
import type {
  ActionItemResult,
  ActionState,
  ActionSummary,
  FulfilmentActionKind,
  ItemOutcome,
} from '../../shared/fulfilment/action-types.ts';
import { inTransaction } from '../storage/transaction.ts';

export interface NewActionItem {
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
 * The journal of fulfilment actions. A shipment's row exists before anything is sent, `sent_at` is set before each
 * call carrying it, and its outcome is written as soon as it is known; a crash leaves the unanswered ones pending.
 */
export class ActionJournal {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  create(
    id: string,
    key: { profileId: string; account: string },
    kind: FulfilmentActionKind,
    items: readonly NewActionItem[],
  ): void {
    const now = this.#now().toISOString();
    inTransaction(this.#db, () => {
      this.#db
        .prepare(
          `INSERT INTO fulfilment_actions (id, profile_id, account, kind, state, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'running', ?, ?)`,
        )
        .run(id, key.profileId, key.account, kind, now, now);
      const insert = this.#db.prepare(
        'INSERT INTO fulfilment_action_items (action_id, shipment_id, location_id, request) VALUES (?, ?, ?, ?)',
      );
      for (const item of items)
        insert.run(id, item.shipmentId, item.locationId ?? null, JSON.stringify(item.request ?? null));
    });
  }

  get(id: string): (ActionSummary & { profileId: string; account: string }) | undefined {
    const row = this.#db
      .prepare(
        `SELECT a.id, a.kind, a.state, a.message, a.profile_id, a.account,
                COUNT(i.shipment_id) AS total,
                SUM(i.outcome IN ('done', 'packing')) AS done,
                SUM(i.outcome = 'refused') AS refused
         FROM fulfilment_actions a LEFT JOIN fulfilment_action_items i ON i.action_id = a.id
         WHERE a.id = ? GROUP BY a.id`,
      )
      .get(id) as
      | {
          id: string;
          kind: FulfilmentActionKind;
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
      message: row.message,
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
          `SELECT id FROM fulfilment_actions WHERE profile_id = ? AND state = 'running' ORDER BY rowid`,
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
        `SELECT a.id, a.state FROM fulfilment_actions a
         WHERE a.profile_id = ? AND a.account = ?
           AND (a.state = 'running' OR EXISTS (
             SELECT 1 FROM fulfilment_action_items i WHERE i.action_id = a.id
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
        `SELECT DISTINCT i.shipment_id AS id FROM fulfilment_action_items i
         JOIN fulfilment_actions a ON a.id = i.action_id
         WHERE a.profile_id = ? AND a.account = ? AND i.shipment_id IN (SELECT value FROM json_each(?))`,
      )
      .all(key.profileId, key.account, JSON.stringify(shipmentIds)) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  items(id: string): ActionItemResult[] {
    return this.#rows(id, '').map((r) => ({
      shipmentId: r.shipment_id,
      outcome: r.outcome as ItemOutcome | null,
      errorCode: r.error_code,
      message: r.message,
    }));
  }

  /** The shipments the marketplace has answered for, with what was sent for each. */
  answered(id: string): (ActionItemResult & { request: unknown })[] {
    return this.#rows(id, 'AND outcome IS NOT NULL').map((r) => ({
      shipmentId: r.shipment_id,
      outcome: r.outcome as ItemOutcome | null,
      errorCode: r.error_code,
      message: r.message,
      request: JSON.parse(r.request) as unknown,
    }));
  }

  /**
   * Invoice numbers a pack of this seller account sent or is about to send, and the marketplace did not refuse,
   * each with the shipment it was sent for (the first, should two have one): the next pack form never proposes
   * them again, and refuses them typed. A refused pack made no invoice, so its number is free again.
   */
  invoiceNumbersInUse(key: { profileId: string; account: string }): Map<string, string> {
    const rows = this.#db
      .prepare(
        `SELECT json_extract(i.request, '$.invoiceNumber') AS n, i.shipment_id AS shipment
         FROM fulfilment_action_items i JOIN fulfilment_actions a ON a.id = i.action_id
         WHERE a.profile_id = ? AND a.account = ? AND a.kind = 'pack'
           AND (i.outcome IS NULL OR i.outcome <> 'refused')
         ORDER BY a.rowid, i.rowid`,
      )
      .all(key.profileId, key.account) as { n: unknown; shipment: string }[];
    const used = new Map<string, string>();
    for (const r of rows) if (typeof r.n === 'string' && !used.has(r.n)) used.set(r.n, r.shipment);
    return used;
  }

  /** Shipments without a final word: unanswered ones, and with `packing` those the marketplace is still packing. */
  pending(id: string, opts: { packing?: boolean } = {}): PendingActionItem[] {
    const where = opts.packing === true ? `AND outcome = 'packing'` : 'AND outcome IS NULL';
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
      .prepare('SELECT count(*) AS n FROM fulfilment_action_items WHERE action_id = ? AND outcome IS NULL')
      .get(id) as { n: number };
    return row.n;
  }

  /** Written (and committed) before the call carrying these shipments leaves. */
  markSent(id: string, shipmentIds: readonly string[]): void {
    const now = this.#now().toISOString();
    const update = this.#db.prepare(
      'UPDATE fulfilment_action_items SET sent_at = ?, sends = sends + 1 WHERE action_id = ? AND shipment_id = ?',
    );
    inTransaction(this.#db, () => {
      for (const shipmentId of shipmentIds) update.run(now, id, shipmentId);
    });
  }

  record(
    id: string,
    results: readonly { shipmentId: string; outcome: ItemOutcome; errorCode?: string; message: string }[],
  ): void {
    if (results.length === 0) return;
    const now = this.#now().toISOString();
    const update = this.#db.prepare(
      `UPDATE fulfilment_action_items SET outcome = ?, error_code = ?, message = ?, answered_at = ?
       WHERE action_id = ? AND shipment_id = ?`,
    );
    inTransaction(this.#db, () => {
      for (const r of results) update.run(r.outcome, r.errorCode ?? null, r.message, now, id, r.shipmentId);
    });
  }

  finish(id: string, state: Exclude<ActionState, 'running'>, message: string): void {
    this.#db
      .prepare('UPDATE fulfilment_actions SET state = ?, message = ?, updated_at = ? WHERE id = ?')
      .run(state, message, this.#now().toISOString(), id);
  }

  #rows(id: string, where: string): ItemRow[] {
    return this.#db
      .prepare(
        `SELECT shipment_id, location_id, request, sent_at, outcome, error_code, message
         FROM fulfilment_action_items WHERE action_id = ? ${where} ORDER BY rowid`,
      )
      .all(id) as ItemRow[];
  }
}
