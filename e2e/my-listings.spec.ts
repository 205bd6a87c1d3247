import { expect, test, expectAccessible } from './fixtures.ts';
import { syncCategory } from './feeds-steps.ts';

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
  // A row being read again is blank for a moment: wait for its SKU before reading it.
  await expect(first.locator('[col-id="sku"]')).not.toHaveText('');
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
  const typePrice = async (text: string) => {
    await priceCell.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };
  // A price with paise is refused in words, not cut to another price and previewed.
  await typePrice('649.99');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'A selling price is in rupees, whole rupees only: “649.99” was not saved.',
  );
  await expect(preview).toHaveCount(0);
  await expect(priceCell).toHaveText(before);
  await typePrice('1');
  await expect(preview.getByRole('row', { name: new RegExp(`^${sku} `) })).toContainText('₹1 (MRP');
  await page.getByRole('button', { name: 'Drop this change' }).click();
  await expect(preview).toHaveCount(0);
  await expect(priceCell).toHaveText(before);
  expect(pageErrors).toEqual([]);
});

/**
 * The buy box on the Demo profile: after a feed sync of the category holding the Demo's T-shirts and kurtas, the
 * column names another seller on some listings; a rule's proposal is reviewed in the preview, sent and read back.
 */
test('the buy box shows another seller after a feed sync, and a proposal is reviewed, sent and read back', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  expect(app.origin).not.toBe('');
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 30_000,
  });
  const openMyListings = async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
    await page.getByRole('tab', { name: 'My listings' }).click();
    await expect(page.getByRole('heading', { name: 'My listings' })).toBeVisible();
  };
  await openMyListings();
  await page.getByRole('button', { name: 'Read from the marketplace' }).click();
  await expect(page.getByRole('group', { name: 'Reading my listings' }).getByRole('status')).toContainText(
    /^Read [1-9][\d,]* listings from the marketplace/,
    { timeout: 30_000 },
  );

  await syncCategory(page, "Men's clothing");
  await openMyListings();
  // Stockroom's guess of the seller's own name, from the offers at the seller's own prices.
  await expect(page.getByRole('textbox', { name: 'My seller name on the marketplace' })).not.toHaveValue('');
  await page.getByRole('checkbox', { name: 'Not mine' }).check();
  const grid = page.getByRole('region', { name: 'My listings grid' });
  const first = grid.locator('.ag-row[row-index="0"]');
  await expect(first.locator('[col-id="buyBoxSeller"]')).toContainText('(another seller)', {
    timeout: 20_000,
  });
  const sku = (await first.locator('[col-id="sku"]').textContent())?.trim() ?? '';
  const buyBox = Number(
    ((await first.locator('[col-id="buyBoxPrice"]').innerText()).match(/₹([\d,]+)/)?.[1] ?? '').replace(
      /,/g,
      '',
    ),
  );
  expect(buyBox).toBeGreaterThan(1);

  // Its history, from the mirror's price history.
  await page.getByRole('button', { name: `Buy box history of ${sku}` }).click();
  const detail = page.getByRole('region', { name: `Buy box of ${sku}` });
  await expect(detail.getByRole('table', { name: 'Price history' }).getByRole('row')).not.toHaveCount(1);
  await detail.getByRole('button', { name: 'Close buy box' }).click();

  // A rule, by keyboard: match the buy box less ₹1. The proposal shows, and nothing is sent by itself.
  await first.locator('[col-id="sellingPrice"]').click();
  const rule = first.locator('[col-id="ruleUnder"]');
  const typeRule = async (text: string) => {
    await rule.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };
  // "5%" is not read as ₹5, nor "-200" ignored: each is refused in words, and the cell keeps no rule.
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'was not saved' });
  await typeRule('5%');
  await expect(alert).toContainText(
    'A rule is how many rupees under the buy box, not a percent: “5%” was not saved.',
  );
  await expect(rule).toHaveText('');
  await typeRule('-200');
  await expect(alert).toContainText('“-200” was not saved. For ₹200 under the buy box, type 200.');
  await expect(rule).toHaveText('');
  // A ceiling above the MRP is said, not kept.
  const ceiling = first.locator('[col-id="ceiling"]');
  await ceiling.click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('99999999');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('is above the MRP');
  await expect(ceiling).toHaveText('');
  await typeRule('1');
  const inr = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const wanted = inr.format(buyBox - 1);
  await expect(first.locator('[col-id="proposed"]')).toContainText(wanted);

  // This one proposal alone (others may be proposed too): reviewed from its own row.
  await page.getByRole('button', { name: `Review the proposal of ${sku}` }).click();
  const preview = page.getByRole('table', { name: 'Preview of the change' });
  await expect(preview.getByRole('row', { name: new RegExp(`^${sku} `) })).toContainText(`${wanted} (MRP`);
  await expect(page.getByRole('status', { name: 'What the change will send' })).toHaveText(
    'Send 1 price change to the marketplace?',
  );
  await page.getByRole('button', { name: 'Send 1 change' }).click();
  await expect(page.getByRole('status', { name: 'Last change' })).toHaveText('1 of 1 changed, 0 refused', {
    timeout: 20_000,
  });
  // Read back after the send: the grid shows the marketplace's new price, and the proposal is spent.
  await expect(first.locator('[col-id="sellingPrice"]')).toHaveText(wanted);
  await expect(first.locator('[col-id="proposed"]')).toHaveText('');
  await expectAccessible(page, 'My listings with the buy box');
  expect(pageErrors).toEqual([]);
});
