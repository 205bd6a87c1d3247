import { describe, expect, it } from 'vitest';
import { gstRateOf, rateOfTaxCode, winning, type ProductRecord } from './product-record.ts';
import { translatorFor } from '../i18n/translator.ts';
import { editProblem, listingValues, sheetValues } from './product-sources.ts';

const { t } = translatorFor('en');
const at = '2026-11-27T10:00:00Z';

describe('the product record', () => {
  it('shows per field the strongest source: your edit, the listing, the sheet, the last pack', () => {
    const fields = winning([
      { field: 'gstRate', source: 'lastPack', value: '18', at },
      { field: 'hsn', source: 'sheet', value: '6912', at },
      { field: 'hsn', source: 'listing', value: '6911', at },
      { field: 'weight', source: 'listing', value: '0.4', at },
      { field: 'weight', source: 'seller', value: '0.5', at },
    ]);
    expect(fields).toEqual({
      gstRate: { value: '18', source: 'lastPack', at },
      hsn: { value: '6911', source: 'listing', at },
      weight: { value: '0.5', source: 'seller', at },
    });
  });

  it('reads a GST rate from a tax code; apparel by the price of a piece', () => {
    expect(rateOfTaxCode('GST_12')).toBe(12);
    expect(rateOfTaxCode('gst_0')).toBe(0);
    expect(rateOfTaxCode('GST_APPAREL', 999)).toBe(5);
    expect(rateOfTaxCode('GST_APPAREL', 2500)).toBe(5);
    expect(rateOfTaxCode('GST_APPAREL', 2501)).toBe(18);
    expect(rateOfTaxCode('GST_APPAREL')).toBeUndefined();
    expect(rateOfTaxCode('VAT')).toBeUndefined();
  });

  it("takes the listing's tax code over a rate typed for the last invoice, and your rate over both", () => {
    const record = (values: Parameters<typeof winning>[0]): ProductRecord => ({
      sku: 'S',
      fields: winning(values),
    });
    const listed = { field: 'taxCode' as const, source: 'listing' as const, value: 'GST_12', at };
    const packed = { field: 'gstRate' as const, source: 'lastPack' as const, value: '18', at };
    expect(gstRateOf(record([listed, packed]))).toEqual({ rate: 12, source: 'listing' });
    expect(gstRateOf(record([packed]))).toEqual({ rate: 18, source: 'lastPack' });
    const mine = { field: 'gstRate' as const, source: 'seller' as const, value: '5', at };
    expect(gstRateOf(record([listed, packed, mine]))).toEqual({ rate: 5, source: 'seller' });
    expect(gstRateOf(undefined)).toBeUndefined();
  });

  it('fills from a listing read and from a sheet row', () => {
    expect(
      listingValues({
        listingId: 'L',
        productId: 'P',
        price: {},
        tax: { hsn: '6912', taxCode: 'GST_12' },
        packages: [{ dimensions: { length: 12, breadth: 10, height: 0 }, weight: 0.4 }],
        locations: [
          { id: 'LOC1', status: 'ENABLED' },
          { id: 'LOC2', status: 'DISABLED' },
        ],
      }),
    ).toEqual({
      taxCode: 'GST_12',
      hsn: '6912',
      length: '12',
      breadth: '10',
      weight: '0.4',
      locations: 'LOC1',
    });
    expect(
      sheetValues({
        sku: 'MUG-1',
        hsn: '6912',
        tax_code: 'gst_5',
        package_length: '12 | 14',
        package_weight: '0.4',
        location_id: 'LOC1 | LOC2',
      }),
    ).toEqual({ taxCode: 'GST_5', hsn: '6912', weight: '0.4', locations: 'LOC1|LOC2' });
  });

  it('says why an edit would not do', () => {
    expect(editProblem('gstRate', '13', t)).toBe(
      'Give a GST rate of 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 (percent).',
    );
    expect(editProblem('hsn', '69', t)).toBe('Give an HSN code of 4 to 8 digits.');
    expect(editProblem('weight', '0', t)).toBe('Give a number above 0.');
    expect(editProblem('gstRate', '', t)).toBeNull();
    expect(editProblem('taxCode', 'gst_18', t)).toBeNull();
    // In the seller's language when the side showing it speaks Hindi.
    expect(editProblem('hsn', '69', translatorFor('hi').t)).toBe('4 से 8 अंकों का HSN कोड दें।');
  });
});
