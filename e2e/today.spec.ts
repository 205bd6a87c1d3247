import type { TodayFigures } from '../src/shared/shipments/today.ts';
import { callApi, expect, expectAccessible, test, shipmentsSynced, todayCurrent } from './fixtures.ts';

// A sync (the first, in the first journey) over real HTTP on a machine shared with other work: these journeys get more time than the default.
test.describe.configure({ timeout: 120_000 });
// A seller whose computer is not on India's time: days are counted, and times written, in the computer's zone.
test.use({ timezoneId: 'America/New_York' });
const ZONE_SENTENCE =
  "Days and times are your computer's (America/New_York); the marketplace counts in India time.";

const number = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a new seller opens on Today: counts, 30 days of orders, and a count that opens the grid filtered', async ({
    page,
    app,
  }) => {
    expect(new URL(page.url()).origin).toBe(app.origin);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    // The Demo syncs by itself at launch; Today reads the cache again as the sync stores pages.
    await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
      timeout: 60_000,
    });
    const toPack = page.getByRole('button', { name: /^[\d,]+ To pack today$/ });
    await expect(toPack).toBeVisible();
    const days = page.getByRole('table', { name: 'Orders and selling value per day, the last 30 days' });
    await expect(days.getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('figure', { name: 'Orders per day' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Most ordered among what is to pack' })).toBeVisible();
    await expect(page.getByText(ZONE_SENTENCE)).toBeVisible();
    await expectAccessible(page, 'Today');

    const overdue = page.getByRole('button', { name: /^[\d,]+ Overdue$/ });
    const n = number(await overdue.locator('.today-count-number').textContent());
    await overdue.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await expect(page.getByText(ZONE_SENTENCE)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Overdue: / })).toHaveAttribute('aria-pressed', 'true');
    const all = page.getByRole('tab', { name: /^All/ });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    // The grid counts what is overdue as it opens: what Today showed, and any shipment whose dispatch-by time passed
    // since Today last read (deadlines pass on the clock, not only with a sync), so at most what is overdue now.
    const overdueNow = async () =>
      (await callApi<TodayFigures>(page, 'getToday', { timeZone: 'America/New_York' })).counts.overdue;
    await expect
      .poll(async () => {
        const shown = number(await all.locator('.count').textContent());
        return shown >= n && shown <= (await overdueNow());
      })
      .toBe(true);
    const rows = page
      .getByRole('region', { name: 'Shipments grid' })
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    if (n > 0) await expect(rows.first()).toBeVisible();
    await expectAccessible(page, 'Shipments opened from a count on Today');
    // Pressed again, the chip lets go of the filter.
    await page.getByRole('button', { name: /^Overdue: / }).click();
    await expect(page.getByRole('button', { name: /^Overdue: / })).toHaveAttribute('aria-pressed', 'false');
  });
});

test('To pack today is one number on Today, by location, in the grid and in its pick list', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  // Once the launch sync is done (the grid says so only once its counts are read after it), Today reads again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await todayCurrent(page);
  const toPackToday = page.getByRole('button', { name: /^[\d,]+ To pack today$/ });
  const n = number(await toPackToday.locator('.today-count-number').textContent());
  const overdue = number(
    await page
      .getByRole('button', { name: /^[\d,]+ Overdue$/ })
      .locator('.today-count-number')
      .textContent(),
  );
  // By location adds up to both, shipments without a location in a row of their own.
  const byLocation = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Location' }) });
  const locationRows = byLocation.getByRole('row').filter({ has: page.getByRole('cell') });
  if ((await locationRows.count()) > 0) {
    const column = async (i: number) =>
      (await locationRows.locator(`td:nth-of-type(${i})`).allTextContents()).reduce(
        (a, t) => a + number(t),
        0,
      );
    expect(await column(1)).toBe(n);
    expect(await column(2)).toBe(overdue);
  }

  await toPackToday.click();
  const tab = page.getByRole('tab', { name: /^To pack/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab.locator('.count')).toHaveText(new Intl.NumberFormat('en-IN').format(n));
  await expect(page.getByRole('button', { name: 'Overdue or due today ×' })).toBeVisible();
  // The deadline chips split the tab (its deadline set aside), and Overdue with Due today is To pack today.
  const summary = page.getByRole('group', { name: 'Summary of To pack' });
  const chip = async (name: string) =>
    number(await summary.getByRole('button', { name: new RegExp(`^${name}: `) }).textContent());
  const lead = number(await summary.locator('.summary-lead').textContent());
  const [late, dueToday, later] = [await chip('Overdue'), await chip('Due today'), await chip('Due later')];
  expect(late + dueToday + later).toBe(lead);
  expect(late + dueToday).toBe(n);

  if (n > 0) {
    await page.getByRole('button', { name: /^Pick list and slips/ }).click();
    const document = page.getByRole('region', { name: 'Pick list: To pack today' });
    await expect(document).toBeVisible();
    await expect(document.getByRole('article', { name: /^Packing slip / })).toHaveCount(n);
  }
});

test("a count from Today drops ticks it hides, and Shipments from the sidebar is the seller's own view again", async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  const toDispatch = page.getByRole('tab', { name: /^To dispatch/ });
  await toDispatch.click();
  await expect(toDispatch).toHaveAttribute('aria-selected', 'true');
  const selection = page.getByRole('status', { name: 'Selection' });
  const row = page.locator('.ag-row').first();
  await row.getByRole('checkbox').first().check();
  await expect(selection).toContainText(/^1 selected of [\d,]+ to dispatch$/);

  // A count on Today shows other rows: the tick it hides is gone, not carried along out of sight.
  // By keyboard: Enter on the count, and focus lands on the tab that shows those shipments, not the page's top.
  await main.getByRole('link', { name: 'Today' }).click();
  await page.getByRole('button', { name: /^[\d,]+ On hold$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^All/ })).toBeFocused();
  await expect(page.getByRole('button', { name: /^On hold: / })).toHaveAttribute('aria-pressed', 'true');
  await expect(selection).toHaveText('Tick shipments to act on them.');

  // Shipments from the sidebar: the tab and filters the seller had, not the count's.
  await main.getByRole('link', { name: 'Shipments' }).click();
  await expect(toDispatch).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^On hold: / })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('combobox', { name: 'Hold' })).toHaveValue('');
});
