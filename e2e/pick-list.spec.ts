import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { callApi as call, expect, expectAccessible, test, shipmentsSynced } from './fixtures.ts';

// A sync over real HTTP on a machine shared with other work: these journeys get more time than the default.
test.describe.configure({ timeout: 120_000 });

/** Units per SKU over the To pack tab, added up from each shipment's own live items (not from the pick list). */
async function unitsToPack(page: Page): Promise<Map<string, number>> {
  const block = await call<{ rows: { shipmentId: string }[]; rowCount: number }>(page, 'getShipmentBlock', {
    startRow: 0,
    endRow: 1000,
    sort: [],
    filter: { view: 'toPack' },
  });
  expect(block.rowCount).toBeLessThanOrEqual(1000);
  const units = new Map<string, number>();
  for (const { shipmentId } of block.rows) {
    const detail = await call<{
      shipment: { orderItems: { sku?: string; quantity?: number; status?: string }[] };
    }>(page, 'getShipment', { shipmentId });
    // An order item cancelled on its own is not picked.
    for (const item of detail.shipment.orderItems.filter((i) => i.status !== 'CANCELLED'))
      units.set(item.sku ?? '', (units.get(item.sku ?? '') ?? 0) + (item.quantity ?? 0));
  }
  return units;
}

test('a pick list of To pack, printed to PDF, lists every SKU with its total quantity', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  const toPack = page.getByRole('tab', { name: /^To pack/ });
  await expect(toPack.locator('.count')).toHaveText(/^[1-9][\d,]*$/, { timeout: 60_000 });
  await shipmentsSynced(page);

  // From the keyboard, so the heading it focuses shows its focus ring on screen (and must not on paper).
  await page.getByRole('button', { name: 'Pick list and slips' }).focus();
  await page.keyboard.press('Enter');
  const document = page.getByRole('region', { name: /^Pick list: To pack$/ });
  await expect(document).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick list: To pack' })).toBeFocused();
  const slips = document.getByRole('article', { name: /^Packing slip / });
  const shipments = Number(((await toPack.locator('.count').textContent()) ?? '').replace(/\D/g, ''));
  await expect(slips).toHaveCount(shipments);
  await expectAccessible(page, 'the pick list');

  // On paper: no focus ring on the focused heading, no row split across two pages.
  await expect(page.getByRole('heading', { name: 'Pick list: To pack' })).not.toHaveCSS(
    'outline-style',
    'none',
  );
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Pick list: To pack' })).toHaveCSS('outline-style', 'none');
  await expect(document.locator('.print-table tbody tr').first()).toHaveCSS('break-inside', 'avoid');
  await page.emulateMedia({ media: null });

  const expected = await unitsToPack(page);
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-pdf-'));
  try {
    const pdf = join(dir, 'pick-list.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4' }));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    // The pick list's table comes first, before the slips: one line per SKU with its total.
    const listPart = text.slice(0, text.indexOf('Packing slips'));
    expect(listPart).toContain('Pick list: To pack');
    for (const [sku, quantity] of expected) {
      const line = listPart.split('\n').find((l) => l.trimStart().startsWith(`${sku} `));
      expect(line, sku).toBeDefined();
      // Quantity, then the count of shipments (and the location, when there is one).
      expect(line, sku).toMatch(new RegExp(`\\s${quantity}\\s+\\d+(\\s|$)`));
    }
    // The app around the document is not printed.
    expect(text).not.toContain('Export CSV');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  await page.keyboard.press('Escape');
  await expect(document).toBeHidden();
});

test('a long pick list pages in the browser, and each part prints only what it shows', async ({
  page,
  app,
}) => {
  expect(new URL(page.url()).origin).toBe(app.origin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
  await shipmentsSynced(page);
  const all = page.getByRole('tab', { name: /^All/ });
  await all.click();
  const count = async (tab: RegExp) =>
    Number(
      ((await page.getByRole('tab', { name: tab }).locator('.count').textContent()) ?? '').replace(/\D/g, ''),
    );
  // Every shipment has a slip but those whose order items are all cancelled: nothing in them is to pack.
  const shipments = (await count(/^All/)) - (await count(/^Cancelled/));
  expect(shipments).toBeGreaterThan(1_000);
  const parts = 1 + Math.ceil(shipments / 500);
  const total = shipments.toLocaleString('en-IN');

  await page.getByRole('button', { name: /^Pick list and slips/ }).click();
  const document = page.getByRole('region', { name: /^Pick list: / });
  const nav = document.getByRole('navigation', { name: 'Parts of the pick list' });
  const slips = document.getByRole('article', { name: /^Packing slip / });
  await expect(nav).toContainText(`Pick list (part 1 of ${parts})`);
  await expect(nav).toContainText('A long list prints a part at a time: print this part, then Next.');
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(document.getByRole('table')).toBeVisible();
  await expect(slips).toHaveCount(0);
  await expectAccessible(page, 'a long pick list');

  const dir = mkdtempSync(join(tmpdir(), 'stockroom-pdf-'));
  /** The browser's print of the part on show (page.pdf: Chromium's print, as its dialog's Save as PDF), as text. */
  const printed = async (name: string) => {
    const pdf = join(dir, name);
    writeFileSync(pdf, await page.pdf({ format: 'A4' }));
    return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  };
  try {
    const list = await printed('list.pdf');
    expect(list).toContain('Pick list: All');
    expect(list).not.toContain('Packing slips');

    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav).toContainText(`Slips 1–500 of ${total} (part 2 of ${parts})`);
    await expect(slips).toHaveCount(500);
    const first = await printed('slips-1.pdf');
    expect(first).not.toContain('Pick list:');
    expect(first.split('\f').filter((p) => p.trim() !== '')).toHaveLength(500);
    expect(first.match(/Shipment \S+/g)).toHaveLength(500);

    for (let part = 3; part <= parts; part++) await nav.getByRole('button', { name: 'Next' }).click();
    const from = (parts - 2) * 500 + 1;
    await expect(nav).toContainText(
      `Slips ${from.toLocaleString('en-IN')}–${total} of ${total} (part ${parts} of ${parts})`,
    );
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(slips).toHaveCount(shipments - from + 1);
    const last = await printed('slips-last.pdf');
    expect(last.split('\f').filter((p) => p.trim() !== '')).toHaveLength(shipments - from + 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  await nav.getByRole('button', { name: 'Previous' }).click();
  await expect(nav).toContainText(`(part ${parts - 1} of ${parts})`);
});
