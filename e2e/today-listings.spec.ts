import { expect, expectAccessible, test, todayCurrent } from './fixtures.ts';

// A sync and a read of every listing over real HTTP on a shared machine: more time than the default.
test.describe.configure({ timeout: 120_000 });

const number = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const inIndia = new Intl.NumberFormat('en-IN');

/**
 * Issue 39: Today covers the listings too. Each of its listings' counts opens My listings showing just those, and
 * the count is the number of rows it opens.
 */
test("the listings' day on Today: each count is the rows its link opens in My listings", async ({
  page,
  app,
}) => {
  expect(app.origin).not.toBe('');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 60_000,
  });
  // Before My listings was read, Today says how to see them.
  await expect(page.getByText(/^Read My listings once/)).toBeVisible();

  await main.getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('tab', { name: 'My listings' }).click();
  await page.getByRole('button', { name: 'Read from the marketplace' }).click();
  await expect(page.getByRole('group', { name: 'Reading my listings' }).getByRole('status')).toContainText(
    /^Read [1-9][\d,]* listings from the marketplace/,
    { timeout: 30_000 },
  );

  const parts = [
    { card: 'Low stock', box: 'Low stock' },
    { card: 'Buy box with another seller', box: 'Not mine' },
    { card: 'Price proposals to review', box: 'With proposals' },
  ];
  for (const { card, box } of parts) {
    await main.getByRole('link', { name: 'Today' }).click();
    await todayCurrent(page);
    const listings = page.getByRole('region', { name: 'Your listings' });
    const button = listings.getByRole('button', { name: new RegExp(`^[\\d,]+ ${card}$`) });
    const n = number(await button.locator('.today-count-number').textContent());
    // The Demo sells one of its SKUs faster than its stock lasts a week.
    if (card === 'Low stock') {
      expect(n).toBeGreaterThan(0);
      await expect(listings.getByRole('list', { name: 'Low stock, first ones' })).toContainText(
        / left, selling about /,
      );
      await expectAccessible(page, "Today with the listings' day");
    }
    await button.click();
    await expect(page.getByRole('tab', { name: 'My listings' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('checkbox', { name: box })).toBeChecked();
    await expect(page.locator('#my-listings-count > span').first()).toHaveText(
      `${inIndia.format(n)} ${n === 1 ? 'listing' : 'listings'}`,
    );
  }
});
