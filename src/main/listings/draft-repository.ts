import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import type { Cells } from '../../shared/listings/columns.ts';
import type { PositionedRow } from '../../shared/listings/payloads.ts';
import { inTransaction } from '../storage/transaction.ts';
import { t } from '../i18n/backend-language.ts';

export type { PositionedRow };

/** Rows deleted per transaction when a replaced sheet is cleared away, the loop free between two. */
const SWEEP_BLOCK = 2_000;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The draft sheet of each profile, saved row by row as it is edited, so a reload or a crash loses nothing.
 *
 * A whole sheet is replaced through a staging sheet (migration step 3): its blocks are written where nothing reads
 * them, and one small transaction makes it the live sheet once every row has arrived. A crash or a refused block
 * part way leaves the previous sheet as it was; a sheet left staging is cleared by the profile's next replace.
 */
export class DraftRepository {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;
  #sweeping: Promise<void> | null = null;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  rows(profileId: string): PositionedRow[] {
    const rows = this.#db
      .prepare(
        'SELECT row_id, position, cells FROM listing_drafts WHERE profile_id = ? ORDER BY position, row_id',
      )
      .all(this.#live(profileId)) as { row_id: string; position: number; cells: string }[];
    return rows.map((r) => ({ id: r.row_id, position: r.position, cells: JSON.parse(r.cells) as Cells }));
  }

