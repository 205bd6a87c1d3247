import Papa from 'papaparse';
import { expect, test, expectAccessible } from './fixtures.ts';
import { downloadText, syncCategory } from './feeds-steps.ts';
import { SHOWN_EXPORT_BUTTON } from '../src/renderer/src/app/export-button.ts';

test('an affiliate ticks two products, exports just their links, and a click still opens a product', async ({
  page,
  app,
}) => {
  void app; // started for this test: the web host on the Demo profile, the page open
  test.setTimeout(240_000);
  const grid = await syncCategory(page, 'Mobiles');
  const cell = (row: number, column: string) =>
    grid.locator(`.ag-row[row-index="${row}"] [col-id="${column}"]`);
  await expect(cell(0, 'title')).not.toBeEmpty();
  const text = async (row: number, column: string) => (await cell(row, column).innerText()).trim();
  const titles = [await text(0, 'title'), await text(1, 'title'), await text(2, 'title')];
  const brand = await text(0, 'brand');
  /** The price a person reads (₹12,999.5), as the raw number the CSV holds. */
  const rawPrice = async (row: number) =>
    String(Number((await text(row, 'sellingPrice')).replace(/[^\d.]/g, '')));
  const count = page.locator('.selection-count');

  // Nothing ticked: the selected export is there, disabled, and says why.
  await page.getByText('Links with sub-ids').click();
  const exportBox = page.locator('.link-export');
  const exportNone = exportBox.getByRole('button', { name: 'Export links for the selected products' });
  await expect(exportNone).toBeDisabled();
  await expect(exportNone).toHaveAccessibleDescription(/^Tick products in the grid first/);
  await expect(grid.getByRole('columnheader', { name: 'Select' })).toBeVisible();
  // The header says what the ticks are for.
  await grid.getByRole('columnheader', { name: 'Select' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Tick products to export their links\./);

  // One by its checkbox (named after its product), one by Ctrl/⌘-click: neither opens a product.
  const firstBox = grid.getByRole('checkbox', { name: `Select ${titles[0]}` });
  await firstBox.click();
  await expect(firstBox).toBeChecked();
  await expect(count).toHaveText('1 selected');
  await cell(2, 'title').click({ modifiers: ['ControlOrMeta'] });
  await expect(count).toHaveText('2 selected');
  await expect(grid.getByRole('checkbox', { name: `Select ${titles[2]}` })).toBeChecked();
  await expect(grid.getByRole('checkbox', { name: `Select ${titles[1]}` })).not.toBeChecked();
  await expect(page.locator('.product-detail')).toHaveCount(0);
  const prices = [await rawPrice(0), await rawPrice(2)];

  // The ticks outlive a scroll far down the infinite blocks and back.
  await cell(5, 'brand').hover();
  await page.mouse.wheel(0, 300_000);
  await expect(grid.locator('.ag-row[row-index="0"]')).toHaveCount(0);
  await expect(grid.locator('.ag-row [col-id="title"]').first()).not.toBeEmpty();
  await page.mouse.wheel(0, -400_000);
  await expect(firstBox).toBeChecked();
  await expect(count).toHaveText('2 selected');

  // The two links with both sub-ids, in a CSV of exactly those two.
  await exportBox.getByLabel('Sub-id 1').fill('whatsapp');
  await exportBox.getByLabel('Sub-id 2').fill('status-7');
  const download = page.waitForEvent('download');
  await exportBox.getByRole('button', { name: 'Export links for 2 selected' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^affiliate-links-mobiles-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await downloadText(file);
  const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true });
  expect(parsed.meta.fields).toEqual(['title', 'price', 'mrp', 'discount', 'link']);
  const byTitle = new Map(parsed.data.map((row) => [row.title, row]));
  expect(parsed.data).toHaveLength(2);
  expect([...byTitle.keys()].sort()).toEqual([titles[0], titles[2]].sort());
  for (const [i, title] of [titles[0]!, titles[2]!].entries()) {
    const row = byTitle.get(title)!;
    expect(row.price).toBe(prices[i]);
    const link = new URL(row.link!);
    expect(link.protocol).toBe('https:');
    expect(link.searchParams.get('affExtParam1')).toBe('whatsapp');
    expect(link.searchParams.get('affExtParam2')).toBe('status-7');
    expect(link.searchParams.get('affid')).toMatch(/^simaff/);
  }
  await expect(exportBox.getByRole('status')).toHaveText(/^Exported 2 links to affiliate-links-mobiles-/);

  // A plain click still opens the product, and picks its row alone (as a file manager does).
  await cell(1, 'title').click();
  await expect(page.locator('.product-detail').getByRole('heading', { level: 2 })).toHaveText(titles[1]!);
  await expect(count).toHaveText('1 selected');
  // Shift-click takes the range from there, without opening another product.
  await cell(4, 'title').click({ modifiers: ['Shift'] });
  await expect(count).toHaveText('4 selected');
  await expect(page.locator('.product-detail').getByRole('heading', { level: 2 })).toHaveText(titles[1]!);

  // Space on a row ticks it; Space on the star's cell stars the product and leaves the ticks alone.
  const brandCell = cell(6, 'brand');
  await brandCell.focus();
  await page.keyboard.press('Space');
  await expect(count).toHaveText('5 selected');
  await page.keyboard.press('Space');
  await expect(count).toHaveText('4 selected');
  await cell(6, 'watch').focus();
  await page.keyboard.press('Space');
  await expect(cell(6, 'watch').getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('4 selected');

  // Another screen and back: Feeds is as it was left (kept drawn while hidden), the grid still scrolled down, with
  // its ticks and the open product; its heading names the window's main region again.
  await cell(6, 'brand').hover();
  await page.mouse.wheel(0, 3_000);
  await expect(grid.locator('.ag-row[row-index="0"]')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('main')).toHaveAccessibleName('Settings');
  // The desktop menu's Export presses the shown screen's button: Settings has none, and the hidden Feeds' are not it.
  const menuExport = page.locator(SHOWN_EXPORT_BUTTON);
  await expect(menuExport).toHaveCount(0);
  await nav.getByRole('link', { name: 'Feeds' }).click();
  await expect(page.getByRole('main')).toHaveAccessibleName('Feeds');
  await expect(menuExport.first()).toHaveText('Export CSV');
  await expect(grid.locator('.ag-row [col-id="title"]').first()).not.toBeEmpty();
  await expect(grid.locator('.ag-row[row-index="0"]')).toHaveCount(0);
  await expect(count).toHaveText('4 selected');
  await expect(page.locator('.product-detail').getByRole('heading', { level: 2 })).toHaveText(titles[1]!);

  // Another search is another list: the ticks go with the old one.
  await page.getByLabel('Search products').fill(brand);
  await expect(count).toHaveText('');
  await expect(
    exportBox.getByRole('button', { name: 'Export links for the selected products' }),
  ).toBeDisabled();
  await expectAccessible(page, 'the Feeds screen with products ticked and exported');
});
