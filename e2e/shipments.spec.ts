import type { Locator } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, startProcess, stopProcess, test, expectAccessible, shipmentsSynced } from './fixtures.ts';

interface SimInfo {
  base_url: string;
  auth_url: string;
  affiliate_base_url: string;
  credentials: { self_access: { appId: string; appSecret: string } };
}

// A sync (the first, in the first journey) over real HTTP on a machine shared with other work: these journeys get more time than the default.
test.describe.configure({ timeout: 120_000 });

const countOf = async (tab: Locator): Promise<number> =>
  Number(((await tab.locator('.count').textContent()) ?? '').replace(/,/g, ''));

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a new seller sees orders on the Demo profile without pressing anything, finds one, opens it and exports the view', async ({
    page,
    app,
  }) => {
    expect(new URL(page.url()).origin).toBe(app.origin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    const toPack = page.getByRole('tab', { name: /^To pack/ });
    await expect(toPack).toHaveAttribute('aria-selected', 'true');
    // The first sync starts by itself; rows and counts arrive as it stores them.
    await expect(toPack.locator('.count')).toHaveText(/^[1-9][\d,]*$/, { timeout: 60_000 });
    // The launch sync may end before the screen opens; opening it then checks for news with a short sync of its own.
    await shipmentsSynced(page);
    const packCount = await countOf(toPack);
    // The views are a tablist: the arrows move between the tabs and select them; each tab controls the grid's panel.
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName(/^To pack/);
    await expect(toPack).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? 'no panel');
    await toPack.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('tab', { selected: true });
    await expect(second).not.toHaveAccessibleName(/^To pack/);
    await expect(second).toBeFocused();
    await expect(panel).not.toHaveAccessibleName(/^To pack/);
    await page.keyboard.press('Home');
    await expect(toPack).toHaveAttribute('aria-selected', 'true');
    await expect(toPack).toBeFocused();
    const grid = page.getByRole('region', { name: 'Shipments grid' });
    const firstRow = grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
    await expect(firstRow).toBeVisible();
    await expect(page.getByLabel('Summary')).toContainText(
      /Of [\d,]+ in To pack:.*Overdue: \d+.*Due today: \d+.*Due later: \d+.*On hold: \d+.*Forms failed: \d+/,
    );

    // Sort by dispatch by: newest deadline first.
    const header = grid.getByRole('columnheader', { name: 'Dispatch by' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow.locator('[col-id="sellingPrice"]')).toContainText('₹');

    // Search an order id taken from the grid.
    const orderId =
      ((await firstRow.locator('[col-id="orderIds"]').textContent()) ?? '').split(',')[0]?.trim() ?? '';
    expect(orderId).not.toBe('');
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type(orderId);
    await expect(toPack.locator('.count')).toHaveText('1');
    await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(1);
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
    await expect(row.locator('[col-id="orderIds"]')).toContainText(orderId);

    // Keyboard: into the grid, Enter opens the details, Escape closes them.
    await row.locator('[col-id="shipmentId"]').click();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('complementary', { name: /^Shipment / });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Order items' })).toBeVisible();
    await expect(detail).toContainText(orderId);
    await expect(detail).toContainText('Price components');
    // The panel takes focus as it opens, and gives it back to the row's cell when Escape closes it.
    await expect(detail).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(row.locator('[col-id="shipmentId"]')).toBeFocused();

    // Export the whole To pack view (every row, not only those on screen) and read the file back.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(toPack.locator('.count')).toHaveText(new Intl.NumberFormat('en-IN').format(packCount));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(packCount);
    expect(parsed.data.some((r) => r.orderIds?.includes(orderId))).toBe(true);
    // Raw values: plain numbers, the marketplace's own times.
    expect(parsed.data[0]?.sellingPrice).toMatch(/^\d+(\.\d+)?$/);
    expect(parsed.data[0]?.dispatchBy).toMatch(/\+05:30$/);
    await expect(page.getByRole('status', { name: 'Export' })).toContainText(`Exported`);
    await expectAccessible(page, 'Shipments with a shipment open');
  });
});

