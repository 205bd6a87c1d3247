import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { callApi, demoSellerAdmin, expect, test, expectAccessible } from './fixtures.ts';
import type { JobProgress } from '../src/shared/app/payloads.ts';
import type { ChangeStarted, ChangeSummary } from '../src/shared/my-listings/payloads.ts';

/** The template's example row, changed into a CSV with mistakes a seller makes (and a column Stockroom does not know). */
function csvWithMistakes(template: string): string {
  const parsed = Papa.parse<Record<string, string>>(template, { header: true, skipEmptyLines: true });
  const example = parsed.data[0] ?? {};
  const rows = [
    { sku: 'JOURNEY-1', colour: 'blue' },
    { sku: 'JOURNEY-2', mrp: '', colour: 'red' },
    { sku: 'JOURNEY-3', selling_price: '990' },
    { sku: 'JOURNEY-4', selling_price: '950' },
    { sku: 'JOURNEY-5', countries_of_origin: 'XX' },
  ].map((change) => ({ ...example, colour: '', ...change }));
  return `\uFEFF${Papa.unparse(rows, { columns: [...(parsed.meta.fields ?? []), 'colour'] })}\r\n`;
}

/**
 * On Listings, the template's example row as `n` rows (SKUs `${prefix}-1`…, `change` applied to row i) imported
 * into the sheet from a CSV.
 */
