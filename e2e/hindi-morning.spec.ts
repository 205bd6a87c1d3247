import type { Page } from '@playwright/test';
import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';
import { packableShipment, tickRow } from './fulfilment-steps.ts';

// A seller whose computer is set to Hindi runs the morning: Stockroom speaks Hindi, with no setting touched.
test.use({ locale: 'hi-IN' });
// The Demo's launch syncs (shipments, returns) over real HTTP, and five screens read whole.
test.describe.configure({ timeout: 180_000 });

/** What every language writes in Latin letters: codes on labels and in the marketplace's panel, keys as printed. */
const LATIN = ['SKU', 'SKUs', 'FSN', 'HSN', 'GST', 'MRP', 'EMI', 'RTO', 'CSV', 'Excel', 'PDF', 'Stockroom'];
const LATIN_KEYS = ['Space', 'Enter', 'Escape', 'Ctrl', 'Shift'];

/** The whole window, the menu and the status bar included, has no English word outside data. */
async function noEnglish(page: Page, where: string): Promise<void> {
  expect(await englishLeft(page, { allowed: [...LATIN, ...LATIN_KEYS] }), where).toEqual([]);
}

async function open(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'मुख्य मेन्यू' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test("a seller's morning in Hindi: Today, Shipments, Pack, My listings and Returns, with no English outside data", async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // Today, once the Demo's launch sync has brought it up to date.
  await expect(page.getByRole('heading', { level: 1, name: 'आज' })).toBeVisible();
  await expect(page.getByRole('button', { name: /आज पैक करने हैं/ })).toBeVisible({ timeout: 60_000 });
  await noEnglish(page, 'Today');

  // Shipments: the tabs counted, the grid drawn.
  const shipmentId = await packableShipment(page);
  await open(page, 'शिपमेंट');
  await expect(page.getByRole('tab', { name: /^पैक करने हैं/ }).locator('.count')).toHaveText(/^[1-9][\d,]*$/, {
    timeout: 60_000,
  });
  await expect(page.locator(`.ag-row[row-id="${shipmentId}"]`)).toBeVisible({ timeout: 60_000 });
  await noEnglish(page, 'Shipments');

  // Pack: the dialog of one shipment, its form filled from what the app knows.
  await tickRow(page, shipmentId);
  await page.getByRole('button', { name: /^पैक करें… \(/ }).click();
  const dialog = page.getByRole('dialog', { name: '1 शिपमेंट पैक करें' });
  await expect(dialog.getByRole('textbox', { name: `इनवॉइस नंबर, शिपमेंट ${shipmentId}` })).toHaveValue(/\S/);
  await noEnglish(page, 'the Pack dialog');
  await dialog.getByRole('button', { name: 'बंद करें' }).click();
  await expect(dialog).toBeHidden();

  // My listings, the second tab of Listings.
  await open(page, 'लिस्टिंग');
  await page.getByRole('tab', { name: 'मेरी लिस्टिंग' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'मेरी लिस्टिंग' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'मार्केटप्लेस से पढ़ें' })).toBeVisible();
  await noEnglish(page, 'My listings');

  // Returns, once its own sync has stored them.
  await open(page, 'रिटर्न');
  await expect(page.getByRole('status', { name: 'सेव किए रिटर्न' })).toContainText(/के रिटर्न, पिछला सिंक।$/, {
    timeout: 60_000,
  });
  await expect(page.getByRole('tab', { name: /^हो गए/ })).toBeVisible();
  await noEnglish(page, 'Returns');
});
