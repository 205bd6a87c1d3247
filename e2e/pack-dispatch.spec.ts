import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { callApi as call, expect, expectAccessible, test, shipmentsSynced } from './fixtures.ts';
import { fillPackForm, packableShipments, tickRow } from './fulfilment-steps.ts';

// A sync, packing at the marketplace and its reads: more time than the default.
test.describe.configure({ timeout: 150_000 });

const tabCount = async (page: Page, name: RegExp): Promise<number> =>
  Number(((await page.getByRole('tab', { name }).locator('.count').textContent()) ?? '').replace(/\D/g, ''));

async function pdfText(download: Download, dir: string): Promise<string> {
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return execFileSync('pdftotext', [path, '-']).toString();
}

test('select two To pack shipments, pack them, print their labels, mark them ready and get the manifest', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  const toPack = page.getByRole('tab', { name: /^To pack/ });
  await expect(toPack.locator('.count')).toHaveText(/^[1-9][\d,]*$/, { timeout: 60_000 });
  await shipmentsSynced(page);

  // Two shipments the marketplace would pack now, first in the grid.
  const { chosen, firstRows } = await packableShipments(page, 2);

  // Tick boxes, the grid's first column (before Shipment and SKU); "N selected" beside the tabs, Escape clears.
  const selection = page.getByRole('status', { name: 'Selection' });
  const firstRow = page.locator(`.ag-row[row-id="${chosen[0]}"]`);
  await expect(page.locator('.ag-header-cell[aria-colindex="1"]')).not.toHaveAttribute(
    'col-id',
    /shipmentId|skus/,
  );
  await expect(firstRow.locator('[aria-colindex="1"]').getByRole('checkbox')).toHaveCount(1);
  await expect(firstRow.locator('[aria-colindex="2"]')).toHaveText(new RegExp(`^${chosen[0]}`));
  const tick = (id: string) => tickRow(page, id);
  await tick(chosen[0]!);
  await expect(selection).toContainText(/^1 selected of [\d,]+ to pack/);
  await page.keyboard.press('Escape');
  await expect(selection).toHaveText('Tick shipments to act on them.');
  for (const id of chosen) await tick(id);
  const packBefore = await tabCount(page, /^To pack/);
  const dispatchBefore = await tabCount(page, /^To dispatch/);
  await expect(selection).toContainText(`2 selected of ${packBefore.toLocaleString('en-IN')} to pack`);
  // The pick list says it covers the same two.
  await expect(
    page.getByRole('button', {
      name: `Pick list and slips (2 selected of ${packBefore.toLocaleString('en-IN')} to pack)`,
    }),
  ).toBeVisible();

  // Pack…: one form, checked per cell; what Stockroom could not know is filled in.
  await page.getByRole('button', { name: /^Pack… \(2 selected of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pack 2 shipments' });
  await expect(dialog).toBeVisible();
  // A number below 0 is told so; the count of cells to change follows the form as they are fixed.
  await dialog
    .getByRole('textbox', { name: /^Weight kg for shipment/ })
    .first()
    .fill('-2');
  await expect(dialog).toContainText('The weight must be more than 0 kg.');
  await dialog.getByRole('button', { name: 'Pack 2 shipments…' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^\d+ cells? needs? a change before packing; each says why\.$/,
  );
  await fillPackForm(dialog);
  // The seller's own invoice numbers: a bad pattern says why; a good one numbers the form again.
  await dialog.getByRole('textbox', { name: 'Pattern' }).fill('E2E {n}');
  await dialog.getByRole('button', { name: 'Use this pattern' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Outside the braces a pattern holds only letters, digits, / and -.',
  );
  await dialog.getByRole('textbox', { name: 'Pattern' }).fill('E2E-{n:3}');
  await dialog.getByRole('textbox', { name: 'Next number' }).fill('41');
  await dialog.getByRole('button', { name: 'Use this pattern' }).click();
  const numbers = dialog.getByRole('textbox', { name: /^Invoice number for shipment/ });
  await expect
    .poll(async () => Promise.all((await numbers.all()).map((cell) => cell.inputValue())))
    .toEqual(['E2E-041', 'E2E-042']);
  await expectAccessible(page, 'the pack form');
  await dialog.getByRole('button', { name: 'Pack 2 shipments…' }).click();
  await expect(dialog).toContainText('Packing cannot be undone');
  await dialog.getByRole('button', { name: 'Pack 2 shipments', exact: true }).click();
  // While the marketplace packs them, no second form for the same shipments.
  const packButton = page.getByRole('button', { name: /^Pack… \(2 selected of/ });
  await expect(packButton).toBeDisabled();
  await expect(packButton).toHaveAccessibleDescription(
    'Shipments are being packed: pack more once that ends.',
  );

  // Packing is asynchronous at the marketplace: the job reads until both are packed, then says so per shipment.
  const result = page.getByRole('region', { name: '2 of 2 packed.' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  for (const id of chosen) await expect(result).toContainText(`${id}: Packed.`);
  await expect.poll(() => tabCount(page, /^To pack/)).toBe(packBefore - 2);
  await expect.poll(() => tabCount(page, /^To dispatch/)).toBe(dispatchBefore + 2);
  // The packed two left To pack, and the selection with them: no tick out of sight drives a button.
  await expect(selection).toHaveText('Tick shipments to act on them.');
  await expect(page.getByRole('button', { name: 'Pack… (none selected)' })).toBeDisabled();
  await expect(
    page.getByRole('button', {
      name: `Pick list and slips (all ${(packBefore - 2).toLocaleString('en-IN')} to pack)`,
    }),
  ).toBeVisible();
  // Another form leaves the last result (its labels, its Ready to dispatch) until another job starts.
  const another = firstRows.find((id) => !chosen.includes(id))!;
  await tick(another);
  await page.getByRole('button', { name: /^Pack… \(1 selected of/ }).click();
  await expect(page.getByRole('dialog', { name: /^Pack / })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Download labels and invoices (2)' })).toBeVisible();
  await page
    .getByRole('dialog', { name: /^Pack / })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(result.getByRole('button', { name: 'Ready to dispatch (2 packed)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(selection).toHaveText('Tick shipments to act on them.');

  const dir = mkdtempSync(join(tmpdir(), 'stockroom-labels-'));
  try {
    const [labels] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download labels and invoices (2)' }).click(),
    ]);
    const text = await pdfText(labels, dir);
    for (const id of chosen) expect(text).toContain(id);
    for (const number of ['E2E-041', 'E2E-042']) expect(text).toContain(number);

    // The app's own step asks, not the browser's box.
    await result.getByRole('button', { name: 'Ready to dispatch (2 packed)' }).click();
    const asked = result.getByRole('group', { name: 'Confirm ready to dispatch' });
    await expect(asked).toHaveAccessibleDescription(
      'Mark 2 shipments ready to dispatch? This cannot be undone.',
    );
    await asked.getByRole('button', { name: 'Mark 2 shipments ready to dispatch' }).click();
    await expect(page.getByRole('region', { name: '2 of 2 marked ready to dispatch.' })).toBeVisible({
      timeout: 30_000,
    });
    for (const shipmentId of chosen) {
      const detail = await call<{ view: string; status: string }>(page, 'getShipment', { shipmentId });
      expect(detail).toEqual(expect.objectContaining({ view: 'toDispatch', status: 'READY_TO_DISPATCH' }));
    }
    await page.getByRole('tab', { name: /^To dispatch/ }).click();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(chosen[1]!);
    await tick(chosen[1]!);
    await expect(selection).toHaveText('1 selected of 1 to dispatch');
    // Another search, another tab: a tick no longer on screen leaves the selection.
    await search.fill(chosen[0]!);
    await expect(selection).toHaveText('Tick shipments to act on them.');
    await expect(page.getByRole('button', { name: 'Ready to dispatch (none selected)' })).toBeDisabled();
    await tick(chosen[0]!);
    await expect(selection).toHaveText('1 selected of 1 to dispatch');
    await page.getByRole('tab', { name: /^All/ }).click();
    await expect(selection).toHaveText('Tick shipments to act on them.');
    await expect(page.getByRole('button', { name: 'Pick list and slips (all 1 shipment)' })).toBeVisible();
    // A search that finds nothing leaves no pick list to make.
    await search.fill('no-such-shipment');
    await expect(page.getByRole('button', { name: /^Pick list and slips \(all 0 / })).toBeDisabled();
    await search.fill(chosen[0]!);
    await page.getByRole('tab', { name: /^To dispatch/ }).click();
    await expect(page.locator(`.ag-row[row-id="${chosen[0]}"]`)).toBeVisible();
    // Reprint from the shipment's detail.
    // One double-click: its first click ticks the row and the bar above the grid grows by a line, so the second
    // lands on the header; the grid still opens the row the double-click began on.
    await page.locator(`.ag-row[row-id="${chosen[0]}"]`).dblclick();
    const [reprint] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Reprint labels and invoice' }).click(),
    ]);
    expect(await pdfText(reprint, dir)).toContain(chosen[0]);

    // The day's manifests: one per courier with shipments ready; together they name both shipments.
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: "Today's manifests" }).click();
    // Said once, as a toast that leaves by itself (the labels' sentence before it is one toast too).
    await expect(page.getByRole('status').filter({ hasText: /Manifest .* downloaded\./ })).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect.poll(() => downloads.length).toBeGreaterThan(0);
    const manifests = (await Promise.all(downloads.map((d) => pdfText(d, dir)))).join('\n');
    for (const id of chosen) expect(manifests).toContain(id);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('cancel one order item of a shipment before packing, from its detail, with a reason', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  const toPack = page.getByRole('tab', { name: /^To pack/ });
  await shipmentsSynced(page);
  const block = await call<{ rows: { shipmentId: string; orderItemIds: string; status: string }[] }>(
    page,
    'getShipmentBlock',
    { startRow: 0, endRow: 1000, sort: [], filter: { view: 'toPack', hold: false, formsFailed: false } },
  );
  const row = block.rows.find((r) => r.status === 'APPROVED' && r.orderItemIds.includes(','));
  expect(row, 'a To pack shipment of several order items').toBeDefined();
  const [first, second] = row!.orderItemIds.split(', ');
  await toPack.click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(row!.shipmentId);
  await page.locator(`.ag-row[row-id="${row!.shipmentId}"]`).dblclick();
  await expect.poll(() => tabCount(page, /^To pack/)).toBe(1);
  const items = page.getByRole('group', { name: 'Order items to cancel (none ticked: the whole shipment)' });
  await items.getByRole('checkbox', { name: new RegExp(`^${first}`) }).check();
  await page.getByRole('combobox', { name: 'Reason to cancel' }).selectOption({ label: 'Out of stock' });
  // The app's own step asks (not the browser's box), with focus on its button; Keep it goes back.
  const cancelButton = page.getByRole('button', { name: 'Cancel 1 order item…' });
  await cancelButton.click();
  const asked = page.getByRole('group', { name: 'Confirm cancelling' });
  await expect(asked).toHaveAccessibleDescription(
    `Cancel order item ${first} of shipment ${row!.shipmentId} (Out of stock)? The buyer is told; this cannot be undone.`,
  );
  await expect(asked.getByRole('button', { name: 'Cancel 1 order item' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(asked).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: '1 of 1 cancelled.' });
  await expect(result).toContainText(
    `${row!.shipmentId}: Order item ${first} cancelled; the rest of the shipment is still to pack.`,
    { timeout: 30_000 },
  );
  // Focus on the result's heading, not dropped to the top of the page.
  await expect(result.getByRole('heading', { name: '1 of 1 cancelled.' })).toBeFocused();
  const detail = await call<{
    view: string;
    shipment: {
      orderItems: {
        orderItemId: string;
        status: string;
        sku?: string;
        title?: string;
        quantity?: number;
        priceComponents?: { totalPrice?: number };
      }[];
    };
  }>(page, 'getShipment', { shipmentId: row!.shipmentId });
  expect(detail.view).toBe('toPack');
  expect(detail.shipment.orderItems.find((i) => i.orderItemId === first)?.status).toBe('CANCELLED');
  expect(detail.shipment.orderItems.find((i) => i.orderItemId === second)?.status).toBe('APPROVED');
  // Still to pack, under the same search.
  await expect.poll(() => tabCount(page, /^To pack/)).toBe(1);
  await expect(page.locator(`.ag-row[row-id="${row!.shipmentId}"]`)).toBeVisible();

  // The open detail shows the cancel once its read-back lands, without being opened again.
  const panel = page.getByRole('complementary', { name: `Shipment ${row!.shipmentId}` });
  const cancelled = panel.getByRole('region', { name: `Order item ${first}` });
  await expect(cancelled).toContainText('Cancelled (CANCELLED)');
  await expect(cancelled.getByRole('definition').filter({ hasText: /^none$/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Cancel 1 order item…' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: new RegExp(`^${first}`) })).toHaveCount(0);

  // The grid's quantity and total price, the pick list and the slip count only the items still to pack.
  const live = detail.shipment.orderItems.filter((i) => i.status !== 'CANCELLED');
  const units = new Map<string, number>();
  for (const i of live) units.set(i.sku ?? '', (units.get(i.sku ?? '') ?? 0) + (i.quantity ?? 0));
  const liveUnits = [...units.values()].reduce((a, b) => a + b, 0);
  await expect(page.locator(`.ag-row[row-id="${row!.shipmentId}"] [col-id="quantity"]`)).toHaveText(
    String(liveUnits),
  );
  const after = await call<{ rows: { shipmentId: string; quantity: number; totalPrice: number }[] }>(
    page,
    'getShipmentBlock',
    { startRow: 0, endRow: 10, sort: [], filter: { view: 'toPack', search: row!.shipmentId } },
  );
  const liveTotal = live.reduce((sum, i) => sum + (i.priceComponents?.totalPrice ?? 0), 0);
  expect(after.rows.map((r) => [r.shipmentId, r.quantity, r.totalPrice])).toEqual([
    [row!.shipmentId, liveUnits, liveTotal],
  ]);
  await page.getByRole('button', { name: /^Pick list and slips/ }).click();
  const document = page.getByRole('region', { name: /^Pick list: / });
  await expect(document).toBeVisible();
  const lines = document.locator('.print-table tbody tr');
  await expect(lines).toHaveCount(units.size);
  for (const [sku, quantity] of units)
    await expect(
      lines.filter({ has: page.getByRole('rowheader', { name: sku, exact: true }) }),
    ).toContainText(String(quantity));
  const gone = detail.shipment.orderItems.find((i) => i.orderItemId === first)!;
  if (!units.has(gone.sku ?? ''))
    await expect(document.getByRole('rowheader', { name: gone.sku ?? '', exact: true })).toHaveCount(0);
  const slip = document.getByRole('article', { name: `Packing slip ${row!.shipmentId}` });
  const slipLines = ((await slip.locator('.slip-lines').textContent()) ?? '').split('\n');
  expect(slipLines.filter((l) => l.includes(' ×'))).toEqual(
    live.map((i) => `${i.sku ?? ''}  ×${i.quantity ?? 0}  ${i.title ?? ''}`),
  );
});
