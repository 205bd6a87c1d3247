import type { Locator, Page } from '@playwright/test';
import { expect, test, expectAccessible } from './fixtures.ts';
import { callApi, simCategory, syncCategory } from './feeds-steps.ts';
import { expectFits, tabStopsIn, tabThrough, WINDOW_SIZES } from './layout-steps.ts';

/** Whether `words` fit whole in the first row's cell of `column` (written into it to measure, as the longest value). */
const wordsFit = (grid: Locator, column: string, words: string) =>
  grid.locator(`.ag-row[row-index="0"] [col-id="${column}"]`).evaluate((el, w) => {
    el.textContent = w;
    return el.scrollWidth <= el.clientWidth;
  }, words);

/** The longest words of the Returns grid's Status and Type columns, in each language. */
const RETURN_WORDS = {
  en: [
    ['status', 'Out for delivery to you'],
    ['status', 'Requested by the buyer'],
    ['type', 'Not delivered (RTO)'],
  ],
  hi: [
    ['status', 'आप तक डिलीवरी के लिए निकला'],
    ['type', 'डिलीवर नहीं हुआ (RTO)'],
  ],
} as const;

/** The longest words of the Shipments grid's columns of words, in each language (the widths are measured from them). */
const SHIPMENT_WORDS = {
  en: [
    ['status', 'Packing in progress'],
    ['packagingPolicy', 'Transparent packaging'],
    ['paymentType', 'Cash on delivery'],
  ],
  hi: [
    ['status', 'डिस्पैच के लिए तैयार'],
    ['packagingPolicy', 'पैकेजिंग का कोई नियम नहीं'],
    ['paymentType', 'कैश ऑन डिलीवरी'],
    ['hold', 'होल्ड पर'],
  ],
} as const;