test('on a Custom profile whose marketplace has stopped, the seller still reviews the cached orders', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  let sim: ChildProcess | undefined;
  try {
    const started = await startProcess(
      ['src/simulator/cli.ts', '--port', '0', '--seed', '11', '--shipments', '150', '--products', '100'],
      'SIMULATOR READY ',
    );
    sim = started.child;
    const info = started.ready as unknown as SimInfo;

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Add profile' }).click();
    const form = page.getByRole('form', { name: 'New profile' });
    await form.getByLabel('Profile name').fill('Shop on the road');
    await form.getByLabel('Environment').selectOption('custom');
    await form.getByLabel('Seller base address').fill(info.base_url);
    await form.getByLabel('Token address').fill(info.auth_url);
    await form.getByLabel('Affiliate base address').fill(info.affiliate_base_url);
    await form.getByRole('button', { name: 'Save profile' }).click();
    const sellerApp = page.getByRole('form', { name: 'Seller application' });
    await sellerApp.getByLabel('Application ID').fill(info.credentials.self_access.appId);
    await sellerApp.getByLabel('Application Secret').fill(info.credentials.self_access.appSecret);
    await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
    await expect(sellerApp.getByText('Self-access application saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Use this profile' }).click();
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Profile: Shop on the road');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
    const all = page.getByRole('tab', { name: /^All/ });
    await expect(page.getByRole('group', { name: 'Shipment sync' })).toContainText('Full sync done', {
      timeout: 60_000,
    });
    await all.click();
    await expect(all.locator('.count')).toHaveText(/^[1-9]\d*$/);
    const cached = await countOf(all);

    // The marketplace goes away (between syncs); the screen opens on the cache and says how old it is.
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
    await stopProcess(sim);
    await page.reload();
    // Reopened moments after a sync, the screen does not look for news; Sync now does, and finds no marketplace.
    await page.getByRole('button', { name: 'Sync now' }).click();
    const offline = page.getByRole('alert');
    await expect(offline).toContainText(/Offline: orders as of \d/, { timeout: 60_000 });
    // One sentence: no job line saying it again, no second alert.
    await expect(offline).toContainText(/Trying again at \d{1,2}:\d{2} [ap]m; Sync now tries at once\./);
    await expect(page.getByRole('group', { name: 'Shipment sync' })).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Marketplace not answering');
    // Another visit within the wait starts no sync that cannot progress.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
    await expect(page.getByRole('alert')).toContainText('Offline: orders as of');
    await expect(page.getByRole('group', { name: 'Shipment sync' })).toBeHidden();
    await page.getByRole('tab', { name: /^All/ }).click();
    await expect(page.getByRole('tab', { name: /^All/ }).locator('.count')).toHaveText(String(cached));
    const grid = page.getByRole('region', { name: 'Shipments grid' });
    const first = grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
    await expect(first).toBeVisible();
    const shipmentId = (await first.locator('[col-id="shipmentId"]').textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search' }).fill(shipmentId.slice(0, 13));
    await expect(
      grid
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') })
        .first(),
    ).toContainText(shipmentId);
    await first.locator('[col-id="shipmentId"]').dblclick();
    await expect(page.getByRole('complementary', { name: `Shipment ${shipmentId}` })).toBeVisible();
  } finally {
    if (sim) await stopProcess(sim);
  }
  await expectAccessible(page, 'Shipments offline on the cache');
});

test('a search that matches only in another tab says where, and takes the seller there', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  const delivered = page.getByRole('tab', { name: /^Delivered/ });
  await expect(delivered.locator('.count')).toHaveText(/^[1-9][\d,]*$/, { timeout: 60_000 });
  await delivered.click();
  const grid = page.getByRole('region', { name: 'Shipments grid' });
  const first = grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  // The grid has switched tabs once its first row is a delivered one.
  await expect(first.locator('[col-id="status"]')).toHaveText(/^(Delivered|Completed)$/);
  const shipmentId = ((await first.locator('[col-id="shipmentId"]').textContent()) ?? '').trim();
  expect(shipmentId).not.toBe('');

  await page.getByRole('tab', { name: /^To pack/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(shipmentId);
  const hint = page.getByRole('status', { name: 'Matches in other tabs' });
  await expect(hint).toContainText('Nothing in To pack matches; found 1 in Delivered.');
  await expectAccessible(page, 'Shipments with matches in another tab');
  await hint.getByRole('button', { name: '1 in Delivered' }).click();
  await expect(delivered).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(1);
  await expect(hint).toBeHidden();
});
