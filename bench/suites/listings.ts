import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { EventBus } from '../../src/main/backend/event-bus.ts';
import { JobRegistry } from '../../src/main/jobs/job-registry.ts';
import { DraftRepository } from '../../src/main/listings/draft-repository.ts';
import { listingsMigrations } from '../../src/main/listings/migrations.ts';
import { UploadJournal } from '../../src/main/listings/upload-journal.ts';
import { UploadService } from '../../src/main/listings/upload-service.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import { COLUMN_IDS } from '../../src/shared/listings/columns.ts';
import { importCsv } from '../../src/shared/listings/csv.ts';
import { EXAMPLE_ROW } from '../../src/shared/listings/example.ts';
import { checkSheet, toRequest } from '../../src/shared/listings/rules.ts';
import type { UploadSummary } from '../../src/shared/listings/payloads.ts';
import Papa from 'papaparse';
import { EventLoopWatch } from '../harness/event-loop.ts';
import { measure } from '../harness/measure.ts';
import { summarize } from '../harness/stats.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { Traffic, benchHttp, sellerClient } from '../support/clients.ts';
import { startSimProcess } from '../support/sim-process.ts';
import type { SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { latencyMs: 100, skus: 10_000, baselineSkus: 2_000, limitedSkus: 2_000, csvRows: 50_000 },
  smoke: { latencyMs: 10, skus: 100, baselineSkus: 20, limitedSkus: 40, csvRows: 200 },
};
const {
  latencyMs: LATENCY_MS,
  skus: SKUS,
  baselineSkus: BASELINE_SKUS,
  limitedSkus: LIMITED_SKUS,
  csvRows: CSV_ROWS,
} = sized(SIZES);
const IN_FLIGHT = 4;

const UPLOAD_ROW = 'listings: upload job, 10,000 SKUs at 100 ms, 4 calls in flight';
const UPLOAD_DELAY_ROW = 'listings: event-loop delay during the 10,000-SKU upload, p99 / max';
const BASELINE_ROW = 'listings: upload job, 2,000 SKUs at 100 ms, one call at a time (baseline)';
const LIMIT_CALLS = 20;
const LIMITED_ROW = 'listings: upload job, 2,000 SKUs at 100 ms under a limit of 20 calls/s';
const CSV_ROW = 'listings: import a 50,000-row CSV and check every row (Node)';

interface Context {
  sim: SimProcess;
  /** SKUs per second of the upload at 4 in flight, for the baseline's speed-up. */
  rate?: number;
}