for (const size of WINDOW_SIZES) {
  test(`every screen fits a ${size.width}×${size.height} window, and tabbing never moves it sideways`, async ({
    page,
    app,
  }) => {
    test.setTimeout(300_000);
    expect(page.url().startsWith(app.origin)).toBe(true);
    await page.setViewportSize(size);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const at = `${size.width} px`;

    // Today, with its charts: no Tab stop inside a chart (the table of the same figures is the way in).
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
      timeout: 60_000,
    });
    await expect(page.locator('.day-chart canvas').first()).toBeVisible();
    await expectFits(page, `Today at ${at}`);
    for (const chart of await page.locator('.day-chart').all()) expect(await tabStopsIn(chart)).toEqual([]);
    await tabThrough(page, 25, `Today at ${at}`);

    // Shipments, and a shipment's details beside the grid.
    await nav.getByRole('link', { name: 'Shipments' }).click();
    const shipments = page.getByRole('region', { name: 'Shipments grid' });
    await expect(shipments.locator('.ag-row[row-index="0"]')).toBeVisible({ timeout: 60_000 });
    await expectFits(page, `Shipments at ${at}`);
    // The dispatch-by countdown and its time are whole: the rows shown, and the widest such text written in.
    const dispatchBy = shipments.locator('.ag-row [col-id="dispatchBy"]');
    expect(
      await dispatchBy.evaluateAll((cells) =>
        cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent),
      ),
      `dispatch-by cells cut short at ${at}`,
    ).toEqual([]);
    expect(
      await dispatchBy.first().evaluate((el) => {
        el.textContent = 'overdue by 47 h · 30 Nov, 11:59 pm';
        return el.scrollWidth <= el.clientWidth;
      }),
      `the widest dispatch-by text whole at ${at}`,
    ).toBe(true);
    for (const [column, words] of SHIPMENT_WORDS.en)
      expect(await wordsFit(shipments, column, words), `"${words}" whole at ${at}`).toBe(true);
    await shipments.locator('.ag-row[row-index="0"] [col-id="shipmentId"]').click();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: /^Shipment / })).toBeVisible();
    await expectFits(page, `a shipment's details at ${at}`);
    await tabThrough(page, 30, `Shipments at ${at}`);

    // Returns, its tabs and filters above the grid, the Demo's returns in it.
    await nav.getByRole('link', { name: 'Returns' }).click();
    await expect(page.getByRole('status', { name: 'Returns stored' })).toContainText(/^Returns as of /, {
      timeout: 60_000,
    });
    await expectFits(page, `Returns at ${at}`);
    for (const [column, words] of RETURN_WORDS.en)
      expect(
        await wordsFit(page.locator('.returns-screen'), column, words),
        `"${words}" whole at ${at}`,
      ).toBe(true);
    await tabThrough(page, 25, `Returns at ${at}`);

    // Listings: the sheet, a row's details (a package has nine fields) under it, tabbed through.
    await nav.getByRole('link', { name: 'Listings' }).click();
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect(page.getByRole('heading', { name: 'Details of row 1' })).toBeVisible();
    await expectFits(page, `the listing sheet and a row's details at ${at}`);
    await tabThrough(page, 40, `the listing sheet at ${at}`);
    await expectFits(page, `the listing sheet after tabbing at ${at}`);

    // My listings, read from the marketplace.
    await page.getByRole('tab', { name: 'My listings' }).click();
    await page.getByRole('button', { name: 'Read from the marketplace' }).click();
    await expect(page.getByRole('group', { name: 'Reading my listings' }).getByRole('status')).toContainText(
      /^Read [1-9][\d,]* listings/,
      { timeout: 30_000 },
    );
    await expectFits(page, `My listings at ${at}`);
    await tabThrough(page, 25, `My listings at ${at}`);
    // Its bars wrap rather than run their controls together: no two controls of a bar overlap.
    for (const bar of await page.locator('.my-listings-screen .toolbar').all()) {
      const boxes = [];
      for (const child of await bar.locator(':scope > :not(.toolbar-gap)').all()) {
        const b = await child.boundingBox();
        if (b !== null && b.width > 0) boxes.push(b);
      }
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1]!, boxes[i]!];
        const sameLine = a.y < b.y + b.height && b.y < a.y + a.height;
        if (sameLine)
          expect(b.x - (a.x + a.width), `gap between controls ${i} and ${i + 1}`).toBeGreaterThanOrEqual(4);
      }
    }

    // Products, each SKU's record as the read just filled it, one open for editing.
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('table', { name: 'Products' }).getByRole('button').first().click();
    await expect(page.getByRole('heading', { level: 2, name: /^Product / })).toBeFocused();
    await expectFits(page, `Products and a record at ${at}`);
    await tabThrough(page, 20, `Products at ${at}`);

    // Settings, a new profile's form, and the shortcuts dialog over it.
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Add profile' }).click();
    await expect(page.getByRole('form', { name: 'New profile' })).toBeVisible();
    await expectFits(page, `Settings at ${at}`);
    // The background sync's words and its list stand apart (they ran together: "…categoriesEvery 15 minutes").
    const apart = await page.evaluate(`(() => {
      const label = document.querySelector('.background-sync label');
      const range = document.createRange();
      range.selectNodeContents(label.firstChild);
      return label.querySelector('select').getBoundingClientRect().left - range.getBoundingClientRect().right;
    })()`);
    expect(apart, `space between the background sync's words and its list at ${at}`).toBeGreaterThanOrEqual(
      4,
    );
    await tabThrough(page, 20, `Settings at ${at}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts).toBeVisible();
    await expectFits(page, `the shortcuts dialog at ${at}`);
    // Its two columns line up: every key's meaning starts at the same place.
    const starts = await shortcuts
      .locator('tbody tr td:nth-child(2)')
      .evaluateAll((cells) => [...new Set(cells.map((c) => Math.round(c.getBoundingClientRect().left)))]);
    expect(starts).toHaveLength(1);
    await page.keyboard.press('Escape');

    // Feeds: a category synced; the columns a buyer compares are whole in view, in one category and in all.
    const grid = await syncCategory(page, 'Mobiles');
    await expect(grid.locator('.ag-row[row-index="0"] [col-id="title"]')).not.toBeEmpty();
    await expectFits(page, `Feeds at ${at}`);
    const expectWhole = async (where: string, columns: string[]) => {
      const body = await grid.locator('.ag-body-horizontal-scroll-viewport').boundingBox();
      for (const column of columns) {
        const header = await grid.locator(`.ag-header-cell[col-id="${column}"]`).boundingBox();
        expect(header, `${column} header in ${where}`).not.toBeNull();
        expect(header!.x + header!.width, `${column} inside the grid in ${where}`).toBeLessThanOrEqual(
          body!.x + body!.width,
        );
        const cell = grid.locator(`.ag-row[row-index="0"] [col-id="${column}"]`);
        await expect(cell).not.toBeEmpty();
        // A figure is never cut short with an ellipsis ("₹"); a title or brand may be (whole on hover).
        if (figures.includes(column))
          expect(
            await cell.evaluate((el) => el.scrollWidth <= el.clientWidth),
            `${column} whole in ${where}`,
          ).toBe(true);
        // And the widest price a feed holds (laptops pass ₹1,00,000; whole rupees), written into the cell to measure.
        if (prices.includes(column))
          expect(
            await cell.evaluate((el) => {
              el.textContent = '₹99,99,999';
              return el.scrollWidth <= el.clientWidth;
            }),
            `a price of ₹99,99,999 whole in ${column} in ${where}`,
          ).toBe(true);
      }
    };
    const prices = ['sellingPrice', 'mrp'];
    const figures = [...prices, 'discount'];
    const compared = ['title', 'brand', ...figures];
    await expectWhole(`Mobiles at ${at}`, compared);
    expect(await wordsFit(grid, 'inStock', 'Out of stock'), `"Out of stock" whole at ${at}`).toBe(true);
    await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('button', { name: /^All categories/ })
      .click();
    await expect(grid.locator('.ag-header-cell[col-id="category"]')).toBeVisible();
    await expectWhole(`All categories at ${at}`, compared);

    // A product's panel and its price chart: named, and no Tab stop of its own (the history table is the way in).
    await grid.locator('.ag-row[row-index="0"] [col-id="title"]').click();
    const chart = page.getByRole('figure', { name: /^Price history chart/ });
    await expect(chart).toBeVisible();
    expect(await tabStopsIn(chart)).toEqual([]);
    await expectFits(page, `a product at ${at}`);
    await page.getByRole('button', { name: 'Close product' }).focus();
    await tabThrough(page, 30, `a product at ${at}`);

    // A toast: a watched product's price falls; the toast and its buttons are whole in the window.
    const watched = grid.getByRole('button', { name: /^Watch / }).first();
    await watched.click();
    await expect(watched).toHaveAttribute('aria-pressed', 'true');
    const watchlist = await callApi<{ productId: string; sellingPrice: number }[]>(page, 'watchlist');
    expect(watchlist).toHaveLength(1);
    const { productId, sellingPrice } = watchlist[0]!;
    const { admin, code } = await simCategory(page, 'mobiles');
    const repriced = await fetch(`${admin}/affiliate/categories/${code}/reprice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId, sellingPrice: Math.floor(sellingPrice * 0.8) }),
    });
    expect(repriced.status).toBe(200);
    await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('button', { name: /^Mobiles,/ })
      .click();
    await page.getByRole('button', { name: 'Sync changes' }).click();
    const toast = page.getByRole('status', { name: 'Price drops found' });
    await expect(toast).toBeVisible({ timeout: 60_000 });
    const toastBox = (await toast.boundingBox())!;
    for (const name of ['Show price drops', 'Dismiss']) {
      const button = (await toast.getByRole('button', { name }).boundingBox())!;
      expect(button.x, `${name} starts inside the toast`).toBeGreaterThanOrEqual(toastBox.x);
      expect(button.x + button.width, `${name} ends inside the toast`).toBeLessThanOrEqual(
        toastBox.x + toastBox.width,
      );
      expect(button.x + button.width, `${name} ends inside the window`).toBeLessThanOrEqual(size.width);
      // And drawn above what lies under it: the grid's scroll bar once covered a Dismiss's last letters.
      const [x, y] = [button.x + button.width - 2, button.y + button.height / 2];
      const atItsEnd = await page.evaluate<string | null>(
        `document.elementFromPoint(${x}, ${y})?.closest('.toast button')?.textContent ?? null`,
      );
      expect(atItsEnd, `${name} is on top at its right end`).toBe(name);
    }
    await expectFits(page, `a toast at ${at}`);
    await expectAccessible(page, `Feeds with a toast at ${at}`);
  });
}

