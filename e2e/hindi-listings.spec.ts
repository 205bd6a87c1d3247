import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';

// A computer set to Hindi: Stockroom speaks Hindi.
test.use({ locale: 'hi-IN' });

/** Words every language writes in Latin letters: codes and names a seller reads so on the marketplace's panel. */
const LATIN = ['SKU', 'CSV', 'Excel', 'MRP', 'HSN', 'SLA', 'FSN', 'Shift', 'Ctrl'];

test('the listing sheet in Hindi: a CSV with one mistake shows its check in Hindi, and no English is left', async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // AG Grid says on the console when a grid uses a feature whose module it was not given (its error #200): the
  // sheet once lacked the locale module, so its own words stayed English in every language.
  const gridErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('AG Grid')) gridErrors.push(m.text());
  });
  // By hash: the menu is another part of the work.
  await page.evaluate("window.location.hash = '#listings'");
  await expect(page.getByRole('heading', { level: 1, name: 'लिस्टिंग' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'शीट का आकार' })).toContainText('0 पंक्ति,');

  // The CSV template keeps its code headers in Hindi too.
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV टेम्पलेट' }).click(),
  ]);
  const template = readFileSync((await templateDownload.path()) ?? '', 'utf8');
  expect(template.split('\r\n')[0]).toMatch(/^sku,product_id,listing_status,mrp,selling_price,/);
  const parsed = Papa.parse<Record<string, string>>(template, { header: true, skipEmptyLines: true });
  const example = parsed.data[0] ?? {};
  const rows = [
    { ...example, sku: 'HINDI-1' },
    { ...example, sku: 'HINDI-2', mrp: '' },
  ];

  // One mistake: the second row has no MRP.
  await page.getByLabel('इम्पोर्ट के लिए CSV या Excel फ़ाइल').setInputFiles({
    name: 'hindi.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(Papa.unparse(rows, { columns: parsed.meta.fields ?? [] })),
  });
  await expect(page.getByRole('status', { name: 'शीट का आकार' })).toContainText('2 पंक्तियाँ');
  const checks = page.getByRole('region', { name: 'जाँच' });
  await expect(checks.getByRole('status')).toHaveText('1 पंक्ति में 1 ग़लती, 0 चेतावनी');
  await expect(page.getByRole('columnheader', { name: 'बिक्री मूल्य' })).toBeVisible();

  // The cell's message, in Hindi, from the panel to the cell.
  await checks.getByRole('button', { name: 'पंक्ति 2, MRP: MRP भरना ज़रूरी है।' }).click();
  const focused = page.locator('.ag-cell-focus');
  await expect(focused).toHaveAttribute('col-id', 'mrp');
  await expect(focused).toHaveClass(/cell-error/);
  await expect(page.getByRole('heading', { name: 'HINDI-2 का पूरा ब्योरा' })).toBeVisible();
  await expect(
    page.getByRole('toolbar', { name: 'शीट के काम' }).getByRole('button', { name: 'पंक्ति जोड़ें' }),
  ).toBeVisible();

  expect(await englishLeft(page, { within: '.listings-screen', allowed: LATIN })).toEqual([]);

  // The upload says first, in Hindi, what it will change.
  await page.getByRole('button', { name: 'अपलोड करें…' }).click();
  await expect(page.getByRole('status', { name: 'अपलोड से क्या बदलेगा' })).toHaveText(
    'मार्केटप्लेस पर 1 SKU बदलेंगे (1 नई)।',
  );
  expect(await englishLeft(page, { within: '.listings-screen', allowed: LATIN })).toEqual([]);

  // Sent on the Demo marketplace: the backend's closing sentence and the row's result read in Hindi too.
  await page.getByRole('button', { name: '1 SKU भेजें' }).click();
  const upload = page.getByRole('group', { name: 'लिस्टिंग अपलोड' });
  await expect(upload.getByRole('status')).toHaveText('1 में से 1 अपलोड हुईं, 0 नाकाम', { timeout: 30_000 });
  await expect(page.getByRole('gridcell', { name: 'मंज़ूर' })).toHaveCount(1);
  expect(await englishLeft(page, { within: '.listings-screen', allowed: LATIN })).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(gridErrors).toEqual([]);
});
