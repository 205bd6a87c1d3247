import type { Locator, Page } from '@playwright/test';
import { expect, test, expectAccessible } from './fixtures.ts';

/** Syncs one Demo category (20,000 products) from the directory and waits for the sentence that it is done. */
async function syncCategory(page: Page, categories: Locator, name: string): Promise<void> {
  await categories.getByRole('button', { name: new RegExp(`^${name},`) }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: 'Sync category' }).click();
  await expect(page.getByRole('group', { name: 'Feed sync' }).getByRole('status')).toContainText(
    /^Full sync done: 20,000 products/,
    { timeout: 120_000 },
  );
}

test('an affiliate searches two synced categories at once and sees rows of both with their category', async ({
  page,
  app,
}) => {
  void app; // started for this test: the web host on the Demo profile, the page open
  test.setTimeout(240_000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feeds' }).click();
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: /^mobiles, 0 products stored$/ })).toBeVisible({
    timeout: 30_000,
  });
  // Samsung makes both phones and televisions.
  await syncCategory(page, categories, 'mobiles');
  await syncCategory(page, categories, 'televisions');

  await categories.getByRole('button', { name: /^All categories, 40,000 products stored$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'All categories' })).toBeVisible();
  const matching = page.getByLabel('Matching products');
  await expect(matching).toHaveText('40,000');

  // The search applies as you type, across both.
  await page.getByLabel('Search products').fill('samsung');
  await expect(matching).not.toHaveText('40,000');
  const found = Number((await matching.innerText()).replace(/,/g, ''));
  expect(found).toBeGreaterThan(0);

  const grid = page.getByRole('region', { name: 'Product grid' });
  const cell = (row: number, column: string) =>
    grid.locator(`.ag-row[row-index="${row}"] [col-id="${column}"]`);
  const categoryHeader = grid.getByRole('columnheader', { name: 'Category' });
  await categoryHeader.click();
  await expect(categoryHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(cell(0, 'category')).toHaveText('mobiles');
  await expect(cell(0, 'brand')).toHaveText('Samsung');
  await categoryHeader.click();
  await expect(categoryHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(0, 'category')).toHaveText('televisions');
  await expect(cell(0, 'brand')).toHaveText('Samsung');

  // The category as a filter: only televisions, the count smaller, the sort still the one chosen.
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('televisions');
  await expect(matching).not.toHaveText(new Intl.NumberFormat('en-IN').format(found));
  const televisions = Number((await matching.innerText()).replace(/,/g, ''));
  expect(televisions).toBeGreaterThan(0);
  expect(televisions).toBeLessThan(found);
  await expect(categoryHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(0, 'category')).toHaveText('televisions');

  // A row of the all-categories grid opens in the detail, with its own category's record.
  const title = (await cell(0, 'title').innerText()).trim();
  await cell(0, 'title').click();
  await expect(page.locator('.product-detail').getByRole('heading', { level: 2 })).toHaveText(title);

  // Nothing found: a sentence of ours, not the grid's own words.
  await page.getByLabel('Search products').fill('nothing-sold-under-this-name');
  await expect(matching).toHaveText('0');
  await expect(grid).toContainText('No products here: none is stored yet, or none matches this search');
  await expect(grid).not.toContainText('No Rows To Show');
  await expectAccessible(page, 'the Feeds screen searching all categories');
});
