import { expect, expectAccessible, test } from './fixtures.ts';

// A first sync over real HTTP on a machine shared with other work: these journeys get more time than the default.
test.describe.configure({ timeout: 120_000 });
// A seller whose computer is not on India's time: days are counted, and times written, in the computer's zone.
test.use({ timezoneId: 'America/New_York' });
const ZONE_SENTENCE =
  "Days and times are your computer's (America/New_York); the marketplace counts in India time.";

const number = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

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
  await expect(all.locator('.count')).toHaveText(new Intl.NumberFormat('en-IN').format(n));
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