/**
 * The same screens on a computer set to Hindi: Devanagari sits taller on its line and its labels run longer. Found by
 * the address and the page's structure rather than by names (the screens speak Hindi only as far as each is
 * translated), with the checks of fit: nothing sideways, no label of the frame cut, no two controls of a bar touching.
 */

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  /** Labels of the frame cut short (wider text than box), and controls of one bar that touch. */
  const CUT_OR_TOUCHING = `(() => {
    const found = [];
    const cut = (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    for (const el of document.querySelectorAll('.nav a, .status-bar > span:not(.marketplace-answer), dialog[open] th, dialog[open] td, dialog[open] button, .toast button, main button, main [role="tab"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('.ag-root-wrapper')) continue;
      if (getComputedStyle(el).overflow !== 'visible' && cut(el)) found.push('cut: ' + (el.textContent || '').trim().slice(0, 40));
    }
    // A field's hint (its placeholder) whole in the field, measured in the field's own font.
    const pen = document.createElement('canvas').getContext('2d');
    for (const field of document.querySelectorAll('main input[placeholder], dialog[open] input[placeholder]')) {
      if (field.getBoundingClientRect().width === 0 || field.value !== '') continue;
      const style = getComputedStyle(field);
      pen.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (pen.measureText(field.placeholder).width > room + 1) found.push('hint cut: ' + field.placeholder.slice(0, 40));
    }
    for (const bar of document.querySelectorAll('.my-listings-screen .toolbar, .fulfilment-actions, .status-bar, .toast')) {
      const boxes = [...bar.children].filter((c) => !c.classList.contains('toolbar-gap')).map((c) => c.getBoundingClientRect()).filter((b) => b.width > 0);
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1], boxes[i]];
        const sameLine = a.top < b.bottom && b.top < a.bottom;
        if (sameLine && b.left - a.right < 4) found.push('touching: control ' + i + ' and ' + (i + 1) + ' of ' + (bar.getAttribute('aria-label') || bar.className));
      }
    }
    return [...new Set(found)];
  })()`;
  const expectWhole = async (page: Page, where: string) => {
    await expectFits(page, where);
    expect(await page.evaluate<string[]>(CUT_OR_TOUCHING), `what is cut or touching in ${where}`).toEqual([]);
  };
  const go = (page: Page, screen: string) => page.evaluate(`window.location.hash = '#/${screen}'`);

  for (const size of WINDOW_SIZES) {
    test(`every screen fits a ${size.width}×${size.height} window in Hindi`, async ({ page, app }) => {
      test.setTimeout(300_000);
      expect(page.url().startsWith(app.origin)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await page.setViewportSize(size);
      const at = `${size.width} px in Hindi`;

      // Today, once the Demo's launch sync is in the status bar.
      await expect(page.locator('.today-screen')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('.status-bar')).not.toContainText('पिछला सिंक: कभी नहीं', { timeout: 60_000 });
      await expect(page.locator('.day-chart canvas').first()).toBeVisible();
      await expectWhole(page, `Today at ${at}`);
      await tabThrough(page, 25, `Today at ${at}`);

      // Shipments, and a shipment's details beside the grid.
      await go(page, 'shipments');
      const shipments = page.locator('.shipments-screen');
      await expect(shipments.locator('.ag-row[row-index="0"]')).toBeVisible({ timeout: 60_000 });
      await expectWhole(page, `Shipments at ${at}`);
      for (const [column, words] of SHIPMENT_WORDS.hi)
        expect(await wordsFit(shipments, column, words), `"${words}" whole at ${at}`).toBe(true);
      // To dispatch: its bar of labels, ready to dispatch and manifests.
      await shipments.getByRole('tab').nth(1).click();
      await expect(shipments.locator('.fulfilment-actions button')).toHaveCount(3);
      await expect(shipments.locator('.ag-row[row-index="0"]')).toBeVisible();
      await expectWhole(page, `Shipments' To dispatch at ${at}`);
      await shipments.locator('.ag-row[row-index="0"] [col-id="shipmentId"]').click();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('complementary')).toBeVisible();
      await expectWhole(page, `a shipment's details at ${at}`);
      await tabThrough(page, 30, `Shipments at ${at}`);

      // Returns.
      await go(page, 'returns');
      await expect(page.locator('.returns-screen .ag-row[row-index="0"]')).toBeVisible({ timeout: 60_000 });
      await expectWhole(page, `Returns at ${at}`);
      for (const [column, words] of RETURN_WORDS.hi)
        expect(
          await wordsFit(page.locator('.returns-screen'), column, words),
          `"${words}" whole at ${at}`,
        ).toBe(true);
      await tabThrough(page, 25, `Returns at ${at}`);

      // Listings: the sheet, then My listings (the second tab).
      await go(page, 'listings');
      await expect(page.locator('.listings-screen')).toBeVisible();
      await expectWhole(page, `the listing sheet at ${at}`);
      await tabThrough(page, 40, `the listing sheet at ${at}`);
      await page.locator('.listing-tabs [role="tab"]').nth(1).click();
      await expect(page.locator('.my-listings-screen')).toBeVisible();
      await expectWhole(page, `My listings at ${at}`);
      await tabThrough(page, 25, `My listings at ${at}`);

      // Products, Feeds' category directory, Settings.
      await go(page, 'products');
      await expect(page.locator('main h1')).toBeVisible();
      await expectWhole(page, `Products at ${at}`);
      await tabThrough(page, 20, `Products at ${at}`);
      await go(page, 'feeds');
      await expect(page.locator('.category-list li').first()).toBeVisible({ timeout: 30_000 });
      await expectWhole(page, `Feeds at ${at}`);
      await tabThrough(page, 25, `Feeds at ${at}`);
      await go(page, 'settings');
      await expect(page.locator('.language-setting')).toBeVisible();
      await expectWhole(page, `Settings at ${at}`);
      await tabThrough(page, 20, `Settings at ${at}`);

      // The shortcuts dialog over it: whole, its two columns lined up.
      await page.locator('body').press('?');
      const shortcuts = page.locator('dialog.shortcuts');
      await expect(shortcuts).toBeVisible();
      await expectWhole(page, `the shortcuts dialog at ${at}`);
      const starts = await shortcuts
        .locator('tbody tr td:nth-child(2)')
        .evaluateAll((cells) => [...new Set(cells.map((c) => Math.round(c.getBoundingClientRect().left)))]);
      expect(starts).toHaveLength(1);
      await page.keyboard.press('Escape');
      await expectAccessible(page, `Settings at ${at}`);
    });
  }
});
