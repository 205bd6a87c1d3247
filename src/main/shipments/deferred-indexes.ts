import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../storage/transaction.ts';
import { SORT_SQL } from './sort-columns.ts';

/**
 * The shipments table's sort and filter indexes, which a load builds once at its end instead of row by row and a
 * small table does without, with the definitions the migrations gave them (a test holds the two together). Each
 * stored shipment costs a random write in every one of them, and a commit rewrites every index page it touched: a
 * first full sync into an empty cache spent most of its time there. Always kept: the indexes of the quick search,
 * the summary line, the default sort of a tab (dispatch by) and a resumed sync's read-back (synced at).
 */
export const DEFERRABLE_INDEXES: readonly { name: string; sql: string }[] = [
  ...Object.values(SORT_SQL)
    .filter((column) => column !== 'shipment_id')
    .flatMap((column) => [
      {
        name: `shipments_view_${column}`,
        sql: `ON shipments (profile_id, account, view, ${column}, shipment_id)`,
      },
      { name: `shipments_all_${column}`, sql: `ON shipments (profile_id, account, ${column}, shipment_id)` },
    ])
    .filter((index) => index.name !== 'shipments_view_dispatch_by_ms'),
  { name: 'shipments_view_order_date', sql: 'ON shipments (profile_id, account, view, order_date_ms)' },
  { name: 'shipments_location', sql: 'ON shipments (profile_id, account, location_id)' },
];

/**
 * Below this many rows the sort and filter indexes are not kept: a sort or a filter reads the table in a few tens
 * of milliseconds, and every write would pay for them. A load into such a table drops them; they are built once the
 * table holds this many (at the end of a full sync, or at start-up).
 */
export const LARGE_TABLE_ROWS = 20_000;

/**
 * Defers the indexes while loads run and builds them when the last one ends, if the table is large by then. Loads
 * may overlap (two profiles); indexes missing at start-up (a crash mid-load, a table grown by incremental syncs)
 * are built by `ensure`.
 */
export class DeferredIndexes {
  readonly #db: DatabaseSync;
  #loads = 0;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Starts a load; drops the indexes when the table is small enough to index again quickly. */
  begin(): void {
    this.#loads += 1;
    if (this.#loads > 1 || this.#large()) return;
    for (const index of DEFERRABLE_INDEXES) this.#db.exec(`DROP INDEX IF EXISTS ${index.name}`);
  }

  /** Ends a load (however it ended); the last one to end builds the indexes the table now needs. */
  end(): void {
    this.#loads = Math.max(0, this.#loads - 1);
    if (this.#loads === 0) this.ensure();
  }

  /** Builds every deferrable index that is missing, if the table is large (in one transaction: all or none). */
  ensure(): void {
    const present = new Set(
      (
        this.#db
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'shipments'`)
          .all() as {
          name: string;
        }[]
      ).map((r) => r.name),
    );
    const missing = DEFERRABLE_INDEXES.filter((index) => !present.has(index.name));
    // The indexes' names first: every start runs this, and counting the table's rows took 10-47 ms of it.
    if (missing.length === 0 || !this.#large()) return;
    inTransaction(this.#db, () => {
      for (const index of missing) this.#db.exec(`CREATE INDEX ${index.name} ${index.sql}`);
    });
  }

  #large(): boolean {
    const { n } = this.#db
      .prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM shipments LIMIT ${LARGE_TABLE_ROWS})`)
      .get() as { n: number };
    return n >= LARGE_TABLE_ROWS;
  }
}
