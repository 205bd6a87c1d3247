import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Shipment } from '../../src/shared/marketplace/seller-types.ts';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { shipmentsMigrations } from '../../src/main/shipments/migrations.ts';
import { ShipmentWriter } from '../../src/main/shipments/shipment-writer.ts';
import { inTransaction } from '../../src/main/storage/transaction.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import { deriveSecrets } from '../../src/simulator/config.ts';
import { startPdfJoin } from '../../src/main/app/pdf-join.ts';
import { SLIPS_PER_PART, partCount } from '../../src/renderer/src/features/shipments/print-parts.ts';
import { PDFDocument } from 'pdf-lib';
import { summarize } from '../harness/stats.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-args.ts';
import { startWebHost, stopWebHost } from '../support/web-host.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { rows: 100_000, runs: 5, pdfRuns: 3 },
  smoke: { rows: 2_000, runs: 1, pdfRuns: 1 },
};
const { rows: ROWS, runs: RUNS, pdfRuns: PDF_RUNS } = sized(SIZES);
const FIRST_ROWS = 'shipments grid: first rows after opening the tab, 100,000 cached (Chromium)';
const CHANGE = 'shipments grid: sort or filter change, 100,000 cached (Chromium)';
const TODAY = 'today: first paint of the counts, 100,000 cached (Chromium)';
const PICK_LIST = 'pick list and packing slips of 5,000 shipments to PDF, in parts (Chromium)';
/** Every 20th shipment's item has this title: a quick search for it finds exactly 5,000 for the pick list. */
const PICK_TITLE = 'Pick bench notebook';
const PICK_SHIPMENTS = ROWS / 20;
const STATES = ['APPROVED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'];

/** 100,000 shipments in the cache of the Demo profile's account (the simulator's default seed), as a sync leaves them. */
export function fillCache(dir: string): void {
  const db = openDatabase(dir, [appMigrations, shipmentsMigrations]);
  const key = { profileId: 'demo', account: `self:${deriveSecrets(42).credentials.self_access.appId}` };
  const writer = new ShipmentWriter(db);
  const start = Date.now() - 40 * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let batch = 0; batch < ROWS / 1000; batch++) {
    const shipments: Shipment[] = Array.from({ length: 1000 }, (_, j) => {
      const i = batch * 1000 + j;
      const at = start + ((i * 7919) % (45 * 86_400_000));
      // One of the pick list's is never cancelled: a shipment cancelled whole has no slip.
      const cycled = STATES[i % STATES.length] as string;
      const state = i % 20 === 0 && cycled === 'CANCELLED' ? 'DELIVERED' : cycled;
      return {
        shipmentId: `B${String(i).padStart(7, '0')}`,
        dispatchByDate: iso(at + 2 * 86_400_000),
        dispatchAfterDate: iso(at),
        updatedAt: iso(at),
        hold: i % 17 === 0,
        locationId: `LOC${i % 5}`,
        orderItems: [
          {
            orderItemId: `OI${i}`,
            orderId: `OD${i}`,
            sku: `SKU-${i % 900}`,
            title: i % 20 === 0 ? PICK_TITLE : `Bench item ${i % 900}`,
            fsn: `FSN${i % 1200}`,
            quantity: 1 + (i % 3),
            status: state,
            orderDate: iso(at),
            // The cheapest is not the first by dispatch date, so that sorting by price changes the first row
            // whatever the launch sync adds (a change is timed by the first row changing).
            priceComponents: { sellingPrice: 100 + ((i + 250) % 500), totalPrice: 120 + ((i + 250) % 500) },
          },
        ],
        forms: [],
        subShipments: [],
      };
    });
    writer.store(key, shipments, { syncedAt: new Date().toISOString(), fullSyncId: 'bench' });
  }
  // A finished full sync, so the launch sync is a small incremental one rather than a full one over the cache.
  inTransaction(db, () =>
    db
      .prepare(
        `INSERT INTO shipment_syncs (sync_id, profile_id, account, kind, state, started_at, finished_at, max_updated_at_ms)
         VALUES ('bench', ?, ?, 'full', 'done', ?, ?, ?)`,
      )
      .run(key.profileId, key.account, new Date().toISOString(), new Date().toISOString(), Date.now()),
  );
  db.close();
}

const FIRST_CELL_IN_GRID = '.ag-row[row-index="0"] [col-id="shipmentId"]';

interface Context {
  dir: string;
  host: ChildProcess;
  browser: Browser;
  /** A new page of the signed-in browser, at the app's address (the one-time address was used once, in setUp). */
  open(viewport: { width: number; height: number }): Promise<Page>;
}

/**
 * The shipment id of the row the grid shows first (row index 0). Not "the first row's first cell": that is the
 * tick box's cell, blank, so a wait for text in it never ended (cold start) and a change of it never came (sort).
 */
