import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../../shared/app/payloads.ts';
import { AppError } from '../../../../shared/errors.ts';
import type { PackForm } from '../../../../shared/fulfilment/pack-rules.ts';
import { fakeApi, settle, statusOf } from '../../testing/fake-api.test-support.ts';
import { createFulfilmentStore } from './fulfilment-store.ts';

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const FORM: PackForm = {
  rows: [
    {
      shipmentId: 'S1',
      locationId: 'LOC1',
      invoiceNumber: 'SR26-0001',
      invoiceDate: day,
      items: [
        {
          orderItemId: 'OI1',
          sku: 'SKU1',
          title: 'Shirt',
          quantity: 1,
          invoiceAmount: '399',
          taxRate: '',
          needsSerials: false,
        },
      ],
      packages: [{ subShipmentId: 'SS1', length: '20', breadth: '15', height: '10', weight: '' }],
    },
  ],
  skipped: [{ shipmentId: 'S2', reason: 'It is packed, not waiting to be packed.' }],
  invoicePattern: { pattern: 'SR26-{nnnn}', next: 1 },
  invoiceNumbersUsed: {},
};
const job = (state: JobProgress['state']): JobProgress => ({
  jobId: 'J1',
  kind: 'fulfilmentPack',
  profileId: 'demo',
  startedAt: '2026-11-27T10:00:00Z',
  seq: 2,
  state,
  done: 1,
  total: 1,
  message: '1 of 1 packed.',
});

