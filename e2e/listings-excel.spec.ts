import { readFileSync } from 'node:fs';
import readXlsxFile from 'read-excel-file/universal';
import writeXlsxFile from 'write-excel-file/universal';
import type { Page } from '@playwright/test';
import { expect, test, expectAccessible } from './fixtures.ts';

// A large workbook is read in the sheet's worker on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

const bytesOf = async (download: { path(): Promise<string | null> }) =>
  readFileSync((await download.path()) ?? '');
const arrayBufferOf = (bytes: Buffer): ArrayBuffer => new Uint8Array(bytes).buffer;

/**
 * Has the page press the Cancel named `cancel` the moment it is drawn, noting whether the progress bar named
 * `progress` was beside it; returns what was seen, read once the caller has waited for the outcome. A worker may finish
 * 20,000 rows before a click sent from here lands. A string: the journeys' TypeScript has no DOM types.
 */
async function pressCancelWhenDrawn(
  page: Page,
  cancel: string,
  progress: string,
): Promise<() => Promise<string[]>> {
  await page.evaluate(`(() => {
    const seen = [];
    window.cancelSeen = seen;
    const observer = new MutationObserver(() => {
      const button = document.querySelector('button[aria-label=${JSON.stringify(cancel)}]');
      if (button === null) return;
      observer.disconnect();
      if (document.querySelector('progress[aria-label=${JSON.stringify(progress)}]') !== null) seen.push('progress bar');
      seen.push('button ' + button.textContent);
      button.click();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })()`);
  return () => page.evaluate<string[]>('window.cancelSeen');
}

test('a seller fills in the Excel template as the marketplace panel would, imports it with the keyboard, and exports Excel with HSN 0902 and the product id kept', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();

  // The Excel template: headers in words, its example row typed (the manufacturing date a date).
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel template' }).click(),
  ]);
  expect(templateDownload.suggestedFilename()).toBe('stockroom-listings-template.xlsx');
  const [template] = await readXlsxFile(arrayBufferOf(await bytesOf(templateDownload)));
  const [header = [], example = []] = template?.data ?? [];
  expect(header).toContain('Selling price (₹)');
  expect(header).not.toContain('selling_price');
  expect(example[header.indexOf('Manufacturing date')]).toBeInstanceOf(Date);

  // The panel's style of file: a line of instructions, its own headers, codes in its own case; one HSN a
  // spreadsheet turned into a number.
  const value = (name: string) => example[header.indexOf(name)] ?? null;
  const panelHeader = [
    'Seller SKU ID',
    'FSN',
    'Listing Status',
    'MRP (INR)',
    'Your Selling Price (INR)',
    'HSN',
  ];
  const panelRow = (sku: string, hsn: string | number) => [
    sku,
    String(value('Product ID (FSN)')),
    'Active',
    Number(value('MRP (₹)')),
    Number(value('Selling price (₹)')),
    hsn,
  ];
  const workbook = await writeXlsxFile([
    [{ value: 'Listing file: one row per listing.', type: String }],
    panelHeader.map((h) => ({ value: h, type: String })),
    panelRow('EXCEL-1', '0902'),
    panelRow('EXCEL-2', 902),
  ]).toBlob();

  // Enter on the import button opens the file chooser.
  const chosen = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV or Excel' }).press('Enter');
  await (
    await chosen
  ).setFiles({
    name: 'panel-listings.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.arrayBuffer()),
  });
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('2 rows');
  const problems = page.getByRole('list', { name: 'Import problems' });
  await expect(problems).toContainText('Row 4, column HSN (F): HSN "902" has 3 digits');

  // Export Excel: HSN and the product id stay text, exactly.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe('stockroom-listings.xlsx');
  const [sheet] = await readXlsxFile(arrayBufferOf(await bytesOf(exported)));
  const [outHeader = [], first = []] = sheet?.data ?? [];
  expect(first[outHeader.indexOf('SKU')]).toBe('EXCEL-1');
  expect(first[outHeader.indexOf('HSN code')]).toBe('0902');
  expect(first[outHeader.indexOf('Product ID (FSN)')]).toBe(value('Product ID (FSN)'));
  expect(first[outHeader.indexOf('Selling price (₹)')]).toBe(value('Selling price (₹)'));
  expect(pageErrors).toEqual([]);
  await expectAccessible(page, 'the listing sheet after an Excel import');
});

