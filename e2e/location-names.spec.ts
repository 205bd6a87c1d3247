import { expect, expectAccessible, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

test('a seller names a location and sees the name on Shipments, its filter and Today, after a reload too', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  const names = page.locator('details.location-names');
  await expect(names).toBeVisible({ timeout: 60_000 });
  await names.getByText('Name locations').click();

  // The first location of the cache: named by the end of its id until the seller names it.
  const field = names.getByLabel(/^Name of Location \w{5}/).first();
  const label = (await names.locator('label').first().innerText()).trim();
  const [, fallback, id] = /^Name of (Location \w{5}) \((\w+)\)$/.exec(label) ?? [];
  expect(fallback, label).toBeDefined();
  expect(id!.endsWith(fallback!.slice(-5))).toBe(true);
  await field.fill('Pune warehouse');
  await names.getByRole('button', { name: `Save the name of ${fallback}` }).click();
  await expect(names.getByRole('status')).toHaveText('Saved: Pune warehouse.');
  await expectAccessible(page, 'Shipments with Name locations open');

  // The filter offers it by name; a shipment of it says the name, the id beside it.
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.getByRole('search').getByLabel('Location').selectOption({ label: 'Pune warehouse' });
  const row = page
    .getByRole('region', { name: 'Shipments grid' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  await row.locator('[col-id="shipmentId"]').click();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('complementary', { name: /^Shipment / });
  await expect(detail).toContainText(`Pune warehouse (${id})`);

  // Today's By location, after a reload: the name is kept.
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  const byLocation = page.getByRole('region', { name: 'By location' });
  await expect(byLocation.getByRole('rowheader', { name: 'Pune warehouse' })).toBeVisible();
  await expect(byLocation).not.toContainText(id!);
});
