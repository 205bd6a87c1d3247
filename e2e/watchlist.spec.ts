import { expect, test, expectAccessible } from './fixtures.ts';
import { callApi, downloadText, simCategory, syncCategory } from './feeds-steps.ts';

test('an affiliate stars a product, its price falls, and a delta sync lists it under Price drops', async ({
  page,
  context,
  app,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
  expect(page.url().startsWith(app.origin)).toBe(true);
  const grid = await syncCategory(page, 'Mobiles');

  // Star the first product from the grid; its panel says it is watched. The grid reads its rows again when the
  // sync ends: their titles are there once it has.
  const firstTitle = grid.locator('.ag-row[row-index="0"] [col-id="title"]');
  await expect(firstTitle).not.toBeEmpty();
  const title = (await firstTitle.innerText()).trim();
  const star = grid.getByRole('button', { name: `Watch ${title}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // From the keyboard: the second row's star cell, Space to watch it and Space again to leave it.
  const second = (await grid.locator('.ag-row[row-index="1"] [col-id="title"]').innerText()).trim();
  const secondStar = grid.getByRole('button', { name: `Watch ${second}` });
  const secondStarCell = grid.locator('.ag-row[row-index="1"] [col-id="watch"]');
  await secondStarCell.focus();
  await expect(secondStarCell).toBeFocused();
  await page.keyboard.press('Space');
  await expect(secondStar).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(secondStar).toHaveAttribute('aria-pressed', 'false');
  await grid.locator('.ag-row[row-index="0"] [col-id="title"]').click();
  const detail = page.locator('.product-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(detail.getByRole('button', { name: '★ On the watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The Demo's own image, handed over as data.
  await expect(detail.getByRole('img', { name: title })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );

  // The marketplace lowers that product's price by a fifth (a new category version).
  const watched = await callApi<{ productId: string; sellingPrice: number }[]>(page, 'watchlist');
  expect(watched).toHaveLength(1);
  const { productId, sellingPrice } = watched[0]!;
  const { admin, code } = await simCategory(page, 'mobiles');
  const lower = Math.floor(sellingPrice * 0.8);
  // One way of writing a price in the sentence, the toast and the tables: whole rupees, paise in two digits if any.
  const rupees = (n: number) => {
    const digits = Number.isInteger(n) ? 0 : 2;
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(n);
  };
  // A target typed as a person in India writes it ("23,890"), which the fall crosses.
  const target = Math.floor(sellingPrice * 0.85);
  await detail.getByLabel(/^Target price/).fill(target.toLocaleString('en-IN'));
  await detail.getByRole('button', { name: 'Save target' }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'Target price saved.' })).toBeVisible();
  const repriced = await fetch(`${admin}/affiliate/categories/${code}/reprice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId, sellingPrice: lower }),
  });
  expect(repriced.status).toBe(200);

  await page.getByRole('button', { name: 'Sync changes' }).click();
  await expect(page.getByRole('group', { name: 'Feed sync' }).getByRole('status')).toContainText(
    `${title} is now ${rupees(lower)} (was ${rupees(sellingPrice)}), your target ${rupees(target)} reached in Mobiles: see Price drops.`,
    { timeout: 60_000 },
  );
  // The browser's toast (the desktop app notifies the OS) leads to the view.
  const toast = page.getByRole('status', { name: 'Price drops found' });
  await expect(toast).toContainText(`${title} is now ${rupees(lower)}`);
  await toast.getByRole('button', { name: 'Show price drops' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Price drops' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Watchlist alerts' }).getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(title);
  await expect(row.getByRole('cell').nth(2)).toHaveText(`Price drop, target ${rupees(target)} reached`);
  await expect(row.getByRole('cell').nth(3)).toHaveText(rupees(sellingPrice));
  await expect(row.getByRole('cell').nth(4)).toHaveText(rupees(lower));
  await expect(row.getByRole('cell').nth(5)).not.toBeEmpty();
  // The whole category's biggest drops of that sync include it.
  await expect(page.getByRole('table', { name: 'Biggest drops in Mobiles' })).toContainText(title);
  // The watchlist's row copies the product's affiliate link.
  await page
    .getByRole('table', { name: 'Watchlist', exact: true })
    .getByRole('button', { name: `Copy link of ${title}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Link of ${title} copied.` })).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(new URL(copied).searchParams.get('affid')).toMatch(/^simaff/);
  await expectAccessible(page, 'the Price drops view');
});

