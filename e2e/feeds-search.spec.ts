import type { Page } from '@playwright/test';
import { expect, test, expectAccessible } from './fixtures.ts';
import { simCategory, syncCategory } from './feeds-steps.ts';

/** A new version of a Demo category, through the simulator's admin interface (as `feeds.spec.ts` does). */
async function bumpCategory(page: Page, name: string): Promise<void> {
  const { admin, code } = await simCategory(page, name);
  const bumped = await fetch(`${admin}/affiliate/categories/${code}/bump`, { method: 'POST' });
  expect(bumped.ok).toBe(true);
}

test('an affiliate searches two synced categories at once and sees rows of both with their category', async ({
  page,
  app,
}) => {
  void app; // started for this test: the web host on the Demo profile, the page open
  test.setTimeout(240_000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feeds' }).click();
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: /^Mobiles, 0 products stored$/ })).toBeVisible({
    timeout: 30_000,
  });
  // Samsung makes both phones and televisions.
  await syncCategory(page, 'Mobiles', categories);
  await syncCategory(page, 'Televisions', categories);

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
  await expect(cell(0, 'category')).toHaveText('Mobiles');
  await expect(cell(0, 'brand')).toHaveText('Samsung');
  await categoryHeader.click();
  await expect(categoryHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(0, 'category')).toHaveText('Televisions');
  await expect(cell(0, 'brand')).toHaveText('Samsung');

  // The category as a filter: only televisions, the count smaller, the sort still the one chosen.
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('televisions');
  await expect(matching).not.toHaveText(new Intl.NumberFormat('en-IN').format(found));
  const televisions = Number((await matching.innerText()).replace(/,/g, ''));
  expect(televisions).toBeGreaterThan(0);
  expect(televisions).toBeLessThan(found);
  await expect(categoryHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(0, 'category')).toHaveText('Televisions');
  // Away and back: the grid is drawn again with its category column, in the sort chosen.
  await awayAndBack(page);
  await expect(categoryHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(0, 'category')).toHaveText('Televisions');

  // A row of the all-categories grid opens in the detail, with its own category's record.
  const title = (await cell(0, 'title').innerText()).trim();
  await cell(0, 'title').click();
  await expect(page.locator('.product-detail').getByRole('heading', { level: 2 })).toHaveText(title);

  // Back in one category: no category column; a delta sync after the marketplace moved keeps the sort chosen.
  await categories.getByRole('button', { name: /^Mobiles,/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mobiles' })).toBeVisible();
  await expect(categoryHeader).toBeHidden();
  const priceHeader = grid.getByRole('columnheader', { name: 'Selling price' });
  await priceHeader.click();
  await priceHeader.click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await awayAndBack(page);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(categoryHeader).toBeHidden();
  await bumpCategory(page, 'mobiles');
  await page.getByRole('button', { name: 'Sync changes' }).click();
  await expect(page.getByRole('group', { name: 'Feed sync' }).getByRole('status')).toContainText(
    /^Changes synced/,
    { timeout: 60_000 },
  );
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(1, 'sellingPrice')).not.toBeEmpty();
  const price = async (row: number) =>
    Number((await cell(row, 'sellingPrice').innerText()).replace(/[^\d.]/g, ''));
  expect(await price(0)).toBeGreaterThanOrEqual(await price(1));

  // Nothing found: a sentence of ours, not the grid's own words.
  await page.getByLabel('Search products').fill('nothing-sold-under-this-name');
  await expect(matching).toHaveText('0');
  await expect(grid).toContainText('No products here: none is stored yet, or none matches this search');
  await expect(grid).not.toContainText('No Rows To Show');
  await expectAccessible(page, 'the Feeds screen searching all categories');
});

/** To Settings and back to Feeds, as a person leaves the screen and returns to it. */
async function awayAndBack(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Feeds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feeds' })).toBeVisible();
}
