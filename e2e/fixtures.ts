import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { axeViolations } from './axe.ts';

export interface RunningApp {
  url: string;
  origin: string;
  dataDir: string;
}

/** The web host as `npm run build` bundles it: journeys run what `npm start` runs, not the sources. */
export const WEB_HOST = 'out/main/web-host.js';

/** Starts a command and resolves with the JSON after `marker` on its stdout. */
export function startProcess(
  args: string[],
  marker: string,
): Promise<{ child: ChildProcess; ready: Record<string, unknown> }> {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STOCKROOM_DATA_DIR: '' },
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
 * Once per worker, before its first test: the built host started on a throwaway folder, its first page drawn in this
 * worker's Chromium, the Demo's first sync waited for and axe run once. On a fresh clone these pay the cold start (the
 * bundles and node_modules read from disk for the first time, V8 compiling them, Chromium's first page and fonts, axe's
 * source read) that otherwise fell inside the first journey's budget (issue 43). It asserts nothing: on a machine too
 * busy to finish it within WARM_UP_MS it stops there, and the journeys themselves say what is wrong.
 */
const WARM_UP_MS = 150_000;

async function warmUp(browser: Browser): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-warm-'));
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every test gets its own Stockroom (web host) on its own data folder, so no test sees another's data. */
export const test = base.extend<{ app: RunningApp }, { warm: void }>({
  warm: [
    async ({ browser }, use) => {
      await warmUp(browser);
      await use();
    },
    { scope: 'worker', auto: true, timeout: WARM_UP_MS + 60_000 },
  ],
  app: async ({ page }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-'));
    const { child, ready } = await startProcess(
      [WEB_HOST, '--port', '0', '--no-open', '--data-dir', dataDir],
      'STOCKROOM WEB READY ',
    );
    // Playwright asks Chromium to hand file choosers over only once a 'filechooser' listener exists, and does not
    // wait for that to take effect: a key press sent at once could reach the page first, and the chooser would open
    // unseen. A listener for the whole test keeps the hand-over on before any journey opens one.
    page.on('filechooser', () => undefined);
    try {
      await page.goto(ready.url as string);
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
