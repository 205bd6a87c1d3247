import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';

// A computer set to Hindi: Stockroom speaks Hindi, the backend's sentences too.
test.use({ locale: 'hi-IN' });

/** Names and codes Hindi writes in Latin letters, as on labels and in the marketplace's panel. */
const ALLOWED = ['SKU', 'SKUs', 'MRP', 'GST', 'HSN', 'Stockroom'];

test('My listings and Settings speak Hindi: words, grid headers, the connection test', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // My listings: Listings' second tab (the tabs are another part's words, so found by place).
  await page.evaluate("window.location.hash = '#listings'");
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('heading', { level: 2, name: 'मेरी लिस्टिंग' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'मार्केटप्लेस से पढ़ें' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'SKU या प्रोडक्ट आईडी खोजें' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'चुनी हुई लिस्टिंग बदलें' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'मेरी लिस्टिंग की ग्रिड' });
  await expect(grid.locator('.ag-header-cell[col-id="sellingPrice"]')).toContainText('बिक्री दाम');
  await expect(grid.locator('.ag-header-cell[col-id="locations"]')).toContainText('हर लोकेशन का स्टॉक');
  // The screen's own part (the header's tabs are another part's).
  expect(
    await englishLeft(page, { within: '.my-listings-screen > :not(.listings-header)', allowed: ALLOWED }),
  ).toEqual([]);

  // Settings: the Demo profile (its name is data), the secret storage notice, theme, background sync.
  await page.evaluate("window.location.hash = '#settings'");
  await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'प्रोफ़ाइल' })).toBeVisible();
  await expect(page.getByText('चालू प्रोफ़ाइल')).toBeVisible();
  await page.getByRole('button', { name: 'कनेक्शन टेस्ट करें' }).click();
  const results = page.getByLabel('कनेक्शन के नतीजे').getByRole('definition');
  await expect(results.first()).toContainText('जुड़ गया', { timeout: 20_000 });
  await expect(results.nth(1)).toContainText('जुड़ गया: एफ़िलिएट कैटलॉग में', { timeout: 20_000 });
  // Settings' own parts: the sandbox section belongs to another part.
  expect(await englishLeft(page, { within: '.settings > :not(.sandbox-section)', allowed: ALLOWED })).toEqual(
    [],
  );
});
