import type { DatabaseSync } from 'node:sqlite';
import { journalSummaries } from '../storage/journal-summaries.ts';
import type {
  ChangeKind,
  ChangeResult,
  ChangeState,
  ChangeSummary,
  ListingEdit,
} from '../../shared/my-listings/payloads.ts';
import { inTransaction } from '../storage/transaction.ts';
import type { Held } from './change-compare.ts';

/** An item still without an answer; `sent` when it may have reached the marketplace (read it back first). */
export type PendingEdit = ListingEdit & { sent: boolean };

export interface Answer {
  status: string;
  failed: boolean;
  words: string;
  /** A stopped item: what its SKU held instead of the value the change was made against. */
  found?: Held;
}

/** The status of an item not sent because its SKU held a third value (or another change of it was in flight). */
export const STOPPED = 'STOPPED';

type ItemRow = {
  kind: ChangeKind;
  sku: string;
  product_id: string;
  before: string;
  after: string;
  sent_at: string | null;
  adds: number;
};

const editOf = (r: ItemRow): ListingEdit =>
  ({
    sku: r.sku,
    productId: r.product_id,
    kind: r.kind,
    before: JSON.parse(r.before) as unknown,
    after: JSON.parse(r.after) as unknown,
    ...(r.adds === 1 ? { adds: true } : {}),
  }) as ListingEdit;

/**
 * The journal of price and stock changes. Every item is written when the change is created, marked sent in the
 * transaction just before its call leaves, and answered once; an answered item is never sent again.
 */
