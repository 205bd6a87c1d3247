import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';

// A computer set to Hindi: Stockroom speaks Hindi (Today, Shipments, the printed pick list).
test.use({ locale: 'hi-IN' });
// A sync over real HTTP on a machine shared with other work, then a print to PDF.
test.describe.configure({ timeout: 120_000 });

/**
 * Words every language writes in Latin letters, as sellers read them on labels and in the marketplace's panel, and
 * the names of keys as printed on a keyboard.
 */
const LATIN = ['SKU', 'FSN', 'HSN', 'EMI', 'CSV', 'Excel', 'PDF', 'Space', 'Enter'];

/**
 * The parts of each screen that this slice writes. Components of other slices shown inside (Today's returns, the
 * Pack bar, location names) are their own engineers' and are left out here.
 */
const TODAY = [
  '.today-screen > .screen-header',
  '.today-screen > section:not([aria-labelledby="today-returns-title"])',
].join(', ');
const SHIPMENTS = [
  '.shipments-screen > .screen-header',
  '.shipments-screen [role="tablist"]',
  // The fifth filter is the location's (LocationSelect, the locations slice's).
  '.shipments-screen .filters > label:not(:nth-child(5))',
  '.shipments-screen .summary',
  '.shipments-screen .shipment-grid',
  '.shipments-screen .job-progress',
].join(', ');

const DETAIL = [
  '.detail-panel > .detail-header',
  '.detail-panel > dl',
  '.detail-panel > h3',
  '.detail-panel > section.card',
  '.detail-panel > ul',
  '.detail-panel > p.muted',
  '.detail-panel > p.warn',
].join(', ');

test('Today, Shipments and the printed pick list speak Hindi on a Hindi computer', async ({ page, app }) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // Shipments first: its visit syncs the Demo's orders (the menu may still be another slice's English: by hash).
  await page.evaluate("window.location.hash = '#shipments'");
  // The Demo's start (its marketplace held a moment, its sync) on a machine shared with other work takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'शिपमेंट' })).toBeVisible({ timeout: 60_000 });
  const toPack = page.getByRole('tab', { name: /^पैक करने हैं/ });
  await expect(toPack.locator('.count')).toHaveText(/^[1-9][\d,]*$/, { timeout: 60_000 });
  await expect(page.getByRole('group', { name: 'शिपमेंट सिंक' })).toContainText(/सिंक हो गया/, {
    timeout: 60_000,
  });
  await expect(page.getByRole('tablist', { name: 'शिपमेंट के टैब' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'अभी सिंक करें' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'डिस्पैच की आख़िरी तारीख' })).toBeVisible();
  await expect(page.locator('.shipment-grid .ag-row').first()).toBeVisible();
  expect(await englishLeft(page, { within: SHIPMENTS, allowed: LATIN })).toEqual([]);

  // The pick list of To pack, printed by Chromium to PDF: its Hindi reads back whole, conjuncts and all.
  await page.getByRole('button', { name: /^पिक लिस्ट और स्लिप/ }).click();
  const list = page.getByRole('region', { name: /^पिक लिस्ट: पैक करने हैं$/ });
  await expect(list).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'मात्रा' })).toBeVisible();
  await expect(list.getByRole('article', { name: /^पैकिंग स्लिप / }).first()).toBeAttached();
  expect(
    await englishLeft(page, {
      within: '.print-document > h2, .print-document > p, .print-document thead, .print-actions',
      allowed: LATIN,
    }),
  ).toEqual([]);
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-hindi-pdf-'));
  try {
    const pdf = join(dir, 'pick-list.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4' }));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).normalize('NFC');
    // "लिस्ट" and "स्लिप" hold conjuncts (स्ट, स्ल): shaped in print, they read back exactly as written.
    expect(text).toContain('पिक लिस्ट: पैक करने हैं');
    expect(text).toContain('पैकिंग स्लिप');
    expect(text).toContain('मात्रा');
    // The app around the document is not printed.
    expect(text).not.toContain('CSV एक्सपोर्ट करें');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // A shipment's detail (its Pack and cancel actions are the fulfilment slice's, left out).
  const row = page
    .getByRole('region', { name: 'शिपमेंट की टेबल' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  await row.locator('[col-id="shipmentId"]').click();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('complementary', { name: /^शिपमेंट / });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'ऑर्डर आइटम' })).toBeVisible();
  expect(await englishLeft(page, { within: DETAIL, allowed: LATIN })).toEqual([]);
  await detail.getByRole('button', { name: 'शिपमेंट की जानकारी बंद करें' }).click();
  await expect(detail).toBeHidden();

  // Today, from the same offline copy.
  await page.evaluate("window.location.hash = '#today'");
  await expect(page.getByRole('heading', { level: 1, name: 'आज' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके करने के काम' })).toBeVisible();
  await expect(page.getByRole('button', { name: /आज पैक करने हैं/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'पिछले 30 दिन' })).toBeVisible();
  expect(await englishLeft(page, { within: TODAY, allowed: LATIN })).toEqual([]);
});
