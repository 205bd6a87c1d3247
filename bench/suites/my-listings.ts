import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { EventBus } from '../../src/main/backend/event-bus.ts';
import { JobRegistry } from '../../src/main/jobs/job-registry.ts';
import { ChangeJournal } from '../../src/main/my-listings/change-journal.ts';
import { ChangeService } from '../../src/main/my-listings/change-service.ts';
import { myListingsMigrations } from '../../src/main/my-listings/migrations.ts';
import { MyListingsRepository } from '../../src/main/my-listings/my-listings-repository.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import type { ChangeSummary, ListingEdit } from '../../src/shared/my-listings/payloads.ts';
import { measure } from '../harness/measure.ts';
import { summarize } from '../harness/stats.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { Traffic, benchHttp, sellerClient } from '../support/clients.ts';
import { simAdmin, startSimProcess } from '../support/sim-process.ts';
import type { SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { latencyMs: 100, changes: 10_000, rows: 50_000 },
  smoke: { latencyMs: 10, changes: 50, rows: 500 },
};
const { latencyMs: LATENCY_MS, changes: CHANGES, rows: ROWS } = sized(SIZES);
const IN_FLIGHT = 4;
const CHANGE_ROW = 'my-listings: 10,000 price changes at 100 ms, 4 calls in flight';
const BLOCK_ROW = 'my-listings: first 100 of 50,000 listings, by selling price (SQL)';

interface Context {
  sim: SimProcess;
  dir: string;
  db: DatabaseSync;
  traffic: Traffic;
  changes: ChangeService;
  bus: EventBus;
  repo: MyListingsRepository;
  skus: string[];
}

/** 13 characters, as the marketplace's product ids. */
const product = (i: number) => `BENCH${String(i).padStart(8, '0')}`;

function changeEnded(bus: EventBus, changeId: string): Promise<ChangeSummary> {
  return new Promise((resolve, reject) => {
    const off = bus.subscribe((name, payload) => {
      const c = payload as ChangeSummary;
      if (name !== 'listingChangeChanged' || c.id !== changeId || c.state === 'running') return;
      off();
      if (c.state !== 'done' || c.failed > 0) reject(new Error(`change ended ${c.state}: ${c.message}`));
      else resolve(c);
    });
  });
}

/**
 * My listings as the app runs them: a change of 10,000 prices through the journaled job (each SKU journaled before
 * its call, its answer after) against the simulator at 100 ms a write; and the grid's first block of 50,000 stored
 * listings sorted by price in SQL.
 */
export const myListingsSuite = suite<Context>({
  name: 'my-listings',
  sizes: SIZES,
  async setUp() {
    const sim = await startSimProcess({ latencyMs: 0, shipments: 200, products: 2000 });
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-my-listings-'));
    const db = openDatabase(dir, [appMigrations, myListingsMigrations]);
    const traffic = new Traffic();
    // The listings to change, created untimed and fast (no latency yet), 16 calls in flight.
    const setup = sellerClient(sim.info, benchHttp(new Traffic()), { listingConcurrency: 16 });
    const skus = Array.from({ length: CHANGES }, (_, i) => `ML-${Date.now()}-${i}`);
    const created = await setup.createListings(
      Object.fromEntries(
        skus.map((sku, i) => [
          sku,
          {
            productId: product(i),
            price: { mrp: 1000, sellingPrice: 900 },
            tax: { hsn: '6109' },
            listingStatus: 'ACTIVE' as const,
            fulfillmentProfile: 'NON_FBF' as const,
            locations: [{ id: 'LOC1', status: 'ENABLED' as const, inventory: 5 }],
          },
        ]),
      ),
    );
    const refused = Object.values(created).filter((r) => r.status !== 'SUCCESS').length;
    if (refused > 0) throw new Error(`${refused} of ${CHANGES} listings were not created`);
    // Only the writes are slow: 100 ms each, as the real service's round trip.
    await simAdmin(sim, 'PUT', '/faults', {
      rules: [{ match: '/sellers/listings/v3/update/*', latencyMs: LATENCY_MS }],
    });
    const bus = new EventBus();
    const seller = sellerClient(sim.info, benchHttp(traffic));
    const changes = new ChangeService({
      journal: new ChangeJournal(db),
      jobs: new JobRegistry(db, bus),
      writer: async () => seller,
      online: () => true,
      runner: { maxInFlight: IN_FLIGHT },
      onChange: (c) => bus.emit('listingChangeChanged', c),
    });
    const repo = new MyListingsRepository(db);
    repo.storeReads(
      'bench',
      Array.from({ length: ROWS }, (_, i) => ({
        sku: `ROW-${String(i).padStart(6, '0')}`,
        state: 'available' as const,
        listing: {
          listingId: `L${i}`,
          productId: product(i),
          price: { mrp: 2000, sellingPrice: 100 + ((i * 7919) % 1900), currency: 'INR' },
          listingStatus: 'ACTIVE',
          packages: [],
          locations: [{ id: 'LOC1', status: 'ENABLED', inventory: i % 50 }],
        },
      })),
    );
    return { sim, dir, db, traffic, changes, bus, repo, skus };
  },
  async tearDown(context) {
    context.db.close();
    rmSync(context.dir, { recursive: true, force: true });
    await context.sim.close();
  },
  benchmarks: [
    {
      rows: [CHANGE_ROW],
      async run(context): Promise<Figure[]> {
        const edits: ListingEdit[] = context.skus.map((sku, i) => ({
          sku,
          productId: product(i),
          kind: 'price',
          before: { mrp: 1000, sellingPrice: 900 },
          after: { mrp: 1000, sellingPrice: 800 + (i % 100) },
        }));
        context.traffic.reset();
        const [ms] = await measure(
          'change',
          async () => {
            const started = await context.changes.start('bench', edits);
            const done = await changeEnded(context.bus, started.changeId);
            if (done.answered !== CHANGES)
              throw new Error(`the change answered ${done.answered} of ${CHANGES}`);
          },
          { runs: 1 },
        );
        const calls = CHANGES / 10;
        return [
          {
            name: CHANGE_ROW,
            ...summarize([(ms ?? 0) / 1000]),
            unit: 's',
            bound: (calls * LATENCY_MS) / IN_FLIGHT / 1000,
            target: { on: 'ratio', op: '<=', value: 1.1 },
            note: `bound = ${calls} calls × ${LATENCY_MS} ms / ${IN_FLIGHT} in flight; each SKU journaled (marked sent) before its call and answered after, in SQLite on disk; ${context.traffic.requests} requests, at most ${context.traffic.peakInFlight} in flight; the app's read of the changed SKUs afterwards is not included; 1 run.`,
          },
        ];
      },
    },
    {
      rows: [BLOCK_ROW],
      async run(context): Promise<Figure[]> {
        const samples = await measure(
          'block',
          async () => {
            const block = context.repo.block('bench', {
              startRow: 0,
              endRow: 100,
              sort: [{ colId: 'sellingPrice', sort: 'desc' }],
              filter: { search: '' },
            });
            if (block.rows.length !== 100 || block.rowCount !== ROWS) throw new Error('short block');
          },
          { runs: 15 },
        );
        return [
          {
            name: BLOCK_ROW,
            ...summarize(samples),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 300 },
            note: `the backend's answer to the grid's first block (rows and count) over ${ROWS.toLocaleString('en-IN')} stored listings, sorted by selling price through its index; SQL only, not the grid's drawing in Chromium; 15 runs.`,
          },
        ];
      },
    },
  ],
});
