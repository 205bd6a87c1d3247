import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobProgress } from '../src/shared/app/payloads.ts';
import { axeViolations } from './axe.ts';
import { startWebHost, stopProcess } from './host-process.ts';
import { SpareHosts, startCopiedHost, stopHost, syncsEnded, type Host } from './spare-host.ts';

export interface RunningApp {
  url: string;
  origin: string;
  dataDir: string;
}

export { startProcess, startWebHost, stopProcess } from './host-process.ts';

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
  const starting = startWebHost(dataDir);
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
    await syncsEnded(() => callApi<JobProgress[]>(page, 'listJobs', {}), 1, WARM_UP_MS);
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

/**
 * Where a journey's Stockroom starts.
 * - `synced` (the default): a copy of the warm-up's folder, a Demo that has synced once and been quit, as on any
 *   launch after a seller's first; the journey begins once that launch's own short syncs have ended. Each worker
 *   keeps the next such Stockroom launched while a journey runs (spare-host.ts).
 * - `new`: an empty folder, the first launch itself; the journeys about a newcomer's first start ask for it.
 * Not syncing the whole Demo again in every journey took about a fifth off the journeys' time (docs/PERFORMANCE.md).
 */
export type DemoStart = 'synced' | 'new';

/** A browser in English (Playwright's default), the language a spare host's syncs spoke before any page. */
function inEnglish(locale: string | undefined): boolean {
  return locale === undefined || locale.startsWith('en');
}

/** Every test gets its own Stockroom (web host) on its own data folder, so no test sees another's data. */
export const test = base.extend<
  { app: RunningApp; demo: DemoStart },
  { syncedDemo: string | null; spareHosts: SpareHosts | null }
>({
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
  spareHosts: [
    async ({ syncedDemo }, use) => {
      const spares = syncedDemo === null ? null : new SpareHosts(syncedDemo);
      try {
        await use(spares);
      } finally {
        await spares?.close();
      }
    },
    { scope: 'worker' },
  ],
  demo: ['synced', { option: true }],
  app: async ({ page, demo, spareHosts, syncedDemo, locale }, use) => {
    // Playwright asks Chromium to hand file choosers over only once a 'filechooser' listener exists, and does not
    // wait for that to take effect: a key press sent at once could reach the page first, and the chooser would open
    // unseen. A listener for the whole test keeps the hand-over on before any journey opens one.
    page.on('filechooser', () => undefined);
    let host: Host | undefined;
    try {
      // A copied launch's own short syncs are over before the journey acts: the copy shows the warm-up's "Full sync
      // done", which a journey would otherwise take for them, and their pages landing later would redraw a grid
      // under its clicks. Without a synced folder (the warm-up cut short), the journey starts as a first launch,
      // which it also passes.
      if (demo === 'synced' && spareHosts !== null && inEnglish(locale)) {
        host = await spareHosts.take();
        const origin = host.ready.origin as string;
        await page
          .context()
          .addCookies([{ ...host.session!, url: origin, httpOnly: true, sameSite: 'Strict' }]);
        await page.goto(`${origin}/`);
      } else if (demo === 'synced' && syncedDemo !== null) {
        // The page tells the backend its languages while the launch's syncs run, so their sentences are in them.
        host = await startCopiedHost(syncedDemo);
        await page.goto(host.ready.url as string);
        await syncsEnded(() => callApi<JobProgress[]>(page, 'listJobs', {}), 2, 60_000);
      } else {
        const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-'));
        try {
          host = { dataDir, ...(await startWebHost(dataDir)) };
        } catch (error) {
          rmSync(dataDir, { recursive: true, force: true });
          throw error;
        }
        await page.goto(host.ready.url as string);
      }
      await use({
        url: host.ready.url as string,
        origin: host.ready.origin as string,
        dataDir: host.dataDir,
      });
    } finally {
      if (host) await stopHost(host);
    }
  },
});

/**
 * Checks the page as it is with axe (WCAG A and AA rules and axe's best practices): no violation, minor ones
 * included. Each one found is named with its rule and the first elements it was found on, so the failure says what
 * to fix.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = (await axeViolations(page)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('; ')}`,
  );
  expect(found, `accessibility of ${where}`).toEqual([]);
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