test("a workbook of 20,000 listings is read in the sheet's worker, and a .xls is refused with a sentence", async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  const rows = 20_000;
  const data = [
    ['SKU', 'MRP (₹)', 'Selling price (₹)', 'HSN code', 'Package description'].map((h) => ({
      value: h,
      type: String,
    })),
    ...Array.from({ length: rows }, (_, i) => [
      `BULK-${i + 1}`,
      899 + (i % 50),
      649,
      '0902',
      `Box ${i + 1} of loose-leaf tea, ${(i * 7919) % 100_003}`,
    ]),
  ];
  const workbook = Buffer.from(await (await writeXlsxFile(data).toBlob()).arrayBuffer());
  await page.getByLabel('CSV or Excel file to import').setInputFiles({
    name: 'bulk.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText(
    `${new Intl.NumberFormat('en-IN').format(rows)} rows`,
    { timeout: 60_000 },
  );

  await page.getByLabel('CSV or Excel file to import').setInputFiles({
    name: 'old.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  });
  await expect(page.getByRole('alert')).toContainText(
    'old.xls was not imported: This is an old Excel file (.xls). Save it as an Excel Workbook (.xlsx) or as CSV, and import that.',
  );
  // The sheet it had is kept.
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText(
    `${new Intl.NumberFormat('en-IN').format(rows)} rows`,
  );
});

test('a large Excel export and a large Excel import each show their rows done and a Cancel, and a cancel leaves no file and the sheet unchanged', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  const rows = 20_000;
  const sheetSize = `${new Intl.NumberFormat('en-IN').format(rows)} rows`;
  const csv = [
    'sku,mrp,selling_price,hsn',
    ...Array.from({ length: rows }, (_, i) => `BIG-${i + 1},${899 + (i % 50)},649,0902`),
  ].join('\n');
  await page.getByLabel('CSV or Excel file to import').setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText(sheetSize, {
    timeout: 60_000,
  });

  // The export shows its rows written and a Cancel; cancelled, it says so and nothing is saved.
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  // The writer's worker may finish 20,000 rows before a click from here lands: the page presses Cancel itself.
  const exportSeen = await pressCancelWhenDrawn(page, 'Cancel writing the Excel file', 'Excel file progress');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled: no file was written.' })).toBeVisible();
  expect(await exportSeen()).toEqual(['progress bar', 'button Cancel']);
  await expect(page.getByRole('progressbar', { name: 'Excel file progress' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
  expect(downloads).toEqual([]);

  // Reading a large workbook shows its progress and a Cancel; cancelled, the sheet is as it was.
  const workbook = await writeXlsxFile([
    ['SKU', 'MRP (₹)', 'Selling price (₹)'].map((h) => ({ value: h, type: String })),
    ...Array.from({ length: rows }, (_, i) => [`OTHER-${i + 1}`, 999, 749]),
  ]).toBlob();
  // As with the export (a Cancel pressed as the last rows are read still drops the file).
  const readSeen = await pressCancelWhenDrawn(page, 'Cancel the Excel import', 'Excel import progress');
  await page.getByLabel('CSV or Excel file to import').setInputFiles({
    name: 'other.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.arrayBuffer()),
  });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Import of other.xlsx cancelled: the sheet was not changed.' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await readSeen()).toEqual(['progress bar', 'button Cancel']);
  await expect(page.getByRole('progressbar', { name: 'Excel import progress' })).toHaveCount(0);
  await expect(page.locator('section.import-choice')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText(sheetSize);
  await expect(page.getByRole('gridcell', { name: 'BIG-1', exact: true })).toBeVisible();
});
