import { expect, test, expectAccessible } from './fixtures.ts';

// Its own budget, set for the file so that it covers the `app` fixture's start too (a `test.setTimeout` in the body
// takes effect only once the fixtures are up): five axe checks took about 21 of its 24 s alone on an idle 2-core
// machine (8 s on Shipments' grid), and twice that beside another journey; Returns' grid is a sixth. A fresh clone's
// cold start is no longer in it: each worker pays that in its warm-up (fixtures.ts) before its first test.
test.describe.configure({ timeout: 150_000 });

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a new user lands on Today in the Demo profile and can reach every screen', async ({ page, app }) => {
    await expect(page).toHaveURL(`${app.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const status = page.getByRole('status', { name: 'Status' });
    await expect(status).toContainText('Profile: Demo');
    // The Demo profile syncs its shipments by itself at launch.
    await expect(status).not.toContainText('Last sync: never', { timeout: 60_000 });

    const nav = page.getByRole('navigation', { name: 'Main' });
    // Each grid is named, so a screen reader says which one focus entered.
    const grids: Record<string, string> = {
      Shipments: 'Shipments grid',
      Returns: 'Returns grid',
      Listings: 'Listing sheet',
    };
    for (const name of ['Shipments', 'Returns', 'Listings', 'Feeds', 'Settings', 'Today']) {
      await nav.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const grid = grids[name];
      if (grid !== undefined) await expect(page.getByRole('grid', { name: grid })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page, `the ${name} screen`);
    }
  });
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

test('? opens the keyboard shortcuts (not while typing), and Esc closes them', async ({ page, app }) => {
  expect(app.dataDir).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Ctrl/⌘ + Z, Ctrl/⌘ + Y Undo, redo' })).toBeVisible();
  // The browser has no application menu: its keys are not offered here.
  await expect(dialog).not.toContainText('Import a CSV into the listing editor');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add profile' }).click();
  await page.getByRole('form', { name: 'New profile' }).getByRole('textbox').first().press('?');
  await expect(dialog).toBeHidden();
});
