import type { Locator, Page } from '@playwright/test';
import { callApi as call, demoSellerAdmin, expect, expectAccessible, test } from './fixtures.ts';

// A first returns sync, then one more for the new return: more time than the default.
test.describe.configure({ timeout: 150_000 });

/**
 * On Returns, a new self-ship return the buyer asked for (the Demo's marketplace), synced and ticked in To approve
 * or reject; gives its id and the "Selected returns" group.
 */
async function tickedWaitingReturn(page: Page): Promise<{ returnId: string; selection: Locator }> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();

  // A buyer asks to send back an order the seller shipped with their own courier (the Demo's marketplace).
  const made = await page.request.post(`${await demoSellerAdmin(page)}/returns/self-ship`, {
    data: { count: 1 },
  });
  expect(made.ok()).toBe(true);
  const [returnId] = ((await made.json()) as { returnIds: string[] }).returnIds as [string];

  // Synced until the cache has it, waiting for the seller's decision.
  const waiting = { tab: 'to-decide', search: returnId };
  await expect
    .poll(
      async () => {
        await call(page, 'startReturnSync', { kind: 'incremental' }).catch(() => undefined);
        const block = await call<{ rows: { returnId: string }[] }>(page, 'getReturnBlock', {
          startRow: 0,
          endRow: 10,
          sort: [],
          filter: waiting,
        });
        return block.rows.map((r) => r.returnId);
      },
      { timeout: 90_000, intervals: [1_000, 2_000] },
    )
    .toEqual([returnId]);
  // The syncs the poll started have ended: none of them lands its changes on the grid between the tick and the
  // click that follows it.
  await expect
    .poll(async () => {
      const jobs = await call<{ kind: string; state: string }[]>(page, 'listJobs', {});
      return jobs.some((j) => j.kind === 'returnSync' && j.state === 'running');
    })
    .toBe(false);

  await page.getByRole('tab', { name: /^To approve or reject/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(returnId);
  const row = page.locator(`.ag-row[row-id="${returnId}"]`);
  await expect(row).toContainText('Requested by the buyer');
  await row.getByRole('checkbox').first().check();
  const selection = page.getByRole('group', { name: 'Selected returns' });
  await expect(selection.getByRole('status').first()).toHaveText('1 return selected.');
  return { returnId, selection };
}

test('a self-ship return waiting for the seller is approved, and reads approved after a re-read', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  const { returnId, selection } = await tickedWaitingReturn(page);

  // Approve asks first, then sends; the result says how many and names none refused.
  await selection.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('group', { name: 'Confirm approve' });
  await expect(confirm).toContainText('Approve 1 return? Your courier then picks it up from the buyer.');
  await expectAccessible(page, 'the Returns screen asking to approve');
  await confirm.getByRole('button', { name: 'Approve 1 return' }).click();
  const result = page.getByRole('group', { name: 'Self-ship return result' });
  await expect(result.getByRole('status')).toHaveText('1 of 1 approved.', { timeout: 30_000 });
  await expect(result.getByRole('list', { name: 'Returns refused' })).toHaveCount(0);

  // Read again from the marketplace: it is approved there, and waits in To pick up.
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.getByRole('tab', { name: /^To pick up/ }).click();
  await expect(page.locator(`.ag-row[row-id="${returnId}"]`)).toContainText('Approved', { timeout: 30_000 });
  await page.getByRole('tab', { name: /^To approve or reject/ }).click();
  await expect(page.locator(`.ag-row[row-id="${returnId}"]`)).toHaveCount(0);
});

test('a reject names no reason until the seller picks one, and is not sent without it', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  const { selection } = await tickedWaitingReturn(page);
  await selection.getByRole('button', { name: 'Reject', exact: true }).click();
  const confirm = page.getByRole('group', { name: 'Confirm reject' });
  const reason = confirm.getByRole('combobox', { name: 'Reason' });
  // The buyer is told the reason: none is chosen for the seller.
  await expect(reason.locator('option:checked')).toHaveText('Choose a reason');
  await confirm.getByRole('button', { name: 'Reject 1 return' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Choose the reason the buyer is told first.');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Self-ship return result' })).toHaveCount(0);
  await expectAccessible(page, 'the reject step asking for its reason');

  await reason.selectOption({ label: 'Parts or accessories are missing' });
  await expect(confirm.getByRole('alert')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Reject 1 return' }).click();
  const result = page.getByRole('group', { name: 'Self-ship return result' });
  await expect(result.getByRole('status')).toHaveText('1 of 1 rejected.', { timeout: 30_000 });
});