  count(profileId: string): number {
    const row = this.#db
      .prepare('SELECT COUNT(*) AS n FROM listing_drafts WHERE profile_id = ?')
      .get(this.#live(profileId)) as { n: number };
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
      const sheet = this.#live(profileId);
      for (const row of changes.upsert ?? [])
        upsert.run(sheet, row.id, row.position, JSON.stringify(row.cells), now);
      for (const id of changes.remove ?? []) remove.run(sheet, id);
    });
  }

  /** Replaces the whole sheet in one transaction (a sheet of one block); the old rows go with the next sweep. */
  replace(profileId: string, rows: readonly PositionedRow[]): void {
    inTransaction(this.#db, () => {
      const sheet = this.#stage(profileId, rows.length);
      this.#add(sheet, 0, rows);
      this.#finish(sheet);
    });
  }

  /**
   * Starts replacing the sheet with `expected` rows sent in blocks; gives the staging sheet's key. A staging sheet
   * the profile left before (a save cut short) is dropped.
   */
  beginReplace(profileId: string, expected: number): string {
    return inTransaction(this.#db, () => this.#stage(profileId, expected));
  }

  /** Adds the next block; `first` is the place in the whole sheet of its first row (0-based). All or none. */
  addRows(sheet: string, first: number, rows: readonly PositionedRow[]): void {
    inTransaction(this.#db, () => this.#add(sheet, first, rows));
  }

  /** Makes the staging sheet live once all its rows have arrived; the sheet it replaces is then swept. */
  finishReplace(sheet: string): void {
    inTransaction(this.#db, () => this.#finish(sheet));
  }

  /** Deletes the rows of replaced and abandoned sheets, a block per transaction, the loop free between two. */
  sweep(): Promise<void> {
    this.#sweeping ??= this.#sweepAll().finally(() => (this.#sweeping = null));
    return this.#sweeping;
  }

  async #sweepAll(): Promise<void> {
    const next = this.#db.prepare("SELECT sheet FROM listing_draft_sheets WHERE state = 'old' LIMIT 1");
    const drop = this.#db.prepare(
      'DELETE FROM listing_drafts WHERE rowid IN (SELECT rowid FROM listing_drafts WHERE profile_id = ? LIMIT ?)',
    );
    const forget = this.#db.prepare("DELETE FROM listing_draft_sheets WHERE sheet = ? AND state = 'old'");
    for (;;) {
      const old = next.get() as { sheet: string } | undefined;
      if (old === undefined) return;
      inTransaction(this.#db, () => {
        if (Number(drop.run(old.sheet, SWEEP_BLOCK).changes) < SWEEP_BLOCK) forget.run(old.sheet);
      });
      await yieldToLoop();
    }
  }

  /** The key of the profile's live sheet: the one marked live, else (drafts saved before sheets) its own id. */
  /**
   * Overwrites some cells of rows of the live sheet (rows deleted meanwhile are left alone), in one transaction:
   * what an undo restored at the marketplace, written back so the sheet shows it.
   */
  patchCells(profileId: string, patches: readonly { rowId: string; cells: Cells }[]): void {
    const sheet = this.#live(profileId);
    const get = this.#db.prepare('SELECT cells FROM listing_drafts WHERE profile_id = ? AND row_id = ?');
    const put = this.#db.prepare(
      'UPDATE listing_drafts SET cells = ?, updated_at = ? WHERE profile_id = ? AND row_id = ?',
    );
    const now = this.#now().toISOString();
    inTransaction(this.#db, () => {
      for (const p of patches) {
        const row = get.get(sheet, p.rowId) as { cells: string } | undefined;
        if (row === undefined) continue;
        put.run(JSON.stringify({ ...(JSON.parse(row.cells) as Cells), ...p.cells }), now, sheet, p.rowId);
      }
    });
  }

  #live(profileId: string): string {
    const row = this.#db
      .prepare("SELECT sheet FROM listing_draft_sheets WHERE profile_id = ? AND state = 'live'")
      .get(profileId) as { sheet: string } | undefined;
    return row?.sheet ?? profileId;
  }

  #stage(profileId: string, expected: number): string {
    const sheet = randomUUID();
    this.#db
      .prepare("UPDATE listing_draft_sheets SET state = 'old' WHERE profile_id = ? AND state = 'staging'")
      .run(profileId);
    this.#db
      .prepare(
        "INSERT INTO listing_draft_sheets (sheet, profile_id, state, expected, created_at) VALUES (?, ?, 'staging', ?, ?)",
      )
      .run(sheet, profileId, expected, this.#now().toISOString());
    return sheet;
  }

  #staging(sheet: string): { expected: number; received: number } {
    const row = this.#db
      .prepare('SELECT state, expected, received FROM listing_draft_sheets WHERE sheet = ?')
      .get(sheet) as { state: string; expected: number; received: number } | undefined;
    if (row?.state !== 'staging') throw new AppError('NOT_FOUND', t('listings.save.replaced'));
    return row;
  }

  #add(sheet: string, first: number, rows: readonly PositionedRow[]): void {
    const { expected, received } = this.#staging(sheet);
    if (first !== received)
      throw new AppError(
        'VALIDATION',
        t('listings.save.outOfOrder', { first: first + 1, expected: received + 1 }),
      );
    if (received + rows.length > expected)
      throw new AppError(
        'VALIDATION',
        t('listings.save.oneMore', { row: expected + 1, announced: expected }),
      );
    const now = this.#now().toISOString();
    const insert = this.#db.prepare(
      'INSERT INTO listing_drafts (profile_id, row_id, position, cells, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    const taken = this.#db.prepare('SELECT 1 FROM listing_drafts WHERE profile_id = ? AND row_id = ?');
    rows.forEach((row, i) => {
      if (taken.get(sheet, row.id) !== undefined)
        throw new AppError('VALIDATION', t('listings.save.idTaken', { row: first + i + 1, id: row.id }), {
          row: first + i + 1,
        });
      insert.run(sheet, row.id, row.position, JSON.stringify(row.cells), now);
    });
    this.#db
      .prepare('UPDATE listing_draft_sheets SET received = received + ? WHERE sheet = ?')
      .run(rows.length, sheet);
  }

  #finish(sheet: string): void {
    const { expected, received } = this.#staging(sheet);
    if (received !== expected)
      throw new AppError('VALIDATION', t('listings.save.missing', { received, expected }));
    const { profile_id: profileId } = this.#db
      .prepare('SELECT profile_id FROM listing_draft_sheets WHERE sheet = ?')
      .get(sheet) as { profile_id: string };
    const live = this.#live(profileId);
    this.#db.prepare("UPDATE listing_draft_sheets SET state = 'old' WHERE sheet = ?").run(live);
    // A profile's first sheet, saved before sheets were marked, is its own id: marked old here to be swept.
    this.#db
      .prepare(
        "INSERT OR IGNORE INTO listing_draft_sheets (sheet, profile_id, state, created_at) VALUES (?, ?, 'old', ?)",
      )
      .run(live, profileId, this.#now().toISOString());
    this.#db.prepare("UPDATE listing_draft_sheets SET state = 'live' WHERE sheet = ?").run(sheet);
  }
}
