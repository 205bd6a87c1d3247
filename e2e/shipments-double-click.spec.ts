import type { Locator, Page } from '@playwright/test';
import { callApi, expect, shipmentsSynced, test } from './fixtures.ts';

// A sync over real HTTP on a machine shared with other work: more time than the default.
test.describe.configure({ timeout: 120_000 });

/** The middle of a cell, where a person's pointer rests through both clicks of a double-click. */
async function middleOf(cell: Locator): Promise<{ x: number; y: number }> {
  const box = await cell.boundingBox();
  if (!box) throw new Error('the cell is not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One press of the left button where the pointer is: `count` 2 is a double-click's second half. */
async function press(page: Page, count: 1 | 2): Promise<void> {
  await page.mouse.down({ clickCount: count });
  await page.mouse.up({ clickCount: count });
}

/** A row's shipment id, as its Shipment cell shows it. */
async function idOf(row: Locator): Promise<string> {
  const shipmentId = ((await row.locator('[col-id="shipmentId"]').textContent()) ?? '').trim();
  expect(shipmentId).not.toBe('');
  return shipmentId;
}

/** The Shipment cell of a shipment's row, wherever the grid draws that row. */
const cellOf = (grid: Locator, shipmentId: string): Locator =>
  grid.locator(`.ag-row[row-id="${shipmentId}"] [col-id="shipmentId"]`);

const top = async (element: Locator): Promise<number> => (await element.boundingBox())?.y ?? Number.NaN;

test("a double-click opens its row's shipment though the grid moves or redraws between its clicks", async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  // To dispatch: its bar's three buttons carry the selection's words, so a first tick makes the bar a line taller.
  await page.getByRole('tab', { name: /^To dispatch/ }).click();
  const grid = page.getByRole('region', { name: 'Shipments grid' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.nth(3)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ready to dispatch (none selected)' })).toBeVisible();
  const selection = page.getByRole('status', { name: 'Selection' });
  const sorted = grid.getByRole('columnheader', { name: 'Dispatch by' });
  await expect(sorted).toHaveAttribute('aria-sort', 'ascending');

  // The first row (its second click would land on a column header) and a later one (on the row above).
  for (const n of [0, 3]) {
    const shipmentId = await idOf(rows.nth(n));
    const cell = cellOf(grid, shipmentId);
    const gridTop = await top(grid);
    const at = await middleOf(cell);
    await page.mouse.move(at.x, at.y);
    await press(page, 1);
    // The first click ticks its row; the bar above the grid grows by a line, and the grid moves under the pointer.
    await expect(selection).toContainText(/^1 selected of [\d,]+ to dispatch/);
    await expect.poll(() => top(grid)).toBeGreaterThan(gridTop);
    await expect(cell).toBeFocused();
    await press(page, 2);
    const detail = page.getByRole('complementary', { name: `Shipment ${shipmentId}` });
    await expect(detail).toBeVisible();
    await expect(detail).toBeFocused();
    // The second click sorted nothing, ticked no other row, and the cell keeps the focus once the detail closes.
    await expect(sorted).toHaveAttribute('aria-sort', 'ascending');
    await expect(selection).toContainText(/^1 selected of [\d,]+ to dispatch/);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(cell).toBeFocused();
    await expect(cell).toHaveText(shipmentId);
    await page.keyboard.press('Escape');
    await expect(selection).toHaveText('Tick shipments to act on them.');
    await expect.poll(() => top(grid)).toBe(gridTop);
  }

  // The grid reads its rows again between the two clicks (the cache changed): the focus stays in the cell, and the
  // double-click opens the same row. A row ticked first: the bar is a line taller already, and stays so.
  const gridTop = await top(grid);
  await rows.nth(4).locator('[col-id="shipmentId"]').click();
  await expect(selection).toContainText(/^1 selected of/);
  await expect.poll(() => top(grid)).toBeGreaterThan(gridTop);
  const shipmentId = await idOf(rows.nth(2));
  const cell = cellOf(grid, shipmentId);
  const at = await middleOf(cell);
  await page.mouse.move(at.x, at.y);
  await press(page, 1);
  await expect(cell).toBeFocused();
  const reread = page.waitForResponse((r) => r.url().endsWith('/api/calls/getShipmentBlock'));
  await callApi(page, 'refreshShipments', { shipmentIds: [shipmentId] });
  await reread;
  await expect(cell).toHaveText(shipmentId);
  await expect(cell).toBeFocused();
  await press(page, 2);
  await expect(page.getByRole('complementary', { name: `Shipment ${shipmentId}` })).toBeVisible();
});
