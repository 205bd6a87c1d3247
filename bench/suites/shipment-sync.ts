import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { shipmentsMigrations } from '../../src/main/shipments/migrations.ts';
import { runShipmentSync } from '../../src/main/shipments/shipment-sync.ts';
import { ShipmentWriter } from '../../src/main/shipments/shipment-writer.ts';
import { StoreThread } from '../../src/main/shipments/store-thread.ts';
import { SyncCheckpoints } from '../../src/main/shipments/sync-checkpoints.ts';
import { startCheckpointer } from '../../src/main/storage/checkpointer.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import { walLimitOf } from '../../src/main/storage/wal-limit.ts';
import { EventLoopWatch } from '../harness/event-loop.ts';
import { measure } from '../harness/measure.ts';
import { MB, readMemory, sampleRss } from '../harness/rss.ts';
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
  full: { shipments: 10_000, latencyMs: 50, runs: 2 },
  smoke: { shipments: 200, latencyMs: 5, runs: 1 },
};
const { shipments: SHIPMENTS, latencyMs: LATENCY_MS, runs: RUNS } = sized(SIZES);
const PARALLELISM = 4;
const KEY = { profileId: 'bench', account: 'self:bench' };
const TIME_ROW = 'shipments: full sync of 10,000 shipments at 50 ms, 4 windows at once';
const MEMORY_ROW = 'shipments: backend memory (RSS) during the full sync of 10,000';
const DELAY_ROW = 'shipments: event-loop delay during the full sync of 10,000, p99 / max';

interface Context {
  sim: SimProcess;
}

interface Run {
  requests: number;
  pages: number;
  windows: number;
  stored: number;
  busiestWindow: number;
}

export const shipmentSyncSuite = suite<Context>({
  name: 'shipment-sync',
  sizes: SIZES,
  setUp: async () => ({ sim: await startSimProcess({ shipments: SHIPMENTS, latencyMs: LATENCY_MS }) }),
  tearDown: ({ sim }) => sim.close(),
  benchmarks: [
    {
      rows: [TIME_ROW, MEMORY_ROW, DELAY_ROW],
      async run({ sim }): Promise<Figure[]> {
        const traffic = new Traffic();
        const client = sellerClient(sim.info, benchHttp(traffic));
        // Untimed: the token and the connection.
        const warm = client.filterShipments({ type: 'preDispatch' }, { pageSize: 1 });
        await warm.next();
        await warm.return();
        let dir = '';
        // What the app's backend holds open between syncs: the database, its background checkpoints and the
        // storage thread with its own connection. Opened before each timed run and closed after it.
        let open:
          | {
              db: DatabaseSync;
              checkpointer: ReturnType<typeof startCheckpointer>;
              store: StoreThread;
            }
          | undefined;
        const runs: Run[] = [];
        const before = readMemory(process.pid).rss;
        const rss = sampleRss(process.pid);
        // In the desktop app this loop is also the window's (Electron's main process): a long task here is a
        // frozen window. Sampled every 10 ms through every timed run.
        const delay = new EventLoopWatch();
        const samples = await measure(
          'full shipment sync',
          async () => {
            if (open === undefined) throw new Error('the database was not opened before the run');
            const { db, store } = open;
            delay.start();
            const checkpoints = new SyncCheckpoints(db);
            const outcome = await runShipmentSync(
              { source: client, writer: new ShipmentWriter(db), store, checkpoints, now: () => new Date() },
              KEY,
              { kind: 'full', parallelism: PARALLELISM },
            );
            const windows = db
              .prepare('SELECT pages FROM shipment_sync_windows WHERE sync_id = ?')
              .all(outcome.syncId) as { pages: number }[];
            const pages = windows.reduce((a, w) => a + w.pages, 0);
            runs.push({
              requests: pages,
              pages,
              windows: windows.length,
              stored: outcome.stored,
              busiestWindow: Math.max(...windows.map((w) => w.pages)),
            });
            delay.stop();
          },
          {
            runs: RUNS,
            beforeEach: async () => {
              dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-sync-'));
              const db = openDatabase(dir, [appMigrations, shipmentsMigrations]);
              const checkpointer = startCheckpointer(db, (message) =>
                console.error(`a background checkpoint failed: ${message}`),
              );
              const store = new StoreThread(dir, { walLimit: walLimitOf(db) });
              await store.ready();
              open = { db, checkpointer, store };
            },
            afterEach: async () => {
              await open?.store.close();
              await open?.checkpointer?.close();
              open?.db.close();
              open = undefined;
              rmSync(dir, { recursive: true, force: true });
            },
          },
        );
        const peak = rss.stop();
        const run = runs[0] as Run;
        const requests = Math.max(...runs.map((r) => r.requests));
        // Every request waits the latency; at most PARALLELISM are in flight, and no window can finish before
        // its own pages have been read one after another.
        const bound = Math.max(Math.ceil(requests / PARALLELISM), run.busiestWindow) * LATENCY_MS;
        const ideal = Math.ceil(run.stored / 20 / PARALLELISM) * LATENCY_MS;
        return [
          {
            name: TIME_ROW,
            ...summarize(samples.map((ms) => ms / 1000)),
            unit: 's',
            bound: bound / 1000,
            target: { on: 'ratio', op: '<=', value: 1.2 },
            note:
              `bound = max(⌈${requests} requests / ${PARALLELISM}⌉, busiest window ${run.busiestWindow} pages) × ${LATENCY_MS} ms; ` +
              `${run.windows} windows (date windows of 3 filter types, a held window each, a catch-up round), real dialect, pages of 20, ${formatNumber(run.stored)} shipments stored per run into SQLite on disk by the storage thread; ` +
              `with no partial pages at all it would be ${(ideal / 1000).toFixed(2)} s; ${traffic.retries} retries; ${RUNS} runs, token fetched before timing.`,
          },
          delay.figure(
            DELAY_ROW,
            RUNS,
            `the ${RUNS} timed runs; the storage thread writes, this loop parses pages and answers the grid`,
          ),
          {
            name: MEMORY_ROW,
            median: peak / MB,
            min: before / MB,
            max: peak / MB,
            unit: 'MB',
            runs: 1,
            note: `RSS of the process running the sync (the backend's part), sampled every 20 ms: ${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at the highest; the simulator is a separate process.`,
          },
        ];
      },
    },
  ],
});