export const firstId = (page: Page) =>
  page.getByRole('region', { name: 'Shipments grid' }).locator(FIRST_CELL_IN_GRID);

/** The page's own `document` and clock: the bench is compiled without DOM types. */
interface PageGlobals {
  document: {
    querySelector(s: string): { textContent: string | null } | null;
    addEventListener(type: string, listener: (e: { timeStamp: number }) => void, options: object): void;
    removeEventListener(type: string, listener: (e: { timeStamp: number }) => void, options: object): void;
  };
  performance: { now(): number };
  /** When the person's input of the change being timed arrived (the event's time stamp). */
  inputAt?: number | undefined;
  stopListening?: () => void;
}

const INPUT_EVENTS = ['pointerdown', 'mousedown', 'keydown', 'input'];
const FIRST_CELL = `[aria-label="Shipments grid"] ${FIRST_CELL_IN_GRID}`;

/**
 * Milliseconds from a person's input (the first pointer, key or input event `act` causes, by its time stamp) to the
 * frame in which the first row shows a new answer, both read in the page: Playwright's own work (finding the
 * element by role, its checks, its round trips) is left out.
 */
async function timeUntilFirstChanges(page: Page, act: () => Promise<void>): Promise<number> {
  // The shipment id of the row at index 0 (firstId), read in the page: the first cell in the DOM was the tick
  // box's, blank before and after.
  const before = await page.evaluate((s) => {
    const g = globalThis as unknown as PageGlobals;
    return g.document.querySelector(s)?.textContent ?? null;
  }, FIRST_CELL);
  await page.evaluate((types) => {
    const g = globalThis as unknown as PageGlobals;
    g.inputAt = undefined;
    const mark = (e: { timeStamp: number }) => {
      g.inputAt ??= e.timeStamp;
    };
    for (const type of types) g.document.addEventListener(type, mark, { capture: true });
    g.stopListening = () => {
      for (const type of types) g.document.removeEventListener(type, mark, { capture: true });
    };
  }, INPUT_EVENTS);
  await act();
  const ms = await page.waitForFunction(
    ([old, selector]) => {
      const g = globalThis as unknown as PageGlobals;
      const cell = g.document.querySelector(selector);
      if (cell === null || cell.textContent === old || g.inputAt === undefined) return false;
      g.stopListening?.();
      return g.performance.now() - g.inputAt;
    },
    [before, FIRST_CELL] as const,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await ms.jsonValue()) as number;
}

