import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import Papa from 'papaparse';
import { COLUMN_IDS } from '../../src/shared/listings/columns.ts';
import { EXAMPLE_ROW } from '../../src/shared/listings/example.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-args.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { rows: 50_000 },
  smoke: { rows: 100 },
};
const { rows: ROWS } = sized(SIZES);
const TOTAL_ROW = 'listings (Chromium): import and check a 50,000-row CSV to a ready sheet';
const CHECK_ROW = 'listings (Chromium): worker check of 50,000 rows';
const LONGEST_ROW = 'listings (Chromium): longest main-thread task while importing and checking 50,000 rows';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Context {
  host: ChildProcess;
  url: string;
  dataDir: string;
  browser: Browser;
}

/** The built app on the web host, on a data folder of its own. */
function startHost(dataDir: string): Promise<{ host: ChildProcess; url: string }> {
  if (!existsSync(join(ROOT, 'out/renderer/index.html')))
    throw new Error('run `npm run build` before this benchmark');
  const host = spawn(
    process.execPath,
    ['out/main/web-host.js', '--port', '0', '--no-open', '--data-dir', dataDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, STOCKROOM_DATA_DIR: '' },
    },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: host.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('STOCKROOM WEB READY '))
        resolve({
          host,
          url: (JSON.parse(line.slice('STOCKROOM WEB READY '.length)) as { url: string }).url,
        });
    });
    host.once('exit', (code) => reject(new Error(`the web host exited with ${String(code)}`)));
  });
}

export const listingsBrowserSuite = suite<Context>({
  name: 'listings-browser',
  sizes: SIZES,
  needsBuild: true,
  async setUp() {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-bench-sheet-'));
    const { host, url } = await startHost(dataDir);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    return { host, url, dataDir, browser };
  },
  async tearDown(context) {
    await context.browser.close();
    await new Promise<void>((resolve) => {
      context.host.once('exit', () => resolve());
      context.host.kill('SIGTERM');
    });
    rmSync(context.dataDir, { recursive: true, force: true });
  },
  benchmarks: [
    {
      rows: [TOTAL_ROW, CHECK_ROW, LONGEST_ROW],
      async run(context): Promise<Figure[]> {
        const data = Array.from({ length: ROWS }, (_, i) =>
          COLUMN_IDS.map((id) => (id === 'sku' ? `SHEET-${i}` : (EXAMPLE_ROW[id] ?? ''))),
        );
        const csv = Papa.unparse({ fields: [...COLUMN_IDS], data });
        const page = await context.browser.newPage();
        try {
          await page.goto(context.url);
          await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Listings' })
            .click();
          await page.getByRole('heading', { level: 1, name: 'Listings' }).waitFor();
          await page.evaluate(() => {
            const w = globalThis as unknown as {
              longest: number;
              longTasks: number[];
              PerformanceObserver: typeof PerformanceObserver;
            };
            w.longest = 0;
            w.longTasks = [];
            new w.PerformanceObserver((list) => {
              for (const e of list.getEntries()) {
                w.longest = Math.max(w.longest, e.duration);
                w.longTasks.push(Math.round(e.duration));
              }
            }).observe({ type: 'longtask' as 'mark' });
          });
          // The file is made in the page first, so the figure holds the app's work, not Playwright's delivery.
          await page.evaluate((text) => {
            const w = globalThis as unknown as { bigCsv: File };
            w.bigCsv = new File([text], 'big.csv', { type: 'text/csv' });
          }, csv);
          const input = page.getByLabel('CSV or Excel file to import', { exact: true });
          await page.evaluate(() => {
            const w = globalThis as unknown as { longest: number; longTasks: number[] };
            w.longest = 0;
            w.longTasks = [];
          });
          const started = performance.now();
          await input.evaluate((el) => {
            type Files = { items: { add(file: unknown): void }; files: unknown };
            const w = globalThis as unknown as { bigCsv: unknown; DataTransfer: new () => Files };
            const files = new w.DataTransfer();
            files.items.add(w.bigCsv);
            (el as unknown as { files: unknown }).files = files.files;
            el.dispatchEvent(new Event('change', { bubbles: true }));
          });
          const status = page.getByRole('region', { name: 'Checks' }).getByRole('status');
          await page
            .getByRole('status', { name: 'Sheet size' })
            .filter({ hasText: `${ROWS.toLocaleString('en-US')} rows` })
            .waitFor({ timeout: 120_000 });
          await status.filter({ hasText: '0 errors in 0 rows, 0 warnings' }).waitFor({ timeout: 120_000 });
          const total = performance.now() - started;
          const checkMs = Number(await status.getAttribute('data-check-ms'));
          const { longest, longTasks } = await page.evaluate(() => {
            const w = globalThis as unknown as { longest: number; longTasks: number[] };
            return { longest: w.longest, longTasks: w.longTasks };
          });
          const one = (name: string, value: number, extra: Partial<Figure> = {}): Figure => ({
            name,
            median: value,
            min: value,
            max: value,
            unit: 'ms',
            runs: 1,
            ...extra,
          });
          return [
            one(TOTAL_ROW, total, {
              note: `${(csv.length / 1e6).toFixed(1)} MB chosen in the file input until the sheet shows ${ROWS.toLocaleString('en-US')} rows and the check count; parsed and checked in the worker; 1 run.`,
            }),
            one(CHECK_ROW, checkMs, {
              note: 'every rule over every row, timed inside the worker (performance.now).',
            }),
            one(LONGEST_ROW, longest, {
              target: { on: 'median', op: '<', value: 50 },
              note: `PerformanceObserver longtask entries on the page during the import and check (0 when none over 50 ms); ${longTasks.length} over 50 ms${longTasks.length > 0 ? `: ${longTasks.join(', ')} ms` : ''}.`,
            }),
          ];
        } finally {
          await page.close();
        }
      },
    },
  ],
});
