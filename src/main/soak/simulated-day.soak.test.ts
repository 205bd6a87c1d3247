import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { FeedCategoryView } from '../../shared/feeds/types.ts';
import type { UploadStarted, UploadSummary } from '../../shared/listings/payloads.ts';
import type { ShipmentRow, ShipmentSyncStart } from '../../shared/shipments/types.ts';
import { MemorySecretStore } from '../accounts/secret-store.ts';
import { createBackend, type Backend } from '../backend/create-backend.ts';
import { exampleRows } from '../listings/testing/listings-db.test-support.ts';
import { startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { openConfSettings } from '../storage/settings.ts';
import { recordFigures } from '../testing/fuzz.test-support.ts';

/**
 * A seller's and an affiliate's day (two, in the soak run), compressed: a simulated clock (the backend's injected `now` and the
 * simulator's own clock, moved together; nothing sleeps) drives the whole backend through its contract, as the
 * screens and the background sync would. Every 10 simulated minutes an incremental shipment sync and a delta sync
 * of a feed category; every simulated hour an upload of new listings; new orders and category versions as the
 * simulator's day brings them; every access token expired now and then, and fault storms for an hour at a time.
 * At the end nothing is lost or duplicated (the cache equals a fresh full sync, the feed equals the category, every
 * SKU was received), no job is stuck, and memory, handles and the database stay flat after the warm-up.
 */
const HOURS = Number(process.env.STOCKROOM_SOAK_HOURS ?? (process.env.STOCKROOM_SOAK === '1' ? 48 : 3));
const TICK_MINUTES = 10;
const WARM_UP_HOURS = Math.min(2, HOURS - 1);
const SKUS_PER_UPLOAD = 20;
const CATEGORY = 'mobiles';
/** No job may run longer than this (real time): past it, it is stuck. */
const JOB_LIMIT_MS = 60_000;
const FAULT_HOURS = new Set([3, 9, 15, 21, 1]);
const EXPIRY_HOURS = new Set([2, 6, 12, 18]);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface Sample {
  hour: number;
  heapMB: number;
  rssMB: number;
  dbMB: number;
  handles: number;
  timers: number;
}

function fileMB(path: string): number {
  try {
    return statSync(path).size / 1_048_576;
  } catch {
    return 0;
  }
}

describe('a compressed simulated day', () => {
  let sim: Sim;
  let backend: Backend;
  let dataDir: string;
  let offsetMs = 0;
  const progress = new Map<string, JobProgress>();

  beforeAll(async () => {
    sim = await startSim({ shipments: 400, products: 3000, seed: 11 });
    dataDir = mkdtempSync(join(tmpdir(), 'stockroom-soak-day-'));
    backend = newBackend(dataDir);
    backend.events.on('jobProgress', (p) => progress.set(p.jobId, p));
  });
  afterAll(async () => {
    await backend?.close();
    await sim?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function newBackend(dir: string): Backend {
    return createBackend({
      host: 'web',
      version: '0.0.0-soak',
      dataDir: dir,
      settings: openConfSettings(dir),
      secrets: new MemorySecretStore(),
      // The Demo profile's marketplace is this test's simulator, so the test can move its clock and set faults.
      startDemoMarketplace: async () => ({
        sellerBaseUrl: sim.info.base_url,
        authUrl: sim.info.auth_url,
        affiliateBaseUrl: sim.info.affiliate_base_url,
        selfAccess: sim.info.credentials.self_access,
        affiliate: sim.info.credentials.affiliate,
        close: async () => undefined,
      }),
      openExternal: async () => undefined,
      logger: { info: () => undefined, error: () => undefined },
      now: () => new Date(Date.now() + offsetMs),
    });
  }

  async function call<T>(b: Backend, name: string, input: unknown): Promise<T> {
    const envelope = await b.dispatch(name, input);
    if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
    return envelope.value as T;
  }

  async function advance(minutes: number): Promise<void> {
    const ms = minutes * 60_000;
    await sim.admin('POST', '/clock/advance', { ms });
    offsetMs += ms;
  }

  /** Waits for a job to end, by its events; a job running past JOB_LIMIT_MS is stuck and fails the day. */
  async function ended(jobId: string): Promise<JobProgress> {
    const started = Date.now();
    for (;;) {
      const p = progress.get(jobId);
      if (p !== undefined && p.state !== 'running') return p;
      if (Date.now() - started > JOB_LIMIT_MS) throw new Error(`job ${jobId} stuck: ${JSON.stringify(p)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function allShipments(b: Backend): Promise<Map<string, string | null>> {
    const rows = new Map<string, string | null>();
    for (let start = 0; ; start += 1000) {
      const block = await call<GridBlock<ShipmentRow>>(b, 'getShipmentBlock', {
        startRow: start,
        endRow: start + 1000,
        sort: [],
        filter: { view: 'all' },
      });
      for (const r of block.rows) rows.set(r.shipmentId, r.updatedAt);
      if (start + 1000 >= block.rowCount) return rows;
    }
  }

  function sample(hour: number): Sample {
    gc();
    const resources = process.getActiveResourcesInfo();
    return {
      hour,
      heapMB: process.memoryUsage().heapUsed / 1_048_576,
      rssMB: process.memoryUsage().rss / 1_048_576,
      dbMB: fileMB(join(dataDir, 'stockroom.sqlite')) + fileMB(join(dataDir, 'stockroom.sqlite-wal')),
      // Immediates are this test's own polling (see `ended`): left out.
      handles: resources.filter((r) => r !== 'Immediate').length,
      timers: resources.filter((r) => r === 'Timeout').length,
    };
  }

  it(`keeps every order, product and listing through ${HOURS} simulated hours, with memory and handles flat`, async () => {
    const started = performance.now();
    const jobs = { shipments: 0, feeds: 0, uploads: 0, failed: 0 };
    const samples: Sample[] = [];
    const uploadedSkus: string[] = [];
    let faultsDealt = 0;
    let expiries = 0;

    // The morning: the first full syncs (the Demo profile's launch sync starts by itself).
    await call(backend, 'refreshFeedDirectory', {});
    const first = await call<{ jobId: string }>(backend, 'startFeedSync', {
      category: CATEGORY,
      mode: 'full',
    });
    expect((await ended(first.jobId)).state).toBe('done');
    const launch = await call<ShipmentSyncStart>(backend, 'startShipmentSync', { kind: 'auto' });
    if (launch.jobId !== null) await ended(launch.jobId);

    for (let hour = 0; hour < HOURS; hour++) {
      const stormy = FAULT_HOURS.has(hour % 24);
      if (stormy)
        await sim.admin('PUT', '/faults', {
          seed: hour,
          rules: [
            {
              match: '/*',
              rates: { '429': 0.05, 'gateway-503': 0.05, drop: 0.03, truncate: 0.03 },
              retryAfterSeconds: 1,
            },
          ],
        });
      if (EXPIRY_HOURS.has(hour % 24)) {
        await sim.admin('POST', '/tokens/expire');
        expiries++;
      }
      for (let minute = 0; minute < 60; minute += TICK_MINUTES) {
        await advance(TICK_MINUTES);
        const sync = await call<ShipmentSyncStart>(backend, 'startShipmentSync', { kind: 'incremental' });
        if (sync.jobId !== null) {
          jobs.shipments++;
          if ((await ended(sync.jobId)).state !== 'done') jobs.failed++;
        }
        const delta = await call<{ jobId: string }>(backend, 'startFeedSync', {
          category: CATEGORY,
          mode: 'delta',
        });
        jobs.feeds++;
        if ((await ended(delta.jobId)).state !== 'done') jobs.failed++;
      }
      // The hour's listings: new SKUs each hour, uploaded in one job; a failed one is retried when calm.
      const rows = exampleRows(SKUS_PER_UPLOAD, `H${String(hour).padStart(2, '0')}`);
      await call(backend, 'replaceListingsDraft', { rows });
      const upload = await call<UploadStarted>(backend, 'startListingsUpload', {});
      jobs.uploads++;
      const uploadEnd = await ended(upload.jobId);
      if (stormy) {
        const { rules } = (await sim.admin('GET', '/faults')) as { rules: { applied: number }[] };
        faultsDealt += rules.reduce((n, r) => n + r.applied, 0);
        await sim.admin('DELETE', '/faults');
      }
      // A storm may stop the upload (then it resumes) or fail some SKUs (then "Retry failed"), as a person would.
      for (let attempt = 0; attempt < 3; attempt++) {
        const summary = (await call<UploadSummary[]>(backend, 'listListingsUploads', {})).find(
          (u) => u.id === upload.uploadId,
        )!;
        if (summary.state === 'done' && summary.failed === 0) break;
        jobs.failed++;
        const again =
          summary.state === 'done'
            ? await call<UploadStarted>(backend, 'retryFailedListings', { uploadId: upload.uploadId })
            : await call<{ jobId: string }>(backend, 'resumeListingsUpload', { uploadId: upload.uploadId });
        await ended(again.jobId);
      }
      expect(uploadEnd.state).not.toBe('running');
      uploadedSkus.push(...rows.map((r) => String(r.cells.sku)));
      samples.push(sample(hour + 1));
    }

    // Calm at the end of the day: one more sync of each, then the checks.
    const lastSync = await call<ShipmentSyncStart>(backend, 'startShipmentSync', { kind: 'incremental' });
    if (lastSync.jobId !== null) expect((await ended(lastSync.jobId)).state).toBe('done');
    const lastDelta = await call<{ jobId: string }>(backend, 'startFeedSync', {
      category: CATEGORY,
      mode: 'delta',
    });
    expect((await ended(lastDelta.jobId)).state).toBe('done');

    // No job stuck: none is running.
    const listed = await call<JobProgress[]>(backend, 'listJobs', {});
    expect(listed.filter((j) => j.state === 'running')).toEqual([]);

    // Shipments: the day's incremental cache holds exactly what a fresh full sync of the marketplace finds.
    const day = await allShipments(backend);
    const freshDir = mkdtempSync(join(tmpdir(), 'stockroom-soak-fresh-'));
    const fresh = newBackend(freshDir);
    try {
      const freshJobs = new Map<string, JobProgress>();
      fresh.events.on('jobProgress', (p) => freshJobs.set(p.jobId, p));
      const full = await call<ShipmentSyncStart>(fresh, 'startShipmentSync', { kind: 'full' });
      const deadline = Date.now() + JOB_LIMIT_MS;
      while (full.jobId !== null && freshJobs.get(full.jobId)?.state !== 'done') {
        if (Date.now() > deadline) throw new Error('the fresh full sync did not end');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const truth = await allShipments(fresh);
      expect(truth.size).toBeGreaterThan(400);
      expect([...day.keys()].sort()).toEqual([...truth.keys()].sort());
      for (const [id, updatedAt] of truth) expect(day.get(id), id).toBe(updatedAt);
    } finally {
      await fresh.close();
      rmSync(freshDir, { recursive: true, force: true });
    }

    // The feed: one stored product per product the category has had (removed ones marked), at its latest version.
    const { categories } = await call<{ categories: FeedCategoryView[] }>(backend, 'feedDirectory', {});
    const mine = categories.find((c) => c.name === CATEGORY)!;
    const simCategories = (await sim.admin('GET', '/affiliate/categories')) as {
      categories: { name: string; size: number; version: number }[];
    };
    const theirs = simCategories.categories.find((c) => c.name === CATEGORY)!;
    // The simulator's size counts every product the category has had, removed ones too, as the store does.
    expect(mine.stored).toBe(theirs.size);
    expect(mine.version).toBe(theirs.version);

    // Listings: every SKU of every hour received; how many were received twice (an answer lost to a fault).
    const received = (
      (await sim.admin('GET', '/listings/received')) as {
        skus: Record<string, { count: number }>;
      }
    ).skus;
    const missing = uploadedSkus.filter((sku) => (received[sku]?.count ?? 0) < 1);
    expect(missing).toEqual([]);
    const twice = uploadedSkus.filter((sku) => (received[sku]?.count ?? 0) > 1).length;

    // Flat after the warm-up: the heap after a collection (the simulator shares this process and its records grow
    // with the day), the handles (keep-alive sockets come and go) and timers at their most in the last three hours
    // against their most up to the warm-up; the database grows with the day's new orders and product versions only.
    const warm = samples[WARM_UP_HOURS - 1]!;
    const last = samples.at(-1)!;
    const most = (list: Sample[], key: 'handles' | 'timers') => Math.max(...list.map((x) => x[key]));
    const early = samples.slice(0, WARM_UP_HOURS);
    const late = samples.slice(-3);
    expect(last.heapMB - warm.heapMB).toBeLessThan(10);
    expect(most(late, 'handles')).toBeLessThanOrEqual(most(early, 'handles') + 1);
    expect(most(late, 'timers')).toBeLessThanOrEqual(most(early, 'timers') + 1);
    expect(last.dbMB).toBeLessThan(warm.dbMB * 1.5 + 5);

    recordFigures(
      `A compressed simulated day: ${HOURS} hours of syncs, uploads, feed deltas, faults and token expiries`,
      'src/main/soak/simulated-day.soak.test.ts',
      {
        simulatedHours: HOURS,
        realSeconds: Math.round((performance.now() - started) / 1000),
        shipmentSyncs: jobs.shipments,
        feedDeltas: jobs.feeds,
        uploads: jobs.uploads,
        jobsEndedFailedThenResumed: jobs.failed,
        faultsDealt,
        tokenExpiries: expiries,
        shipments: day.size,
        products: theirs.size,
        skusUploaded: uploadedSkus.length,
        skusReceivedTwice: twice,
        heapMBWarm: Number(warm.heapMB.toFixed(1)),
        heapMBEnd: Number(last.heapMB.toFixed(1)),
        rssMBWarm: Math.round(warm.rssMB),
        rssMBEnd: Math.round(last.rssMB),
        dbMBWarm: Number(warm.dbMB.toFixed(1)),
        dbMBEnd: Number(last.dbMB.toFixed(1)),
        handlesWarm: warm.handles,
        handlesEnd: last.handles,
      },
    );
  }, 1_800_000);
});
