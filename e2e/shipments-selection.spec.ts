import { callApi, expect, shipmentsSynced, test } from './fixtures.ts';
import { moveOnDemo, packableShipments, tickRow } from './fulfilment-steps.ts';

test('a ticked shipment that leaves the tab leaves the selection, and the other stays ticked on screen', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  const {
    chosen: [gone, kept],
  } = await packableShipments(page, 2);
  const selection = page.getByRole('status', { name: 'Selection' });
  const tickOf = (id: string) => page.locator(`.ag-row[row-id="${id}"]`).getByRole('checkbox').first();
  await tickRow(page, gone!);
  await tickRow(page, kept!);
  await expect(selection).toContainText(/^2 selected of [\d,]+ to pack/);

  // The marketplace cancels one of the two, and the app reads it again: it leaves To pack, and its tick with it.
  await moveOnDemo(page, [gone!], 'CANCELLED');
  await callApi(page, 'refreshShipments', { shipmentIds: [gone] });
  await expect(page.locator(`.ag-row[row-id="${gone}"]`)).toHaveCount(0);
  await expect(selection).toContainText(/^1 selected of [\d,]+ to pack/);
  // What the bar counts is what the grid shows ticked: the one still in the tab.
  await expect(tickOf(kept!)).toBeChecked();
  await expect(page.getByRole('button', { name: /^Pack… \(1 selected of/ })).toBeEnabled();
});
