import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import { expect, test } from './fixtures.ts';

// A sync over real HTTP on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

test('the To pack view exported as Excel keeps every order-item id exactly, with times as dates and prices as numbers', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  const toPack = page.getByRole('tab', { name: /^To pack/ });
  await expect(toPack.locator('.count')).toHaveText(/^[1-9][\d,]*$/, { timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 60_000,
  });
  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) ?? '') };
  };

  const csv = await download('Export CSV');
  const excel = await download('Export Excel');
  expect(excel.name).toMatch(/^shipments-toPack-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByRole('status', { name: 'Export' })).toContainText(`to ${excel.name}`);

  const raw = Papa.parse<Record<string, string>>(csv.bytes.toString('utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  const [sheet] = await readXlsxFile(new Uint8Array(excel.bytes).buffer);
  const [header = [], ...rows] = sheet?.data ?? [];
  const column = (name: string) => rows.map((r) => r[header.indexOf(name)]);
  expect(rows).toHaveLength(raw.data.length);
  // The ids as the marketplace sent them (the CSV's raw text), not a rounded number.
  expect(column('Order item IDs')).toEqual(raw.data.map((r) => r.orderItemIds));
  expect(raw.data.some((r) => (r.orderItemIds ?? '').replace(/\D/g, '').length > 15)).toBe(true);
  expect(column('Selling price')).toEqual(raw.data.map((r) => Number(r.sellingPrice)));
  for (const due of column('Dispatch by')) expect(due).toBeInstanceOf(Date);
  expect(header).toContain('Dispatch by');
  expect(header).not.toContain('dispatchBy');
});
