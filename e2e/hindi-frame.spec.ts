import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';

// A computer set to Hindi: Stockroom speaks Hindi.
test.use({ locale: 'hi-IN' });

test('the frame speaks Hindi: the menu, the status bar and the shortcuts dialog', async ({ page, app }) => {
  // The Demo's launch sync comes first; a busy machine takes its time.
  test.setTimeout(150_000);
  expect(new URL(page.url()).origin).toBe(app.origin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The menu, found by its Hindi name, each screen's link too; the window's title names the screen in Hindi.
  const nav = page.getByRole('navigation', { name: 'मुख्य मेन्यू' });
  await expect(nav.getByRole('link', { name: 'आज' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['शिपमेंट', 'रिटर्न', 'लिस्टिंग', 'प्रोडक्ट', 'फ़ीड', 'सेटिंग्स'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(page).toHaveTitle('आज — Stockroom');
  expect(await englishLeft(page, { within: '.nav' })).toEqual([]);

  // The status bar: the profile (the seller's own name, kept as written), the marketplace, the last sync.
  const status = page.getByRole('status', { name: 'स्थिति' });
  await expect(status).toContainText('प्रोफ़ाइल: Demo', { timeout: 60_000 });
  await expect(status).not.toContainText('पिछला सिंक: कभी नहीं', { timeout: 60_000 });
  await expect(status).toContainText('पिछला सिंक:');
  expect(await englishLeft(page, { within: '.status-bar' })).toEqual([]);

  // `?` opens the shortcuts: their groups and what each key does in Hindi, the keys as the keyboard prints them.
  await page.evaluate("window.location.hash = '#settings'");
  await expect(page).toHaveTitle('सेटिंग्स — Stockroom');
  await page.locator('body').press('?');
  const dialog = page.getByRole('dialog', { name: 'कीबोर्ड शॉर्टकट' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'क्या करती हैं' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Ctrl/⌘ + Z, Ctrl/⌘ + Y वापस लें, फिर से करें' })).toBeVisible();
  expect(await englishLeft(page, { within: 'dialog.shortcuts' })).toEqual([]);
  await dialog.getByRole('button', { name: 'बंद करें' }).click();
  await expect(dialog).toBeHidden();
});
