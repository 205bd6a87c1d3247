import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { checkPackForm, checkPackRow, packShipmentOf } from './pack-rules.ts';
import type { PackFormRow } from './pack-rules.ts';

const say = translatorFor('en').t;

const TODAY = '2026-11-27';
const row = (over: Partial<PackFormRow> = {}): PackFormRow => ({
  shipmentId: 'S1',
  locationId: 'LOC1',
  invoiceNumber: 'SR26-0001',
  invoiceDate: '2026-11-27',
  items: [
    {
      orderItemId: 'OI1',
      sku: 'SKU1',
      title: 'Shirt',
      quantity: 2,
      invoiceAmount: '798',
      taxRate: '18',
      needsSerials: false,
    },
  ],
  packages: [{ subShipmentId: 'SS1', length: '20', breadth: '15', height: '10', weight: '0.5' }],
  ...over,
});
const item = (over: Partial<PackFormRow['items'][number]>) => [{ ...row().items[0]!, ...over }];
const pkg = (over: Partial<PackFormRow['packages'][number]>) => [{ ...row().packages[0]!, ...over }];

describe('the pack form checks each cell', () => {
  it('passes a complete row', () => {
    expect(checkPackRow(say, row(), TODAY)).toEqual({});
  });

  it('wants an invoice number of at most 16 letters, digits, / or -', () => {
    expect(checkPackRow(say, row({ invoiceNumber: ' ' }), TODAY)).toEqual({
      invoiceNumber: 'Give an invoice number.',
    });
    expect(checkPackRow(say, row({ invoiceNumber: 'INV 1' }), TODAY).invoiceNumber).toContain('at most 16');
    expect(checkPackRow(say, row({ invoiceNumber: 'A'.repeat(17) }), TODAY).invoiceNumber).toContain(
      'at most 16',
    );
    expect(checkPackRow(say, row({ invoiceNumber: 'SR/26-0001' }), TODAY)).toEqual({});
  });

  it('wants a real invoice date, not after today', () => {
    expect(checkPackRow(say, row({ invoiceDate: '27/11/2026' }), TODAY).invoiceDate).toContain(
      'such as 2026-11-27',
    );
    expect(checkPackRow(say, row({ invoiceDate: '2026-02-30' }), TODAY).invoiceDate).toBe(
      'That invoice date does not exist.',
    );
    expect(checkPackRow(say, row({ invoiceDate: '2026-11-28' }), TODAY).invoiceDate).toBe(
      'The invoice date cannot be after today.',
    );
  });

  it('wants a GST rate and an amount per item', () => {
    expect(checkPackRow(say, row({ items: item({ taxRate: '17' }) }), TODAY)).toEqual({
      'items.0.taxRate': 'Give a GST rate: 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 (percent).',
    });
    expect(checkPackRow(say, row({ items: item({ taxRate: '' }) }), TODAY)['items.0.taxRate']).toBeDefined();
    expect(
      checkPackRow(say, row({ items: item({ invoiceAmount: 'abc' }) }), TODAY)['items.0.invoiceAmount'],
    ).toBe('Give the invoice amount in rupees, as a number.');
  });

  it("wants a serial number in each unit's cell where the item needs them, and none where it does not", () => {
    const needs = (serialNumbers: string[]) => row({ items: item({ needsSerials: true, serialNumbers }) });
    expect(checkPackRow(say, row({ items: item({ serialNumbers: [] }) }), TODAY)).toEqual({});
    expect(checkPackRow(say, needs(['A1']), TODAY)).toEqual({
      'items.0.serialNumbers.1': 'Give the serial number of unit 2 of 2.',
    });
    expect(checkPackRow(say, needs([' ', 'A2']), TODAY)).toEqual({
      'items.0.serialNumbers.0': 'Give the serial number of unit 1 of 2.',
    });
    expect(checkPackRow(say, needs(['A 1', 'A2']), TODAY)['items.0.serialNumbers.0']).toBe(
      'A serial number has at most 100 letters, digits or signs, without spaces.',
    );
    expect(checkPackRow(say, needs(['A1', 'A2', 'A3']), TODAY)['items.0.serialNumbers']).toBe(
      'Give 2 serial numbers, one per unit (3 given).',
    );
    expect(checkPackRow(say, needs([' A1 ', 'A2']), TODAY)).toEqual({});
  });

  it('refuses a serial number given to two units, in one item or across shipments', () => {
    const same = 'Another unit in this form has this serial number; each unit has its own.';
    const needs = (shipmentId: string, invoiceNumber: string, serialNumbers: string[]) =>
      row({ shipmentId, invoiceNumber, items: item({ needsSerials: true, serialNumbers }) });
    expect(checkPackForm(say, [needs('S1', 'I1', ['A1', 'A1'])], TODAY)).toEqual({
      S1: { 'items.0.serialNumbers.0': same, 'items.0.serialNumbers.1': same },
    });
    expect(
      checkPackForm(say, [needs('S1', 'I1', ['A1', 'A2']), needs('S2', 'I2', ['A3', 'A2'])], TODAY),
    ).toEqual({
      S1: { 'items.0.serialNumbers.1': same },
      S2: { 'items.0.serialNumbers.1': same },
    });
    expect(
      checkPackForm(say, [needs('S1', 'I1', ['A1', 'A2']), needs('S2', 'I2', ['A3', 'A4'])], TODAY),
    ).toEqual({});
  });

  it('wants package dimensions and weight above 0 and within bounds', () => {
    expect(checkPackRow(say, row({ packages: pkg({ weight: '0' }) }), TODAY)).toEqual({
      'packages.0.weight': 'The weight must be more than 0 kg.',
    });
    expect(checkPackRow(say, row({ packages: pkg({ length: '301' }) }), TODAY)['packages.0.length']).toBe(
      'The length must be at most 300 cm.',
    );
    expect(checkPackRow(say, row({ packages: pkg({ height: 'ten' }) }), TODAY)['packages.0.height']).toBe(
      'Give the height in cm, as a number.',
    );
  });

  it('refuses the same invoice number on two shipments of one form', () => {
    const issues = checkPackForm(say, [row(), row({ shipmentId: 'S2' })], TODAY);
    expect(Object.keys(issues)).toEqual(['S1', 'S2']);
    expect(issues['S2']?.invoiceNumber).toBe('Another shipment in this form has this invoice number.');
    expect(checkPackForm(say, [row(), row({ shipmentId: 'S2', invoiceNumber: 'SR26-0002' })], TODAY)).toEqual(
      {},
    );
  });
});

