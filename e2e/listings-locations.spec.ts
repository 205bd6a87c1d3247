import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe.configure({ timeout: 180_000 });

/** Rows of the sheet the window shows at once: the grid's body over one row's height. */
async function rowsShown(page: Page): Promise<number> {
  const grid = await page.locator('.listing-grid').boundingBox();
  const header = await page.locator('.listing-grid .ag-header').boundingBox();
  const row = await page.locator('.listing-grid .ag-row[row-index="0"]').last().boundingBox();
  const bottom = Math.min((grid?.y ?? 0) + (grid?.height ?? 0), page.viewportSize()?.height ?? 0);
  // Rows in the grid's body and on screen (a grid taller than the window shows no more than the window).
  return Math.floor((bottom - (header?.y ?? 0) - (header?.height ?? 0)) / (row?.height ?? 1));
}

test('a location named in Shipments reads by its name in the sheet, its choice list and its export; the sheet grows with the window', async ({
  page,
  app,
}) => {
  expect(page.url().startsWith(app.origin)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 60_000,
  });
  await nav.getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('button', { name: 'Load from my orders' }).click();
  await expect(
    page.getByRole('group', { name: 'Loading listings from orders' }).getByRole('status'),
  ).toContainText(/^Added [1-9]/, { timeout: 30_000 });
  const sheet = page.locator('.listing-grid');
  /** Puts the keyboard in a row's first location cell (the columns are drawn as they come into view). */
  const toLocation = async (row: number) => {
    await sheet.locator(`.ag-row[row-index="${row}"] [col-id="sku"]`).click();
    for (let i = 0; i < 23; i++) await page.keyboard.press('ArrowRight');
    const cell = sheet.locator('.ag-cell-focus');
    await expect(cell).toHaveAttribute('col-id', 'location_id');
    return cell;
  };
  // Before a name: the location reads by the end of its id, never the bare id.
  const first = (await (await toLocation(0)).innerText()).trim();
  const fallback = /^(Location \w{5})/.exec(first)?.[1];
  expect(fallback, first).toBeDefined();

  await nav.getByRole('link', { name: 'Shipments' }).click();
  const names = page.locator('details.location-names');
  await expect(names).toBeVisible({ timeout: 60_000 });
  await names.getByText('Name locations').click();
  const field = names.getByRole('textbox', { name: new RegExp(`^Name of ${fallback} \\(`) });
  const label = await names.locator('label', { hasText: `Name of ${fallback} (` }).innerText();
  const id = /\((\w+)\)$/.exec(label.trim())?.[1];
  expect(id, label).toBeDefined();
  await field.fill('Pune warehouse');
  await names.getByRole('button', { name: `Save the name of ${fallback}` }).click();
  await expect(names.getByRole('status')).toHaveText('Saved: Pune warehouse.');

  // Back on the sheet, the cell reads by the name; no bare id is left on screen.
  await nav.getByRole('link', { name: 'Listings' }).click();
  await expect(await toLocation(0)).toHaveText(first.replace(fallback!, 'Pune warehouse'));
  const locationCells = sheet.locator('[col-id="location_id"]');
  for (const text of await locationCells.allInnerTexts()) expect(text).not.toContain(id!);

  // A new row's location is chosen from a list of the seller's locations, by name; the id is what is kept.
  await page.getByRole('button', { name: 'Add row' }).click();
  const fresh = await toLocation(1);
  await page.keyboard.press('Enter');
  const choices = page.getByRole('listbox');
  await expect(choices.getByRole('option', { name: 'Pune warehouse', exact: true })).toBeVisible();
  await expect(choices.getByRole('option', { name: /^Location \w{5}$/ }).first()).toBeVisible();
  await choices.getByRole('option', { name: 'Pune warehouse', exact: true }).click();
  await expect(fresh).toHaveText('Pune warehouse');

  // Its export keeps the id, with the name in the column beside it.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = Papa.parse<Record<string, string>>(readFileSync((await file.path()) ?? '', 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  const fields = csv.meta.fields ?? [];
  expect(fields[fields.indexOf('location_id') + 1]).toBe('location_name');
  expect(csv.data[1]).toMatchObject({ location_id: id, location_name: 'Pune warehouse' });
  expect(csv.data[0]?.location_name).toMatch(/^Pune warehouse \| /);

  // The sheet takes the height the window gives it: more rows at 1920×1080 than at 1280×800.
  const small = await rowsShown(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => rowsShown(page)).toBeGreaterThan(small);
  const large = await rowsShown(page);
  expect(small, 'rows shown at 1280×800').toBeGreaterThanOrEqual(10);
  expect(large, 'rows shown at 1920×1080').toBeGreaterThanOrEqual(small + 6);
  await expectAccessible(page, 'the listing sheet with named locations');
});
