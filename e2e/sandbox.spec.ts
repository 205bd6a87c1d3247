import { expect, expectAccessible, shipmentsSynced, test, todayCurrent } from './fixtures.ts';

// A sync and five test orders over real HTTP on a shared machine: more time than the default.
test.describe.configure({ timeout: 120_000 });

const number = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('Settings › Sandbox makes 5 test orders; Today’s To pack today rises by 5, and one is held', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  await nav.getByRole('link', { name: 'Today' }).click();
  await todayCurrent(page);
  const toPack = page.getByRole('button', { name: /^[\d,]+ To pack today$/ });
  const before = number(await toPack.locator('.today-count-number').textContent());

  await nav.getByRole('link', { name: 'Settings' }).click();
  const sandbox = page.getByRole('region', { name: 'Sandbox' });
  await sandbox.getByRole('button', { name: 'Create 5 test orders' }).click();
  await expect(sandbox.getByRole('group', { name: 'Test orders' })).toContainText(
    '5 test orders made. Shipments is syncing so they appear.',
    { timeout: 60_000 },
  );
  const chooses = sandbox.getByRole('checkbox', { name: /^Choose order item / });
  await expect(chooses).toHaveCount(5);
  await expectAccessible(page, 'Settings › Sandbox');

  await nav.getByRole('link', { name: 'Today' }).click();
  await expect(toPack.locator('.today-count-number')).toHaveText(
    new Intl.NumberFormat('en-IN').format(before + 5),
    { timeout: 30_000 },
  );

  // One test order put on hold leaves To pack today, as a held order of a buyer would.
  await nav.getByRole('link', { name: 'Settings' }).click();
  await chooses.first().check();
  await sandbox.getByRole('button', { name: 'Put on hold' }).click();
  await expect(sandbox.getByRole('group', { name: 'Sandbox move' })).toContainText(
    '1 order item put on hold.',
    {
      timeout: 30_000,
    },
  );
  await expect(sandbox.getByRole('row').filter({ hasText: 'put on hold' })).toHaveCount(1);
  await nav.getByRole('link', { name: 'Today' }).click();
  await expect(toPack.locator('.today-count-number')).toHaveText(
    new Intl.NumberFormat('en-IN').format(before + 4),
    { timeout: 30_000 },
  );
});
