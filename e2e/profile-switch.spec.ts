import { callApi as call, expect, test, shipmentsSynced } from './fixtures.ts';
import { tickRow } from './fulfilment-steps.ts';

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
  // The first row once To dispatch's rows have replaced the last view's, ticked by its shipment: a sync's fresh rows
  // may redraw the grid between the click and the read of the tick.
  const first = page.locator('.ag-row[row-index="0"]');
  await expect(first.locator('[col-id="status"]').first()).toHaveText(/^(Packed|Ready to dispatch)$/, {
    timeout: 30_000,
  });
  await tickRow(page, (await first.locator('[col-id="shipmentId"]').first().innerText()).trim());
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
