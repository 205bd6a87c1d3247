import { expect, expectAccessible, test } from './fixtures.ts';
import { packableShipments, tickRow } from './fulfilment-steps.ts';

// A sync before the shipments can be ticked: more time than the default.
test.describe.configure({ timeout: 120_000 });

test('a dialog whose file cannot be loaded says so in its place; the screen and its ticks stay', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  // As after a rebuild or an update under an open window: the pack form's own file is no longer on the server.
  await page.route(/\/PackDialog-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  const { chosen } = await packableShipments(page, 1);
  await tickRow(page, chosen[0]!);
  await page.getByRole('button', { name: /^Pack… \(1 selected of/ }).click();

  const failed = page.getByRole('alert').filter({ hasText: 'This part of the window could not be drawn' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Reload the window' })).toBeVisible();
  // The rest of the screen is as it was: its heading, its grid and the tick.
  await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible();
  await expect(page.locator(`.ag-row[row-id="${chosen[0]}"]`).getByRole('checkbox').first()).toBeChecked();
  await expectAccessible(page, 'Shipments with a dialog that could not be drawn');
});

test("a screen whose file cannot be loaded says so in the window's words, and the others still open", async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.route(/\/SettingsScreen-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'This part of the window could not be drawn' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Reload the window' })).toBeVisible();
  // Never the browser's own words ("Failed to fetch dynamically imported module: …").
  await expect(failed).not.toContainText(/fetch|module|import/i);
  await nav.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
});
