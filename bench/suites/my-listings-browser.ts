import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { MIGRATION_SETS } from '../../src/main/backend/migration-sets.ts';
import { startWebApp } from '../../src/main/hosts/web/start-web-app.ts';
import { MyListingsRepository } from '../../src/main/my-listings/my-listings-repository.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import { EventLoopWatch } from '../harness/event-loop.ts';
import { summarize } from '../harness/stats.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-args.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { rows: 50_000, runs: 5, idleMs: 3000 },
  smoke: { rows: 500, runs: 1, idleMs: 300 },
};
const { rows: ROWS, runs: RUNS, idleMs: IDLE_MS } = sized(SIZES);
const FIRST_ROWS = 'my-listings (Chromium): first rows after opening the tab, 50,000 SKUs';
const CHANGE = 'my-listings (Chromium): a price edited in place to its preview, 50,000 SKUs';
const HOST_LOOP = 'my-listings (Chromium): event-loop delay, host thread, through both, p99 / max';
const IDLE_LOOP = 'my-listings (Chromium): event-loop delay, host thread, page open and idle, p99 / max';
const RENDERER = fileURLToPath(new URL('../../out/renderer', import.meta.url));

/** 50,000 listings of the Demo profile as a read leaves them, a third with a buy box of another seller. */
function fillListings(dir: string): void {
  const db = openDatabase(dir, MIGRATION_SETS);
  new MyListingsRepository(db).storeReads(
    'demo',
    Array.from({ length: ROWS }, (_, i) => ({
      sku: `ROW-${String(i).padStart(6, '0')}`,
      state: 'available' as const,
      listing: {
        listingId: `L${i}`,
        productId: `BENCH${String(i).padStart(8, '0')}`,
        price: { mrp: 2000, sellingPrice: 100 + ((i * 7919) % 1900), currency: 'INR' },
        listingStatus: 'ACTIVE',
        packages: [],
        locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 1 + (i % 50) }],
      },
    })),
  );
  db.prepare(
    `UPDATE my_listings SET bb_price = selling_price - 10, bb_in_stock = 1, bb_seller = 'Bench Rival',
       bb_mine = 0, bb_seen_at = ? WHERE profile_id = 'demo' AND rowid % 3 = 0`,
  ).run(new Date().toISOString());
  db.close();
}

interface Context {
  dir: string;
  close(): Promise<void>;
  browser: Browser;
  page: Page;
}

/** The page's own `document` and clock (the bench is compiled without DOM types). */
interface PageGlobals {
  document: {
    querySelector(s: string): { textContent: string | null } | null;
    addEventListener(type: string, listener: (e: { timeStamp: number }) => void, options: object): void;
    removeEventListener(type: string, listener: (e: { timeStamp: number }) => void, options: object): void;
  };
  performance: { now(): number };
  inputAt?: number | undefined;
  stopListening?: () => void;
}

/**
 * Milliseconds from the person's input (the first pointer or key event `act` causes, by its time stamp) to the frame
 * in which `selector` shows text, both read in the page: Playwright's own round trips are left out.
 */
async function timeUntil(page: Page, selector: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    g.inputAt = undefined;
    const mark = (e: { timeStamp: number }) => {
      g.inputAt ??= e.timeStamp;
    };
    for (const type of ['pointerdown', 'mousedown', 'keydown'])
      g.document.addEventListener(type, mark, { capture: true });
    g.stopListening = () => {
      for (const type of ['pointerdown', 'mousedown', 'keydown'])
        g.document.removeEventListener(type, mark, { capture: true });
    };
  });
  await act();
  const ms = await page.waitForFunction(
    (s) => {
      const g = globalThis as unknown as PageGlobals;
      const el = g.document.querySelector(s);
      if (el === null || (el.textContent ?? '').trim() === '' || g.inputAt === undefined) return false;
      g.stopListening?.();
      return g.performance.now() - g.inputAt;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await ms.jsonValue()) as number;
}

/**
 * My listings as a seller opens it, over 50,000 stored listings: the web host in this process (so this thread is
 * the host thread, its backend on a thread of its own as both hosts start it) and the built renderer in Chromium.
 */
export const myListingsBrowserSuite = suite<Context>({
  name: 'my-listings-browser',
  sizes: SIZES,
  needsBuild: true,
  async setUp() {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-my-listings-'));
    fillListings(dir);
    const app = await startWebApp({ port: 0, rendererDir: RENDERER, argv: ['--data-dir', dir] });
    await app.backendReady;
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(app.url);
    // The Demo's launch sync first, so that it does not weigh on the figures.
    await page
      .getByRole('status', { name: 'Status' })
      .filter({ hasNotText: 'Last sync: never' })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
    return { dir, close: () => app.close(), browser, page };
  },
  async tearDown({ dir, close, browser }) {
    await browser.close();
    await close();
    rmSync(dir, { recursive: true, force: true });
  },
  benchmarks: [
    {
      rows: [IDLE_LOOP, FIRST_ROWS, CHANGE, HOST_LOOP],
      async run({ page }): Promise<Figure[]> {
        // The floor: this thread also carries Playwright's connection to Chromium and the machine is shared.
        const idle = new EventLoopWatch();
        idle.start();
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
        idle.stop();
        const host = new EventLoopWatch();
        host.start();
        const firstRows: number[] = [];
        const changes: number[] = [];
        const firstSku = '[aria-label="My listings grid"] .ag-row[row-index="0"] [col-id="sku"]';
        for (let run = 0; run < RUNS; run++) {
          await page.getByRole('tab', { name: 'Sheet' }).click();
          await page.locator(firstSku).waitFor({ state: 'detached' });
          firstRows.push(
            await timeUntil(page, firstSku, () => page.getByRole('tab', { name: 'My listings' }).click()),
          );
          // One selling price edited by keyboard; timed from the Enter that commits it to its preview's row.
          const cell = page.locator(
            '[aria-label="My listings grid"] .ag-row[row-index="0"] [col-id="sellingPrice"]',
          );
          await cell.click();
          await page.keyboard.press('Enter');
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.type(String(50 + run));
          changes.push(
            await timeUntil(page, 'table[aria-label="Preview of the change"] tbody tr', () =>
              page.keyboard.press('Enter'),
            ),
          );
          await page.getByRole('button', { name: 'Drop this change' }).click();
        }
        host.stop();
        const note = `${RUNS} runs in Chromium (1280×800), the web host and its backend thread in the bench's process over ${ROWS.toLocaleString('en-IN')} stored listings, a third with a buy box; time from the input event's time stamp to the frame showing it, read in the page`;
        return [
          idle.figure(
            IDLE_LOOP,
            1,
            `${IDLE_MS / 1000} s with My listings' tab not yet opened and nothing asked`,
            {
              frame: false,
            },
          ),
          {
            name: FIRST_ROWS,
            ...summarize(firstRows),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 300 },
            note: `${note}: the click on the My listings tab to its first row's SKU drawn (the grid mounted, its first block read sorted in SQL).`,
          },
          {
            name: CHANGE,
            ...summarize(changes),
            unit: 'ms',
            target: { on: 'median', op: '<', value: 100 },
            note: `${note}: the Enter committing a selling price typed in the cell to the preview's row (old → new, checked by the backend), nothing sent.`,
          },
          host.figure(
            HOST_LOOP,
            RUNS,
            `both figures' runs, on the host thread (the web host's server; in this bench it also carries Playwright's driver of Chromium, see the idle row)`,
          ),
        ];
      },
    },
  ],
});