describe('the pack form store', () => {
  it('shows the cells to change, confirms, packs what the form holds, then the result per shipment', async () => {
    const fake = fakeApi({
      getPackForm: () => FORM,
      startPack: () => ({ actionId: 'A1', jobId: 'J1' }),
      getFulfilmentAction: () => ({
        id: 'A1',
        kind: 'pack',
        state: 'done',
        message: '1 of 1 packed.',
        total: 1,
        done: 1,
        refused: 0,
        jobId: null,
        items: [{ shipmentId: 'S1', outcome: 'done', errorCode: null, message: 'Packed.' }],
      }),
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().openPack(['S1', 'S2']);
    expect(Object.keys(store.getState().issues['S1'] ?? {})).toEqual([
      'items.0.taxRate',
      'packages.0.weight',
    ]);
    store.getState().review();
    expect(store.getState().step).toBe('fill');
    expect(store.getState().error).toBe('2 cells need a change before packing; each says why.');

    // The count follows each change, and goes with the last cell fixed.
    store.getState().edit('S1', 'items.0.taxRate', '5');
    expect(store.getState().error).toBe('1 cell needs a change before packing; each says why.');
    store.getState().edit('S1', 'packages.0.weight', '-0.4');
    expect(store.getState().issues['S1']).toEqual({
      'packages.0.weight': 'The weight must be more than 0 kg.',
    });
    store.getState().edit('S1', 'packages.0.weight', '0.4');
    expect(store.getState().issues).toEqual({});
    expect(store.getState().error).toBeNull();
    store.getState().review();
    expect(store.getState().step).toBe('confirm');
    await store.getState().pack();
    expect(fake.calls.at(-1)).toEqual({
      name: 'startPack',
      input: {
        shipments: [
          {
            shipmentId: 'S1',
            locationId: 'LOC1',
            invoiceNumber: 'SR26-0001',
            invoiceDate: day,
            items: [{ orderItemId: 'OI1', taxRate: 5, quantity: 1, invoiceAmount: 399 }],
            packages: [{ subShipmentId: 'SS1', length: 20, breadth: 15, height: 10, weight: 0.4 }],
          },
        ],
      },
    });
    expect(store.getState().form).toBeNull();
    fake.emit('jobProgress', job('done'));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().result?.items[0]?.message).toBe('Packed.');
  });

  it('keeps the last result while another form is filled, and says a pack runs until its job ends', async () => {
    let n = 0;
    const fake = fakeApi({
      getPackForm: () => FORM,
      startPack: () => ((n += 1), { actionId: `A${n}`, jobId: `J${n}` }),
      getFulfilmentAction: ({ actionId }: { actionId: string }) => ({
        id: actionId,
        kind: 'pack',
        state: 'done',
        message: `${actionId}: 1 of 1 packed.`,
        total: 1,
        done: 1,
        refused: 0,
        jobId: null,
        items: [{ shipmentId: 'S1', outcome: 'done', errorCode: null, message: 'Packed.' }],
      }),
    } as never);
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    const packOne = async () => {
      await store.getState().openPack(['S1']);
      store.getState().edit('S1', 'items.0.taxRate', '5');
      store.getState().edit('S1', 'packages.0.weight', '0.4');
      store.getState().review();
      await store.getState().pack();
    };
    await packOne();
    expect(store.getState().running).toBe(true);
    fake.emit('jobProgress', { ...job('running'), seq: 1 });
    expect(store.getState().running).toBe(true);
    fake.emit('jobProgress', job('done'));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().running).toBe(false);
    expect(store.getState().result?.message).toBe('A1: 1 of 1 packed.');

    // Another form: the result (its labels, its Ready to dispatch) stays until the next job starts.
    await store.getState().openPack(['S3']);
    expect(store.getState().form).not.toBeNull();
    expect(store.getState().result?.message).toBe('A1: 1 of 1 packed.');
    store.getState().closeForm();
    expect(store.getState().result?.message).toBe('A1: 1 of 1 packed.');
    await packOne();
    expect(store.getState()).toMatchObject({ result: null, running: true, action: { jobId: 'J2' } });
  });

  it("marks an invoice number an earlier pack of the account used, naming that pack's shipment", async () => {
    const fake = fakeApi({ getPackForm: () => ({ ...FORM, invoiceNumbersUsed: { 'SR26-0002': 'S7' } }) });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().openPack(['S1']);
    expect(store.getState().issues['S1']?.invoiceNumber).toBeUndefined();
    store.getState().edit('S1', 'invoiceNumber', 'SR26-0002');
    expect(store.getState().issues['S1']?.invoiceNumber).toBe('Shipment S7 already has this invoice number.');
  });

  it('asks for a serial number per unit once the seller says the item has them, and sends them', async () => {
    const two = { ...FORM.rows[0]!, items: [{ ...FORM.rows[0]!.items[0]!, quantity: 2, taxRate: '18' }] };
    const fake = fakeApi({
      getPackForm: () => ({ ...FORM, rows: [{ ...two, packages: [{ ...two.packages[0]!, weight: '1' }] }] }),
      startPack: () => ({ actionId: 'A1', jobId: 'J1' }),
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().openPack(['S1']);
    expect(store.getState().issues).toEqual({});
    store.getState().setNeedsSerials('S1', 0, true);
    expect(store.getState().issues['S1']).toEqual({
      'items.0.serialNumbers.0': 'Give the serial number of unit 1 of 2.',
      'items.0.serialNumbers.1': 'Give the serial number of unit 2 of 2.',
    });
    store.getState().edit('S1', 'items.0.serialNumbers.1', 'IMEI-2');
    store.getState().edit('S1', 'items.0.serialNumbers.0', 'IMEI-2');
    expect(store.getState().issues['S1']?.['items.0.serialNumbers.0']).toBe(
      'Another unit in this form has this serial number; each unit has its own.',
    );
    store.getState().edit('S1', 'items.0.serialNumbers.0', 'IMEI-1');
    store.getState().review();
    await store.getState().pack();
    const sent = (fake.calls.at(-1)?.input as { shipments: { items: unknown[] }[] }).shipments[0]!.items[0];
    expect(sent).toMatchObject({ serialNumbers: [['IMEI-1'], ['IMEI-2']] });
  });

  it('keeps a new invoice pattern and numbers only the invoices the pattern gave again', async () => {
    const rows = [
      {
        ...FORM.rows[0]!,
        origins: { invoiceNumber: 'pattern' as const, 'items.0.invoiceAmount': 'order' as const },
      },
      {
        ...FORM.rows[0]!,
        shipmentId: 'S3',
        invoiceNumber: 'SR26-0002',
        origins: { invoiceNumber: 'pattern' as const },
      },
    ];
    const fake = fakeApi({
      getPackForm: (input: { shipmentIds: string[] }) => ({
        ...FORM,
        rows: input.shipmentIds.map((shipmentId, n) => ({
          ...rows[0]!,
          shipmentId,
          invoiceNumber: `B-${n + 7}`,
        })),
        invoicePattern: { pattern: 'B-{n}', next: 7 },
      }),
      setInvoicePattern: (input: { pattern: string; next: number }) => ({
        pattern: input.pattern,
        next: input.next,
      }),
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().openPack(['S1', 'S3']);
    store.setState({ form: { ...FORM, rows } });
    await store.getState().savePattern('B {n}', 7);
    expect(store.getState().patternIssue).toBe(
      'Outside the braces a pattern holds only letters, digits, / and -.',
    );
    expect(fake.calls.some((c) => c.name === 'setInvoicePattern')).toBe(false);
    // The seller typed S3's number: it stays; the edit also drops the cell's "from your pattern".
    store.getState().edit('S3', 'invoiceNumber', 'MINE-1');
    expect(store.getState().form?.rows[1]?.origins).toEqual({});
    await store.getState().savePattern('B-{n}', 7);
    expect(fake.calls.find((c) => c.name === 'setInvoicePattern')?.input).toEqual({
      pattern: 'B-{n}',
      next: 7,
      timeZone: 'Asia/Kolkata',
    });
    expect(store.getState().patternIssue).toBeNull();
    expect(store.getState().form?.rows.map((r) => r.invoiceNumber)).toEqual(['B-7', 'MINE-1']);
    expect(store.getState().form?.invoicePattern).toEqual({ pattern: 'B-{n}', next: 7 });
  });

  it('shows the result of a job that ended before the call starting it answered', async () => {
    const detail = {
      id: 'A2',
      kind: 'dispatch' as const,
      state: 'done' as const,
      message: '1 of 1 marked ready to dispatch.',
      total: 1,
      done: 1,
      refused: 0,
      jobId: null,
      items: [
        { shipmentId: 'S1', outcome: 'done' as const, errorCode: null, message: 'Marked ready to dispatch.' },
      ],
    };
    const fake = fakeApi({
      startReadyToDispatch: () => {
        fake.emit('jobProgress', { ...job('done'), kind: 'fulfilmentDispatch' });
        return { actionId: 'A2', jobId: 'J1' };
      },
      getFulfilmentAction: () => detail,
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().readyToDispatch(['S1']);
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().result?.message).toBe('1 of 1 marked ready to dispatch.');
  });

  it('cancels with the reason chosen, the whole shipment or the order items ticked', async () => {
    const fake = fakeApi({ startCancelShipments: () => ({ actionId: 'A3', jobId: 'J3' }) });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().cancel(['S1'], 'out_of_stock', ['OI2']);
    expect(fake.calls.at(-1)).toEqual({
      name: 'startCancelShipments',
      input: { shipments: [{ shipmentId: 'S1', reason: 'out_of_stock', orderItemIds: ['OI2'] }] },
    });
    await store.getState().cancel(['S1'], 'out_of_stock');
    expect(fake.calls.at(-1)).toEqual({
      name: 'startCancelShipments',
      input: { shipments: [{ shipmentId: 'S1', reason: 'out_of_stock' }] },
    });
    // Started by the seller here: the screen takes focus to its progress and result.
    expect(store.getState().action).toEqual({ actionId: 'A3', jobId: 'J3', kind: 'cancel', asked: true });
  });

  it('says why the form did not open (offline: one sentence)', async () => {
    const sentence =
      'Stockroom cannot reach the marketplace, so nothing was packed; try again when you are online.';
    const fake = fakeApi({
      getPackForm: () => {
        throw new AppError('NETWORK', sentence);
      },
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().openPack(['S1']);
    expect(store.getState().form).toBeNull();
    expect(store.getState().error).toBe(sentence);
  });

  it('prints labels and manifests in the desktop app instead of downloading them, saying where they went', async () => {
    const downloads: string[] = [];
    const fake = fakeApi({
      printLabels: () => ({ outcome: 'printed' }),
      printManifests: () => [
        { outcome: 'saved', path: '/home/seller/Manifest EKART.pdf' },
        { outcome: 'cancelled' },
      ],
    });
    const said: string[] = [];
    const store = createFulfilmentStore(
      () => 'Asia/Kolkata',
      (fileName) => downloads.push(fileName),
      (sentence) => said.push(sentence),
    );
    store.getState().init(fake.api);
    await store.getState().labels(['S1', 'S2'], 'printer');
    expect(fake.calls.at(-1)).toEqual({
      name: 'printLabels',
      input: { shipmentIds: ['S1', 'S2'], to: 'printer' },
    });
    expect(said).toEqual(['Sent to the printer.']);
    await store.getState().manifests('LOC1', 'pdf');
    expect(fake.calls.at(-1)).toEqual({
      name: 'printManifests',
      input: { locationId: 'LOC1', to: 'pdf', timeZone: 'Asia/Kolkata' },
    });
    expect(said).toEqual(['Sent to the printer.', 'Saved to /home/seller/Manifest EKART.pdf.']);
    expect(downloads).toEqual([]);
    expect(store.getState().busy).toBe(false);
  });
});

describe('the fulfilment store across profiles', () => {
  const RESULT = {
    id: 'A1',
    kind: 'pack' as const,
    state: 'done' as const,
    message: '1 of 1 packed.',
    total: 1,
    done: 1,
    refused: 0,
    jobId: null,
    items: [{ shipmentId: 'S1', outcome: 'done' as const, errorCode: null, message: 'Packed.' }],
  };

  it("drops the last profile's form, result and its Ready to dispatch on a switch, and answers landing after it", async () => {
    let answerForm: (form: PackForm) => void = () => undefined;
    const fake = fakeApi({
      getStatus: () => statusOf('demo'),
      getPackForm: () => new Promise<PackForm>((resolve) => (answerForm = resolve)),
      startCancelShipments: () => ({ actionId: 'A1', jobId: 'J1' }),
      getFulfilmentAction: () => RESULT,
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await settle();
    await store.getState().cancel(['S1'], 'out_of_stock');
    fake.emit('jobProgress', job('done'));
    await settle();
    expect(store.getState().result?.message).toBe('1 of 1 packed.');
    const opening = store.getState().openPack(['S1']);
    answerForm(FORM);
    await opening;
    expect(store.getState().form).not.toBeNull();

    // Another profile's settings changed: this one's screen stays as it is.
    fake.emit('profilesChanged', { activeId: 'demo', changedId: 'shop' });
    expect(store.getState().result).not.toBeNull();
    expect(store.getState().form).not.toBeNull();

    fake.emit('profilesChanged', { activeId: 'shop' });
    expect(store.getState()).toMatchObject({
      form: null,
      action: null,
      result: null,
      running: false,
      error: null,
    });

    // A form asked for on the Demo that answers once Shop is active is not shown on Shop.
    const late = store.getState().openPack(['S1']);
    fake.emit('profilesChanged', { activeId: 'demo' });
    answerForm(FORM);
    await late;
    expect(store.getState()).toMatchObject({ form: null, busy: false });
  });

  it('shows an action read back after a switch, its job and then its result, only on its own profile', async () => {
    const fake = fakeApi({ getStatus: () => statusOf('demo'), getFulfilmentAction: () => RESULT });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await settle();
    fake.emit('fulfilmentResumed', { actionId: 'A9', jobId: 'J9', kind: 'pack', profileId: 'shop' });
    expect(store.getState().action).toBeNull();

    fake.emit('fulfilmentResumed', { actionId: 'A1', jobId: 'J1', kind: 'pack', profileId: 'demo' });
    expect(store.getState()).toMatchObject({
      action: { actionId: 'A1', jobId: 'J1', kind: 'pack' },
      running: true,
    });
    // Read back, not asked for here: it does not take focus from wherever the seller is.
    expect(store.getState().action?.asked).toBeUndefined();
    fake.emit('jobProgress', job('done'));
    await settle();
    expect(store.getState()).toMatchObject({ running: false, result: { message: '1 of 1 packed.' } });
  });
});

describe('a GST rate typed unlike the product record', () => {
  const fromListing: PackForm = {
    ...FORM,
    rows: FORM.rows.map((r) => ({
      ...r,
      items: r.items.map((i) => ({ ...i, taxRate: '12', recordTaxRate: '12', hsn: '6109' })),
      packages: r.packages.map((p) => ({ ...p, weight: '0.3' })),
      origins: { 'items.0.taxRate': 'listing' },
    })),
  };

  it("asks once before the confirmation, in the seller's words; yes goes on, and is not asked again", async () => {
    const fake = fakeApi({ getPackForm: () => fromListing });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().openPack(['S1']);
    // As the record says: straight to the confirmation.
    store.getState().review();
    expect(store.getState().step).toBe('confirm');
    store.getState().back();
    store.getState().edit('S1', 'items.0.taxRate', '18');
    store.getState().review();
    expect(store.getState().step).toBe('taxCheck');
    expect(store.getState().taxQuestions.map((q) => q.sentence)).toEqual([
      'SKU1 in shipment S1: the listing says 12%; use 18% for this invoice?',
    ]);
    store.getState().agreeTaxRates();
    expect(store.getState().step).toBe('confirm');
    // Back to the form and on again: the same rate is not asked about twice.
    store.getState().back();
    store.getState().review();
    expect(store.getState().step).toBe('confirm');
    // Another rate is a new question.
    store.getState().back();
    store.getState().edit('S1', 'items.0.taxRate', '5');
    store.getState().review();
    expect(store.getState().taxQuestions.map((q) => q.sentence)).toEqual([
      'SKU1 in shipment S1: the listing says 12%; use 5% for this invoice?',
    ]);
  });
});
