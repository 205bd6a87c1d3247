import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The installed app's smoke journey, run by the release workflow on each OS against what each installer put on the
 * runner (never by `npm test`: Electron cannot be downloaded everywhere the tests run). STOCKROOM_EXECUTABLE names
 * the installed binary (or the AppImage's AppRun), its inspect fuse turned on by scripts/packaging/smoke-copy.ts.
 */
const executablePath = process.env.STOCKROOM_EXECUTABLE;

let app: ElectronApplication;
let dataDir: string;

test.beforeEach(async () => {
  if (!executablePath) throw new Error('Set STOCKROOM_EXECUTABLE to the packaged app (see smoke-copy.ts).');
  dataDir = mkdtempSync(join(tmpdir(), 'stockroom-smoke-'));
  app = await electron.launch({
    executablePath,
    args: ['--data-dir', dataDir],
    // Playwright adds --no-sandbox on Linux unless told not to: the app runs with the sandbox as users have it.
    chromiumSandbox: true,
    timeout: 60_000,
  });
});

test.afterEach(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the installed app opens on the Demo, and every screen answers', async () => {
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('Profile: Demo');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Shipments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  // node:sqlite inside Electron: the Demo's launch sync stores rows and the grid reads them back.
  const rows = page
    .getByRole('region', { name: 'Shipments grid' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });

  await nav.getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();

  await nav.getByRole('link', { name: 'Feeds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feeds' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem').first()).toBeVisible({
    timeout: 30_000,
  });

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Which secret storage the OS offers differs by runner (keychain on macOS and Windows, maybe none on Linux).
  await expect(page.getByRole('note').first()).toContainText(/Secrets are (encrypted|kept|saved)|keychain/);
});
