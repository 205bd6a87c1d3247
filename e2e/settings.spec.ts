import type { ChildProcess } from 'node:child_process';
import { expect, startProcess, stopProcess, test, expectAccessible } from './fixtures.ts';

interface SimInfo {
  base_url: string;
  auth_url: string;
  affiliate_base_url: string;
  credentials: {
    self_access: { appId: string; appSecret: string };
    third_party: { appId: string; appSecret: string; redirectUri: string };
    affiliate: { trackingId: string; token: string };
  };
}

let second: { child: ChildProcess; info: SimInfo };

test.beforeAll(async () => {
  const { child, ready } = await startProcess(
    ['src/simulator/cli.ts', '--port', '0', '--seed', '7', '--shipments', '200', '--products', '1000'],
    'SIMULATOR READY ',
  );
  second = { child, info: ready as unknown as SimInfo };
});
test.afterAll(async () => stopProcess(second.child));

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a new user finds the Demo profile working, adds a profile for a second marketplace, tests it and switches to it', async ({
    page,
    app,
  }) => {
    await expect(page).toHaveURL(`${app.origin}/`);
    const results = page.getByLabel('Connection results').getByRole('definition');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('note').first()).toContainText('Secrets are kept in memory only');

    // The Demo profile: active, built in, and its marketplace answers.
    await expect(page.getByRole('heading', { level: 2, name: 'Demo' })).toBeVisible();
    await expect(page.getByText('Active profile')).toBeVisible();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(results.first()).toContainText('Connected: the marketplace accepted application');
    await expect(results.nth(1)).toContainText(/Connected: the affiliate catalogue lists \d+ categories/);
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Marketplace answered at');

    // A profile for another marketplace: a bad address is named, then fixed.
    await page.getByRole('button', { name: 'Add profile' }).click();
    const form = page.getByRole('form', { name: 'New profile' });
    await form.getByLabel('Profile name').fill('Second shop');
    await form.getByLabel('Environment').selectOption('custom');
    await form.getByLabel('Seller base address').fill('not an address');
    await form.getByLabel('Token address').fill(second.info.auth_url);
    await form.getByLabel('Affiliate base address').fill(second.info.affiliate_base_url);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Check the marked fields.')).toBeVisible();
    await expect(form.getByLabel('Seller base address')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Seller base address')).toHaveAccessibleDescription(
      /must be a full address starting with https:\/\//,
    );
    await form.getByLabel('Seller base address').fill(second.info.base_url);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Second shop' })).toBeVisible();

    // Before credentials, the test says what is missing.
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(results.first()).toContainText('No seller application is set up');

    const sellerApp = page.getByRole('form', { name: 'Seller application' });
    await sellerApp.getByLabel('Application ID').fill(second.info.credentials.self_access.appId);
    await sellerApp.getByLabel('Application Secret').fill('wrong-secret');
    await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
    await expect(sellerApp.getByText('Self-access application saved.')).toBeVisible();
    await expect(sellerApp.getByLabel('Application Secret')).toHaveValue('');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(results.first()).toHaveClass('error');
    // Testing another profile says nothing of the active one: the Demo profile's own syncs may report it answering
    // meanwhile, but never refused.
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Profile: Demo');
    await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('refused');

    // A result describes the credentials it was made with: saving new ones clears it.
    await sellerApp.getByLabel('Application Secret').fill(second.info.credentials.self_access.appSecret);
    await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
    await expect(page.getByLabel('Connection results')).toBeHidden();
    // A confirmation belongs to the choice it confirmed: switching the type clears it.
    await sellerApp.getByLabel('Third-party (shops you manage)').check();
    await expect(sellerApp.getByText('Self-access application saved.')).toBeHidden();
    await sellerApp.getByLabel('Self-access (your own shop)').check();
    await expect(sellerApp.getByLabel('Application ID')).toHaveValue(
      second.info.credentials.self_access.appId,
    );
    const affiliate = page.getByRole('form', { name: 'Affiliate credentials' });
    await affiliate.getByLabel('Tracking ID').fill(second.info.credentials.affiliate.trackingId);
    await affiliate.getByLabel('Affiliate token').fill(second.info.credentials.affiliate.token);
    await affiliate.getByRole('button', { name: 'Save affiliate credentials' }).click();
    await expect(affiliate.getByText('Affiliate credentials saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(results.first()).toContainText(
      `accepted application ${second.info.credentials.self_access.appId}`,
    );
    await expect(results.nth(1)).toContainText('Connected: the affiliate catalogue lists');
    await expect(page.getByLabel('Seller token status')).toContainText(/Access token expires in \d+ days/);

    // Switch: the status bar follows with that profile's last test, and the secret never reached the page.
    await page.getByRole('button', { name: 'Use this profile' }).click();
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Profile: Second shop');
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Marketplace answered at');
    // A failed test of the active profile reaches the status bar too, with its sentence.
    // (Each save is awaited before the test: a save starts the result afresh, and would hide a test begun before it.)
    await sellerApp.getByLabel('Application Secret').fill('wrong-secret');
    await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
    await expect(sellerApp.getByText('Self-access application saved.')).toBeVisible();
    await expect(sellerApp.getByLabel('Application Secret')).toHaveValue('');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(results.first()).toHaveClass('error');
    const refusal = (await results.first().textContent()) ?? '';
    expect(refusal).not.toBe('');
    await expect(page.getByRole('status', { name: 'Status' })).toContainText(
      'Marketplace refused the credentials at',
    );
    await expect(page.getByRole('status', { name: 'Status' })).toContainText(refusal);
    await sellerApp.getByLabel('Application Secret').fill(second.info.credentials.self_access.appSecret);
    await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
    await expect(sellerApp.getByLabel('Application Secret')).toHaveValue('');
    await expect(page.getByLabel('Connection results')).toBeHidden();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(results.first()).toContainText('Connected');
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Marketplace answered at');
    await expect(
      page.getByRole('list', { name: 'Profiles' }).getByRole('listitem').filter({ hasText: 'Second shop' }),
    ).toContainText('Active');
    expect(await page.content()).not.toContain(second.info.credentials.self_access.appSecret);
    expect(await page.content()).not.toContain(second.info.credentials.affiliate.token);
    await expectAccessible(page, 'Settings with a second profile');
  });
});

