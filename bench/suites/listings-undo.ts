import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { EventBus } from '../../src/main/backend/event-bus.ts';
import { JobRegistry } from '../../src/main/jobs/job-registry.ts';
import { DraftRepository } from '../../src/main/listings/draft-repository.ts';
import { ListingReads } from '../../src/main/listings/listing-reads.ts';
import { PREVIEW_READS_IN_FLIGHT, PreviewService } from '../../src/main/listings/listing-preview.ts';
import { listingsMigrations } from '../../src/main/listings/migrations.ts';
import { UploadJournal } from '../../src/main/listings/upload-journal.ts';
import { UploadService } from '../../src/main/listings/upload-service.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import type { JobProgress } from '../../src/shared/app/payloads.ts';
import { EXAMPLE_ROW } from '../../src/shared/listings/example.ts';
import type { UploadSummary } from '../../src/shared/listings/payloads.ts';
import { toRequest } from '../../src/shared/listings/rules.ts';
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
  full: { latencyMs: 100, skus: 2_000 },
  smoke: { latencyMs: 10, skus: 20 },
};
const { latencyMs: LATENCY_MS, skus: SKUS } = sized(SIZES);
const IN_FLIGHT = 4;
const PREVIEW_ROW = 'listings: preview of 2,000 SKUs at 100 ms, 4 reads in flight';
const UNDO_ROW = 'listings: undo of a 2,000-SKU upload at 100 ms, 4 calls in flight';

interface Context {
  sim: SimProcess;
  dir: string;
  db: DatabaseSync;
  traffic: Traffic;
  bus: EventBus;
  drafts: DraftRepository;
  journal: UploadJournal;
  uploads: UploadService;
  preview: PreviewService;
  /** The upload the undo undoes: set by the preview benchmark's set-up, or made by the undo's. */
  changedUpload?: string;
}

const rowsOf = (prefix: string, price: string) =>
  Array.from({ length: SKUS }, (_, i) => ({
    id: `r${i}`,
    position: i,
    cells: { ...EXAMPLE_ROW, sku: `${prefix}-${i}`, selling_price: price },
  }));

/** Waits for an upload of the service to end; throws unless every SKU went in. */
function uploadEnded(context: Context, uploadId: string): Promise<UploadSummary> {
  return new Promise((resolve, reject) => {
    const off = context.bus.subscribe((name, payload) => {
      const u = payload as UploadSummary;
      if (name !== 'listingsUploadChanged' || u.id !== uploadId || u.state === 'running') return;
      off();
      if (u.state !== 'done' || u.failed > 0) reject(new Error(`upload ended ${u.state}: ${u.message}`));
      else resolve(u);
    });
  });
}

function jobEnded(bus: EventBus, jobId: string): Promise<JobProgress> {
  return new Promise((resolve, reject) => {
    const off = bus.subscribe((name, payload) => {
      const p = payload as JobProgress;
      if (name !== 'jobProgress' || p.jobId !== jobId || p.state === 'running') return;
      off();
      if (p.state !== 'done') reject(new Error(`job ended ${p.state}: ${p.message}`));
      else resolve(p);
    });
  });
}

/** Uploads the sheet as it is and waits for it (untimed set-up). */
async function uploadAll(context: Context): Promise<string> {
  const { uploadId } = context.uploads.start('bench');
  await uploadEnded(context, uploadId);
  return uploadId;
}

/**
 * Preview and undo as the app runs them (SQLite journal and reads included) against the simulator at 100 ms a call:
 * 2,000 SKUs uploaded (set-up), their listings read by the preview, a changed price uploaded, and that upload undone.
 */