export const shipmentGridSuite = suite<Context>({
  name: 'shipment-grid',
  sizes: SIZES,
  needsBuild: true,
  setUp: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-grid-'));
    fillCache(dir);
    const { child, url } = await startWebHost(dir);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    // The one-time address signs the browser in once; every benchmark's page then opens the app's own address.
    const context = await browser.newContext();
    const signIn = await context.newPage();
    await signIn.goto(url);
    const origin = new URL(signIn.url()).origin;
    await signIn.close();
    const open = async (viewport: { width: number; height: number }) => {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/`);
      return page;
    };
    return { dir, host: child, browser, open };
  },
  tearDown: async ({ dir, host, browser }) => {
    await browser.close();
    await stopWebHost(host);
    rmSync(dir, { recursive: true, force: true });
  },
  // The pick list runs last: its search is kept as the profile's view, which the grid's figures must not start from.
  benchmarks: [
    {
      rows: [TODAY],
      async run({ open }): Promise<Figure[]> {
        const page = await open({ width: 1280, height: 800 });
        const nav = page.getByRole('navigation', { name: 'Main' });
        const counts = page.getByRole('button', { name: /^[\d,]+ To pack today$/ });
        const times: number[] = [];
        await nav.getByRole('link', { name: 'Today' }).click();
        await counts.waitFor({ timeout: 60_000 });
        for (let run = 0; run < RUNS; run++) {
          await nav.getByRole('link', { name: 'Settings' }).click();
          await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
          const started = performance.now();
          await nav.getByRole('link', { name: 'Today' }).click();
          await counts.waitFor();
          times.push(performance.now() - started);
        }
        await page.close();
        return [
          {
            name: TODAY,
            ...summarize(times),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 300 },
            note: `From the click on Today (leaving Settings) to its counts on screen, in Chromium through the web host at 1280×800; the figures are read from 100,000 cached shipments in SQL (counts, 30 days, top SKUs); includes Playwright's own round trips; ${RUNS} runs.`,
          },
        ];
      },
    },
    {
      rows: [FIRST_ROWS, CHANGE],
      async run({ open }): Promise<Figure[]> {
        const page = await open({ width: 1600, height: 1000 });
        const first: number[] = [];
        const changes: number[] = [];
        // The app opens on Today; the grid is one click away.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
        await firstId(page).waitFor({ timeout: 60_000 });
        for (let run = 0; run < RUNS; run++) {
          await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Settings' })
            .click();
          await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
          const started = performance.now();
          await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Shipments' })
            .click();
          await firstId(page).waitFor();
          first.push(performance.now() - started);
          await page.getByRole('tab', { name: /^All/ }).click();
          await firstId(page).waitFor();
          const header = page.getByRole('columnheader', { name: 'Selling price' });
          changes.push(await timeUntilFirstChanges(page, () => header.click()));
          changes.push(
            await timeUntilFirstChanges(page, () =>
              page.getByRole('searchbox', { name: 'Search' }).fill(`sku-${100 + run}`),
            ),
          );
          await page.getByRole('searchbox', { name: 'Search' }).fill('');
        }
        await page.close();
        return [
          {
            name: FIRST_ROWS,
            ...summarize(first),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 1000 },
            note: `From the click on Shipments (leaving Settings) to the first grid row in Chromium through the web host; ${RUNS} runs; includes Playwright's own round trips; 100,000 shipments in the cache, To pack tab.`,
          },
          {
            name: CHANGE,
            ...summarize(changes),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 200 },
            note: `From a person's input (the click on a column header to sort, or typing a quick search) to the frame whose first row shows the new answer, both timed in the page; on the All tab (100,000 rows); ${RUNS * 2} changes.`,
          },
        ];
      },
    },
    {
      rows: [PICK_LIST],
      async run({ open }): Promise<Figure[]> {
        const page = await open({ width: 1280, height: 800 });
        const times: number[] = [];
        const drawn: number[] = [];
        const joins: number[] = [];
        let bytes = 0;
        let pages = 0;
        // The app's own count: one part (no Next) up to SLIPS_PER_PART slips, as at the smoke size.
        const parts = partCount(PICK_SHIPMENTS);
        const loadBefore = loadavg();
        const load = (l: number[]) => l.map((n) => n.toFixed(1)).join(' ');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
        await firstId(page).waitFor({ timeout: 60_000 });
        await page.getByRole('tab', { name: /^All/ }).click();
        await page.getByRole('searchbox', { name: 'Search' }).fill(PICK_TITLE.toLowerCase());
        await page
          .getByRole('tab', { name: /^All/ })
          .locator('.count')
          .filter({ hasText: PICK_SHIPMENTS.toLocaleString('en-IN') })
          .waitFor({ timeout: 30_000 });
        for (let run = 0; run < PDF_RUNS; run++) {
          const started = performance.now();
          await page.getByRole('button', { name: 'Pick list and slips' }).click();
          await page.getByRole('table').waitFor({ timeout: 120_000 });
          drawn.push(performance.now() - started);
          // What the desktop app does for Save as PDF (pick-list-store's printInParts, then document-parts.ts in
          // the backend): each part shown, printed (here page.pdf, Chromium's print engine as Electron's
          // printToPDF), and copied into the joined PDF while the next part prints; then the joined PDF saved.
          const join = startPdfJoin();
          for (let part = 0; part < parts; part++) {
            if (part > 0) {
              await page.getByRole('button', { name: 'Next' }).click();
              // The part's label and its slips are drawn in the same commit.
              await page.getByText(`(part ${part + 1} of ${parts})`).waitFor();
            }
            join.add(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
          }
          const joinStarted = performance.now();
          const pdf = await join.save();
          const ended = performance.now();
          times.push(ended - started);
          joins.push(ended - joinStarted);
          bytes = pdf.length;
          pages = (await PDFDocument.load(pdf)).getPageCount();
          await page.getByRole('button', { name: 'Close' }).click();
        }
        await page.close();
        return [
          {
            name: PICK_LIST,
            ...summarize(times),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 10_000 },
            note: `From the click on "Pick list and slips" (the All tab searched to exactly ${PICK_SHIPMENTS.toLocaleString('en-IN')} shipments) to the joined PDF's bytes, printed as the desktop app's Save as PDF does it: ${parts} parts (the list, then ${SLIPS_PER_PART} slips at a time, Next between them), each printed by Playwright's page.pdf (A4, CSS page size) standing in for Electron's webContents.printToPDF (the same Chromium print engine; Electron cannot run here) and copied in with the app's own join (src/main/app/pdf-join.ts, pdf-lib) while the next part prints; ${PDF_RUNS} runs; the list on screen took a median ${Math.round(summarize(drawn).median).toLocaleString('en-US')} ms and the join's last step (saving the joined PDF) ${Math.round(summarize(joins).median).toLocaleString('en-US')} ms; the last PDF had ${pages.toLocaleString('en-US')} pages, ${(bytes / 1_048_576).toFixed(1)} MB; load average ${load(loadBefore)} at the start, ${load(loadavg())} at the end.`,
          },
        ];
      },
    },
  ],
});
