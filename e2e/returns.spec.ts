import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// A sync over real HTTP on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

const number = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const format = (n: number) => new Intl.NumberFormat('en-IN').format(n);

/** Opens Returns from the menu and waits until its sync has stored the Demo's returns. */
async function openReturns(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Returns stored' })).toContainText(/^Returns as of /, {
    timeout: 60_000,
  });
}

test("Today's returns open the Returns tab they name, with the same count; search and export", async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await openReturns(page);

  // Today: the three counts, each a button naming what it counts.
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Today' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  const counts = {
    arriving: returns.getByRole('button', { name: /^[\d,]+ Returns arriving today$/ }),
    toReceive: returns.getByRole('button', { name: /^[\d,]+ Returns to receive$/ }),
    toDecide: returns.getByRole('button', { name: /^[\d,]+ Self-ship returns to approve or reject$/ }),
  };
  for (const button of Object.values(counts)) await expect(button).toBeEnabled();
  const read = async (button: (typeof counts)[keyof typeof counts]) =>
    number(await button.locator('.today-count-number').textContent());
  const toReceive = await read(counts.toReceive);
  const toDecide = await read(counts.toDecide);
  const arriving = await read(counts.arriving);
  // The Demo has returns waiting for the seller.
  expect(toReceive + toDecide + arriving).toBeGreaterThan(0);

  // Each count opens its tab, selected, focused, with the same number.
  const tab = (name: RegExp) => page.getByRole('tab', { name });
  for (const [button, name, n] of [
    [counts.toReceive, /^To receive/, toReceive],
    [counts.toDecide, /^To approve or reject/, toDecide],
    [counts.arriving, /^Arriving/, arriving],
  ] as const) {
    await main.getByRole('link', { name: 'Today' }).click();
    await button.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(name)).toBeFocused();
    await expect(tab(name).locator('.count')).toHaveText(format(n));
  }

  // From the menu, Returns is the seller's own view again: no day from Today's count narrows it.
  await main.getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByLabel('Expected from')).toHaveValue('');
  // The grid lists the tab's returns; the tab's count is its rows.
  await tab(/^To receive/).click();
  const grid = page.getByRole('region', { name: 'Returns grid' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  // The counts are asked again once the day is dropped: wait for the answer, not the narrowed one before it.
  await expect(tab(/^To receive/).locator('.count')).toHaveText(format(toReceive));
  const total = toReceive;
  if (total > 0) await expect(rows.first()).toBeVisible();
  // Statuses read in words, not codes.
  if (total > 0) await expect(rows.first().locator('[col-id="status"]')).toHaveText('Delivered to you');

  // Search finds one return by its id, and every tab counts under the search; `/` goes to the search.
  // A done return, read once the grid has swapped To receive's rows for Done's (a return is in one tab only).
  const before = total > 0 ? (await rows.first().locator('[col-id="returnId"]').textContent())!.trim() : null;
  await tab(/^Done/).click();
  await expect(rows.first()).toBeVisible();
  if (before !== null) await expect(rows.first().locator('[col-id="returnId"]')).not.toHaveText(before);
  const returnId = (await rows.first().locator('[col-id="returnId"]').textContent())!.trim();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeFocused();
  await search.fill(returnId);
  await expect(tab(/^Done/).locator('.count')).toHaveText('1');
  for (const other of [/^Arriving/, /^To receive/, /^To approve or reject/, /^To pick up/])
    await expect(tab(other).locator('.count')).toHaveText('0');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('[col-id="returnId"]')).toHaveText(returnId);

  // Export offers the tab under its search as CSV: raw codes under the fields' own names.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^returns-done-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status', { name: 'Export' })).toHaveText(
    `Exported 1 return to ${file.suggestedFilename()}.`,
  );
  const csv = Papa.parse<Record<string, string>>(readFileSync((await file.path()) ?? '', 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.data).toHaveLength(1);
  expect(csv.data[0]).toMatchObject({ returnId, tab: 'done' });
  expect(csv.meta.fields).toEqual(expect.arrayContaining(['returnId', 'orderItemId', 'status', 'reason']));
  await expectAccessible(page, 'Returns under a search');
});
