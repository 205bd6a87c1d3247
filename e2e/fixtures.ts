import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { JobProgress } from '../src/shared/app/payloads.ts';
import { axeViolations } from './axe.ts';

export interface RunningApp {
  url: string;
  origin: string;
  dataDir: string;
}

/** The web host as `npm run build` bundles it: journeys run what `npm start` runs, not the sources. */
export const WEB_HOST = 'out/main/web-host.js';

/** Starts a command (with `env` added to this process's) and resolves with the JSON after `marker` on its stdout. */
export function startProcess(
  args: string[],
  marker: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; ready: Record<string, unknown> }> {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STOCKROOM_DATA_DIR: '', ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith(marker))
        resolve({ child, ready: JSON.parse(line.slice(marker.length)) as Record<string, unknown> });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${stderr}`)));
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Once per worker, before its first test: the built host started on `dataDir`, its first page drawn in this worker's
 * Chromium, the Demo's first syncs waited for and axe run once, then the host closed as a person quits. On a fresh clone
 * these pay the cold start (the bundles and node_modules read from disk for the first time, V8 compiling them,
 * Chromium's first page and fonts, axe's source read) that otherwise fell inside the first journey's budget (issue
 * 43). It asserts nothing: on a machine too busy to finish it within WARM_UP_MS it stops there, and the journeys
 * themselves say what is wrong. True when the Demo's syncs ended: the folder is then a Demo synced once.
 */
const WARM_UP_MS = 150_000;

async function warmUp(browser: Browser, dataDir: string): Promise<boolean> {
  let synced = false;
  const context = await browser.newContext({ locale: 'en-US' });
  let timer: NodeJS.Timeout | undefined;
  const starting = startProcess(
    [WEB_HOST, '--port', '0', '--no-open', '--data-dir', dataDir],
    'STOCKROOM WEB READY ',
  );
  const steps = async () => {
    const started = await starting;
    const page = await context.newPage();
    await page.goto(started.ready.url as string);
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor({ timeout: WARM_UP_MS });
    await page
      .getByRole('status', { name: 'Status' })
      .filter({ hasNotText: 'Last sync: never' })
      .waitFor({ timeout: WARM_UP_MS });
    await axeViolations(page);
    // The returns sync runs beside the shipments': the folder is kept only once neither is left to resume.
    await syncsEnded(page, 1, WARM_UP_MS);
    synced = true;
  };
  try {
    await Promise.race([steps(), new Promise((resolve) => (timer = setTimeout(resolve, WARM_UP_MS)))]);
  } catch (error) {
    console.warn(`The journeys' warm-up stopped early: ${String(error)}`);
  } finally {
    clearTimeout(timer);
    await context.close();
    const host = await starting.catch(() => undefined);
    if (host) await stopProcess(host.child);
  }
  return synced;
}

/** Waits until the folder's history holds `shipmentSyncs` finished shipment syncs and no job is running. */
async function syncsEnded(page: Page, shipmentSyncs: number, timeout: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const jobs = await callApi<JobProgress[]>(page, 'listJobs', {});
        const running = jobs.some((j) => j.state === 'running');
        const syncs = jobs.filter((j) => j.kind === 'shipmentSync' && j.state === 'done').length;
        return !running && syncs >= shipmentSyncs;
      },
      { timeout },
    )
    .toBe(true);
}

/**
 * Where a journey's Stockroom starts.
 * - `synced` (the default): a copy of the warm-up's folder, a Demo that has synced once and been quit, as on any
 *   launch after a seller's first; the journey begins once that launch's own short syncs have ended. Such a launch
 *   holds the Demo's marketplace a moment while its first screen is drawn; here it does not (restart.spec.ts keeps it).
 * - `new`: an empty folder, the first launch itself; the journeys about a newcomer's first start ask for it.
 * Not syncing the whole Demo again in every journey took about a fifth off the journeys' time (docs/PERFORMANCE.md).
 */
export type DemoStart = 'synced' | 'new';

/** Every test gets its own Stockroom (web host) on its own data folder, so no test sees another's data. */
export const test = base.extend<{ app: RunningApp; demo: DemoStart }, { syncedDemo: string | null }>({
  syncedDemo: [
    async ({ browser }, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-warm-'));
      try {
        await use((await warmUp(browser, dataDir)) ? dataDir : null);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: WARM_UP_MS + 60_000 },
  ],
  demo: ['synced', { option: true }],
  app: async ({ page, demo, syncedDemo }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-'));
    // Without a synced folder (the warm-up cut short), the journey starts as a first launch, which it also passes.
    const copied = demo === 'synced' && syncedDemo !== null;
    if (copied) cpSync(syncedDemo, dataDir, { recursive: true });
    const { child, ready } = await startProcess(
      [WEB_HOST, '--port', '0', '--no-open', '--data-dir', dataDir],
      'STOCKROOM WEB READY ',
      // The launch after the first holds the Demo's marketplace while its first screen is drawn; the journey waits
      // for this launch's syncs before it acts, so the hold would only be time spent idle.
      copied ? { STOCKROOM_DEMO_LAUNCH_HOLD_MS: '0' } : {},
    );
    // Playwright asks Chromium to hand file choosers over only once a 'filechooser' listener exists, and does not
    // wait for that to take effect: a key press sent at once could reach the page first, and the chooser would open
    // unseen. A listener for the whole test keeps the hand-over on before any journey opens one.
    page.on('filechooser', () => undefined);
    try {
      await page.goto(ready.url as string);
      // This launch's own short syncs are over before the journey acts: a copied folder already shows the warm-up's
      // "Full sync done", which a journey would otherwise take for them, and their pages landing later would redraw
      // a grid under its clicks.
      if (copied) await syncsEnded(page, 2, 60_000);
      await use({ url: ready.url as string, origin: ready.origin as string, dataDir });
    } finally {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

/**
 * Checks the page as it is with axe (WCAG A and AA rules): no serious or critical violation. Each one found is
 * named with its rule and the first elements it was found on, so the failure says what to fix.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const serious = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')}`,
    );
  expect(serious, `accessibility of ${where}`).toEqual([]);
}

export { expect };

/** Waits until the Shipments screen says its sync is done (the launch's, or the short one opening the screen starts). */
export async function shipmentsSynced(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'Shipment sync' })).toContainText(/(Full sync|Sync) done/, {
    timeout: 60_000,
  });
}

/** A contract call from the page, as its own code would make it (same origin, the session's cookie). */
export async function callApi<T>(page: Page, name: string, input: unknown): Promise<T> {
  const envelope = (await page.evaluate(
    async ([n, body]) => {
      const res = await fetch(`/api/calls/${n}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: body }),
      });
      return (await res.json()) as unknown;
    },
    [name, input] as const,
  )) as { ok: boolean; value: T };
  if (!envelope.ok) throw new Error(`${name}: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/** The Demo's marketplace admin address (`…/__sim`), from the Demo profile's seller address. */
export async function demoSellerAdmin(page: Page): Promise<string> {
  const { profiles } = await callApi<{ profiles: { id: string; sellerBaseUrl: string }[] }>(
    page,
    'listProfiles',
    {},
  );
  return `${new URL(profiles.find((p) => p.id === 'demo')!.sellerBaseUrl).origin}/__sim`;
}

/**
 * Waits until Today's figures are current: read after every change made while another screen was on view (until
 * then its counts say they are being updated, `aria-busy`). A count read before that may be the visit before's.
 */
export async function todayCurrent(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'What needs you' })).toHaveAttribute('aria-busy', 'false', {
    timeout: 30_000,
  });
}
