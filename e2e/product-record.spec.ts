import { expect, expectAccessible, shipmentsSynced, test } from './fixtures.ts';
import { fillPackForm, packableShipments, tickRow } from './fulfilment-steps.ts';

// A first sync and the listings read as the form opens: more time than the default.
test.describe.configure({ timeout: 120_000 });

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a fresh Demo packs with GST, HSN from the listing; a rate typed otherwise is asked about; Products edits the record', async ({
    page,
    app,
  }) => {
    expect(new URL(page.url()).origin).toBe(app.origin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
    await shipmentsSynced(page);
    const [id] = (await packableShipments(page, 1)).chosen;
    await tickRow(page, id!);

    // No listing was read before: the form reads them as it opens, and no GST cell is left empty.
    await page.getByRole('button', { name: /^Pack… \(1 selected of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pack 1 shipment' });
    await expect(dialog).toBeVisible();
    const gst = dialog.getByRole('textbox', { name: /^GST % / });
    await expect(gst.first()).toHaveValue(/^\d+(\.\d+)?$/);
    await expect(gst.first()).toHaveAccessibleDescription('from the listing');
    await expect(dialog).toContainText(/HSN \d{4}/);
    const listed = await gst.first().inputValue();
    const sku = ((await gst.first().getAttribute('aria-label')) ?? '').replace(
      /^GST % \((.*)\) for .*$/,
      '$1',
    );

    // The box is not in the Demo's listings: what is still missing is filled, then another rate typed.
    await fillPackForm(dialog);
    const typed = listed === '28' ? '18' : '28';
    await gst.first().fill(typed);
    await dialog.getByRole('button', { name: 'Pack 1 shipment…' }).click();
    const check = dialog.getByRole('group', { name: /^Check the GST rate/ });
    await expect(check).toContainText(`the listing says ${listed}%; use ${typed}% for this invoice?`);
    await expect(check.getByRole('button', { name: /^Use the rate typed/ })).toBeFocused();
    await expectAccessible(page, 'the GST question');
    await check.getByRole('button', { name: 'Back to the form' }).click();
    await expect(dialog.getByRole('button', { name: 'Pack 1 shipment…' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Products: the SKU's record says where each value came from; an edit wins and says so.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${sku}` }) });
    await expect(row).toContainText('from the marketplace listing');
    await row.getByRole('button', { name: `Edit ${sku}` }).click();
    const details = page.getByRole('region', { name: `Product ${sku}` });
    await details.getByRole('textbox', { name: 'Weight kg' }).fill('0.7');
    await details.getByRole('button', { name: `Save ${sku}` }).click();
    await expect(details.getByRole('status')).toHaveText(`Saved 1 change to ${sku}.`);
    await expect(row).toContainText('0.7 kg');
    await expectAccessible(page, 'the Products screen');
  });
});
