import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';

// A computer set to Hindi: Stockroom speaks Hindi.
test.use({ locale: 'hi-IN' });

/**
 * Words every language writes in Latin letters here: the marketplace's price and payment codes, the currency's code,
 * the file formats, the keys as the keyboard names them, and the sub-id examples (a sub-id is typed in Latin
 * letters). Month names stay in English until the house date format (src/shared/dates.ts) follows the language.
 */
const ALLOWED = ['MRP', 'COD', 'INR', 'CSV', 'Excel', 'Ctrl', 'Shift', 'Space', 'Enter', 'instagram', 'post'];
const MONTHS_FIRST = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const MONTHS = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const allowed = [...ALLOWED, ...MONTHS_FIRST, ...MONTHS];

test('the affiliate feed browser in Hindi: a category synced, its grid and a product read in Hindi', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  expect(new URL(page.url()).origin).toBe(app.origin);
  // By hash: the menu is another part's, and may still read in English on this branch.
  await page.evaluate("window.location.hash = '#feeds'");
  await expect(page.getByRole('heading', { level: 1, name: 'फ़ीड' })).toBeVisible({ timeout: 30_000 });

  // The directory arrives by itself; a category's name is the marketplace's, the words around it ours.
  const categories = page.getByRole('list', { name: 'कैटेगरी' });
  await expect(categories.getByRole('button', { name: /^Mobiles, 0 प्रोडक्ट सेव$/ })).toBeVisible({
    timeout: 30_000,
  });
  await categories.getByRole('button', { name: /^Mobiles,/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mobiles' })).toBeVisible();
  await expect(page.locator('.feeds-main')).toContainText('अभी सिंक नहीं हुआ');

  // Sync: the backend's closing sentence arrives in Hindi.
  await page.getByRole('button', { name: 'कैटेगरी सिंक करें' }).click();
  const progress = page.getByRole('group', { name: 'फ़ीड सिंक' }).getByRole('status');
  await expect(progress).toContainText(/^पूरा सिंक हो गया: 40 पेज में 20,000 प्रोडक्ट \(वर्ज़न \d+\)।$/, {
    timeout: 180_000,
  });
  await expect(page.getByLabel('20,000 प्रोडक्ट मिले')).toHaveText('20,000');

  // The grid: headers and our words in Hindi, titles and brands as the marketplace wrote them.
  const grid = page.getByRole('region', { name: 'प्रोडक्ट ग्रिड' });
  await expect(grid.getByRole('columnheader', { name: 'सेलिंग प्राइस' })).toBeVisible();
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="title"]')).not.toBeEmpty();
  await page.getByRole('checkbox', { name: 'स्टॉक में' }).check();
  await expect(page.getByLabel('20,000 प्रोडक्ट मिले')).toHaveCount(0);
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="inStock"]')).toHaveText('स्टॉक में');
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="sellingPrice"]')).toContainText('₹');
  expect(await englishLeft(page, { within: '.feeds-main', allowed })).toEqual([]);

  // A product: prices, stock, history and its watch in Hindi.
  await grid.locator('.ag-row[row-index="0"] [col-id="title"]').click();
  const detail = page.locator('.product-detail');
  await expect(detail.getByRole('button', { name: 'प्रोडक्ट बंद करें' })).toBeVisible();
  await expect(detail.getByLabel('दाम', { exact: true })).toContainText('₹');
  await expect(detail.getByRole('figure', { name: 'दाम के इतिहास का चार्ट, 1 बिंदु' })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'दाम का इतिहास' }).getByRole('row')).toHaveCount(2);
  await detail.getByRole('button', { name: '☆ वॉचलिस्ट में जोड़ें' }).click();
  await expect(detail.getByRole('button', { name: '★ वॉचलिस्ट में है' })).toBeVisible();
  expect(await englishLeft(page, { within: '.feeds-main', allowed })).toEqual([]);

  // The price drops view: the watchlist in Hindi.
  await page.getByRole('button', { name: 'दाम में गिरावट' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'वॉचलिस्ट', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'वॉचलिस्ट' })).toContainText('स्टॉक में');
  expect(await englishLeft(page, { within: '.feeds-main', allowed })).toEqual([]);
});

test('the product records in Hindi', async ({ page, app }) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.evaluate("window.location.hash = '#products'");
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोडक्ट' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'SKU खोजें' })).toBeVisible();
  await expect(page.locator('.products [role="status"]')).not.toHaveText('प्रोडक्ट रिकॉर्ड पढ़े जा रहे हैं…');
  expect(
    await englishLeft(page, { within: '.products', allowed: [...allowed, 'Stockroom', 'SKU', 'GST', 'HSN'] }),
  ).toEqual([]);
});
