import type { Download } from '@playwright/test';
import readXlsxFile from 'read-excel-file/universal';
import { expect, test } from './fixtures.ts';
import { syncCategory } from './feeds-steps.ts';

/** The first sheet of a downloaded workbook, as a spreadsheet reads it. */
async function sheetOf(download: Download): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const parts = await (await download.createReadStream()).toArray();
  const bytes = new Uint8Array(Buffer.concat(parts as Buffer[]));
  const [sheet] = await readXlsxFile(bytes.buffer);
  const [header = [], ...rows] = sheet?.data ?? [];
  return { header, rows };
}

test('an affiliate exports a category and its links as Excel: headers in words, prices as numbers, links whole', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  expect(page.url().startsWith(app.origin)).toBe(true);
  const grid = await syncCategory(page, 'Mobiles');
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="title"]')).not.toBeEmpty();

  // A sub-id typed under "Links with sub-ids" goes into the product export's links too.
  await page.getByText('Links with sub-ids').click();
  const exportBox = page.locator('.link-export');
  await exportBox.getByLabel('Sub-id 1', { exact: true }).fill('sheet');

  const products = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const productFile = await products;
  expect(productFile.suggestedFilename()).toMatch(/^feed-products-mobiles-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const table = await sheetOf(productFile);
  expect(table.header).toEqual(
    expect.arrayContaining(['Product', 'Selling price', 'In stock', 'Last changed']),
  );
  expect(table.rows).toHaveLength(20_000);
  const price = table.header.indexOf('Selling price');
  expect(table.rows.every((r) => typeof r[price] === 'number' || r[price] === null)).toBe(true);
  expect(table.rows.some((r) => typeof r[price] === 'number')).toBe(true);
  expect(table.rows[0]?.[table.header.indexOf('Last changed')]).toBeInstanceOf(Date);
  // The category as the screen names it, not the directory's slug.
  expect(new Set(table.rows.map((r) => r[table.header.indexOf('Category')]))).toEqual(new Set(['Mobiles']));
  const productLinks = table.rows.map((r) => String(r[table.header.indexOf('Affiliate link')]));
  expect(productLinks.every((l) => /^https:\/\/.*affExtParam1=sheet/.test(l))).toBe(true);

  await exportBox.getByLabel('Save as').selectOption({ label: 'Excel workbook' });
  const links = page.waitForEvent('download');
  await exportBox.getByRole('button', { name: 'Export links of the filtered products' }).click();
  const linkFile = await links;
  expect(linkFile.suggestedFilename()).toMatch(/^affiliate-links-mobiles-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const linkTable = await sheetOf(linkFile);
  expect(linkTable.header).toEqual(['Product', 'Price', 'MRP', 'Discount (%)', 'Affiliate link']);
  expect(linkTable.rows).toHaveLength(20_000);
  for (const row of linkTable.rows.slice(0, 20))
    expect(String(row[4])).toMatch(/^https:\/\/.*affExtParam1=sheet/);
  await expect(exportBox.getByRole('status')).toHaveText(
    /^Exported [\d,]+ links to affiliate-links-mobiles-.*\.xlsx\.$/,
  );
});