test('a partner authorises a seller account by pasting the address the marketplace sent them back to', async ({
  page,
  app,
  context,
}) => {
  await page.goto(`${app.origin}/#/settings`);
  await page.getByRole('button', { name: 'Add profile' }).click();
  const form = page.getByRole('form', { name: 'New profile' });
  await form.getByLabel('Profile name').fill('Partner desk');
  await form.getByLabel('Environment').selectOption('custom');
  await form.getByLabel('Seller base address').fill(second.info.base_url);
  await form.getByLabel('Token address').fill(second.info.auth_url);
  await form.getByLabel('Affiliate base address').fill(second.info.affiliate_base_url);
  await form.getByRole('button', { name: 'Save profile' }).click();

  const sellerApp = page.getByRole('form', { name: 'Seller application' });
  const { appId, appSecret, redirectUri } = second.info.credentials.third_party;
  await sellerApp.getByRole('radio', { name: /Third-party/ }).check();
  await sellerApp.getByLabel('Application ID').fill(appId);
  await sellerApp.getByLabel('Application Secret').fill(appSecret);
  await sellerApp.getByLabel('Redirect URL').fill(redirectUri);
  await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
  await expect(page.getByText('No seller account authorised yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Authorise seller account' }).click();
  const link = page.getByRole('link', { name: 'Open the authorisation page' });
  // The registered redirect address is the partner's own site; here it only has to be caught, not served.
  await context.route(`${new URL(redirectUri).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Done</title>' }),
  );
  const [marketplace] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await marketplace.getByLabel('Password').fill('demo');
  await marketplace.getByRole('button', { name: 'Allow' }).click();
  await marketplace.waitForURL(`${redirectUri}?**`);
  const sentBackTo = marketplace.url();
  await marketplace.close();

  // An address from another attempt is refused for safety.
  const forged = new URL(sentBackTo);
  forged.searchParams.set('state', 'forged');
  await page.getByLabel('Address you were sent back to').fill(forged.href);
  await page.getByRole('button', { name: 'Finish authorisation' }).click();
  await expect(page.getByRole('alert')).toContainText('refused for safety');

  await page.getByRole('button', { name: 'Authorise seller account' }).click();
  const [again] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await again.getByLabel('Password').fill('demo');
  await again.getByRole('button', { name: 'Allow' }).click();
  await again.waitForURL(`${redirectUri}?**`);
  await page.getByLabel('Address you were sent back to').fill(again.url());
  await page.getByLabel('Account name (optional)').fill('Kavya Textiles');
  await page.getByRole('button', { name: 'Finish authorisation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'authorised' })).toHaveText(
    'Seller account “Kavya Textiles” authorised.',
  );
  const accounts = page.getByRole('list', { name: 'Seller accounts' });
  await expect(accounts).toContainText('Kavya Textiles');
  await expect(accounts).toContainText(
    /Access token expires in \d+ days\. Authorisation expires in \d+ days\./,
  );
  await expectAccessible(page, 'Settings with an authorised seller account');
});

test('a seller adds their own shop: Production, with the marketplace’s addresses filled in', async ({
  page,
  app,
}) => {
  await page.goto(`${app.origin}/#/settings`);
  await page.getByRole('button', { name: 'Add profile' }).click();
  const form = page.getByRole('form', { name: 'New profile' });
  await expect(form.getByLabel('Environment')).toHaveValue('production');
  // Nothing to type but a name: the addresses are the marketplace's own, shown and not asked.
  await expect(form.getByLabel('Seller base address')).toHaveCount(0);
  const known = form.getByLabel('Marketplace addresses');
  await expect(known).toContainText('https://api.flipkart.net/sellers');
  await expect(known).toContainText('https://affiliate-api.flipkart.net');
  await form.getByLabel('Environment').selectOption('sandbox');
  await expect(known).toContainText('https://sandbox-api.flipkart.net/sellers');
  await form.getByLabel('Environment').selectOption('production');
  await form.getByLabel('Profile name').fill('My shop');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My shop' })).toBeVisible();
  const addresses = page.getByLabel('Addresses', { exact: true });
  await expect(addresses).toContainText('https://api.flipkart.net/sellers');
  await expect(addresses).toContainText('https://api.flipkart.net');

  // Then only the application's id and secret, with where a seller finds them.
  const sellerApp = page.getByRole('form', { name: 'Seller application' });
  await expect(sellerApp.getByLabel('Application ID')).toHaveAccessibleDescription(
    /Seller Dashboard, open Manage Profile › Developer Access and create a self-access application/,
  );
  await sellerApp.getByLabel('Application ID').fill('my-own-app');
  await sellerApp.getByLabel('Application Secret').fill('my-own-secret');
  await sellerApp.getByRole('button', { name: 'Save seller application' }).click();
  await expect(sellerApp.getByText('Self-access application saved.')).toBeVisible();
  expect(await page.content()).not.toContain('my-own-secret');
  await expectAccessible(page, 'Settings with a production profile');
});

test('background sync can be set in Settings, and the status bar says when it runs next', async ({
  page,
  app,
}) => {
  expect(app.dataDir).toBeTruthy();
  const status = page.getByRole('status', { name: 'Status' });
  await expect(status).toContainText(/Next sync: \d{1,2}:\d{2}/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const field = page.getByRole('combobox', { name: 'Sync shipments and synced feed categories' });
  await expect(field).toHaveValue('15');
  await field.selectOption({ label: 'Off' });
  await expect(status).toContainText('Background sync off');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sync shipments and synced feed categories' })).toHaveValue(
    '0',
  );
  await page
    .getByRole('combobox', { name: 'Sync shipments and synced feed categories' })
    .selectOption({ label: 'Every 5 minutes' });
  await expect(status).toContainText(/Next sync: \d{1,2}:\d{2}/);
});
