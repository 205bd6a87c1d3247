import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemorySecretStore } from '../../src/main/accounts/secret-store.ts';
import {
  BackendThread,
  startBackendThread,
  type BackendHandle,
  type StartBackend,
} from '../../src/main/hosts/backend-thread/backend-thread.ts';
import { inProcessBackend } from '../../src/main/hosts/backend-thread/in-process.ts';
import { openConfSettings } from '../../src/main/storage/settings.ts';
import { EXAMPLE_ROW } from '../../src/shared/listings/example.ts';
import {
  DRAFT_BLOCK_ROWS,
  saveDraftInBlocks,
  type DraftSaver,
} from '../../src/shared/listings/draft-blocks.ts';
import type { JobProgress } from '../../src/shared/app/payloads.ts';
import { EventLoopWatch } from '../harness/event-loop.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { startSimProcess, type SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: {
    latencyMs: 50,
    shipments: 10_000,
    products: 100_000,
    skus: 10_000,
    draftRows: 50_000,
    idleMs: 10_000,
  },
  smoke: { latencyMs: 5, shipments: 100, products: 1_000, skus: 20, draftRows: 100, idleMs: 300 },
};
const {
  latencyMs: LATENCY_MS,
  shipments: SHIPMENTS,
  products: PRODUCTS,
  skus: SKUS,
  draftRows: DRAFT_ROWS,
  idleMs: IDLE_MS,
} = sized(SIZES);
const JOBS = {
  shipments: 'full shipment sync of 10,000',
  feed: '100,000-product JSON feed sync',
  upload: '10,000-SKU upload',
  draft: '50,000-row draft save',
} as const;
type Job = keyof typeof JOBS;
const hostRow = (job: Job) =>
  `event-loop delay, host thread (window, IPC), during the ${JOBS[job]}, p99 / max`;
const backendRow = (job: Job) => `event-loop delay, backend thread, during the ${JOBS[job]}, p99 / max`;
const beforeRow = (job: Job) =>
  `event-loop delay, host thread with the backend in it (before), during the ${JOBS[job]}, p99 / max`;
const IDLE_ROW =
  'event-loop delay, host thread (window, IPC), no job running (the machine’s floor), p99 / max';

/** One backend with a profile of the bench's simulator. */
interface App {
  dir: string;
  backend: BackendHandle;
  call<T>(name: string, input?: unknown): Promise<T>;
  /** Resolves with the job's last progress once it has ended. */
  ended(jobId: string): Promise<JobProgress>;
}

interface Context {
  sim: SimProcess;
  /** The backend on its own thread, as both hosts start it now. */
  threaded: App;
  /** The same backend on this thread, as the hosts started it before: the same jobs, for comparison. */
  inProcess: App;
}

/**
 * Each heavy job through the app as it runs: the backend on its own thread (startBackendThread, as both hosts
 * start it), asked through the one dispatcher. This thread stands for the host's: in the desktop app Electron's
 * main process, carrying the window's events and IPC replies; it hears every job event as the window would. The
 * same job then runs through a backend on this very thread (the arrangement before), in the same run, so the
 * machine's load (2 cores shared with other work) weighs on both alike.
 */
export const eventLoopSuite = suite<Context>({
  name: 'event-loop',
  sizes: SIZES,
  setUp: async () => {
    const sim = await startSimProcess({ shipments: SHIPMENTS, products: PRODUCTS, latencyMs: LATENCY_MS });
    const threaded = await startApp(sim, startBackendThread);
    const inProcess = await startApp(sim, inProcessBackend());
    return { sim, threaded, inProcess };
  },
  tearDown: async ({ sim, threaded, inProcess }) => {
    for (const app of [threaded, inProcess]) {
      await app.backend.close();
      rmSync(app.dir, { recursive: true, force: true });
    }
    await sim.close();
  },
  benchmarks: [
    {
      rows: [IDLE_ROW],
      async run(): Promise<Figure[]> {
        const host = new EventLoopWatch();
        host.start();
        await new Promise((r) => setTimeout(r, IDLE_MS));
        host.stop();
        return [
          host.figure(
            IDLE_ROW,
            1,
            `${IDLE_MS / 1000} s with both backends idle: what the machine's load alone adds`,
          ),
        ];
      },
    },
    {
      rows: [hostRow('shipments'), backendRow('shipments'), beforeRow('shipments')],
      run: (c) =>
        both(c, 'shipments', async (app) => {
          const { jobId } = await app.call<{ jobId: string }>('startShipmentSync', { kind: 'full' });
          return ended(app, jobId);
        }),
    },
    {
      rows: [hostRow('feed'), backendRow('feed'), beforeRow('feed')],
      run: async (c) => {
        for (const app of [c.threaded, c.inProcess]) await app.call('refreshFeedDirectory');
        return both(c, 'feed', async (app) => {
          const { jobId } = await app.call<{ jobId: string }>('startFeedSync', {
            category: 'mobiles',
            mode: 'full',
          });
          return ended(app, jobId);
        });
      },
    },
    {
      rows: [hostRow('draft'), backendRow('draft'), beforeRow('draft')],
      run: (c) => {
        // Made before the timing: in the app the sheet's rows are the renderer's, not the host thread's to build.
        const rows = draftRows(DRAFT_ROWS, 'DRAFT');
        return both(c, 'draft', async (app) => {
          await saveDraftInBlocks(draftSaver(app), rows);
          return `${DRAFT_ROWS.toLocaleString('en')} rows of ${Object.keys(EXAMPLE_ROW).length} cells sent in blocks of ${DRAFT_BLOCK_ROWS.toLocaleString('en')} (saveDraftInBlocks) and saved`;
        });
      },
    },
    {
      rows: [hostRow('upload'), backendRow('upload'), beforeRow('upload')],
      run: async (c) => {
        // Different SKUs for each backend: the simulator would otherwise take the second upload as updates.
        await saveDraftInBlocks(draftSaver(c.threaded), draftRows(SKUS, 'UPT'));
        await saveDraftInBlocks(draftSaver(c.inProcess), draftRows(SKUS, 'UPP'));
        return both(c, 'upload', async (app) => {
          const started = await app.call<{ jobId: string }>('startListingsUpload', {});
          return ended(app, started.jobId);
        });
      },
    },
  ],
});

