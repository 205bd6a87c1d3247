import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { returnsMigrations } from '../../src/main/returns/migrations.ts';
import { ReturnSyncCheckpoints } from '../../src/main/returns/return-sync-checkpoints.ts';
import { runReturnSync, type ReturnSyncOutcome } from '../../src/main/returns/return-sync.ts';
import { ReturnWriter, type OrderItemFacts } from '../../src/main/returns/return-writer.ts';
import { shipmentsMigrations } from '../../src/main/shipments/migrations.ts';
import { orderItemFacts } from '../../src/main/shipments/order-item-facts.ts';
import { startCheckpointer } from '../../src/main/storage/checkpointer.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import { measure } from '../harness/measure.ts';
import { summarize } from '../harness/stats.ts';
import { formatNumber } from '../harness/table.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { Traffic, benchHttp, sellerClient } from '../support/clients.ts';
import { startSimProcess } from '../support/sim-process.ts';
import type { SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { returns: 10_000, latencyMs: 50, runs: 2 },
  smoke: { returns: 100, latencyMs: 5, runs: 1 },
};
const { returns: RETURNS, latencyMs: LATENCY_MS, runs: RUNS } = sized(SIZES);
const PARALLELISM = 4;
/** Order-item reads in flight at once: the seller client's default. */
const READS_AT_ONCE = 4;
const KEY = { profileId: 'bench', account: 'self:bench' };
const TIME_ROW = 'returns: sync 10,000 returns at 50 ms a call';

interface Run {
  outcome: ReturnSyncOutcome;
  /** Per round of windows: pages of each window. */
  rounds: number[][];
  factReads: number;
}

/**
 * A full returns sync of 10,000 returns, as the app runs it (4 windows at once, pages of 25, each stored in SQLite
 * on disk, then the SKU and title of their order items read 100 a call, the shipments cache being empty).
 */
export const returnsSyncSuite = suite<{ sim: SimProcess }>({
  name: 'returns-sync',
  sizes: SIZES,
  // Enough shipments that the returns name order items of their own, as on a busy account.
  setUp: async () => ({
    sim: await startSimProcess({ shipments: RETURNS, returns: RETURNS, latencyMs: LATENCY_MS }),
  }),
  tearDown: ({ sim }) => sim.close(),
  benchmarks: [
    {
      rows: [TIME_ROW],
      async run({ sim }): Promise<Figure[]> {
        const traffic = new Traffic();
        const client = sellerClient(sim.info, benchHttp(traffic));
        // Untimed: the token and the connection.
        const warm = client.searchReturns({ source: 'courier_return', returnIds: ['0'] });
        await warm.next();
        await warm.return();
        let dir = '';
        let db: DatabaseSync | undefined;
        let checkpointer: ReturnType<typeof startCheckpointer>;
        const runs: Run[] = [];
        const samples = await measure(
          'full returns sync',
          async () => {
            if (db === undefined) throw new Error('the database was not opened before the run');
            const open = db;
            let factReads = 0;
            const outcome = await runReturnSync(
              {
                source: client,
                writer: new ReturnWriter(open),
                checkpoints: new ReturnSyncCheckpoints(open),
                now: () => new Date(),
                facts: {
                  cached: (key, ids) => orderItemFacts(open, key, ids),
                  read: async (ids, signal) => {
                    factReads += Math.ceil(ids.length / 100);
                    const out = new Map<string, OrderItemFacts>();
                    for (const s of await client.getShipments('orderItemIds', ids, signal ? { signal } : {}))
                      for (const i of s.orderItems)
                        if (i.sku !== undefined)
                          out.set(i.orderItemId, { sku: i.sku, title: i.title ?? null });
                    return out;
                  },
                },
              },
              KEY,
              { kind: 'full', parallelism: PARALLELISM },
            );
            const windows = open
              .prepare(
                'SELECT round, pages FROM return_sync_windows WHERE sync_id = ? ORDER BY round, position',
              )
              .all(outcome.syncId) as { round: number; pages: number }[];
            const rounds: number[][] = [];
            for (const w of windows) (rounds[w.round] ??= []).push(w.pages);
            runs.push({ outcome, rounds, factReads });
          },
          {
            runs: RUNS,
            beforeEach: () => {
              dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-returns-'));
              db = openDatabase(dir, [appMigrations, shipmentsMigrations, returnsMigrations]);
              // What the app's backend holds open: the database and its background checkpoints.
              checkpointer = startCheckpointer(db, (message) =>
                console.error(`a background checkpoint failed: ${message}`),
              );
            },
            afterEach: async () => {
              await checkpointer?.close();
              db?.close();
              db = undefined;
              rmSync(dir, { recursive: true, force: true });
            },
          },
        );
        const run = runs[0] as Run;
        // Each round waits for its slowest: per round, at most 4 windows in flight and no window faster than its own
        // pages one after another; then the order-item reads, 4 in flight. Every call waits the latency.
        const roundCalls = run.rounds.map((pages) =>
          Math.max(Math.ceil(pages.reduce((a, p) => a + p, 0) / PARALLELISM), Math.max(...pages)),
        );
        const calls = roundCalls.reduce((a, n) => a + n, 0) + Math.ceil(run.factReads / READS_AT_ONCE);
        const pages = run.rounds.flat().reduce((a, p) => a + p, 0);
        return [
          {
            name: TIME_ROW,
            ...summarize(samples.map((ms) => ms / 1000)),
            unit: 's',
            bound: (calls * LATENCY_MS) / 1000,
            target: { on: 'ratio', op: '<=', value: 1.2 },
            note:
              `bound = (Σ per round max(⌈pages / ${PARALLELISM}⌉, busiest window) + ⌈${run.factReads} order-item reads / ${READS_AT_ONCE}⌉) × ${LATENCY_MS} ms = ${calls} calls; ` +
              `rounds of ${run.rounds.map((r) => `${r.length} windows`).join(', ')} (creation windows of both sources, then a catch-up), ${pages} pages of 25, ` +
              `${formatNumber(run.outcome.stored)} returns stored per run into SQLite on disk; ${traffic.retries} retries; ${RUNS} runs, token fetched before timing.`,
          },
        ];
      },
    },
  ],
});
