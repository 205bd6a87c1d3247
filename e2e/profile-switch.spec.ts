import { callApi as call, expect, test, shipmentsSynced } from './fixtures.ts';

// A sync and an action at the marketplace: more time than the default.
test.describe.configure({ timeout: 120_000 });

test("a switch of profile takes the last profile's result and selection off the Shipments screen", async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  await page.getByRole('tab', { name: /^To dispatch/ }).click();
  const first = page.locator('.ag-row').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  // Ticked by its id and read back from the Selection line: a sync's fresh rows may redraw the row between the click
  // and a read of the checkbox itself (the tick, kept by shipment, stays).
  const id = await first.getAttribute('row-id');
  await page.locator(`.ag-row[row-id="${id}"]`).getByRole('checkbox').first().click();
  const selection = page.getByRole('status', { name: 'Selection' });
  await expect(selection).toContainText(/^1 selected of/);
  await page.getByRole('button', { name: /^Ready to dispatch \(1 selected of/ }).click();
  await page
    .getByRole('group', { name: 'Confirm ready to dispatch' })
    .getByRole('button', { name: 'Mark 1 shipment ready to dispatch' })
    .click();
  const result = page.getByRole('region', { name: '1 of 1 marked ready to dispatch.' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText('Marked ready to dispatch');

  // Another profile (from Settings, or another window): nothing of the Demo's stays to be acted on there.
  const shop = await call<{ id: string }>(page, 'saveProfile', {
    name: 'Second shop',
    kind: 'custom',
    sellerBaseUrl: 'http://127.0.0.1:9/sellers',
    authUrl: 'http://127.0.0.1:9',
    affiliateBaseUrl: 'http://127.0.0.1:9',
  });
  await call(page, 'activateProfile', { id: shop.id });
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('Profile: Second shop', {
    timeout: 15_000,
  });
  await expect(result).toBeHidden();
  await expect(selection).toHaveText('Tick shipments to act on them.');
  // Back on the Demo, the result does not come back either: it belonged to the screen before the switch.
  await call(page, 'activateProfile', { id: 'demo' });
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('Profile: Demo', {
    timeout: 15_000,
  });
  await expect(result).toBeHidden();
});
