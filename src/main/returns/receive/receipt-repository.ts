import type { DatabaseSync } from 'node:sqlite';
import type { ClaimState } from '../../../shared/returns/claims.ts';
import type { Receipt, ReceiptCondition } from '../../../shared/returns/receipt.ts';
import { inTransaction } from '../../storage/transaction.ts';
import type { ReturnKey } from './return-facts.ts';

type ReceiptRow = {
  return_id: string;
  condition: ReceiptCondition;
  note: string | null;
  photo_path: string | null;
  received_at: string;
};

const receiptOf = (r: ReceiptRow): Receipt => ({
  returnId: r.return_id,
  condition: r.condition,
  note: r.note ?? '',
  photoPath: r.photo_path ?? '',
  receivedAt: r.received_at,
});

/** A receipt with its claim, for a return received damaged, wrong or missing. */
export type ClaimReceipt = Receipt & { state: ClaimState; reference: string; filedAt: string | null };

/** The seller's receipts (`return_receipts`) and the claims made of them (`return_claims`), kept across restarts. */
export class ReceiptRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  get(key: ReturnKey, returnId: string): Receipt | undefined {
    const row = this.#db
      .prepare(
        `SELECT return_id, condition, note, photo_path, received_at FROM return_receipts
         WHERE profile_id = ? AND account = ? AND return_id = ?`,
      )
      .get(key.profileId, key.account, returnId) as ReceiptRow | undefined;
    return row && receiptOf(row);
  }

  /**
   * Keeps a receipt, and an open claim for a condition other than good, in one transaction; false (nothing kept)
   * when the return was received already (another window, a second click).
   */
  add(key: ReturnKey, r: Receipt): boolean {
    return inTransaction(this.#db, () => {
      const added = this.#db
        .prepare(
          `INSERT INTO return_receipts (profile_id, account, return_id, condition, note, photo_path, received_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .run(key.profileId, key.account, r.returnId, r.condition, r.note, r.photoPath, r.receivedAt).changes;
      if (Number(added) === 0) return false;
      if (r.condition !== 'good')
        this.#db
          .prepare(
            `INSERT INTO return_claims (profile_id, account, return_id, state) VALUES (?, ?, ?, 'open')
             ON CONFLICT DO NOTHING`,
          )
          .run(key.profileId, key.account, r.returnId);
      return true;
    });
  }

  /** The claims of the account (`state`: only those), oldest receipt first. */
  claims(key: ReturnKey, state?: ClaimState): ClaimReceipt[] {
    const rows = this.#db
      .prepare(
        `SELECT r.return_id, r.condition, r.note, r.photo_path, r.received_at, c.state, c.reference, c.filed_at
         FROM return_claims c JOIN return_receipts r
           ON r.profile_id = c.profile_id AND r.account = c.account AND r.return_id = c.return_id
         WHERE c.profile_id = ? AND c.account = ? AND (?3 IS NULL OR c.state = ?3)
         ORDER BY r.received_at, r.return_id`,
      )
      .all(key.profileId, key.account, state ?? null) as (ReceiptRow & {
      state: ClaimState;
      reference: string;
      filed_at: string | null;
    })[];
    return rows.map((r) => ({
      ...receiptOf(r),
      state: r.state,
      reference: r.reference,
      filedAt: r.filed_at,
    }));
  }

  /** Marks a claim filed with the marketplace (its reference, if the seller has one); false when there is none. */
  file(key: ReturnKey, returnId: string, reference: string, at: string): boolean {
    const changed = this.#db
      .prepare(
        `UPDATE return_claims SET state = 'filed', reference = ?, filed_at = ?
         WHERE profile_id = ? AND account = ? AND return_id = ?`,
      )
      .run(reference, at, key.profileId, key.account, returnId).changes;
    return Number(changed) > 0;
  }
}
