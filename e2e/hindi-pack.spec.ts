import type { Locator } from '@playwright/test';
import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';
import { packableShipment, tickRow } from './fulfilment-steps.ts';

// A computer set to Hindi: Stockroom speaks Hindi, the backend's sentences too.
test.use({ locale: 'hi-IN' });
// A sync and packing at the marketplace: more time than the default.
test.describe.configure({ timeout: 150_000 });

/** The Latin words of the data a part shows (ids, SKUs, titles, the pattern's placeholders): not ours to translate. */
async function dataWords(part: Locator): Promise<string[]> {
  const texts = await part.locator('[translate="no"]').allTextContents();
  return texts.flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []);
}

/** Fills every cell the form marks as needing a change, found by its Hindi name. */
async function fillInHindi(dialog: Locator): Promise<void> {
  const invalid = dialog.locator('input[aria-invalid="true"]');
  for (let guard = 0; (await invalid.count()) > 0 && guard < 40; guard++) {
    const cell = invalid.first();
    const label = (await cell.getAttribute('aria-label')) ?? '';
    await cell.fill(
      label.startsWith('GST')
        ? '18'
        : label.startsWith('वज़न')
          ? '0.5'
          : label.startsWith('राशि')
            ? '499'
            : '20',
    );
  }
}

test('the fulfilment bar and the Pack dialog speak Hindi, and so does the job that packs', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.evaluate("window.location.hash = '#shipments'");
  const shipmentId = await packableShipment(page);
  await page.evaluate("window.location.hash = '#shipments'");
  const bar = page.locator('.fulfilment-bar');
  await expect(bar.getByRole('status', { name: 'चुने हुए' })).toHaveText('काम करने के लिए शिपमेंट पर टिक लगाएँ।');
  await expect(bar.getByRole('button', { name: 'पैक करें… (कोई नहीं चुना)' })).toBeDisabled();
  expect(await englishLeft(page, { within: '.fulfilment-bar' })).toEqual([]);

  await expect(page.locator(`.ag-row[row-id="${shipmentId}"]`)).toBeVisible({ timeout: 60_000 });
  await tickRow(page, shipmentId);
  await bar.getByRole('button', { name: /^पैक करें… \(/ }).click();
  const dialog = page.getByRole('dialog', { name: '1 शिपमेंट पैक करें' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: `शिपमेंट ${shipmentId}` })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: `इनवॉइस नंबर, शिपमेंट ${shipmentId}` })).toHaveValue(/\S/);
  await expect(dialog.getByRole('group', { name: 'इनवॉइस नंबर', exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'पैटर्न' })).toHaveValue('INV-{yyyy}-{n:5}');
  await expect(dialog.getByRole('textbox', { name: 'अगला नंबर' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'यह पैटर्न लगाएँ' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'बंद करें' })).toBeVisible();
  // GST and HSN are written in Latin letters in Hindi too, as on every invoice.
  const allowed = ['GST', 'HSN', ...(await dataWords(dialog))];
  expect(await englishLeft(page, { within: '.pack-dialog', allowed })).toEqual([]);

  // The form's checks say what to change in Hindi.
  await dialog
    .getByRole('textbox', { name: /^वज़न kg, शिपमेंट/ })
    .first()
    .fill('-2');
  await expect(dialog).toContainText('वज़न 0 kg से ज़्यादा होना चाहिए।');
  await dialog.getByRole('button', { name: '1 शिपमेंट पैक करें…' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^पैक करने से पहले \d+ (खाने|खानों) में बदलाव चाहिए; हर खाना वजह बताता है।$/,
  );
  expect(await englishLeft(page, { within: '.pack-dialog', allowed })).toEqual([]);
  await fillInHindi(dialog);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // Asked before it is sent: a GST rate unlike the product record first, then "cannot be undone".
  await dialog.getByRole('button', { name: '1 शिपमेंट पैक करें…' }).click();
  const taxCheck = dialog.getByRole('group', { name: 'GST दर जाँचें' });
  const confirm = dialog.getByRole('group', { name: 'पैकिंग पक्की करें' });
  await expect(taxCheck.or(confirm)).toBeVisible();
  if (await taxCheck.isVisible()) {
    expect(await englishLeft(page, { within: '.pack-dialog', allowed })).toEqual([]);
    await taxCheck.getByRole('button', { name: 'इस इनवॉइस के लिए लिखी दर लगाएँ' }).click();
  }
  await expect(confirm).toContainText('पैकिंग वापस नहीं होती');
  await expect(confirm.getByRole('button', { name: 'फ़ॉर्म पर वापस' })).toBeVisible();
  expect(await englishLeft(page, { within: '.pack-dialog', allowed })).toEqual([]);
  await confirm.getByRole('button', { name: '1 शिपमेंट पैक करें', exact: true }).click();

  // The job's closing sentence and each shipment's word come from the backend, in Hindi.
  const result = page.getByRole('region', { name: '1 में से 1 पैक किए गए।' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result).toContainText(`शिपमेंट ${shipmentId}: पैक हो गया।`);
  await expect(result.getByRole('button', { name: 'रेडी टू डिस्पैच (1 पैक)' })).toBeVisible();
  await expect(result.getByRole('button', { name: 'हटाएँ' })).toBeVisible();
  expect(await englishLeft(page, { within: '.fulfilment-result' })).toEqual([]);
});
