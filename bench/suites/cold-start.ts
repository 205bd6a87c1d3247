import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { DATABASE_FILE_NAME, openDatabase } from '../../src/main/storage/database.ts';
import { MB } from '../harness/rss.ts';
import { summarize } from '../harness/stats.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { fillCache } from './shipment-grid.ts';
import { startWebHost, stopWebHost } from '../support/web-host.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-args.ts';
import { firstTextAt, watchFirstText } from '../support/first-text.ts';
import { minorFaultsOf, pageFaultCost, rendererPids } from '../harness/page-faults.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
/** idleWaitMs: the idle checkpoint waits 30 s after the last job; a little more, for it to finish. */
const SIZES = {
  full: { runs: 3, idleWaitMs: 33_000 },
  smoke: { runs: 1, idleWaitMs: 1_000 },
};
const { runs: RUNS, idleWaitMs: IDLE_WAIT_MS } = sized(SIZES);
const COLD = 'cold start: launch to the first screen’s rows, 100,000 shipments cached (web host, Chromium)';
const BYTES = 'cold start: the first screen’s JavaScript and CSS, as served (uncompressed)';
const IDLE_RSS = 'backend idle RSS with the Demo profile (web host process, simulator inside)';
const IDLE_LOG = 'SQLite log 30 s after the last job, fresh Demo profile';

/**
 * The Shipments grid's first row, by the Shipment column's cell: not the row's first, the tick box, which never has
 * text. A row is drawn before its renderers fill its cells: the cell is watched until it has text.
 */
const FIRST_ROW = '[role="region"][aria-label="Shipments grid"] [role="gridcell"][col-id="shipmentId"]';