/** The upload job as the app runs it (SQLite journal included) over `n` fresh SKUs; returns seconds and traffic. */
async function timedUpload(
  sim: SimProcess,
  n: number,
  prefix: string,
  maxInFlight: number,
  delay?: EventLoopWatch,
) {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-listings-'));
  const db = openDatabase(dir, [appMigrations, listingsMigrations]);
  try {
    const traffic = new Traffic();
    const seller = sellerClient(sim.info, benchHttp(traffic));
    // Token and connection first, untimed.
    await seller.createListings({ [`${prefix}-WARM`]: toRequest(EXAMPLE_ROW) });
    const drafts = new DraftRepository(db);
    drafts.replace(
      'bench',
      Array.from({ length: n }, (_, i) => ({
        id: `r${i}`,
        position: i,
        cells: { ...EXAMPLE_ROW, sku: `${prefix}-${i}` },
      })),
    );
    let finish: (u: UploadSummary) => void = () => undefined;
    const finished = new Promise<UploadSummary>((resolve) => (finish = resolve));
    const service = new UploadService({
      drafts,
      journal: new UploadJournal(db),
      jobs: new JobRegistry(db, new EventBus()),
      seller: async () => seller,
      runner: { maxInFlight },
      onChange: (u) => {
        if (u.state !== 'running') finish(u);
      },
    });
    traffic.reset();
    const [ms] = await measure(
      'upload',
      async () => {
        delay?.start();
        service.start('bench');
        const done = await finished;
        delay?.stop();
        if (done.state !== 'done' || done.failed > 0)
          throw new Error(`upload ended ${done.state}: ${done.message}`);
      },
      { runs: 1 },
    );
    return { seconds: (ms ?? 0) / 1000, traffic };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function csvOf(rows: number): string {
  const data = Array.from({ length: rows }, (_, i) =>
    COLUMN_IDS.map((id) => (id === 'sku' ? `CSV-${i}` : (EXAMPLE_ROW[id] ?? ''))),
  );
  return Papa.unparse({ fields: [...COLUMN_IDS], data });
}

export const listingsSuite = suite<Context>({
  name: 'listings',
  sizes: SIZES,
  async setUp() {
    return { sim: await startSimProcess({ latencyMs: LATENCY_MS, shipments: 200, products: 2000 }) };
  },
  tearDown: (context) => context.sim.close(),
  benchmarks: [
    {
      rows: [UPLOAD_ROW, UPLOAD_DELAY_ROW],
      async run(context): Promise<Figure[]> {
        const delay = new EventLoopWatch();
        const { seconds, traffic } = await timedUpload(
          context.sim,
          SKUS,
          `BENCH-${Date.now()}`,
          IN_FLIGHT,
          delay,
        );
        context.rate = SKUS / seconds;
        const calls = SKUS / 10;
        return [
          {
            name: UPLOAD_ROW,
            ...summarize([seconds]),
            unit: 's',
            bound: (calls * LATENCY_MS) / IN_FLIGHT / 1000,
            target: { on: 'ratio', op: '<=', value: 1.1 },
            note: `bound = ${calls} calls × ${LATENCY_MS} ms / ${IN_FLIGHT} in flight; ${traffic.requests} requests, at most ${traffic.peakInFlight} in flight; every result written to the SQLite journal; 1 run.`,
          },
          delay.figure(UPLOAD_DELAY_ROW, 1, 'the upload job (calls, results into the SQLite journal)'),
        ];
      },
    },
    {
      rows: [BASELINE_ROW],
      async run(context): Promise<Figure[]> {
        const { seconds, traffic } = await timedUpload(context.sim, BASELINE_SKUS, `BASE-${Date.now()}`, 1);
        const rate = BASELINE_SKUS / seconds;
        const speedUp =
          context.rate === undefined
            ? ''
            : `; the upload job at ${IN_FLIGHT} in flight is ${(context.rate / rate).toFixed(2)}x faster in SKUs/s (target ≥ 3.5x)`;
        return [
          {
            name: BASELINE_ROW,
            ...summarize([seconds]),
            unit: 's',
            bound: ((BASELINE_SKUS / 10) * LATENCY_MS) / 1000,
            note: `${rate.toFixed(0)} SKUs/s; ${traffic.requests} requests, at most ${traffic.peakInFlight} in flight${speedUp}; 2,000 SKUs keep the run near 20 s.`,
          },
        ];
      },
    },
    {
      rows: [LIMITED_ROW],
      async run(context): Promise<Figure[]> {
        const admin = async (method: string, body?: unknown) => {
          const res = await fetch(`${context.sim.info.admin_url}/rate-limits`, {
            method,
            ...(body === undefined
              ? {}
              : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          if (!res.ok) throw new Error(`rate-limits ${method}: ${res.status}`);
          return (await res.json()) as { rules: { allowed?: number; refused?: number }[] };
        };
        await admin('PUT', { rules: [{ match: '/sellers/listings/v3', calls: LIMIT_CALLS }] });
        try {
          const { seconds, traffic } = await timedUpload(
            context.sim,
            LIMITED_SKUS,
            `LIMIT-${Date.now()}`,
            IN_FLIGHT,
          );
          const rule = (await admin('GET')).rules[0];
          const rate = LIMITED_SKUS / seconds;
          return [
            {
              name: LIMITED_ROW,
              median: rate,
              min: rate,
              max: rate,
              runs: 1,
              unit: 'SKUs/s',
              bound: LIMIT_CALLS * 10,
              target: { on: 'ratio', op: '>=', value: 0.75 },
              note: `bound = ${LIMIT_CALLS} calls/s × 10 SKUs (the simulator's sliding-window rule, 429 with Retry-After beyond it); ${traffic.requests} requests, ${rule?.refused ?? '?'} refused with 429, at most ${traffic.peakInFlight} in flight; ${seconds.toFixed(1)} s; 1 run.`,
            },
          ];
        } finally {
          await admin('DELETE');
        }
      },
    },
    {
      rows: [CSV_ROW],
      async run(): Promise<Figure[]> {
        const text = csvOf(CSV_ROWS);
        const samples = await measure(
          'import',
          () => {
            const parsed = importCsv(text);
            const issues = checkSheet(parsed.rows.map((cells, i) => ({ id: String(i), cells })));
            if (parsed.rows.length !== CSV_ROWS || issues.size !== 0)
              throw new Error('the CSV did not import cleanly');
          },
          { runs: 3 },
        );
        return [
          {
            name: CSV_ROW,
            ...summarize(samples),
            unit: 'ms',
            note: `${(text.length / 1e6).toFixed(1)} MB, ${CSV_ROWS.toLocaleString('en-US')} rows of ${COLUMN_IDS.length} columns: papaparse with line numbers and mangled-value checks, then every rule; 3 runs.`,
          },
        ];
      },
    },
  ],
});
