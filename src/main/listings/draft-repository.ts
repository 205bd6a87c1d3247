import type { DatabaseSync } from 'node:sqlite';
import type { Cells } from '../../shared/listings/columns.ts';
import type { PositionedRow } from '../../shared/listings/payloads.ts';
import { inTransaction } from '../storage/transaction.ts';

export type { PositionedRow };

/** The draft sheet of each profile, saved row by row as it is edited, so a reload or a crash loses nothing. */
export class DraftRepository {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  rows(profileId: string): PositionedRow[] {
    const rows = this.#db
      .prepare(
        'SELECT row_id, position, cells FROM listing_drafts WHERE profile_id = ? ORDER BY position, row_id',
      )
      .all(profileId) as { row_id: string; position: number; cells: string }[];
    return rows.map((r) => ({ id: r.row_id, position: r.position, cells: JSON.parse(r.cells) as Cells }));
  }

  count(profileId: string): number {
    const row = this.#db
      .prepare('SELECT COUNT(*) AS n FROM listing_drafts WHERE profile_id = ?')
      .get(profileId) as {
      n: number;
    };
    return row.n;
  }

  /** Saves changed rows and removes deleted ones in one transaction. */
  save(profileId: string, changes: { upsert?: readonly PositionedRow[]; remove?: readonly string[] }): void {
    const now = this.#now().toISOString();
    const upsert = this.#db.prepare(
      `INSERT INTO listing_drafts (profile_id, row_id, position, cells, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, row_id) DO UPDATE SET position = excluded.position, cells = excluded.cells,
       updated_at = excluded.updated_at`,
    );
    const remove = this.#db.prepare('DELETE FROM listing_drafts WHERE profile_id = ? AND row_id = ?');
    inTransaction(this.#db, () => {
      for (const row of changes.upsert ?? [])
        upsert.run(profileId, row.id, row.position, JSON.stringify(row.cells), now);
      for (const id of changes.remove ?? []) remove.run(profileId, id);
    });
  }

  /** Replaces the whole sheet (an import or "start again"). */
  replace(profileId: string, rows: readonly PositionedRow[]): void {
    inTransaction(this.#db, () => {
      this.#db.prepare('DELETE FROM listing_drafts WHERE profile_id = ?').run(profileId);
    });
    this.save(profileId, { upsert: rows });
  }
}