test('an affiliate builds a link with two sub-ids and exports the links of a filtered list', async ({
  page,
  context,
  app,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
  const grid = await syncCategory(page, 'Mobiles');

  // One product's link with two sub-ids, read back from the clipboard.
  await grid.locator('.ag-row[row-index="0"] [col-id="title"]').click();
  const detail = page.locator('.product-detail');
  await detail.getByLabel('Sub-id 1').fill('instagram');
  await detail.getByLabel('Sub-id 2').fill('post-42');
  await detail.getByRole('button', { name: 'Build and copy link' }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'Link with sub-ids copied.' })).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  const link = new URL(copied);
  expect(link.searchParams.get('affid')).toMatch(/^simaff/);
  expect(link.searchParams.get('affExtParam1')).toBe('instagram');
  expect(link.searchParams.get('affExtParam2')).toBe('post-42');
  expect(link.searchParams.get('pid')).not.toBeNull();
  await expect(detail.getByLabel('Built link')).toHaveText(copied);

  // Open, in the browser, is a new tab of its own, and the panel says so.
  const popup = page.waitForEvent('popup');
  await detail.getByRole('button', { name: 'Open', exact: true }).click();
  const tab = await popup;
  await expect(detail.getByRole('status').filter({ hasText: 'Opened in a new tab.' })).toBeVisible();
  expect(await tab.evaluate(() => (globalThis as unknown as { opener: unknown }).opener)).toBeNull();
  await tab.close();

  // The links of a filtered list as CSV: title, price, MRP, discount, link, raw numbers.
  const brand = (await grid.locator('.ag-row[row-index="0"] [col-id="brand"]').innerText()).trim();
  const matching = page.getByLabel(/matching products$/);
  await page.getByLabel('Search products').fill(brand);
  await expect(matching).not.toHaveText('20,000');
  await expect(matching).not.toHaveText('…');
  // The count of the search alone first, then of the search and the stock filter.
  const searched = await matching.innerText();
  await page.getByRole('checkbox', { name: 'In stock' }).check();
  await expect(matching).not.toHaveText(searched);
  await expect(matching).not.toHaveText('…');
  const count = Number((await matching.innerText()).replace(/,/g, ''));
  await page.getByText('Links with sub-ids').click();
  const exportBox = page.locator('.link-export');
  // The sub-ids of the last link are remembered.
  await expect(exportBox.getByLabel('Sub-id 1')).toHaveValue('instagram');
  const download = page.waitForEvent('download');
  await exportBox.getByRole('button', { name: 'Export links of the filtered products' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^affiliate-links-mobiles-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await downloadText(file);
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('title,price,mrp,discount,link');
  expect(lines).toHaveLength(count + 1);
  for (const line of lines.slice(1, 20)) {
    expect(line).toContain(brand);
    expect(line).toMatch(
      /,\d+(\.\d+)?,\d+(\.\d+)?,\d*(\.\d+)?,https:\/\/[^,]+affExtParam1=instagram&affExtParam2=post-42$/,
    );
  }
  await expect(exportBox.getByRole('status')).toHaveText(
    /^Exported [\d,]+ links to affiliate-links-mobiles-/,
  );
  await expectAccessible(page, 'the Feeds screen after exporting links');
});

test('on the Demo, "Simulate a day" lowers a watched price and its sync shows the alert at once', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  expect(page.url().startsWith(app.origin)).toBe(true);
  const grid = await syncCategory(page, 'Mobiles');
  const firstTitle = grid.locator('.ag-row[row-index="0"] [col-id="title"]');
  await expect(firstTitle).not.toBeEmpty();
  const title = (await firstTitle.innerText()).trim();
  const star = grid.getByRole('button', { name: `Watch ${title}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Simulate a day' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'A day of price changes is under way: a watched price fell' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Feed sync' }).getByRole('status')).toContainText(
    new RegExp(`^Changes synced: .*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is now ₹`),
    { timeout: 60_000 },
  );
  await expect(page.getByRole('status', { name: 'Price drops found' })).toContainText(`${title} is now`);
});