async function importExampleRows(
  page: Page,
  n: number,
  prefix: string,
  change: (i: number) => Record<string, string> = () => ({}),
): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV template' }).click(),
  ]);
  const template = readFileSync((await templateDownload.path()) ?? '', 'utf8');
  const parsed = Papa.parse<Record<string, string>>(template, { header: true, skipEmptyLines: true });
  const rows = Array.from({ length: n }, (_, i) => ({
    ...parsed.data[0],
    sku: `${prefix}-${i + 1}`,
    ...change(i),
  }));
  await page.getByLabel('CSV or Excel file to import').setInputFiles({
    name: `${prefix.toLowerCase()}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(Papa.unparse(rows, { columns: parsed.meta.fields ?? [] })),
  });
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText(`${n} rows`);
}
test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a new seller downloads the template, imports a CSV with mistakes, fixes them in the sheet, uploads on Demo and exports the results', async ({
    page,
    context,
    app,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('0 rows');

    // The template: a header for every column and an example row.
    const [templateDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV template' }).click(),
    ]);
    const template = readFileSync((await templateDownload.path()) ?? '', 'utf8');
    expect(template.split('\r\n')[0]).toMatch(/^sku,product_id,listing_status,mrp,selling_price,/);

    // Import a CSV with mistakes: the unknown column is reported, errors land on their cells. The import is a real
    // button: Enter on it opens the file chooser.
    const chosen = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import CSV or Excel' }).press('Enter');
    await (
      await chosen
    ).setFiles({
      name: 'my-listings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvWithMistakes(template)),
    });
    await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('5 rows');
    await expect(page.getByText('Line 1, column colour: Unknown column "colour" was ignored.')).toBeVisible();
    const checks = page.getByRole('region', { name: 'Checks' });
    await expect(checks.getByRole('status')).toHaveText('5 errors in 4 rows, 0 warnings');

    // The toolbar keeps to one line at 1280 px.
    await page.setViewportSize({ width: 1280, height: 800 });
    const toolbar = page.getByRole('toolbar', { name: 'Sheet actions' });
    const toolbarBox = await toolbar.boundingBox();
    const buttonBox = await toolbar.getByRole('button', { name: 'Redo' }).boundingBox();
    expect(toolbarBox?.height ?? 0).toBeLessThan((buttonBox?.height ?? 0) * 1.5);
    // Nothing hidden past its edge either.
    expect(await toolbar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Jump from the panel to the cell: the keyboard is in the cell, which is marked and says why.
    await checks.getByRole('button', { name: 'Row 2, MRP: MRP is required.' }).click();
    const focused = page.locator('.ag-cell-focus');
    await expect(focused).toHaveAttribute('col-id', 'mrp');
    await expect(focused).toBeFocused();
    await expect(focused).toHaveClass(/cell-error/);
    await focused.hover();
    await expect(page.getByText('MRP is required.', { exact: true }).last()).toBeVisible();

    // Fix by typing. A price with paise in a whole-rupee cell is kept as typed and refused in words, not cut.
    await page.keyboard.press('Enter');
    await page.keyboard.type('899.50');
    await page.keyboard.press('Enter');
    await expect(page.locator('.ag-row[row-index="1"] [col-id="mrp"]')).toHaveText('899.50');
    const wholeCheck = checks.getByRole('button', { name: /^Row 2, MRP: / });
    await expect(wholeCheck).toHaveAccessibleName(
      'Row 2, MRP: MRP must be a whole number (0 or more); "899.50" is not.',
    );
    await wholeCheck.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('899');
    await page.keyboard.press('Enter');
    await expect(checks.getByRole('status')).toHaveText('4 errors in 3 rows, 0 warnings');

    // Fix two selling prices at once by pasting a block copied from a spreadsheet.
    await checks.getByRole('button', { name: /^Row 3, Selling price/ }).click();
    await expect(page.locator('.ag-cell-focus')).toHaveAttribute('col-id', 'selling_price');
    await page.evaluate(async (text) => {
      const browser = globalThis as unknown as {
        navigator: { clipboard: { writeText(t: string): Promise<void> } };
      };
      await browser.navigator.clipboard.writeText(text);
    }, '649\n599\n');
    await page.keyboard.press('Control+V');
    await expect(checks.getByRole('status')).toHaveText('2 errors in 1 row, 0 warnings');

    // A click followed at once by Ctrl+C copies the cell just clicked.
    await page.locator('.ag-row[row-index="3"] [col-id="sku"]').click();
    await page.keyboard.press('Control+C');
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    ).toBe('JOURNEY-4');
    // Even when the key comes in the same moment as the click (before the grid has told of its focus change).
    // (A script in the page: the e2e files compile without the DOM's types.)
    const copiedAtOnce = await page.evaluate(`(() => {
      const target = document.querySelector('.ag-row[row-index="1"] [col-id="sku"]');
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      const data = new DataTransfer();
      document.activeElement.dispatchEvent(new ClipboardEvent('copy', { bubbles: true, clipboardData: data }));
      return data.getData('text/plain');
    })()`);
    expect(copiedAtOnce).toBe('JOURNEY-2');

    // Fix the country in the detail editor of the row.
    await checks.getByRole('button', { name: /^Row 5, Countries of origin/ }).click();
    await expect(page.getByRole('heading', { name: 'Details of JOURNEY-5' })).toBeVisible();
    // Far to the right of the sheet, the row's SKU is still in view: the column is pinned.
    await expect(page.locator('.ag-cell-focus')).toHaveAttribute('col-id', 'countries_of_origin');
    await expect(page.locator('.ag-cell-focus')).toBeFocused();
    await expect(page.getByRole('gridcell', { name: 'JOURNEY-5', exact: true })).toBeInViewport();
    await page.getByLabel('Countries of origin (one per line)').fill('IN');
    await expect(checks.getByRole('status')).toHaveText('0 errors in 0 rows, 0 warnings');

    // Upload on the Demo profile: it first says what will change, then a result on every row.
    await page.getByRole('button', { name: 'Upload…' }).click();
    await expect(page.getByRole('status', { name: 'What the upload will change' })).toHaveText(
      '5 SKUs will change at the marketplace (5 new).',
    );
    await page.getByRole('button', { name: 'Send 5 SKUs' }).click();
    const upload = page.getByRole('group', { name: 'Listing upload' });
    await expect(upload.getByRole('status')).toHaveText('5 of 5 uploaded, 0 failed');
    await expect(page.getByRole('gridcell', { name: 'Accepted' })).toHaveCount(5);

    // The draft and its results are still there after a reload.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
    await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('5 rows');
    await expect(page.getByRole('gridcell', { name: 'Accepted' })).toHaveCount(5);

    // Export with the result columns.
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await exported.path()) ?? '', 'utf8').split('\r\n');
    expect(csv[0]).toMatch(/,upload_status,upload_messages$/);
    expect(csv.slice(1).filter((l) => l !== '')).toHaveLength(5);
    for (const line of csv.slice(1).filter((l) => l !== '')) expect(line).toMatch(/,SUCCESS,$/);
    expect(csv.find((l) => l.startsWith('JOURNEY-3,'))).toContain(',899,649,');
    expect(pageErrors).toEqual([]);
    await expectAccessible(page, 'the listing sheet after an upload');
  });
});

test('"Load from my orders" fills rows from the listings named in the Demo shipments, without an error', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  // The Demo profile caches its shipments on first launch; the status bar says when that sync is done.
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 30_000,
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('0 rows');
  await page.getByRole('button', { name: 'Load from my orders' }).click();
  const progress = page.getByRole('group', { name: 'Loading listings from orders' }).getByRole('status');
  await expect(progress).toContainText(/^Added [1-9]\d* rows? from \d+ listings? in your orders/, {
    timeout: 30_000,
  });
  const added = Number(/^Added (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText(`${added} rows`);
  // Each of them exists on the marketplace: an upload would overwrite it.
  await expect(page.getByRole('gridcell', { name: 'Will overwrite' }).first()).toBeVisible();
  // The seller's own listings, as the marketplace reads them back: nothing for the checks to refuse.
  await expect(page.getByRole('region', { name: 'Checks' }).getByRole('status')).toHaveText(
    '0 errors in 0 rows, 0 warnings',
  );
  await expectAccessible(page, 'the sheet loaded from orders');
});

test('a check far down a long sheet puts the keyboard in its cell, ready to type', async ({ page, app }) => {
  expect(app.origin).not.toBe('');
  await importExampleRows(page, 900, 'LONG', (i) => (i === 849 ? { mrp: '' } : {}));
  await page
    .getByRole('region', { name: 'Checks' })
    .getByRole('button', { name: 'Row 850, MRP: MRP is required.' })
    .click();
  const focused = page.locator('.ag-cell-focus');
  await expect(focused).toHaveAttribute('col-id', 'mrp');
  await expect(focused).toBeFocused();
  await page.keyboard.type('899');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Checks' }).getByRole('status')).toHaveText(
    '0 errors in 0 rows, 0 warnings',
  );
  await expectAccessible(page, 'a long sheet after a jump to a check');
});

test('a CSV saved by Excel as plain "CSV" (Windows-1252) keeps its letters, and the import says how it read it', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  // "CAFÉ" with É as the one byte C9, as Excel on Windows writes it; read as UTF-8 it would be "CAF�-1".
  await page.getByLabel('CSV or Excel file to import').setInputFiles({
    name: 'excel.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,selling_price\r\nCAF\xc9-1,499\r\n', 'latin1'),
  });
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('1 row');
  await expect(page.getByRole('gridcell', { name: 'CAFÉ-1' })).toBeVisible();
  await expect(
    page.getByText(
      'Line 2: This file is not UTF-8, so it was read as Windows-1252 (Excel’s plain "CSV"); its first such letter is on this line.',
      { exact: false },
    ),
  ).toBeVisible();
});

test('Pause and Cancel of an upload, running or paused, leave the keyboard on Resume or the Upload heading', async ({
  page,
  app,
}) => {
  // Two uploads to a marketplace slowed to a second a call, and a 200-row import: its own budget, not the default.
  test.setTimeout(120_000);
  expect(app.origin).not.toBe('');
  await importExampleRows(page, 200, 'SLOW');
  // A slow marketplace: each call of ten listings takes a second, so the upload is running when Pause is pressed.
  const faults = await page.request.put(`${await demoSellerAdmin(page)}/faults`, {
    data: { rules: [{ match: '/sellers/listings/v3', latencyMs: 1000 }] },
  });
  expect(faults.ok()).toBe(true);
  const upload = page.getByRole('group', { name: 'Listing upload' });
  const send = async () => {
    await page.getByRole('button', { name: 'Upload…' }).click();
    await page.getByRole('button', { name: /^Send \d+ SKUs$/ }).click();
  };

  await send();
  await upload.getByRole('button', { name: 'Pause upload' }).click();
  await expect(upload.getByRole('button', { name: 'Resume upload' })).toBeFocused({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await upload.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(upload.getByRole('status')).toHaveText(/^Cancelled at /, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Upload' })).toBeFocused();
  await expectAccessible(page, 'the sheet after a cancelled upload');

  // A paused upload keeps its SKUs from any other upload until it is resumed or cancelled: both are offered.
  await send();
  await upload.getByRole('button', { name: 'Pause upload' }).click();
  await expect(upload.getByRole('button', { name: 'Resume upload' })).toBeFocused({ timeout: 15_000 });
  await upload.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(upload.getByRole('status')).toHaveText(/^Cancelled at /, { timeout: 15_000 });
  await expect(upload.getByRole('button', { name: 'Resume upload' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Upload' })).toBeFocused();
});

test('a SKU changed at the marketplace since its row was loaded is not sent, and the sheet says why in words the keyboard reaches', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('button', { name: 'Load from my orders' }).click();
  await expect(
    page.getByRole('group', { name: 'Loading listings from orders' }).getByRole('status'),
  ).toContainText(/^Added [1-9]\d* rows?/, { timeout: 30_000 });
  // Each row is made from the listing as "Load from my orders" read it: the upload applies only over that.
  await page.getByRole('button', { name: 'Upload…' }).click();
  const send = page.getByRole('button', { name: /^Send \d+ SKUs?$/ });
  // Meanwhile another window reads My listings and sets the first row's price at the marketplace.
  const read = await callApi<{ jobId: string }>(page, 'readMyListings', { pasted: [] });
  await expect
    .poll(
      async () =>
        (await callApi<JobProgress[]>(page, 'listJobs', {})).find((j) => j.jobId === read.jobId)?.state,
      {
        timeout: 30_000,
      },
    )
    .toBe('done');
  const sku = (await page.locator('.ag-row[row-index="0"] [col-id="sku"]').textContent()) ?? '';
  const price = Number(
    (await page.locator('.ag-row[row-index="0"] [col-id="selling_price"]').textContent())?.replace(/\D/g, ''),
  );
  const other = await callApi<ChangeStarted>(page, 'startListingChanges', {
    intent: { kind: 'price', skus: [sku], set: { sellingPrice: price - 1 } },
  });
  await expect
    .poll(
      async () =>
        (await callApi<ChangeSummary[]>(page, 'listListingChanges', {})).find((c) => c.id === other.changeId)
          ?.state,
      { timeout: 30_000 },
    )
    .toBe('done');

  await send.click();
  const upload = page.getByRole('group', { name: 'Listing upload' });
  await expect(upload.getByRole('status')).toHaveText(/ uploaded, 1 failed$/, { timeout: 30_000 });
  // The reason is not only in the Result cell's tooltip: a list says it, each line a way to the row.
  await page.getByText('Why 1 SKU was not accepted').click();
  const line = page
    .getByRole('list', { name: 'SKUs not accepted at their last upload' })
    .getByRole('button', {
      name: new RegExp(`^Row 1, ${sku}: Not sent: changed since the preview\\. Error: `),
    });
  await expect(line).toContainText(`not ₹${price.toLocaleString('en-IN')}`);
  await line.click();
  const focused = page.locator('.ag-cell-focus');
  await expect(focused).toHaveAttribute('col-id', 'result');
  await expect(focused).toBeFocused();
  await expectAccessible(page, 'the sheet after an upload with a SKU not accepted');
});
