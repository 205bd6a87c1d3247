import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import type { PackFormRow } from './pack-rules.ts';
import { taxDifferences } from './tax-check.ts';

const say = translatorFor('en').t;

const row = (taxRate: string, origin: 'listing' | 'sheet' | 'lastUsed' | undefined): PackFormRow => ({
  shipmentId: 'S1',
  invoiceNumber: 'X1',
  invoiceDate: '2026-11-27',
  items: [
    {
      orderItemId: 'OI1',
      sku: 'MUG-1',
      title: 'Mug',
      quantity: 1,
      invoiceAmount: '349',
      taxRate,
      recordTaxRate: '12',
      needsSerials: false,
    },
  ],
  packages: [],
  origins: origin === undefined ? {} : { 'items.0.taxRate': origin },
});

describe('a GST rate typed unlike the product record', () => {
  it('is asked about, naming where the record got its rate', () => {
    expect(taxDifferences(say, [row('18', 'listing')], new Set()).map((d) => d.sentence)).toEqual([
      'MUG-1 in shipment S1: the listing says 12%; use 18% for this invoice?',
    ]);
    expect(taxDifferences(say, [row('5', 'sheet')], new Set())[0]?.sentence).toBe(
      'MUG-1 in shipment S1: the listing sheet says 12%; use 5% for this invoice?',
    );
  });

  it('is not asked about when it is the same number, empty, or already agreed', () => {
    expect(taxDifferences(say, [row('12.0', 'listing'), row('', 'listing')], new Set())).toEqual([]);
    expect(taxDifferences(say, [row('18', 'listing')], new Set(['S1/OI1/18']))).toEqual([]);
  });
});
