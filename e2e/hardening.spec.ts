import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, startWebHost, stopProcess, test, expectAccessible } from './fixtures.ts';

test('a damaged settings file: the app starts and says once, on screen, where the damaged file was kept', async ({
  page,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-damaged-'));
  writeFileSync(join(dataDir, 'config.json'), '{"profiles": [{"id": "p1", "na');
  const { child, ready } = await startWebHost(dataDir);
  try {
    await page.goto(ready.url as string);
    const kept = readdirSync(dataDir).find((f) => f.startsWith('config.damaged-')) ?? 'missing';
    const notices = page.getByRole('alert', { name: 'Notices' });
    await expect(notices).toContainText('Stockroom’s settings file could not be read');
    await expect(notices).toContainText(join(dataDir, kept));
    // The app itself works: the Demo profile is there.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Demo' })).toBeVisible();
    await notices.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notices).toHaveCount(0);
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  await expectAccessible(page, 'the start with a damaged settings file');
});

test('Test connection against a marketplace that never answers can be cancelled', async ({ page, app }) => {
  await expect(page).toHaveURL(`${app.origin}/`);
  // A marketplace that accepts connections and never answers.
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Add profile' }).click();
    const form = page.getByRole('form', { name: 'New profile' });
    await form.getByLabel('Profile name').fill('Silent shop');
    await form.getByLabel('Environment').selectOption('custom');
    await form.getByLabel('Seller base address').fill(`${url}/sellers`);
    await form.getByLabel('Token address').fill(url);
    await form.getByLabel('Affiliate base address').fill(url);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Silent shop' })).toBeVisible();
    const sellerApp = page.getByRole('form', { name: 'Seller application' });
    await sellerApp.getByLabel('Application ID').fill('app');
    await sellerApp.getByLabel('Application Secret').fill('secret');
    await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
    await expect(sellerApp.getByRole('status')).toContainText('application saved.');

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('button', { name: 'Testing…' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    const results = page.getByLabel('Connection results').getByRole('definition');
    await expect(results.first()).toHaveText('The test was cancelled.');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Test connection' })).toBeEnabled();
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
  await expectAccessible(page, 'Settings after a cancelled connection test');
});