interface Context {
  browser: Browser;
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/** Page faults of each launch by its first row: the host's process and main thread, the page's renderer and its. */
type LaunchFaults = Record<'host' | 'hostMain' | 'page' | 'pageMain', number[]>;

/** Adds a launch's page faults so far: the web host's (`hostPid`) and those of the renderer it opened. */
function noteFaults(
  faults: LaunchFaults,
  hostPid: number | undefined,
  renderersBefore: ReadonlySet<number>,
): void {
  if (hostPid === undefined) return;
  const host = minorFaultsOf(hostPid);
  const hostMain = minorFaultsOf(hostPid, hostPid);
  // The tab's renderer: of the renderers started since the launch began, the one that took the most faults.
  const page = [...rendererPids()]
    .filter((pid) => !renderersBefore.has(pid))
    .map((pid) => ({ pid, n: minorFaultsOf(pid) ?? 0 }))
    .sort((a, b) => b.n - a.n)[0];
  if (host === undefined || hostMain === undefined || page === undefined) return;
  faults.host.push(host);
  faults.hostMain.push(hostMain);
  faults.page.push(page.n);
  faults.pageMain.push(minorFaultsOf(page.pid, page.pid) ?? 0);
}

/** The launches' page faults, and what they cost at this machine's price of a fault, for the row's note. */
function faultsNote(faults: LaunchFaults, usPerFault: number): string {
  if (faults.host.length === 0) return '';
  const median = (values: number[]) => Math.round(summarize(values).median);
  const ms = (n: number) => Math.round((n * usPerFault) / 1000);
  const hostMain = median(faults.hostMain);
  const pageMain = median(faults.pageMain);
  return ` Page faults by the first row (medians): the web host's process ${median(faults.host)} (its main thread ${hostMain}), the page's renderer ${median(faults.page)} (its main thread ${pageMain}); at ${usPerFault.toFixed(1)} µs a fault on this machine (bench/harness/page-faults.ts) that is about ${ms(hostMain)} ms of the host's main thread and ${ms(pageMain)} ms of the page's.`;
}

export const coldStartSuite = suite<Context>({
  name: 'cold-start',
  sizes: SIZES,
  needsBuild: true,
  setUp: async () => ({
    browser: await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    }),
  }),
  tearDown: ({ browser }) => browser.close(),
  benchmarks: [
    {
      rows: [COLD, BYTES],
      async run({ browser }): Promise<Figure[]> {
        const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-cold-'));
        fillCache(dir);
        // The seller last left the Shipments screen: a launch opens there, on the grid.
        const db = openDatabase(dir, [appMigrations]);
        db.prepare("INSERT INTO last_screen (profile_id, screen) VALUES ('demo', 'shipments')").run();
        db.close();
        const times: number[] = [];
        // Where each launch's time went: to the printed address, to a new tab asking for it, to the rows.
        const parts = { address: [] as number[], tab: [] as number[], rows: [] as number[] };
        // What the page had fetched of the app's code by its first row: all of it, and the window's first file.
        const bytes = { all: [] as number[], entry: [] as number[], files: [] as number[] };
        // From Linux's /proc; none where it is missing.
        const faults: LaunchFaults = { host: [], hostMain: [], page: [], pageMain: [] };
        try {
          for (let run = 0; run < RUNS; run++) {
            // Wall-clock times: the first row's is taken in the page (first-text.ts).
            const renderersBefore = rendererPids();
            const started = Date.now();
            const { child, url } = await startWebHost(dir);
            const address = Date.now();
            const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
            await watchFirstText(context, FIRST_ROW);
            const page = await context.newPage();
            const tab = Date.now();
            await page.goto(url);
            const done = await firstTextAt(page, FIRST_ROW, 60_000);
            noteFaults(faults, child.pid, renderersBefore);
            const code = await page.evaluate(() => {
              // In the page: its resource timings and its script tags (the bench's own types have no DOM).
              const { performance: timings, document: doc } = globalThis as unknown as {
                performance: {
                  getEntriesByType(type: 'resource'): { name: string; decodedBodySize: number }[];
                };
                document: { querySelector(selector: string): unknown };
              };
              return timings
                .getEntriesByType('resource')
                .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
                .map((e) => ({
                  size: e.decodedBodySize,
                  entry: doc.querySelector(`script[src$="${new URL(e.name).pathname.slice(1)}"]`) !== null,
                }));
            });
            bytes.all.push(code.reduce((sum, f) => sum + f.size, 0) / 1000);
            bytes.entry.push(code.filter((f) => f.entry).reduce((sum, f) => sum + f.size, 0) / 1000);
            bytes.files.push(code.length);
            times.push(done - started);
            parts.address.push(address - started);
            parts.tab.push(tab - address);
            parts.rows.push(done - tab);
            await context.close();
            await stopWebHost(child);
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
        return [
          {
            name: COLD,
            ...summarize(times),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 1500 },
            note: `From spawning the web host's process (node out/main/web-host.js, bundled by npm run build; the backend on its thread) to the first row of the Shipments grid drawn in a new Chromium tab at its one-time address (Chromium itself already running), timed in the page at the frame after its first cell had text (bench/support/first-text.ts); 100,000 shipments cached and Shipments the screen last left; the Demo's marketplace, held for the first screen on a launch after the first (DEMO_LAUNCH_HOLD_MS in create-backend.ts), then starts and runs its launch sync; ${RUNS} launches on the same folder. Medians of the parts: ${Math.round(summarize(parts.address).median)} ms to the printed address, ${Math.round(summarize(parts.tab).median)} ms for Chromium to open a new context and tab, ${Math.round(summarize(parts.rows).median)} ms from loading the page to its first row.${faultsNote(faults, pageFaultCost().usPerFault)}`,
          },
          {
            name: BYTES,
            ...summarize(bytes.all),
            unit: 'kB',
            note: `The files under /assets/ (JavaScript and CSS, as built by npm run build: minified, not compressed) the page had fetched by the Shipments grid's first row, from its resource timings: ${Math.round(summarize(bytes.files).median)} files, of which the window's first file (the entry script) ${Math.round(summarize(bytes.entry).median)} kB.`,
          },
        ];
      },
    },
    {
      rows: [IDLE_RSS, IDLE_LOG],
      async run(): Promise<Figure[]> {
        const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-idle-'));
        const { child, url } = await startWebHost(dir);
        try {
          const first = await fetch(url, { redirect: 'manual' });
          const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
          const origin = new URL(url).origin;
          const jobs = async () => {
            const res = await fetch(`${origin}/api/calls/listJobs`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ input: {} }),
            });
            return ((await res.json()) as { value: { state: string }[] }).value;
          };
          // The Demo's first sync starts with the app; idle begins when it has ended.
          let list = await jobs();
          while (list.length === 0 || list.some((j) => j.state === 'running')) {
            await new Promise((r) => setTimeout(r, 200));
            list = await jobs();
          }
          const logAtEnd = statSync(join(dir, `${DATABASE_FILE_NAME}-wal`)).size;
          await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
          const rss = rssOf(child.pid ?? -1);
          const log = statSync(join(dir, `${DATABASE_FILE_NAME}-wal`)).size;
          const database = statSync(join(dir, DATABASE_FILE_NAME)).size;
          return [
            {
              name: IDLE_RSS,
              ...summarize([rss / MB]),
              unit: 'MB',
              note: `VmRSS of the web host's process (host thread, backend thread, the Demo's simulator in it) ${IDLE_WAIT_MS / 1000} s after the Demo's first sync (${list.length} job${list.length === 1 ? '' : 's'}) ended, no page open.`,
            },
            {
              name: IDLE_LOG,
              ...summarize([log / MB]),
              unit: 'MB',
              target: { on: 'median', op: '<', value: 0.01 },
              note: `The -wal file beside the ${(database / MB).toFixed(1)} MB database ${IDLE_WAIT_MS / 1000} s after the last job ended; it was ${(logAtEnd / MB).toFixed(1)} MB when the job ended (storage/idle-checkpoint.ts truncates it after 30 s).`,
            },
          ];
        } finally {
          await stopWebHost(child);
          rmSync(dir, { recursive: true, force: true });
        }
      },
    },
  ],
});