export class ChangeJournal {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /** Writes a change and its items; `within` runs in the same transaction (a caller's own record of the change). */
  create(
    id: string,
    profileId: string,
    edits: readonly ListingEdit[],
    undoes?: string,
    within?: () => void,
  ): void {
    const now = this.#now().toISOString();
    const insert = this.#db.prepare(
      `INSERT INTO listing_change_items (change_id, kind, sku, product_id, before, after, adds) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    inTransaction(this.#db, () => {
      this.#db
        .prepare(
          `INSERT INTO listing_changes (id, profile_id, state, total, undoes, created_at, updated_at)
           VALUES (?, ?, 'running', ?, ?, ?, ?)`,
        )
        .run(id, profileId, edits.length, undoes ?? null, now, now);
      for (const e of edits)
        insert.run(
          id,
          e.kind,
          e.sku,
          e.productId,
          JSON.stringify(e.before),
          JSON.stringify(e.after),
          e.kind === 'stock' && e.adds === true ? 1 : 0,
        );
      within?.();
    });
  }

  pending(changeId: string): PendingEdit[] {
    const rows = this.#db
      .prepare(
        `SELECT kind, sku, product_id, before, after, sent_at, adds FROM listing_change_items
         WHERE change_id = ? AND status IS NULL ORDER BY rowid`,
      )
      .all(changeId) as ItemRow[];
    return rows.map((r) => ({ ...editOf(r), sent: r.sent_at !== null }));
  }

  /**
   * Takes the SKUs' locks for this change, in one transaction, before they are read and sent: one action per SKU at
   * a time, across windows and hosts sharing the folder. Returns the SKUs taken (or held already by this change,
   * resumed); one whose lock another change holds is left to it.
   */
  lock(changeId: string, skus: readonly string[]): string[] {
    const now = this.#now().toISOString();
    const take = this.#db.prepare(
      `INSERT INTO listing_locks (profile_id, sku, change_id, taken_at)
       SELECT profile_id, ?, id, ? FROM listing_changes WHERE id = ?
       ON CONFLICT (profile_id, sku) DO NOTHING`,
    );
    const holder = this.#db.prepare(
      `SELECT l.change_id FROM listing_locks l JOIN listing_changes c ON c.profile_id = l.profile_id
       WHERE c.id = ? AND l.sku = ?`,
    );
    return inTransaction(this.#db, () =>
      skus.filter((sku) => {
        take.run(sku, now, changeId);
        return (holder.get(changeId, sku) as { change_id: string } | undefined)?.change_id === changeId;
      }),
    );
  }

  /**
   * Gives up the SKUs' locks after a call of `kind`, except where an item is still to be answered: sent, or (while the
   * change runs) the SKU's item of the other kind, whose call may be between its read and its send.
   */
  release(changeId: string, kind: ChangeKind, skus: readonly string[]): void {
    const unlock = this.#unlock();
    inTransaction(this.#db, () => {
      for (const sku of skus) unlock.run(changeId, sku, kind);
    });
  }

  /** Marks items as on their way, in one transaction, before their call leaves (their SKUs locked). */
  markSent(changeId: string, kind: ChangeKind, skus: readonly string[]): void {
    const now = this.#now().toISOString();
    const mark = this.#db.prepare(
      'UPDATE listing_change_items SET sent_at = ? WHERE change_id = ? AND kind = ? AND sku = ? AND status IS NULL',
    );
    inTransaction(this.#db, () => {
      for (const sku of skus) mark.run(now, changeId, kind, sku);
    });
  }

  /**
   * Frees a SKU's lock after a call of kind ?3 unless an item of it has no answer yet and may still be sent or
   * answered: sent already, or, while the change runs, its item of the other kind. A SKU's price and stock go in two
   * calls at once under one lock: the first answered must not free the SKU while the other is between read and send.
   * Both kinds are named so the SKU's items are found by their key (change, kind, SKU): with the kind left open,
   * SQLite walked every unanswered item of the change instead, for each SKU (9 ms a call of 10 in a change of 10,000).
   */
  #unlock() {
    return this.#db.prepare(
      `DELETE FROM listing_locks WHERE change_id = ?1 AND sku = ?2 AND NOT EXISTS (
         SELECT 1 FROM listing_change_items i JOIN listing_changes c ON c.id = i.change_id
         WHERE i.change_id = ?1 AND i.kind IN ('price', 'stock') AND i.sku = ?2 AND i.status IS NULL
           AND (i.sent_at IS NOT NULL OR (c.state = 'running' AND i.kind <> ?3)))`,
    );
  }

  /** The SKUs of `skus` whose lock a change holds: being sent, or sent with their outcome not known yet. */
  busy(profileId: string, skus: readonly string[]): string[] {
    const held = this.#db.prepare('SELECT 1 FROM listing_locks WHERE profile_id = ? AND sku = ?');
    return [...new Set(skus)].filter((sku) => held.get(profileId, sku) !== undefined);
  }

  /** Writes answers in one transaction, never overwriting one; a SKU whose outcome is all known is unlocked. */
  record(changeId: string, kind: ChangeKind, answers: ReadonlyMap<string, Answer>): void {
    const now = this.#now().toISOString();
    const update = this.#db.prepare(
      `UPDATE listing_change_items SET status = ?, failed = ?, words = ?, found = ?, answered_at = ?
       WHERE change_id = ? AND kind = ? AND sku = ? AND status IS NULL`,
    );
    const unlock = this.#unlock();
    inTransaction(this.#db, () => {
      for (const [sku, a] of answers) {
        const found = a.found === undefined ? null : JSON.stringify(a.found);
        update.run(a.status, a.failed ? 1 : 0, a.words, found, now, changeId, kind, sku);
        unlock.run(changeId, sku, kind);
      }
      this.#db.prepare('UPDATE listing_changes SET updated_at = ? WHERE id = ?').run(now, changeId);
    });
  }

  skus(changeId: string): string[] {
    const rows = this.#db
      .prepare('SELECT DISTINCT sku FROM listing_change_items WHERE change_id = ? ORDER BY sku')
      .all(changeId) as { sku: string }[];
    return rows.map((r) => r.sku);
  }

  /** The items the marketplace took, as edits (for an undo). */
  applied(changeId: string): ListingEdit[] {
    const rows = this.#db
      .prepare(
        `SELECT kind, sku, product_id, before, after, sent_at, adds FROM listing_change_items
         WHERE change_id = ? AND failed = 0 AND status <> '${STOPPED}' ORDER BY rowid`,
      )
      .all(changeId) as ItemRow[];
    return rows.map(editOf);
  }

  /** The items stopped on a third value, each with what its SKU held instead. */
  stopped(changeId: string): { edit: ListingEdit; found: Held }[] {
    const rows = this.#db
      .prepare(
        `SELECT kind, sku, product_id, before, after, sent_at, adds, found FROM listing_change_items
         WHERE change_id = ? AND status = '${STOPPED}' AND found IS NOT NULL ORDER BY rowid`,
      )
      .all(changeId) as (ItemRow & { found: string })[];
    return rows.map((r) => ({ edit: editOf(r), found: JSON.parse(r.found) as Held }));
  }

  results(changeId: string): ChangeResult[] {
    const rows = this.#db
      .prepare(
        `SELECT kind, sku, status, failed, words FROM listing_change_items
         WHERE change_id = ? AND status IS NOT NULL ORDER BY rowid`,
      )
      .all(changeId) as { kind: ChangeKind; sku: string; status: string; failed: number; words: string }[];
    return rows.map((r) => ({
      sku: r.sku,
      kind: r.kind,
      status: r.status,
      failed: r.failed === 1,
      words: r.words,
      ...(r.status === STOPPED ? { stopped: true } : {}),
    }));
  }

  /**
   * A cancelled change gives up its locks: nothing of it will be read back, and the next change compares first. One
   * that stops otherwise keeps only those of SKUs sent with their outcome not known yet (no call of it is on its way).
   */
  setState(changeId: string, state: ChangeState, message: string): void {
    inTransaction(this.#db, () => {
      this.#db
        .prepare('UPDATE listing_changes SET state = ?, message = ?, updated_at = ? WHERE id = ?')
        .run(state, message, this.#now().toISOString(), changeId);
      if (state === 'cancelled')
        this.#db.prepare('DELETE FROM listing_locks WHERE change_id = ?').run(changeId);
      else if (state !== 'running') {
        const unlock = this.#unlock();
        const held = this.#db.prepare('SELECT sku FROM listing_locks WHERE change_id = ?').all(changeId) as {
          sku: string;
        }[];
        for (const { sku } of held) unlock.run(changeId, sku, '');
      }
    });
  }

  get(changeId: string): ChangeSummary | undefined {
    return this.#list('WHERE j.id = ?', changeId)[0];
  }

  undoOf(changeId: string): ChangeSummary | undefined {
    return this.#list('WHERE j.undoes = ? ORDER BY j.rowid DESC', changeId)[0];
  }

  changes(profileId: string): ChangeSummary[] {
    return this.#list('WHERE j.profile_id = ? ORDER BY j.created_at DESC, j.rowid DESC', profileId);
  }

  #list(where: string, param: string): ChangeSummary[] {
    const stopped = this.#db.prepare(
      `SELECT COUNT(*) AS n FROM listing_change_items WHERE change_id = ? AND status = '${STOPPED}'`,
    );
    return journalSummaries<ChangeState>(
      this.#db,
      { jobs: 'listing_changes', items: 'listing_change_items', itemKey: 'change_id' },
      where,
      param,
    ).map((c) => ({ ...c, stopped: (stopped.get(c.id) as { n: number }).n }));
  }
}
