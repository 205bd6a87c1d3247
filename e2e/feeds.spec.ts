import { expect, test, expectAccessible } from './fixtures.ts';
import { simCategory } from './feeds-steps.ts';

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a new affiliate syncs a category, finds and opens a product, copies its link, and a delta sync shows a change', async ({
    page,
    context,
    app,
  }) => {
    test.setTimeout(240_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feeds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feeds' })).toBeVisible();

    // The directory arrives by itself; books carry no feed.
    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('button', { name: /^Mobiles, 0 products stored$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(categories.getByRole('listitem').filter({ hasText: 'Books' }).first()).toContainText(
      'No feed: the service does not offer this category',
    );

    // Sync a category: progress, then a finished sync and a count on the grid.
    await categories.getByRole('button', { name: /^Mobiles,/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mobiles' })).toBeVisible();
    await page.getByRole('button', { name: 'Sync category' }).click();
    const progress = page.getByRole('group', { name: 'Feed sync' }).getByRole('status');
    await expect(progress).toContainText(/^Full sync done: 20,000 products in 40 pages \(version \d+\)\.$/, {
      timeout: 180_000,
    });
    const matching = page.getByLabel('Matching products');
    await expect(matching).toHaveText('20,000');

    // Search and filter.
    const grid = page.getByRole('region', { name: 'Product grid' });
    const firstTitle = grid.locator('.ag-row[row-index="0"] [col-id="title"]');
    await expect(firstTitle).not.toBeEmpty();
    const brand = (await grid.locator('.ag-row[row-index="0"] [col-id="brand"]').innerText()).trim();
    // The search applies as you type, as in Shipments: no Enter.
    await page.getByLabel('Search products').fill(brand);
    await expect(matching).not.toHaveText('20,000');
    const searched = Number((await matching.innerText()).replace(/,/g, ''));
    expect(searched).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'In stock' }).check();
    await expect(matching).not.toHaveText(new Intl.NumberFormat('en-IN').format(searched));
    await expect(grid.locator('.ag-row[row-index="0"] [col-id="inStock"]')).toHaveText('In stock');
    await expect(grid.locator('.ag-row[row-index="0"] [col-id="brand"]')).toHaveText(brand);

    // Open a product: prices in rupees, its chart, its history.
    await grid.locator('.ag-row[row-index="0"] [col-id="title"]').click();
    const detail = page.locator('.product-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(detail).toBeFocused();
    await expect(detail.getByLabel('Prices')).toContainText('₹');
    await expect(detail.getByRole('figure', { name: 'Price history chart, 1 point' })).toBeVisible();
    await expect(detail.getByRole('table', { name: 'Price history' }).getByRole('row')).toHaveCount(2);

    // Copy the affiliate link.
    await detail.getByRole('button', { name: 'Copy affiliate link' }).click();
    await expect(detail.getByRole('status')).toContainText(/Affiliate link copied: https:\/\/.+affid=simaff/);
    const copied = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(new URL(copied).searchParams.get('affid')).toMatch(/^simaff/);

    // The marketplace moves the category on a version (the simulator's admin interface).
    const { admin, code } = await simCategory(page, 'mobiles');
    const bump = (await (
      await fetch(`${admin}/affiliate/categories/${code}/bump`, { method: 'POST' })
    ).json()) as {
      version: number;
      priceChanges: number;
    };
    expect(bump.priceChanges).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sync changes' }).click();
    await expect(progress).toContainText(
      new RegExp(`^Changes synced: version \\d+ → ${bump.version}, [\\d,]+ changes?`),
      {
        timeout: 60_000,
      },
    );

    // The change in the grid (newest change first) and in the chart.
    await page.getByLabel('Search products').fill('');
    await page.getByRole('checkbox', { name: 'In stock' }).uncheck();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await grid.getByRole('columnheader', { name: 'Last change' }).click();
    await grid.getByRole('columnheader', { name: 'Last change' }).click();
    await expect(grid.getByRole('columnheader', { name: 'Last change' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The newest changes come first: additions (one point), price and stock changes and removals (two points).
    let changed = -1;
    for (let row = 0; row < 20 && changed < 0; row++) {
      const title = grid.locator(`.ag-row[row-index="${row}"] [col-id="title"]`);
      // After a new sort the infinite model shows empty stub rows until the block arrives.
      await expect(title).not.toHaveText('');
      const text = (await title.innerText()).trim();
      await title.click();
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(text);
      const chart = await detail
        .getByRole('figure', { name: /^Price history chart/ })
        .getAttribute('aria-label');
      if (chart === 'Price history chart, 2 points') changed = row;
    }
    expect(changed).toBeGreaterThanOrEqual(0);
    await expect(detail.getByRole('table', { name: 'Price history' }).getByRole('row')).toHaveCount(3);
    await expectAccessible(page, 'the Feeds screen with a product open');
  });
});
