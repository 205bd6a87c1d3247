import type { DatabaseSync } from 'node:sqlite';
import type { RestockState } from '../../../shared/returns/receive-payloads.ts';
import { inTransaction } from '../../storage/transaction.ts';
import type { ReturnKey } from './return-facts.ts';

/** A return on its way back to stock, or back. */
export interface RestockRow {
  returnId: string;
  changeId: string;
  sku: string;
  locationId: string;
  quantity: number;
  state: RestockState;
  words: string;
}

type Row = {
  return_id: string;
  change_id: string;
  sku: string;
  location_id: string;
  quantity: number;
  state: RestockState;
  words: string;
};

const rowOf = (r: Row): RestockRow => ({
  returnId: r.return_id,
  changeId: r.change_id,
  sku: r.sku,
  locationId: r.location_id,
  quantity: r.quantity,
  state: r.state,
  words: r.words,
});

/** `return_restocks`: which restock carries each return received as good (see migrations.ts). */
export class RestockRepository {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /** The returns received as good that no restock carries. */
  toRestock(key: ReturnKey): string[] {
    const rows = this.#db
      .prepare(
        `SELECT r.return_id FROM return_receipts r
         WHERE r.profile_id = ? AND r.account = ? AND r.condition = 'good' AND NOT EXISTS (
           SELECT 1 FROM return_restocks s
           WHERE s.profile_id = r.profile_id AND s.account = r.account AND s.return_id = r.return_id)
         ORDER BY r.received_at, r.return_id`,
      )
      .all(key.profileId, key.account) as { return_id: string }[];
    return rows.map((r) => r.return_id);
  }

  /**
   * Writes that these returns ride on change `changeId`; called inside the transaction that writes the change.
   * A return another restock took meanwhile (a second window) refuses the whole: the caller's transaction rolls
   * back, and neither the change nor any of these rows is kept.
   */
  claim(
    key: ReturnKey,
    changeId: string,
    lines: readonly { returnId: string; sku: string; locationId: string; quantity: number }[],
  ): boolean {
    const insert = this.#db.prepare(
      `INSERT INTO return_restocks (profile_id, account, return_id, change_id, sku, location_id, quantity, state,
         created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'sending', ?) ON CONFLICT DO NOTHING`,
    );
    const at = this.#now().toISOString();
    let taken = 0;
    for (const l of lines)
      taken += Number(
        insert.run(key.profileId, key.account, l.returnId, changeId, l.sku, l.locationId, l.quantity, at)
          .changes,
      );
    return taken === lines.length;
  }

  /** Every restock row of the account, newest first. */
  list(key: ReturnKey, state?: RestockState): RestockRow[] {
    const rows = this.#db
      .prepare(
        `SELECT return_id, change_id, sku, location_id, quantity, state, words FROM return_restocks
         WHERE profile_id = ? AND account = ? AND (?3 IS NULL OR state = ?3)
         ORDER BY created_at DESC, return_id`,
      )
      .all(key.profileId, key.account, state ?? null) as Row[];
    return rows.map(rowOf);
  }

  /** Records what became of returns: kept with a new state and words, or (`null`) dropped, to be tried again. */
  settle(key: ReturnKey, outcomes: ReadonlyMap<string, { state: RestockState; words: string } | null>): void {
    const at = this.#now().toISOString();
    const update = this.#db.prepare(
      `UPDATE return_restocks SET state = ?, words = ?, settled_at = ?
       WHERE profile_id = ? AND account = ? AND return_id = ? AND state = 'sending'`,
    );
    const drop = this.#db.prepare(
      `DELETE FROM return_restocks WHERE profile_id = ? AND account = ? AND return_id = ? AND state = 'sending'`,
    );
    inTransaction(this.#db, () => {
      for (const [returnId, o] of outcomes)
        if (o === null) drop.run(key.profileId, key.account, returnId);
        else update.run(o.state, o.words, at, key.profileId, key.account, returnId);
    });
  }
}
