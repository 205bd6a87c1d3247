import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import { measure } from '../harness/measure.ts';
import { perSecond, summarize } from '../harness/stats.ts';
import { formatNumber } from '../harness/table.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import {
  CATEGORY,
  FEED_PRODUCTS_SCHEMA,
  FILTERED_COUNT,
  FIRST_PAGE,
  INSERT_PRODUCT,
  PRICE_RANGE,
  PROFILE,
  makeProductRows,
} from '../support/product-rows.ts';
import type { ProductRow } from '../support/product-rows.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { rows: 100_000, insertRuns: 5 },
  smoke: { rows: 5_000, insertRuns: 1 },
};
const { rows: ROWS, insertRuns: INSERT_RUNS } = sized(SIZES);
const BATCH = 1_000;

interface Context {
  rows: ProductRow[];
  folder: string;
  /** A database holding the rows once, for the queries. */
  db: DatabaseSync;
}

/** The app's own openDatabase (WAL, synchronous NORMAL, numbered migrations) with the feed table added. */
function open(folder: string): DatabaseSync {
  return openDatabase(folder, [appMigrations, { slice: 'bench', steps: [FEED_PRODUCTS_SCHEMA] }]);
}

/** Inserts in transactions of BATCH rows through one prepared statement, as a feed sync writes page by page. */
function insertAll(db: DatabaseSync, rows: readonly ProductRow[]): void {
  const insert = db.prepare(INSERT_PRODUCT);
  for (let start = 0; start < rows.length; start += BATCH) {
    db.exec('BEGIN IMMEDIATE');
    try {
      for (let i = start; i < Math.min(start + BATCH, rows.length); i++)
        insert.run(...(rows[i] as ProductRow));
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** The query plan in one line, e.g. `SEARCH feed_products USING INDEX feed_products_by_price (…)`. */
function plan(db: DatabaseSync, sql: string, params: readonly (string | number)[]): string {
  const steps = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
  return steps.map((s) => s.detail).join('; ');
}

const params = [PROFILE, CATEGORY, PRICE_RANGE[0], PRICE_RANGE[1]] as const;

export const sqliteSuite = suite<Context>({
  name: 'sqlite',
  sizes: SIZES,
  async setUp() {
    const rows = makeProductRows(ROWS);
    const folder = mkdtempSync(join(tmpdir(), 'stockroom-bench-sqlite-'));
    const db = open(folder);
    insertAll(db, rows);
    db.exec('ANALYZE');
    return { rows, folder, db };
  },
  async tearDown(context) {
    context.db.close();
    rmSync(context.folder, { recursive: true, force: true });
  },
  benchmarks: [
    {
      rows: ['sqlite: insert 100,000 product rows (1,000 per transaction)'],
      async run(context): Promise<Figure[]> {
        let db: DatabaseSync | undefined;
        let folder = '';
        const samples = await measure('sqlite insert', () => insertAll(db as DatabaseSync, context.rows), {
          runs: INSERT_RUNS,
          beforeEach() {
            folder = mkdtempSync(join(tmpdir(), 'stockroom-bench-insert-'));
            db = open(folder);
          },
          afterEach() {
            db?.close();
            rmSync(folder, { recursive: true, force: true });
          },
        });
        const s = summarize(samples);
        const rate = summarize(perSecond(samples, ROWS));
        return [
          {
            name: 'sqlite: insert 100,000 product rows (1,000 per transaction)',
            ...s,
            unit: 'ms',
            target: { on: 'median', op: '<', value: 2000 },
            note: `node:sqlite on a temp-folder file through the app's openDatabase (WAL, synchronous NORMAL); one prepared upsert, primary key plus one index; ${formatNumber(rate.median)} rows/s.`,
          },
        ];
      },
    },
    {
      rows: ['sqlite: grid first page (filter + sort, LIMIT 100)', 'sqlite: grid row count (same filter)'],
      async run({ db }): Promise<Figure[]> {
        const page = db.prepare(FIRST_PAGE);
        const count = db.prepare(FILTERED_COUNT);
        const got = page.all(...params).length;
        const total = (count.get(...params) as { n: number }).n;
        if (got !== 100) throw new Error(`the first page held ${got} rows, not 100`);
        const pageSamples = await measure('sqlite first page', () => page.all(...params), {
          timeMs: 1000,
          minRuns: 50,
        });
        const countSamples = await measure('sqlite count', () => count.get(...params), {
          timeMs: 1000,
          minRuns: 20,
        });
        return [
          {
            name: 'sqlite: grid first page (filter + sort, LIMIT 100)',
            ...summarize(pageSamples),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 5 },
            note: `in-stock products of one category priced ${PRICE_RANGE[0]}–${PRICE_RANGE[1]}, cheapest first, over ${formatNumber(ROWS)} rows (${formatNumber(total)} match); plan: ${plan(db, FIRST_PAGE, params)}.`,
          },
          {
            name: 'sqlite: grid row count (same filter)',
            ...summarize(countSamples),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 50 },
            note: `COUNT(*) of the same filter (${formatNumber(total)} rows); plan: ${plan(db, FILTERED_COUNT, params)}.`,
          },
        ];
      },
    },
  ],
});
