import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { demoSellerAdmin, expect, expectAccessible, test } from './fixtures.ts';

// The first shipment and returns syncs run over real HTTP on a machine shared with other work.
test.describe.configure({ timeout: 180_000 });

interface Arrived {
  returnId: string;
  sku: string | null;
  locationId: string | null;
  quantity: number;
}

/** Calls the web host from inside the page, as the screen does; a refusal fails the journey with its sentence. */
async function callApi<T>(page: Page, name: string, input: unknown = {}): Promise<T> {
  const answer = await page.evaluate(
    async ([n, body]) => {
      const res = await fetch(`/api/calls/${n}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: body }),
      });
      return (await res.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
    },
    [name, input] as const,
  );
  if (!answer.ok) throw new Error(`${name}: ${answer.error?.message ?? 'refused'}`);
  return answer.value as T;
}

/** A SKU's stock at a location, read from the marketplace through My listings (as its screen's read does). */
async function stockAt(page: Page, sku: string, locationId: string) {
  const { jobId } = await callApi<{ jobId: string }>(page, 'readMyListings', { pasted: [sku] });
  await expect
    .poll(async () => {
      const jobs = await callApi<{ jobId: string; state: string }[]>(page, 'listJobs', {});
      return jobs.find((j) => j.jobId === jobId)?.state;
    })
    .toBe('done');
  const block = await callApi<{ rows: { sku: string; locations: { id: string; inventory: number }[] }[] }>(
    page,
    'myListingsBlock',
    { startRow: 0, endRow: 10, sort: [], filter: { search: sku } },
  );
  return block.rows.find((r) => r.sku === sku)?.locations.find((l) => l.id === locationId)?.inventory;
}

test('an arrived return received as good goes back in stock once; a damaged one is in the claims export', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  const toReceive = page.getByRole('list', { name: 'Returns to receive' });
  await expect(toReceive.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });

  // Two arrived returns whose SKU and location are known (the sync fills the SKUs from the orders as it goes).
  const known = async () =>
    (await callApi<Arrived[]>(page, 'returnsToReceive')).filter(
      (r) => r.sku !== null && r.locationId !== null,
    );
  await expect.poll(async () => (await known()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  const [good, damaged] = await known();
  const sku = good!.sku!;
  const before = await stockAt(page, sku, good!.locationId!);
  expect(typeof before).toBe('number');
  const sim = await demoSellerAdmin(page);
  const received = async () =>
    (
      (await (await page.request.get(`${sim}/listings/updates-received`)).json()) as {
        inventory: Record<string, { count: number }>;
      }
    ).inventory[sku]?.count ?? 0;

  // Received as good: the form by its fields, the sentence after.
  await page.getByRole('button', { name: `Receive return ${good!.returnId}` }).click();
  const form = page.getByRole('form', { name: `Receive return ${good!.returnId}` });
  await form.getByRole('radio', { name: 'Good' }).check();
  await form.getByRole('textbox', { name: 'Note' }).fill('Sealed, as sent');
  await form.getByRole('button', { name: 'Mark received' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Return ${good!.returnId} received as good` }),
  ).toBeVisible();

  // The restock: previewed from the stock read now, confirmed, sent once.
  await page.getByRole('button', { name: 'Preview putting 1 return back in stock' }).click();
  const after = before! + good!.quantity;
  await expect(page.getByRole('list', { name: 'Restock preview' })).toContainText(
    new RegExp(`^${sku}: stock ${before} → ${after}`),
  );
  const confirm = page.getByRole('group', { name: 'Confirm restock' });
  await expect(confirm).toContainText(/^Add \d+ units? of 1 SKU back to stock at the marketplace\?/);
  await expectAccessible(page, 'the restock preview');
  await confirm.getByRole('button', { name: 'Add to stock' }).click();
  await expect(page.getByRole('list', { name: 'Restock result per SKU' })).toContainText(sku, {
    timeout: 30_000,
  });
  await expect(page.getByRole('list', { name: 'Returns received as good' })).toContainText(
    `${good!.returnId}: ${good!.quantity === 1 ? '1 unit' : `${good!.quantity} units`} of ${sku} back in stock.`,
  );
  expect(await stockAt(page, sku, good!.locationId!)).toBe(after);
  expect(await received()).toBe(1);

  // A damaged one: a claim to file, in the CSV of open claims.
  await page.getByRole('button', { name: `Receive return ${damaged!.returnId}` }).click();
  const damagedForm = page.getByRole('form', { name: `Receive return ${damaged!.returnId}` });
  await damagedForm.getByRole('radio', { name: 'Damaged' }).check();
  await damagedForm.getByRole('textbox', { name: 'Photo path' }).fill('/photos/crushed.jpg');
  await damagedForm.getByRole('button', { name: 'Mark received' }).click();
  const claims = page.getByRole('table', { name: 'Claims to file' });
  await expect(claims.getByRole('row', { name: new RegExp(`^${damaged!.returnId} `) })).toContainText(
    'Damaged',
  );
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export claims CSV' }).click(),
  ]);
  await expect(page.getByRole('status', { name: 'Claims export' })).toHaveText(
    `Exported 1 open claim to ${file.suggestedFilename()}.`,
  );
  const csv = Papa.parse<Record<string, string>>(readFileSync((await file.path()) ?? '', 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.data.map((r) => [r.returnId, r.condition, r.photoPath])).toEqual([
    [damaged!.returnId, 'damaged', '/photos/crushed.jpg'],
  ]);
  expect(await received()).toBe(1);
});
