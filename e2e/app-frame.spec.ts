import { expect, test, expectAccessible } from './fixtures.ts';

test('a new user lands on Today in the Demo profile and can reach every screen', async ({ page, app }) => {
  await expect(page).toHaveURL(`${app.origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const status = page.getByRole('status', { name: 'Status' });
  await expect(status).toContainText('Profile: Demo');
  // The Demo profile syncs its shipments by itself at launch.
  await expect(status).not.toContainText('Last sync: never', { timeout: 60_000 });

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Shipments', 'Listings', 'Feeds', 'Settings', 'Today']) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, `the ${name} screen`);
  }
});

test('the screen survives a reload, and the token never stays in the address bar', async ({ page, app }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feeds' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Feeds' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  expect(page.url()).toBe(`${app.origin}/#/feeds`);
  await expectAccessible(page, 'the Feeds screen after a reload');
});

test('a browser without the token gets nothing but the refusal', async ({ browser, app }) => {
  const stranger = await browser.newPage();
  const response = await stranger.goto(app.origin);
  expect(response?.status()).toBe(401);
  await expect(stranger.getByText('Stockroom needs its access token')).toBeVisible();
  await stranger.close();
});
