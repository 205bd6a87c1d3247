import type { Locator, Page } from '@playwright/test';
import { callApi as call, demoSellerAdmin, expect } from './fixtures.ts';

/** Steps the packing journeys share: shipments the Demo's marketplace would pack now, and a pack form filled in. */

/**
 * Shows To pack as the marketplace would pack it now (not held, no failed form), first due first, and tells the
 * Demo's marketplace that the first `n` rows whose dispatch-after date has passed are waiting, as a fresh order
 * would be. Reloads the page (Shipments stays on screen); answers those rows' ids and the first rows' ids.
 */
export async function packableShipments(
  page: Page,
  n: number,
): Promise<{ chosen: string[]; firstRows: string[] }> {
  const filter = { view: 'toPack', hold: false, formsFailed: false };
  const sort = [{ colId: 'dispatchBy', sort: 'asc' }];
  await call(page, 'saveShipmentView', { filter, sort });
  await page.reload();
  await expect(page.getByRole('tab', { name: /^To pack/ }).locator('.count')).toHaveText(/^[1-9][\d,]*$/, {
    timeout: 60_000,
  });
  const block = await call<{ rows: { shipmentId: string; dispatchAfter: string | null }[] }>(
    page,
    'getShipmentBlock',
    { startRow: 0, endRow: 8, sort, filter },
  );
  const chosen = block.rows
    .filter((r) => Date.parse(r.dispatchAfter ?? '') <= Date.now())
    .slice(0, n)
    .map((r) => r.shipmentId);
  expect(chosen).toHaveLength(n);
  await moveOnDemo(page, chosen, 'APPROVED');
  return { chosen, firstRows: block.rows.map((r) => r.shipmentId) };
}

/** Tells the Demo's marketplace that the shipments are now in `status` (its admin move, at its clock's now). */
export async function moveOnDemo(page: Page, shipmentIds: readonly string[], status: string): Promise<void> {
  const moved = await page.request.post(`${await demoSellerAdmin(page)}/shipments/move`, {
    data: { shipmentIds, status },
  });
  expect(moved.ok()).toBe(true);
}

/**
 * Ticks a row of the grid by its shipment id (the row must be drawn). Read back through the locator rather than the
 * clicked element: a sync's fresh rows may redraw the row between the click and the read (the tick stays).
 */
export async function tickRow(page: Page, shipmentId: string): Promise<void> {
  const tick = page.locator(`.ag-row[row-id="${shipmentId}"]`).getByRole('checkbox').first();
  if (!(await tick.isChecked())) await tick.click();
  await expect(tick).toBeChecked();
}

/** Fills every cell the pack form marks as needing a change with a value that passes. */
export async function fillPackForm(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('textbox', { name: /^Invoice number for shipment/ }).first()).toBeVisible();
  const invalid = dialog.locator('input[aria-invalid="true"]');
  for (let guard = 0; (await invalid.count()) > 0 && guard < 40; guard++) {
    const cell = invalid.first();
    const label = (await cell.getAttribute('aria-label')) ?? '';
    await cell.fill(
      label.startsWith('GST')
        ? '18'
        : label.startsWith('Weight')
          ? '0.5'
          : label.startsWith('Amount')
            ? '499'
            : '20',
    );
  }
  await expect(dialog.getByRole('alert')).toHaveCount(0);
}

/**
 * One To pack shipment the Demo's marketplace would pack now, told to it as waiting. Through the contract, not the
 * Shipments screen's words (another part of the conversion): the view saved, the first sync waited for.
 */
export async function packableShipment(page: Page): Promise<string> {
  const filter = { view: 'toPack', hold: false, formsFailed: false };
  const sort = [{ colId: 'dispatchBy', sort: 'asc' }];
  await call(page, 'saveShipmentView', { filter, sort });
  await page.reload();
  let rows: { shipmentId: string; dispatchAfter: string | null }[] = [];
  await expect
    .poll(
      async () => {
        const block = await call<{ rows: typeof rows }>(page, 'getShipmentBlock', {
          startRow: 0,
          endRow: 8,
          sort,
          filter,
        });
        rows = block.rows.filter((r) => Date.parse(r.dispatchAfter ?? '') <= Date.now());
        return rows.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const shipmentId = rows[0]!.shipmentId;
  await moveOnDemo(page, [shipmentId], 'APPROVED');
  return shipmentId;
}
