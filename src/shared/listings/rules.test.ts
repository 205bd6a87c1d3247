import { describe, expect, it } from 'vitest';
import type { DraftRow } from './columns.ts';
import { EXAMPLE_ROW } from './example.ts';
import { RULE_CASES } from './rule-cases.test-support.ts';
import { checkRow, checkSheet, hasErrors, toRequest } from './rules.ts';

describe('checkRow: one passing and one failing case per marketplace rule', () => {
  it.each(RULE_CASES.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
    const errors = checkRow(c.cells).filter((i) => i.severity === 'error');
    if (c.failsOn === undefined) expect(errors).toEqual([]);
    else {
      expect(errors.map((e) => e.column)).toContain(c.failsOn);
      // Every message is a sentence a person can act on.
      for (const e of errors) expect(e.message).toMatch(/^[A-Z"].*\.$/);
    }
  });

  it('names the entry of a list cell that is wrong', () => {
    const issues = checkRow({
      ...EXAMPLE_ROW,
      location_id: 'LOC1 | LOC2',
      location_status: 'ENABLED | OPEN',
      location_inventory: '1 | 2',
    });
    expect(issues).toEqual([
      {
        column: 'location_status',
        index: 1,
        severity: 'error',
        message: 'Status of location 2 must be one of ENABLED, DISABLED; "OPEN" is not.',
      },
    ]);
  });

  it('warns, without failing, on a discount above 90% and on fees the marketplace ignores', () => {
    const issues = checkRow({ ...EXAMPLE_ROW, selling_price: '50', shipping_provider: 'FLIPKART' });
    expect(issues.map((i) => [i.column, i.severity])).toEqual([
      ['selling_price', 'warning'],
      ['shipping_local', 'warning'],
    ]);
    expect(hasErrors(issues)).toBe(false);
  });
});

describe('checkSheet', () => {
  const rows: DraftRow[] = [
    { id: 'r1', cells: { ...EXAMPLE_ROW, sku: 'A' } },
    { id: 'r2', cells: { ...EXAMPLE_ROW, sku: 'B' } },
    { id: 'r3', cells: { ...EXAMPLE_ROW, sku: 'A ' } },
    { id: 'r4', cells: { ...EXAMPLE_ROW, sku: '  ' } },
  ];

  it('flags duplicate and empty SKUs and leaves good rows out', () => {
    const issues = checkSheet(rows);
    expect([...issues.keys()]).toEqual(['r1', 'r3', 'r4']);
    expect(issues.get('r1')?.[0]).toEqual({
      column: 'sku',
      severity: 'error',
      message: 'SKU A appears on 2 rows; each SKU once.',
    });
    expect(issues.get('r4')?.[0]?.message).toBe('SKU is required.');
  });

  it('holds back a SKU a spreadsheet turned into a number, with an error on its cell', () => {
    const issues = checkSheet([
      { id: 'r1', cells: { ...EXAMPLE_ROW, sku: '8.90123E+15' } },
      { id: 'r2', cells: { ...EXAMPLE_ROW, sku: '4501.0' } },
      { id: 'r3', cells: { ...EXAMPLE_ROW, sku: '890123456789012' } },
    ]);
    expect(issues.get('r1')?.[0]).toEqual({
      column: 'sku',
      severity: 'error',
      message:
        '"8.90123E+15" looks like a number a spreadsheet turned into scientific notation; the original digits are lost. Format the column as text and export again. Not uploaded until the SKU is fixed.',
    });
    expect(hasErrors(issues.get('r2'))).toBe(true);
    expect(issues.has('r3')).toBe(false);
  });
});

describe('checkRow: ids a spreadsheet changed', () => {
  it('holds back a product ID a spreadsheet turned into a number, with an error on its cell', () => {
    expect(checkRow({ ...EXAMPLE_ROW, product_id: '4.050681234567891e+15' })).toContainEqual({
      column: 'product_id',
      severity: 'error',
      message:
        '"4.050681234567891e+15" looks like a number a spreadsheet turned into scientific notation; the original digits are lost. Format the column as text and export again. Not uploaded until the product ID is fixed.',
    });
    expect(hasErrors(checkRow({ ...EXAMPLE_ROW, product_id: '4050681234567891.0' }))).toBe(true);
    // A 13-digit barcode typed as text is an id like any other.
    expect(checkRow({ ...EXAMPLE_ROW, product_id: '8901234567890' })).toEqual([]);
  });
});

describe('checkRow: amounts written as people write rupees', () => {
  it('says what to write for "₹1,299", "Rs. 499", "499/-" and "1,23,456", and refuses paise as not whole', () => {
    const mrpError = (mrp: string) =>
      checkRow({ ...EXAMPLE_ROW, mrp, selling_price: '1' }).find((i) => i.column === 'mrp')?.message;
    expect(mrpError('₹1,299')).toBe('MRP must be a plain whole number: write 1299 for "₹1,299".');
    expect(mrpError('Rs. 499')).toBe('MRP must be a plain whole number: write 499 for "Rs. 499".');
    expect(mrpError('499/-')).toBe('MRP must be a plain whole number: write 499 for "499/-".');
    expect(mrpError('1,23,456')).toBe('MRP must be a plain whole number: write 123456 for "1,23,456".');
    expect(mrpError('1,23,456.50')).toBe('MRP must be a whole number (0 or more); "1,23,456.50" is not.');
  });
});

describe('toRequest', () => {
  it('turns the example row into the listing the client sends', () => {
    expect(toRequest(EXAMPLE_ROW)).toEqual({
      productId: 'TSHENH9UGMUYZJZZ',
      price: { mrp: 899, sellingPrice: 649 },
      tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
      listingStatus: 'ACTIVE',
      shippingFees: { local: 20, zonal: 40, national: 60 },
      fulfillmentProfile: 'NON_FBF',
      fulfillment: { dispatchSla: 2, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
      packages: [
        {
          name: 'box-1',
          dimensions: { length: 30, breadth: 20, height: 5 },
          weight: 0.4,
          description: 'One cotton T-shirt, folded',
          fragile: false,
        },
      ],
      locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 25 }],
      addressLabel: {
        manufacturerDetails: ['Acme Textiles, MIDC Bhosari, Pune 411026'],
        packerDetails: ['Acme Textiles, MIDC Bhosari, Pune 411026'],
        countriesOfOrigin: ['IN'],
      },
      datingLabel: { mfgDate: 1767225600 },
    });
  });
});
