import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, expectAccessible, shipmentsSynced } from './fixtures.ts';
import { fillPackForm, packableShipments, tickRow } from './fulfilment-steps.ts';

/** Where focus lands after each dialog, panel and list closes, the grid as one Tab stop, and what is announced. */

/** Where focus is: in the grid, on a guard at its edge (AG Grid moves it on to a header or a cell), or outside. */
const focusIn = (page: Page, selector: string) =>
  page.evaluate<'inside' | 'guard' | 'outside'>(`(() => {
    const el = document.activeElement;
    if (el === null || el.closest(${JSON.stringify(selector)}) === null) return 'outside';
    return el.classList.contains('ag-tab-guard') ? 'guard' : 'inside';
  })()`);

/** Where focus is once the grid has placed it: a key pressed while it is still on the guard would land there. */
async function settledFocus(page: Page, selector: string): Promise<'inside' | 'outside'> {
  await expect.poll(() => focusIn(page, selector)).not.toBe('guard');
  return (await focusIn(page, selector)) === 'inside' ? 'inside' : 'outside';
}

test('each screen titles the window, and ? lists every key, then gives focus back', async ({ page, app }) => {
  expect(page.url().startsWith(app.origin)).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page).toHaveTitle('Today — Stockroom');
  for (const name of ['Shipments', 'Returns', 'Listings', 'Feeds', 'Settings']) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} — Stockroom`);
  }

  // Opened from a link of the menu with `?`, closed with Esc: back on that link.
  const settings = nav.getByRole('link', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  for (const [keys, does] of [
    ['/', 'Search shipments'],
    ['Tab, Shift + Tab', 'Into the grid and on to the next control: one stop'],
    ['← ↑ → ↓', 'Move from cell to cell'],
    ['Enter, F2', 'Edit the cell; Enter again keeps the change'],
    ['Ctrl/⌘ + D', 'Fill down'],
  ])
    await expect(dialog.getByRole('row', { name: `${keys} ${does}` })).toBeVisible();
  await expectAccessible(page, 'the shortcuts dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  // Its focus shows as a ring, as on every control, also on the link of the screen shown.
  await expect(settings).toHaveCSS('outline-style', 'solid');

  // Closed with its button: back where it was opened too.
  const addProfile = page.getByRole('button', { name: 'Add profile' });
  await addProfile.focus();
  await page.keyboard.press('?');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(addProfile).toBeFocused();

  // Add profile: the form takes the keyboard at its first field; Cancel, and a saved profile, give it back.
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New profile' });
  await expect(form.getByRole('textbox', { name: 'Profile name' })).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(addProfile).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second shop');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Profiles' })).toContainText('Second shop');
  await expect(addProfile).toBeFocused();
});

test('the pick list gives focus back to its button, and a refresh is announced in its own region', async ({
  page,
  app,
}) => {
  expect(page.url().startsWith(app.origin)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  const grid = page.getByRole('region', { name: 'Shipments grid' });
  await expect(grid.locator('.ag-row[row-index="0"]')).toBeVisible({ timeout: 60_000 });
  await shipmentsSynced(page);

  const button = page.getByRole('button', { name: /^Pick list and slips/ });
  for (const close of ['Escape', 'Close']) {
    await button.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: /^Pick list: / });
    await expect(heading).toBeFocused();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else
      await page
        .getByRole('region', { name: /^Pick list: / })
        .getByRole('button', { name: 'Close' })
        .click();
    await expect(heading).toBeHidden();
    await expect(button, `focus after ${close}`).toBeFocused();
  }

  // Refresh selected says what it did in a region named for it, not in the export's.
  await grid.locator('.ag-row[row-index="0"] input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'Refresh selected' }).click();
  await expect(page.getByRole('status', { name: 'Refresh selected' })).toHaveText('Refreshed 1 shipment.');
  await expect(page.getByRole('status', { name: 'Export' })).toHaveCount(0);
  await expectAccessible(page, 'Shipments after a refresh');
});

test('the listing sheet is one Tab stop, Enter imports, and the upload plan gives focus back', async ({
  page,
  app,
}) => {
  expect(page.url().startsWith(app.origin)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('0 rows');

  // Enter on the Import button opens the file chooser, as a click does; the template's example row comes in.
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV template' }).click(),
  ]);
  const template = readFileSync((await templateDownload.path()) ?? '', 'utf8');
  const parsed = Papa.parse<Record<string, string>>(template, { header: true, skipEmptyLines: true });
  const rows = [0, 1, 2].map((i) => ({ ...parsed.data[0], sku: `KEYS-${i + 1}` }));
  const importFile = page.getByLabel(/^Import/);
  await importFile.focus();
  await expect(importFile).toBeFocused();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles({
    name: 'keys.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(Papa.unparse(rows, { columns: parsed.meta.fields ?? [] })),
  });
  await expect(page.getByRole('status', { name: 'Sheet size' })).toContainText('3 rows');
  const checks = page.getByRole('region', { name: 'Checks' });
  await expect(checks.getByRole('status')).toHaveText('0 errors in 0 rows, 0 warnings');

  // Tab into the sheet from the control before it, arrows inside, and one Tab out: 33 cells a row are not stops.
  const upload = page.getByRole('button', { name: 'Upload…' });
  await upload.focus();
  await page.keyboard.press('Tab');
  expect(await settledFocus(page, '.listing-grid')).toBe('inside');
  // From its header (two rows: the group, the columns) down to the first row, then along it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const focusedCell = page.locator('.listing-grid .ag-cell-focus');
  await expect(focusedCell).toBeFocused();
  await expect(focusedCell).toHaveAttribute('aria-colindex', '3');
  // `?` on a sheet cell is a character the cell takes, not the shortcuts: Escape leaves the cell as it was.
  const before = await focusedCell.textContent();
  await page.keyboard.press('?');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await expect(focusedCell).toBeFocused();
  await expect(focusedCell).toHaveText(before ?? '');
  await page.keyboard.press('Tab');
  expect(await settledFocus(page, '.listing-grid')).toBe('outside');
  // Shift+Tab comes back into the sheet, and once more leaves it for the control before it.
  await page.keyboard.press('Shift+Tab');
  expect(await settledFocus(page, '.listing-grid')).toBe('inside');
  await page.keyboard.press('Shift+Tab');
  await expect(upload).toBeFocused();

  // Upload…: the plan takes focus at its heading; Cancel gives it back to Upload…
  await upload.focus();
  await page.keyboard.press('Enter');
  const planTitle = page.getByRole('heading', { name: 'Before sending' });
  await expect(planTitle).toBeFocused();
  await page.getByRole('region', { name: 'Before sending' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(planTitle).toBeHidden();
  await expect(upload).toBeFocused();
  // Send: Upload… is disabled while the upload runs, so focus goes to the upload's section, not to the page.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Send 3 SKUs' }).click();
  await expect(page.getByRole('group', { name: 'Listing upload' }).getByRole('status')).toHaveText(
    '3 of 3 uploaded, 0 failed',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Upload' })).toBeFocused();
  await expectAccessible(page, 'the listing sheet after an upload');
});

test('sending a change in My listings gives focus back to the button that prepared it', async ({
  page,
  app,
}) => {
  expect(page.url().startsWith(app.origin)).toBe(true);
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 30_000,
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('tab', { name: 'My listings' }).click();
  await page.getByRole('button', { name: 'Read from the marketplace' }).click();
  await expect(page.getByRole('group', { name: 'Reading my listings' }).getByRole('status')).toContainText(
    /^Read [1-9][\d,]* listings/,
    { timeout: 30_000 },
  );
  const grid = page.getByRole('region', { name: 'My listings grid' });
  // Sorted by stock, high to low (as my-listings.spec does): the grid reads its rows again.
  const stockHeader = grid.locator('.ag-header-cell[col-id="stock"]');
  await stockHeader.click();
  await stockHeader.click();
  const firstSku = grid.locator('.ag-row[row-index="0"] [col-id="sku"]');
  await expect(firstSku).not.toHaveText('');
  const sku = (await firstSku.textContent())?.trim() ?? '';
  expect(sku).not.toBe('');
  await page.getByRole('checkbox', { name: `Select ${sku}` }).check();

  const stockToZero = page.getByRole('button', { name: 'Stock of selected to 0…' });
  for (const close of ['Drop this change', 'Send 1 change']) {
    await stockToZero.focus();
    await page.keyboard.press('Enter');
    const previewTitle = page.getByRole('heading', { name: 'Preview of the change' });
    await expect(previewTitle).toBeFocused();
    await page.getByRole('button', { name: close }).click();
    await expect(previewTitle).toBeHidden();
    await expect(stockToZero, `focus after ${close}`).toBeFocused();
  }
  await expect(page.getByRole('status', { name: 'Last change' })).toHaveText('1 of 1 changed, 0 refused', {
    timeout: 20_000,
  });
  await expectAccessible(page, 'My listings after a change');
});

/** Where focus is, by role and name as a screen reader would say it. */
const focused = (page: Page) =>
  page.evaluate<string>(`(() => {
    const el = document.activeElement;
    return el === null || el === document.body ? 'the page' : (el.tagName + ' ' + (el.textContent ?? '')).trim();
  })()`);

/** Whether the locator's element has focus (or holds it). */
const holdsFocus = (locator: Locator) =>
  locator.evaluate((el) => el.contains(el.ownerDocument.activeElement));

test('packing and dispatching by keyboard: focus lands on the next control after each step', async ({
  page,
  app,
}) => {
  test.setTimeout(150_000);
  expect(page.url().startsWith(app.origin)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  const { chosen } = await packableShipments(page, 2);
  const selection = page.getByRole('status', { name: 'Selection' });
  for (const id of chosen) await tickRow(page, id);
  await expect(selection).toContainText(/^2 selected of /);

  // The pick list keeps the keyboard inside it, and its Escape closes it without clearing the ticks.
  const pickListButton = page.getByRole('button', { name: /^Pick list and slips \(2 selected/ });
  await pickListButton.focus();
  await page.keyboard.press('Enter');
  const pickList = page.getByRole('region', { name: /^Pick list: / });
  await expect(pickList.getByRole('heading', { name: /^Pick list: / })).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(pickList), `Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(pickList).toBeHidden();
  await expect(pickListButton).toBeFocused();
  await expect(selection).toContainText(/^2 selected of /);

  // Pack…: closing the form gives focus back to Pack…
  const packButton = page.getByRole('button', { name: /^Pack… \(2 selected of/ });
  await packButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pack 2 shipments' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(packButton).toBeFocused();

  // The confirm step takes focus at its button; Escape goes back to the form's Pack… button.
  await page.keyboard.press('Enter');
  await fillPackForm(dialog);
  const review = dialog.getByRole('button', { name: 'Pack 2 shipments…' });
  await review.focus();
  await page.keyboard.press('Enter');
  const confirm = dialog
    .getByRole('group', { name: 'Confirm packing' })
    .getByRole('button', { name: 'Pack 2 shipments', exact: true });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(review).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');

  // Packing ends on its result's heading, said once; the next Tab is its labels.
  const result = page.getByRole('region', { name: '2 of 2 packed.' });
  await expect(result.getByRole('heading', { name: '2 of 2 packed.' })).toBeFocused({ timeout: 60_000 });
  await expect(page.getByText('2 of 2 packed.', { exact: true })).toHaveCount(1);
  const labels = result.getByRole('button', { name: 'Download labels and invoices (2)' });
  await page.keyboard.press('Tab');
  await expect(labels).toBeFocused();
  // From the top of the page it is a few Tabs away: the menu, the screen's buttons, the tab, the bar.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).focus();
  const seen: string[] = [await focused(page)];
  for (let i = 0; i < 20 && !(await holdsFocus(labels)); i++) {
    await page.keyboard.press('Tab');
    seen.push(await focused(page));
  }
  expect(seen.at(-1), seen.join(' | ')).toBe('BUTTON Download labels and invoices (2)');
  // The menu's links, then at most seven stops: the screen's buttons, the tab, the result's Download.
  const menu = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count();
  expect(seen.length, seen.join(' | ')).toBeLessThanOrEqual(menu + 7);

  // The download keeps focus on its button, and says so once, in a toast.
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await expect(
    page.getByRole('status').filter({ hasText: `${download.suggestedFilename()} downloaded.` }),
  ).toHaveCount(1);
  await expect(labels).toBeFocused();

  // Ready to dispatch asks in the app; Escape keeps the button focused, the confirmed action ends on its result.
  const dispatch = result.getByRole('button', { name: 'Ready to dispatch (2 packed)' });
  await page.keyboard.press('Tab');
  await expect(dispatch).toBeFocused();
  await page.keyboard.press('Enter');
  const mark = page.getByRole('button', { name: 'Mark 2 shipments ready to dispatch' });
  await expect(mark).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dispatch).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '2 of 2 marked ready to dispatch.' })).toBeFocused({
    timeout: 30_000,
  });
  // Dismiss: Pack… has nothing ticked, so focus goes to the view's tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Dismiss', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /^To pack/ })).toBeFocused();
  await expectAccessible(page, 'Shipments after packing and dispatching by keyboard');
});
