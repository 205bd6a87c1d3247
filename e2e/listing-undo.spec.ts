import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test, expectAccessible } from './fixtures.ts';

type Row = Record<string, string>;

/**
 * Two of the Demo seller's listings as a CSV, exactly as "Load from my orders" filled them (the v3 read, completed by
 * the orders): every column of the template, without the export's upload columns. They pass the checks as they are.
 */
function csvOfListings(exported: string, template: string): { csv: string; rows: Row[] } {
  const columns = Papa.parse<Row>(template, { header: true, skipEmptyLines: true }).meta.fields ?? [];
  const listed = Papa.parse<Row>(exported, { header: true, skipEmptyLines: true });
  const rows = listed.data
    .slice(0, 2)
    .map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? ''])) as Row);
  return { csv: `${Papa.unparse(rows, { columns })}\r\n`, rows };
}

test('a seller uploads, edits one row, sees it offered alone with a preview of old → new, and undoes that upload', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // The Demo profile caches its shipments on first launch: the orders name the listings the preview reads.
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 30_000,
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('button', { name: 'Load from my orders' }).click();
  await expect(
    page.getByRole('group', { name: 'Loading listings from orders' }).getByRole('status'),
  ).toContainText(/^Added [1-9]/, { timeout: 30_000 });
  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    return readFileSync((await file.path()) ?? '', 'utf8');
  };
  const { csv, rows } = csvOfListings(await download('Export CSV'), await download('CSV template'));
  const sku = rows[0]?.sku ?? '';
  const price = Number(rows[0]?.selling_price);
  const newPrice = price - 1;

  // Import the seller's CSV of two listings, and upload it.
  await page.getByLabel('CSV or Excel file to import').setInputFiles({
    name: 'two-listings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  // The sheet has the orders' listings: the import asks, then says what it did in place of the load's sentence.
  await expect(page.getByRole('status', { name: 'What the file holds' })).toContainText(
    'two-listings.csv has 2 rows: 2 with a SKU already on the sheet, 0 new.',
  );
  await page.getByRole('button', { name: 'Replace the sheet' }).click();
  await expect(page.getByRole('status', { name: 'Import' })).toHaveText(
    /^Imported two-listings\.csv: the sheet's \d+ rows replaced by the file's 2 rows\.$/,
  );
  await expect(page.getByRole('group', { name: 'Loading listings from orders' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('2 rows');
  const checks = page.getByRole('region', { name: 'Checks' });
  await expect(checks.getByRole('status')).toHaveText('0 errors in 0 rows, 0 warnings');
  await page.getByRole('button', { name: 'Upload…' }).click();
  const plan = page.getByRole('status', { name: 'What the upload will change' });
  await expect(plan).toHaveText(
    '2 SKUs will change at the marketplace (2 already listed, not sent from Stockroom before).',
  );
  await page.getByRole('button', { name: 'Send 2 SKUs' }).click();
  const upload = page.getByRole('group', { name: 'Listing upload' });
  await expect(upload.getByRole('status')).toHaveText('2 of 2 uploaded, 0 failed');
  await expect(page.getByRole('status', { name: 'Uploaded rows' })).toHaveText('2 of 2 uploaded');

  // Edit one row's price: it is changed since its upload, and no longer counted as uploaded.
  await page.locator('.ag-row[row-index="0"] [col-id="selling_price"]').click();
  await page.keyboard.press('Enter');
  await page.keyboard.type(String(newPrice));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('gridcell', { name: 'Changed since upload (last: accepted)' })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Uploaded rows' })).toHaveText(
    '1 of 2 uploaded, 1 changed since upload',
  );

  // The upload offers that one row, says so before sending, and the preview reads the listing: old → new.
  const rupees = (n: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(
      n,
    );
  await page.getByRole('button', { name: 'Upload…' }).click();
  await expect(plan).toHaveText('1 SKU will change at the marketplace (1 changed since upload).');
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const preview = page.getByRole('table', { name: 'Preview of the upload' });
  const previewRow = preview.getByRole('row', { name: new RegExp(`^${sku} `) });
  await expect(previewRow).toContainText('Will change');
  await expect(previewRow).toContainText(`Price: ${rupees(price)} → ${rupees(newPrice)}`);
  await page.getByRole('button', { name: 'Send 1 SKU' }).click();
  await expect(upload.getByRole('status')).toHaveText('1 of 1 uploaded, 0 failed');

  // Restore the listings to before this upload: the earlier price goes back, at the marketplace and in the sheet.
  await page.getByRole('button', { name: 'Restore listings to before this upload' }).click();
  await expect(upload.getByRole('status')).toHaveText('1 of 1 restored, 0 not undone');
  await expect(page.getByRole('status', { name: 'Uploaded rows' })).toHaveText('2 of 2 uploaded');
  await expect(page.getByRole('gridcell', { name: 'Changed since upload (last: accepted)' })).toHaveCount(0);
  await expect(page.locator('.ag-row[row-index="0"] [col-id="selling_price"]')).toHaveText(
    `₹${price.toLocaleString('en-IN')}`,
  );
  expect(pageErrors).toEqual([]);
  await expectAccessible(page, 'the listing sheet with an upload preview after an undo');
});