async function startApp(sim: SimProcess, start: StartBackend): Promise<App> {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-loop-'));
  const backend = await start({
    host: 'web',
    version: '0.0.0-bench',
    dataDir: dir,
    settings: openConfSettings(dir),
    secrets: new MemorySecretStore(),
    openExternal: async () => undefined,
    logger: { info: () => undefined, error: (m, e) => console.error(`  backend: ${m} ${String(e ?? '')}`) },
  });
  const call = async <T>(name: string, input: unknown = {}): Promise<T> => {
    const envelope = await backend.dispatch(name, input);
    if (!envelope.ok) throw new Error(`${name}: ${envelope.error.message}`);
    return envelope.value as T;
  };
  const ended = (jobId: string) =>
    new Promise<JobProgress>((resolve) => {
      const stop = backend.events.on('jobProgress', (p) => {
        if (p.jobId !== jobId || p.state === 'running') return;
        stop();
        resolve(p);
      });
    });
  // A profile of the bench's simulator (its own process, with the latency), active from here on.
  const profile = await call<{ id: string }>('saveProfile', {
    name: 'Bench',
    kind: 'custom',
    sellerBaseUrl: sim.info.base_url,
    authUrl: sim.info.auth_url,
    affiliateBaseUrl: sim.info.affiliate_base_url,
  });
  await call('setSellerApp', {
    profileId: profile.id,
    type: 'self_access',
    ...sim.info.credentials.self_access,
  });
  await call('setAffiliateCredentials', { profileId: profile.id, ...sim.info.credentials.affiliate });
  await call('activateProfile', { id: profile.id });
  // The Demo's first sync, started with the backend, ends before anything is timed.
  while (backend.runningJobs() > 0) await new Promise((r) => setTimeout(r, 100));
  return { dir, backend, call, ended };
}

/** The calls of a sheet saved in blocks, made through the bench's door to the backend. */
function draftSaver(app: App): DraftSaver {
  return {
    replaceListingsDraft: (input) => app.call('replaceListingsDraft', input),
    beginListingsDraft: (input) => app.call('beginListingsDraft', input),
    addListingsDraftRows: (input) => app.call('addListingsDraftRows', input),
    finishListingsDraft: (input) => app.call('finishListingsDraft', input),
  };
}

function draftRows(count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    position: i,
    cells: { ...EXAMPLE_ROW, sku: `${prefix}-${String(i).padStart(6, '0')}` },
  }));
}

async function ended(app: App, jobId: string): Promise<string> {
  const last = await app.ended(jobId);
  return `the job ended ${last.state} (${last.message})`;
}

/** The job through the backend on its thread, then through the backend on this thread. */
async function both(c: Context, job: Job, work: (app: App) => Promise<string>): Promise<Figure[]> {
  const threaded = await timed(job, work, c.threaded);
  const before = await timed(job, work, c.inProcess);
  return [...threaded, ...before];
}

/** The host thread's loop delay through one run of `work`, and the backend thread's where it has one. */
async function timed(job: Job, work: (app: App) => Promise<string>, app: App): Promise<Figure[]> {
  const thread = app.backend instanceof BackendThread ? app.backend : undefined;
  const host = new EventLoopWatch();
  await thread?.loopDelay('start');
  host.start();
  // The histogram records from its second tick on: a loop blocked at once (a save taken in one synchronous piece
  // right after the call) would otherwise go unseen.
  await new Promise((r) => setTimeout(r, 30));
  const started = performance.now();
  const outcome = await work(app);
  const seconds = (performance.now() - started) / 1000;
  // One more tick of each loop's timer: a loop blocked to the very end (a save done in one synchronous piece) is
  // recorded only when its timer next fires.
  await new Promise((r) => setTimeout(r, 30));
  host.stop();
  const backend = await thread?.loopDelay('stop');
  const what = `the ${JOBS[job]} (${outcome}, ${seconds.toFixed(1)} s; simulator in its own process at ${LATENCY_MS} ms)`;
  if (backend === undefined)
    return [
      host.figure(beforeRow(job), 1, `${what}, with the backend on this thread as the hosts ran it before`),
    ];
  return [
    host.figure(
      hostRow(job),
      1,
      `${what}, on the thread that started the backend thread and hears its events`,
    ),
    {
      name: backendRow(job),
      median: backend.p99,
      min: backend.p50,
      max: backend.max,
      unit: 'ms',
      runs: 1,
      note: `monitorEventLoopDelay on the backend's own thread through ${what}: p99 ${backend.p99.toFixed(1)} ms, max ${backend.max.toFixed(1)} ms, p50 ${backend.p50.toFixed(1)} ms (min column). No target: a late answer here delays a call, it does not freeze the window.`,
    },
  ];
}
