import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';

// A computer set to Hindi: Stockroom speaks Hindi (the backend's sentences too).
test.use({ locale: 'hi-IN' });
/** Names every language writes in Latin letters, as on the marketplace's panel and labels. */
const LATIN = ['CSV', 'Excel', 'SKU', 'RTO'];
// A sync over real HTTP on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

test('Returns reads in Hindi: its tabs with their counts, the grid, receiving and claims', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  // By its address: the menu is another part of the app.
  await page.evaluate("window.location.hash = '#returns'");
  // The screen's code loads on first use: slow on a machine shared with other work.
  await expect(page.getByRole('heading', { level: 1, name: 'रिटर्न' })).toBeVisible({ timeout: 30_000 });
  // The Demo's launch sync: its closing sentence comes from the backend, in Hindi.
  await expect(page.getByRole('status', { name: 'सेव किए रिटर्न' })).toContainText(/के रिटर्न, पिछला सिंक।$/, {
    timeout: 60_000,
  });
  await expect(page.getByRole('group', { name: 'रिटर्न सिंक' }).getByRole('status')).toContainText(
    /^रिटर्न (का पूरा )?सिंक हो गया: [\d,]+ रिटर्न सेव हुए।$/,
    { timeout: 60_000 },
  );

  // Every tab by its Hindi name, with its count.
  const tabs = page.getByRole('tablist', { name: 'क्या करना है, उसके हिसाब से रिटर्न' });
  for (const name of ['आ रहे हैं', 'रिसीव करने हैं', 'मंज़ूर या नामंज़ूर करें', 'पिकअप बाकी', 'हो गए'])
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${name} [\\d,]+$`) })).toBeVisible();

  // To receive: the grid's statuses in words, in Hindi; ids and titles as they came.
  const toReceive = tabs.getByRole('tab', { name: /^रिसीव करने हैं/ });
  await toReceive.click();
  await expect(toReceive).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('region', { name: 'रिटर्न की तालिका' });
  await expect(grid.getByRole('columnheader', { name: 'स्थिति' })).toBeVisible();
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  const waiting = Number((await toReceive.locator('.count').textContent())?.replace(/\D/g, ''));
  if (waiting > 0) await expect(rows.first().locator('[col-id="status"]')).toHaveText('आप तक पहुँच गया');
  await expect(page.getByRole('region', { name: 'रिटर्न रिसीव करें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'फ़ाइल करने वाले क्लेम' })).toBeVisible();

  expect(await englishLeft(page, { within: '.returns-screen', allowed: LATIN })).toEqual([]);

  // Ticked returns: the selection's words, and the self-ship actions of To approve or reject.
  await tabs.getByRole('tab', { name: /^मंज़ूर या नामंज़ूर करें/ }).click();
  const selection = page.getByRole('group', { name: 'चुने हुए रिटर्न' });
  await expect(selection.getByRole('status').first()).toHaveText('काम करने के लिए रिटर्न पर टिक करें।');
  if ((await rows.count()) > 0) {
    await rows.first().locator('[col-id="returnId"]').click();
    await expect(selection.getByRole('status').first()).toHaveText('1 रिटर्न चुने गए।');
    await selection.getByRole('button', { name: 'नामंज़ूर करें', exact: true }).click();
    await expect(page.getByRole('group', { name: 'नामंज़ूरी पक्का करें' })).toContainText(
      '1 रिटर्न नामंज़ूर करें? खरीदार को आपका कारण बताया जाएगा।',
    );
    expect(await englishLeft(page, { within: '.returns-screen', allowed: LATIN })).toEqual([]);
  }

  // Today's returns counts, each a button naming what it counts, in Hindi.
  await page.evaluate("window.location.hash = '#today'");
  const today = page.locator('section[aria-labelledby="today-returns-title"]');
  await expect(today.getByRole('button', { name: /^[\d,]+ आज आने वाले रिटर्न$/ })).toBeEnabled({
    timeout: 30_000,
  });
  await expect(today.getByRole('button', { name: /^[\d,]+ रिसीव करने वाले रिटर्न$/ })).toBeEnabled();
  expect(
    await englishLeft(page, { within: 'section[aria-labelledby="today-returns-title"]', allowed: LATIN }),
  ).toEqual([]);

  // Settings › Sandbox (the Demo is a sandbox-like profile): its words and its test orders' controls in Hindi.
  await page.evaluate("window.location.hash = '#settings'");
  await expect(page.getByRole('heading', { name: 'सैंडबॉक्स' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '5 टेस्ट ऑर्डर बनाएँ' })).toBeVisible();
  expect(await englishLeft(page, { within: '.sandbox-section', allowed: LATIN })).toEqual([]);
});
