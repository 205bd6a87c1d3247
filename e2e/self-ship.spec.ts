import { callApi as call, expect, shipmentsSynced, test } from './fixtures.ts';

// A sync and a read-back after the action: more time than the default.
test.describe.configure({ timeout: 120_000 });

type Detail = { status: string; shipment: { shipmentId: string; shipmentType?: string } };

test('dispatch a self-ship shipment with its courier and tracking id; it reads dispatched after a re-read', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);

  // A self-ship shipment of the Demo waiting to leave (not held): the seller's own courier takes it.
  const block = await call<{ rows: { shipmentId: string; status: string }[] }>(page, 'getShipmentBlock', {
    startRow: 0,
    endRow: 200,
    sort: [],
    filter: { view: 'toDispatch', hold: false },
  });
  let chosen: string | undefined;
  for (const row of block.rows) {
    const detail = await call<Detail>(page, 'getShipment', { shipmentId: row.shipmentId });
    if (detail.shipment.shipmentType === 'SELF') {
      chosen = row.shipmentId;
      break;
    }
  }
  expect(chosen, 'a self-ship shipment to dispatch').toBeDefined();
  const id = chosen!;

  await page.getByRole('tab', { name: /^To dispatch/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await page.locator(`.ag-row[row-id="${id}"]`).dblclick();
  const panel = page.getByRole('complementary', { name: `Shipment ${id}` });
  await expect(panel).toContainText('Yours: a self-ship shipment');
  const ship = panel.getByRole('region', { name: 'Ship it yourself' });
  const form = ship.getByRole('form', { name: 'Mark dispatched' });
  const button = form.getByRole('button', { name: 'Mark dispatched…' });
  await expect(button).toBeDisabled();
  await form.getByRole('textbox', { name: 'Courier' }).fill('Blue Dart');
  await form.getByRole('textbox', { name: 'Tracking id' }).fill('BD1234567890');
  // The Demo packed it outside Stockroom: the seller types the invoice number it was packed with.
  await form.getByRole('textbox', { name: 'Invoice number' }).fill('INV-E2E-1');
  await button.click();
  const asked = form.getByRole('group', { name: 'Confirm: mark dispatched' });
  await expect(asked).toHaveAccessibleDescription(
    `Mark shipment ${id} dispatched with Blue Dart, tracking id BD1234567890? The buyer is told; this cannot be undone.`,
  );
  await asked.getByRole('button', { name: 'Mark dispatched' }).click();

  const result = page.getByRole('region', { name: '1 of 1 marked dispatched.' });
  await expect(result).toContainText(`${id}: Marked dispatched.`, { timeout: 30_000 });

  // After a re-read (the page loaded again), the shipment is on its way: In transit, Shipped.
  await page.reload();
  await expect
    .poll(async () => (await call<Detail>(page, 'getShipment', { shipmentId: id })).status, {
      timeout: 20_000,
    })
    .toBe('SHIPPED');
  await page.getByRole('tab', { name: /^In transit/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await page.locator(`.ag-row[row-id="${id}"]`).dblclick();
  const again = page.getByRole('complementary', { name: `Shipment ${id}` });
  await expect(again.getByRole('definition').first()).toContainText('Shipped');
  // Now on its way: delivered or a failed attempt, no second dispatch.
  await expect(again.getByRole('button', { name: 'Mark delivered…' })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Mark dispatched…' })).toHaveCount(0);
});