export const listingsUndoSuite = suite<Context>({
  name: 'listings-undo',
  sizes: SIZES,
  async setUp() {
    const sim = await startSimProcess({ latencyMs: LATENCY_MS, shipments: 200, products: 2000 });
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-undo-'));
    const db = openDatabase(dir, [appMigrations, listingsMigrations]);
    const traffic = new Traffic();
    const seller = sellerClient(sim.info, benchHttp(traffic));
    await seller.createListings({ [`UNDO-WARM-${Date.now()}`]: toRequest(EXAMPLE_ROW) });
    const bus = new EventBus();
    const jobs = new JobRegistry(db, bus);
    const drafts = new DraftRepository(db);
    const journal = new UploadJournal(db);
    const reads = new ListingReads(db);
    const uploads = new UploadService({
      drafts,
      journal,
      reads,
      jobs,
      seller: async () => seller,
      runner: { maxInFlight: IN_FLIGHT },
      onChange: (u) => bus.emit('listingsUploadChanged', { ...u, interrupted: false }),
    });
    // The orders of this bench account: the listings the simulator holds for the uploaded SKUs.
    const orders = {
      listingsInOrders: async () => {
        const res = await fetch(`${sim.info.admin_url}/listings/received`);
        const { skus } = (await res.json()) as { skus: Record<string, { listingId?: string }> };
        return Object.entries(skus).flatMap(([sku, r]) =>
          r.listingId === undefined ? [] : [{ sku, listingId: r.listingId }],
        );
      },
    };
    const preview = new PreviewService({ drafts, journal, reads, orders, jobs, reader: async () => seller });
    const context: Context = { sim, dir, db, traffic, bus, drafts, journal, uploads, preview };
    drafts.replace('bench', rowsOf(`UNDO-${Date.now()}`, '649'));
    await uploadAll(context);
    return context;
  },
  async tearDown(context) {
    context.db.close();
    rmSync(context.dir, { recursive: true, force: true });
    await context.sim.close();
  },
  benchmarks: [
    {
      rows: [PREVIEW_ROW],
      async run(context): Promise<Figure[]> {
        const rows = context.drafts.rows('bench');
        context.drafts.replace(
          'bench',
          rows.map((r) => ({ ...r, cells: { ...r.cells, selling_price: '555' } })),
        );
        const rowIds = rows.map((r) => r.id);
        context.traffic.reset();
        let changing = 0;
        const [ms] = await measure(
          'preview',
          async () => {
            const { jobId } = context.preview.start('bench', rowIds);
            await jobEnded(context.bus, jobId);
            changing = context.preview
              .preview('bench', rowIds)
              .items.filter((i) => i.state === 'changes').length;
          },
          { runs: 1 },
        );
        if (changing !== SKUS) throw new Error(`the preview found ${changing} of ${SKUS} SKUs changing`);
        const seconds = (ms ?? 0) / 1000;
        return [
          {
            name: PREVIEW_ROW,
            ...summarize([seconds]),
            unit: 's',
            bound: ((SKUS / PREVIEW_READS_IN_FLIGHT) * LATENCY_MS) / 1000,
            target: { on: 'ratio', op: '<=', value: 1.1 },
            note: `bound = ${SKUS} reads / ${PREVIEW_READS_IN_FLIGHT} in flight × ${LATENCY_MS} ms (no rate limit set on listing reads; under one, reads/s is the bound instead); ${context.traffic.requests} listing reads, at most ${context.traffic.peakInFlight} in flight; every read written to SQLite, then old → new compared for all ${SKUS}; 1 run.`,
          },
        ];
      },
    },
    {
      rows: [UNDO_ROW],
      async run(context): Promise<Figure[]> {
        // The upload to undo: every SKU's price changed (set-up, untimed); the undo sends back the first upload's.
        const rows = context.drafts.rows('bench');
        context.drafts.replace(
          'bench',
          rows.map((r) => ({ ...r, cells: { ...r.cells, selling_price: '555' } })),
        );
        const uploadStarted = performance.now();
        const changed = await uploadAll(context);
        const uploadSeconds = (performance.now() - uploadStarted) / 1000;
        context.traffic.reset();
        const [ms] = await measure(
          'undo',
          async () => {
            const { uploadId } = context.uploads.undo(changed);
            const done = await uploadEnded(context, uploadId);
            if (done.answered !== SKUS) throw new Error(`the undo restored ${done.answered} of ${SKUS}`);
          },
          { runs: 1 },
        );
        const seconds = (ms ?? 0) / 1000;
        // Compare and set: each call of 10 SKUs is sent only after a read of those 10 (`GET /listings/v3/{skuIds}`,
        // at most 10 a read) in the same slot, so the least an undo can make is a read and a write per 10 SKUs.
        const writes = SKUS / 10;
        const reads = SKUS / 10;
        return [
          {
            name: UNDO_ROW,
            ...summarize([seconds]),
            unit: 's',
            bound: ((reads + writes) * LATENCY_MS) / IN_FLIGHT / 1000,
            target: { on: 'ratio', op: '<=', value: 1.1 },
            note: `bound = (${reads} reads + ${writes} writes) × ${LATENCY_MS} ms / ${IN_FLIGHT} in flight: each write of 10 SKUs follows its own read of them (compare and set); the undo's requests come from the journal (each SKU's earlier accepted request), ${context.traffic.requests - context.traffic.reads} writes and ${context.traffic.reads} reads made, at most ${context.traffic.peakInFlight} in flight; every result journaled; the upload it undoes took ${uploadSeconds.toFixed(2)} s just before, on the same machine; 1 run.`,
          },
        ];
      },
    },
  ],
});
