import { expect, test, expectAccessible } from './fixtures.ts';

/**
 * My listings on the Demo profile: read every listing, stock of one SKU to 0 through the preview, sent, read again,
 * and undone the same way.
 */
test('a seller sets the stock of one listing to 0, previewed and sent, and reads it back as 0', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // The Demo profile caches its shipments on first launch: the orders name the listings My listings reads.
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 30_000,
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('tab', { name: 'My listings' }).click();
  await expect(page.getByRole('heading', { name: 'My listings' })).toBeVisible();

  const read = async () => {
    await page.getByRole('button', { name: 'Read from the marketplace' }).click();
    await expect(page.getByRole('group', { name: 'Reading my listings' }).getByRole('status')).toContainText(
      /^Read [1-9][\d,]* listings from the marketplace/,
      { timeout: 30_000 },
    );
  };
  await read();

  // The listing with the most stock: the Stock column sorted high to low (in SQL).
  const grid = page.getByRole('region', { name: 'My listings grid' });
  const stockHeader = grid.locator('.ag-header-cell[col-id="stock"]');
  await stockHeader.click();
  await stockHeader.click();
  const first = grid.locator('.ag-row[row-index="0"]');
  await expect(first.locator('[col-id="stock"]')).not.toHaveText('0');
  const sku = (await first.locator('[col-id="sku"]').textContent())?.trim() ?? '';
  expect(sku).not.toBe('');

  await page.getByRole('searchbox', { name: 'Search SKU or product id' }).fill(sku);
  await expect(grid.locator('.ag-row')).toHaveCount(1);
  await page.getByRole('checkbox', { name: `Select ${sku}` }).check();
  await page.getByRole('button', { name: 'Stock of selected to 0…' }).click();

  const preview = page.getByRole('table', { name: 'Preview of the change' });
  const row = preview.getByRole('row', { name: new RegExp(`^${sku} `) });
  await expect(row).toContainText('Stock');
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^0 at /);
  await expect(page.getByRole('status', { name: 'What the change will send' })).toHaveText(
    'Send 1 stock change to the marketplace?',
  );
  await page.getByRole('button', { name: 'Send 1 change' }).click();
  await expect(page.getByRole('status', { name: 'Last change' })).toHaveText('1 of 1 changed, 0 refused', {
    timeout: 20_000,
  });
  await expect(page.getByRole('list', { name: 'Result per SKU' })).toContainText(`${sku}: Stock now 0 at `);

  // Read again from the marketplace: the grid shows 0.
  await read();
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="stock"]')).toHaveText('0');
  await expectAccessible(page, 'My listings after a stock change');

  // Undo through the same path: the stock comes back.
  await page.getByRole('button', { name: 'Undo this change at the marketplace' }).click();
  await expect(page.getByRole('status', { name: 'Last change' })).toHaveText('1 of 1 restored, 0 refused', {
    timeout: 20_000,
  });
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="stock"]')).not.toHaveText('0');

  // One cell in place, by keyboard: the selling price. A preview follows; dropped, nothing is sent.
  const priceCell = grid.locator('.ag-row[row-index="0"] [col-id="sellingPrice"]');
  const before = (await priceCell.textContent())?.trim() ?? '';
  await priceCell.click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(preview.getByRole('row', { name: new RegExp(`^${sku} `) })).toContainText('₹1 (MRP');
  await page.getByRole('button', { name: 'Drop this change' }).click();
  await expect(preview).toHaveCount(0);
  await expect(priceCell).toHaveText(before);
  expect(pageErrors).toEqual([]);
});
