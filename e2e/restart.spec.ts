import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, startWebHost, stopProcess, test } from './fixtures.ts';

// Two starts of the app, each with a first sync over real HTTP on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** What the backend keeps of the grid, read as the page would (same origin, its session cookie). */
async function keptView(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const res = await fetch('/api/calls/getShipmentView', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: {} }),
    });
    return ((await res.json()) as { value: unknown }).value;
  });
}

test('a restart opens the screen, tab, search and sort the seller left', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-restart-'));
  let first = await startWebHost(dataDir);
  try {
    await page.goto(first.ready.url as string);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
    const delivered = page.getByRole('tab', { name: /^Delivered/ });
    await expect(delivered.locator('.count')).toHaveText(/^[1-9][\d,]*$/, { timeout: 60_000 });
    await delivered.click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('mug');
    const grid = page.getByRole('region', { name: 'Shipments grid' });
    const total = grid.getByRole('columnheader', { name: 'Total price' });
    await total.click();
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(() => keptView(page))
      .toEqual({
        filter: { view: 'delivered', search: 'mug' },
        sort: [{ colId: 'totalPrice', sort: 'asc' }],
      });
  } finally {
    await stopProcess(first.child);
  }

  first = await startWebHost(dataDir);
  try {
    // A new start: a new address and token, no screen in it.
    await page.goto(first.ready.url as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Delivered/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('mug');
    await expectAccessible(page, 'Shipments after a restart');
    const grid = page.getByRole('region', { name: 'Shipments grid' });
    await expect(grid.getByRole('columnheader', { name: 'Total price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(grid.getByRole('columnheader', { name: 'Dispatch by' })).not.toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  } finally {
    await stopProcess(first.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