describe('the pack form says what is wrong with a number below zero', () => {
  it('names the cell and the bound, for every numeric cell', () => {
    const measures = checkPackRow(
      say,
      row({ packages: pkg({ length: '-20', breadth: '-1.5', height: '-10', weight: '-2' }) }),
      TODAY,
    );
    expect(measures).toEqual({
      'packages.0.length': 'The length must be more than 0 cm.',
      'packages.0.breadth': 'The breadth must be more than 0 cm.',
      'packages.0.height': 'The height must be more than 0 cm.',
      'packages.0.weight': 'The weight must be more than 0 kg.',
    });
    expect(checkPackRow(say, row({ items: item({ invoiceAmount: '-50', taxRate: '-5' }) }), TODAY)).toEqual({
      'items.0.invoiceAmount': 'The invoice amount cannot be less than 0 rupees.',
      'items.0.taxRate':
        'The GST rate cannot be less than 0: give 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 (percent).',
    });
    // Zero is an amount (a free item) and a GST rate; text stays text.
    expect(checkPackRow(say, row({ items: item({ invoiceAmount: '0', taxRate: '0' }) }), TODAY)).toEqual({});
    expect(checkPackRow(say, row({ packages: pkg({ weight: '-' }) }), TODAY)['packages.0.weight']).toBe(
      'Give the weight in kg, as a number.',
    );
  });
});

describe('the pack form refuses an invoice number an earlier pack of the account used', () => {
  const used = { 'INV-2026-00001': 'S9', 'INV-2026-00002': 'S8' };

  it('names the shipment that has it', () => {
    const issues = checkPackForm(
      say,
      [
        row({ invoiceNumber: 'INV-2026-00001' }),
        row({ shipmentId: 'S2', invoiceNumber: ' INV-2026-00002 ' }),
        row({ shipmentId: 'S3', invoiceNumber: 'INV-2026-00003' }),
      ],
      TODAY,
      used,
    );
    expect(issues).toEqual({
      S1: { invoiceNumber: 'Shipment S9 already has this invoice number.' },
      S2: { invoiceNumber: 'Shipment S8 already has this invoice number.' },
    });
  });

  it("takes a shipment's own number sent before (a pack whose answer was lost), and no number by its prototype", () => {
    expect(
      checkPackForm(say, [row({ shipmentId: 'S9', invoiceNumber: 'INV-2026-00001' })], TODAY, used),
    ).toEqual({});
    expect(checkPackForm(say, [row({ invoiceNumber: 'constructor' })], TODAY, used)).toEqual({});
  });
});

describe('what the form sends', () => {
  it('turns a checked row into the pack call input, serial numbers one list per unit', () => {
    const sent = packShipmentOf(row({ items: item({ needsSerials: true, serialNumbers: ['A1 ', 'A2'] }) }));
    expect(sent).toEqual({
      shipmentId: 'S1',
      locationId: 'LOC1',
      invoiceNumber: 'SR26-0001',
      invoiceDate: '2026-11-27',
      items: [
        { orderItemId: 'OI1', taxRate: 18, quantity: 2, invoiceAmount: 798, serialNumbers: [['A1'], ['A2']] },
      ],
      packages: [{ subShipmentId: 'SS1', length: 20, breadth: 15, height: 10, weight: 0.5 }],
    });
  });

  it('sends no serial numbers for an item that does not need them, even if cells were typed', () => {
    const sent = packShipmentOf(row({ items: item({ needsSerials: false, serialNumbers: ['A1', 'A2'] }) }));
    expect(sent.items[0]).not.toHaveProperty('serialNumbers');
  });
});
