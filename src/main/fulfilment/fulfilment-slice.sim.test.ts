import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ActionDetail, ActionStart, PdfFile } from '../../shared/fulfilment/contract.ts';
import { checkPackForm, packShipmentOf } from '../../shared/fulfilment/pack-rules.ts';
import { translatorFor } from '../../shared/i18n/translator.ts';
import { DEFAULT_INVOICE_PATTERN, invoiceNumberOf } from '../../shared/fulfilment/invoice-pattern.ts';
import type { PackForm, PackFormRow } from '../../shared/fulfilment/pack-rules.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ShipmentCounts, ShipmentDetail, ShipmentRow } from '../../shared/shipments/types.ts';
import type { TodayFigures } from '../../shared/shipments/today.ts';
import { electronPrinter, pdfWindowOptions } from '../hosts/electron/printer.ts';
import { fakeElectron } from '../hosts/electron/fake-electron.test-support.ts';
import type { startTestBackend } from '../testing/test-backend.ts';
import { startDemoBackend, type SimAdmin } from './testing/demo-backend.test-support.ts';
import type { Received } from './testing/fulfilment.test-support.ts';

/** The pack form's sentences as the English screen says them. */
const say = translatorFor('en').t;

/** Cancel and ready to dispatch through the contract, on the Demo profile: results in words, counts moved without a sync. */
describe('fulfilment actions through the contract', () => {
  let t: ReturnType<typeof startTestBackend>;
  let jobs: JobProgress[];
  let admin: SimAdmin;
  const start = async (options: Parameters<typeof startTestBackend>[0] = {}) => {
    ({ t, jobs, admin } = await startDemoBackend(options));
  };
  beforeEach(() => start());
  afterEach(() => t.close());

  const call = async <T>(name: string, input: unknown): Promise<T> => {
    const envelope = await t.backend.dispatch(name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.message), envelope.error);
    return envelope.value as T;
  };
  /** What the cache shows once an action's read-backs have landed (they are written behind the job's end). */
  const landed = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
  const counts = async () =>
    (await call<{ counts: ShipmentCounts }>('getShipmentCounts', { filter: { view: 'all' } })).counts;
  const toPack = async (n: number) =>
    (
      await call<GridBlock<ShipmentRow>>('getShipmentBlock', {
        startRow: 0,
        endRow: 200,
        sort: [],
        filter: { view: 'toPack', hold: false, formsFailed: false },
      })
    ).rows
      // Packable now: one whose dispatch-after time is still to come is left out of the pack form.
      .filter((r) => r.status === 'APPROVED' && Date.parse(r.dispatchAfter ?? '') <= Date.now())
      .slice(0, n);
  const finished = async (start: ActionStart): Promise<ActionDetail> => {
    await vi.waitFor(
      () => expect(jobs.find((j) => j.jobId === start.jobId && j.state !== 'running')?.state).toBe('done'),
      { timeout: 20_000, interval: 20 },
    );
    return call<ActionDetail>('getFulfilmentAction', { actionId: start.actionId });
  };

  it('cancels two shipments with a reason; the tabs count them under Cancelled at once, without a sync', async () => {
    const before = await counts();
    const rows = await toPack(2);
    expect(rows).toHaveLength(2);
    const syncs = jobs.filter((j) => j.kind === 'shipmentSync').length;
    const action = await finished(
      await call<ActionStart>('startCancelShipments', {
        shipments: rows.map((r) => ({ shipmentId: r.shipmentId, reason: 'out_of_stock' })),
      }),
    );
    expect(action).toMatchObject({
      kind: 'cancel',
      state: 'done',
      message: '2 of 2 cancelled.',
      total: 2,
      done: 2,
    });
    expect(action.items.map((i) => i.message)).toEqual(['Cancelled.', 'Cancelled.']);
    // The job's last read-back lands in the cache behind its end.
    await landed(async () => {
      const after = await counts();
      expect(after.toPack).toBe(before.toPack - 2);
      expect(after.cancelled).toBe(before.cancelled + 2);
    });
    expect(jobs.filter((j) => j.kind === 'shipmentSync').length).toBe(syncs);
  });

  it('cancels one order item with a reason: the rest stays to pack, sent once, and said in words', async () => {
    const rows = (
      await call<GridBlock<ShipmentRow>>('getShipmentBlock', {
        startRow: 0,
        endRow: 1000,
        sort: [],
        filter: { view: 'all' },
      })
    ).rows.filter((r) => r.orderItemIds.includes(','));
    const row = rows.find((r) => !r.hold) ?? rows[0]!;
    await admin('POST', '/shipments/move', {
      shipmentIds: [row.shipmentId],
      status: 'APPROVED',
      hold: false,
    });
    const [first, second] = row.orderItemIds.split(', ');
    const wrong = await call('startCancelShipments', {
      shipments: [{ shipmentId: row.shipmentId, reason: 'out_of_stock', orderItemIds: ['NOT-AN-ITEM'] }],
    }).catch((e: { message: string }) => e);
    expect(wrong).toMatchObject({ message: `Order item NOT-AN-ITEM is not in shipment ${row.shipmentId}.` });
    const start = await call<ActionStart>('startCancelShipments', {
      shipments: [{ shipmentId: row.shipmentId, reason: 'out_of_stock', orderItemIds: [first] }],
    });
    const action = await finished(start);
    expect(action).toMatchObject({ kind: 'cancel', state: 'done', message: '1 of 1 cancelled.' });
    expect(action.items.map((i) => i.message)).toEqual([
      `Order item ${first} cancelled; the rest of the shipment is still to pack.`,
    ]);
    expect(((await admin('GET', '/fulfilment/received')) as Received).cancel[row.shipmentId]).toBe(1);
    const detail = await landed(async () => {
      const read = await call<ShipmentDetail>('getShipment', { shipmentId: row.shipmentId });
      expect(read.shipment.orderItems.find((i) => i.orderItemId === first)?.status).toBe('CANCELLED');
      return read;
    });
    expect(detail.view).toBe('toPack');
    const items = detail.shipment.orderItems;
    expect(items.find((i) => i.orderItemId === first)).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'out_of_stock',
    });
    expect(items.find((i) => i.orderItemId === second)?.status).toBe('APPROVED');
    // Packed, it cannot be cancelled any more: refused with a sentence, nothing sent.
    await admin('POST', '/shipments/move', { shipmentIds: [row.shipmentId], status: 'PACKED' });
    const late = await finished(
      await call<ActionStart>('startCancelShipments', {
        shipments: [{ shipmentId: row.shipmentId, reason: 'out_of_stock', orderItemIds: [second] }],
      }),
    );
    expect(late.items[0]).toMatchObject({
      outcome: 'refused',
      message: 'It is packed at the marketplace, so it was not cancelled.',
    });
    expect(((await admin('GET', '/fulfilment/received')) as Received).cancel[row.shipmentId]).toBe(1);
  });

  it('marks packed shipments ready to dispatch and stores their new state', async () => {
    const rows = await toPack(2);
    const ids = rows.map((r) => r.shipmentId);
    const today = () => call<TodayFigures>('getToday', { timeZone: 'Asia/Kolkata' });
    const before = (await today()).counts.toDispatch;
    await admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
    const action = await finished(await call<ActionStart>('startReadyToDispatch', { shipmentIds: ids }));
    expect(action.message).toBe('2 of 2 marked ready to dispatch.');
    // Today's "To dispatch" counts them, read back by the action rather than by a sync.
    await landed(async () => expect((await today()).counts.toDispatch).toBe(before + 2));
    // The count moves at the first read-back (PACKED is to dispatch too); the new status lands with the last one.
    for (const shipmentId of ids)
      await landed(async () =>
        expect(await call<ShipmentDetail>('getShipment', { shipmentId })).toMatchObject({
          view: 'toDispatch',
          status: 'READY_TO_DISPATCH',
        }),
      );
  });

  it('pre-fills the pack form; the next one continues the invoice counter and keeps the SKU box', async () => {
    const rows = await toPack(3);
    const ids = rows.map((r) => r.shipmentId);
    await admin('POST', '/shipments/move', { shipmentIds: [ids[2]], status: 'PACKED' });
    const timeZone = 'Asia/Kolkata';
    const form = await call<PackForm>('getPackForm', { shipmentIds: ids, timeZone });
    expect(form.skipped).toEqual([{ shipmentId: ids[2], reason: 'It is packed, not waiting to be packed.' }]);
    const day = form.rows[0]!.invoiceDate;
    const nth = (n: number) => invoiceNumberOf(DEFAULT_INVOICE_PATTERN, n, day);
    expect(form.rows.map((r) => r.invoiceNumber)).toEqual([nth(1), nth(2)]);
    expect(form.invoicePattern).toEqual({ pattern: DEFAULT_INVOICE_PATTERN, next: 1 });
    // GST and HSN come from the marketplace's listing (its tax code), read as the form opens: none is left empty.
    const items = form.rows.flatMap((r) =>
      r.items.map((i, n) => ({ ...i, from: r.origins?.[`items.${n}.taxRate`] })),
    );
    expect(items.filter((i) => i.taxRate === '' || i.hsn === undefined || i.from !== 'listing')).toEqual([]);
    // The seller fills what Stockroom could not know (the box), types another rate, then packs the first one only.
    const first = form.rows[0]!;
    const filled: PackFormRow = {
      ...first,
      items: first.items.map((i) => ({ ...i, taxRate: '12' })),
      packages: first.packages.map((p) => ({
        ...p,
        length: '30',
        breadth: '20',
        height: '10',
        weight: '1.2',
      })),
    };
    expect(checkPackForm(say, [filled], filled.invoiceDate)).toEqual({});
    const packing = await call<ActionStart>('startPack', { shipments: [packShipmentOf(filled)] });
    // Sent, not yet packed: the next form skips its number; the counter moves once the marketplace packs it.
    const again = await call<PackForm>('getPackForm', { shipmentIds: [ids[1]], timeZone });
    expect(again.rows[0]!.invoiceNumber).toBe(nth(2));
    // Its number is taken: the form says whose, and main refuses it sent all the same.
    expect(again.invoiceNumbersUsed).toEqual({ [nth(1)]: ids[0] });
    const reused = { ...again.rows[0]!, invoiceNumber: nth(1) };
    expect(checkPackForm(say, [reused], day, again.invoiceNumbersUsed)[ids[1]!]?.invoiceNumber).toBe(
      `Shipment ${ids[0]} already has this invoice number.`,
    );
    await expect(
      call('startPack', {
        shipments: [packShipmentOf({ ...filled, shipmentId: ids[1]!, invoiceNumber: nth(1) })],
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: `Shipment ${ids[0]} already has invoice number ${nth(1)}, so nothing was packed; give shipment ${ids[1]} another.`,
    });
    await admin('POST', '/clock/advance', { ms: 5_000 });
    expect((await finished(packing)).message).toBe('1 of 1 packed.');
    const after = await call<PackForm>('getPackForm', { shipmentIds: [ids[1]], timeZone });
    expect(after.invoicePattern.next).toBe(2);
    const repeat = await call<PackForm>('getPackForm', { shipmentIds: [ids[0]], timeZone });
    expect(repeat.rows).toEqual([]);
    expect([
      'The marketplace is packing it already; its labels come once it is packed (Sync now to see).',
      'It is packed, not waiting to be packed.',
    ]).toContain(repeat.skipped[0]!.reason);
    // Back to be packed (say the marketplace undid it): its SKU's box comes from the last pack; its rate is still
    // the listing's (a rate typed for one invoice does not change the product record).
    await admin('POST', '/shipments/move', { shipmentIds: [ids[0]], status: 'APPROVED' });
    const remembered = (await call<PackForm>('getPackForm', { shipmentIds: [ids[0]], timeZone })).rows[0]!;
    expect(remembered.items.map((i) => i.taxRate)).toEqual(first.items.map((i) => i.taxRate));
    if (new Set(first.items.map((i) => i.sku)).size === 1 && first.packages.length === 1)
      expect(remembered.packages[0]).toMatchObject({
        length: '30',
        breadth: '20',
        height: '10',
        weight: '1.2',
      });
  });

  it('asks for serial numbers once the marketplace refused a pack without them; keeps the seller pattern', async () => {
    const timeZone = 'Asia/Kolkata';
    const [row] = await toPack(1);
    const bad = await call('setInvoicePattern', { pattern: 'INV {n}', next: 1, timeZone }).catch(
      (e: { code: string; message: string }) => e,
    );
    expect(bad).toMatchObject({
      code: 'VALIDATION',
      message: 'Outside the braces a pattern holds only letters, digits, / and -.',
    });
    expect(await call('setInvoicePattern', { pattern: 'B/{yy}/{n:3}', next: 9, timeZone })).toEqual({
      pattern: 'B/{yy}/{n:3}',
      next: 9,
    });
    const form = await call<PackForm>('getPackForm', { shipmentIds: [row!.shipmentId], timeZone });
    const first = form.rows[0]!;
    expect(first.invoiceNumber).toBe(invoiceNumberOf('B/{yy}/{n:3}', 9, first.invoiceDate));
    expect(first.items.every((i) => !i.needsSerials)).toBe(true);
    await admin('PUT', '/fulfilment/serial-skus', { skus: [first.items[0]!.sku] });
    const filled: PackFormRow = {
      ...first,
      items: first.items.map((i) => ({ ...i, taxRate: '18' })),
      packages: first.packages.map((p) => ({ ...p, length: '30', breadth: '20', height: '10', weight: '1' })),
    };
    const refused = await finished(
      await call<ActionStart>('startPack', { shipments: [packShipmentOf(filled)] }),
    );
    expect(refused.message).toBe('0 of 1 packed, 1 refused.');
    expect(refused.items[0]).toMatchObject({ outcome: 'refused', errorCode: 'SERIAL_NUMBERS_REQUIRED' });
    expect(refused.items[0]!.message).toContain(first.items[0]!.orderItemId);
    // Refused: its number is free again and the counter stays; the SKU now asks for serial numbers.
    const again = await call<PackForm>('getPackForm', { shipmentIds: [row!.shipmentId], timeZone });
    expect(again.invoicePattern.next).toBe(9);
    expect(again.rows[0]!.invoiceNumber).toBe(first.invoiceNumber);
    expect(again.rows[0]!.items.find((i) => i.orderItemId === first.items[0]!.orderItemId)).toMatchObject({
      needsSerials: true,
    });
  });

  it('keeps labels in the data folder: printable offline, gone once the shipments are ready to dispatch', async () => {
    const ids = (await toPack(2)).map((r) => r.shipmentId);
    await admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
    const online = await call<PdfFile>('getLabels', { shipmentIds: ids });
    expect(online.kept).toBe(false);
    expect(Buffer.from(online.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });
    const offline = await call<PdfFile>('getLabels', { shipmentIds: ids });
    expect(offline).toEqual({ ...online, kept: true });
    await admin('DELETE', '/faults');
    await finished(await call<ActionStart>('startReadyToDispatch', { shipmentIds: ids }));
    await admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });
    const gone = await call('getLabels', { shipmentIds: ids }).catch((e: { message: string }) => e);
    expect(gone).toMatchObject({
      message:
        'Stockroom cannot reach the marketplace, and these labels were not downloaded before; try again when you are online.',
    });
  });

  it('refuses an action offline with one sentence, and journals nothing to send later', async () => {
    const rows = await toPack(1);
    await admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });
    const error = await call('startCancelShipments', {
      shipments: [{ shipmentId: rows[0]!.shipmentId, reason: 'out_of_stock' }],
    }).catch((e: { code: string; message: string }) => e);
    expect(error).toMatchObject({
      code: 'NETWORK',
      message:
        'Stockroom cannot reach the marketplace, so nothing was cancelled; try again when you are online.',
    });
    expect(jobs.some((j) => j.kind === 'fulfilmentCancel')).toBe(false);
  });

  it('saves labels through the desktop printer; the web host refuses in a sentence', async () => {
    const refused = await call('printLabels', { shipmentIds: ['S1'], to: 'printer' }).catch(
      (e: { message: string }) => e,
    );
    expect(refused).toMatchObject({
      message: 'This version of Stockroom downloads PDFs: print them from the download.',
    });
    await t.close();
    const folder = mkdtempSync(join(tmpdir(), 'stockroom-printed-'));
    const fake = fakeElectron(join(folder, 'user-data'));
    fake.os.saveDialogAnswer = { canceled: false, filePath: join(folder, 'labels.pdf') };
    const printer = electronPrinter(
      () => null,
      fake.electron.dialog,
      () => folder,
      {
        window: () => new fake.electron.BrowserWindow(pdfWindowOptions()),
        tempDir: () => folder,
        openPath: (path) => fake.electron.shell.openPath(path),
      },
    );
    await start({ printer });
    try {
      const ids = (await toPack(2)).map((r) => r.shipmentId);
      await admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
      expect(await call('printLabels', { shipmentIds: ids, to: 'pdf' })).toEqual({
        outcome: 'saved',
        path: join(folder, 'labels.pdf'),
      });
      expect(readFileSync(join(folder, 'labels.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
      expect(fake.os.saveDialogs[0]?.defaultPath).toBe(join(folder, 'Labels 2 shipments.pdf'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
