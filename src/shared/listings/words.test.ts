import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { columnOfHeader } from './csv-headers.ts';
import { importCsv, templateCsv } from './csv.ts';
import { EXAMPLE_ROW } from './example.ts';
import { checkRow, checkSheet } from './rules.ts';
import { resultLabel } from './result-words.ts';
import { listingsTable, templateTable } from './sheet-table.ts';

const hi = translatorFor('hi').t;

describe("the listing checks in the seller's language", () => {
  it("says a cell's mistake in Hindi when given Hindi, in English by default", () => {
    const cells = { ...EXAMPLE_ROW, mrp: '', selling_price: '12.5' };
    expect(checkRow(cells).map((i) => i.message)).toEqual([
      'MRP is required.',
      'Selling price must be a whole number (0 or more); "12.5" is not.',
    ]);
    expect(checkRow(cells, hi).map((i) => i.message)).toEqual([
      'MRP भरना ज़रूरी है।',
      'बिक्री मूल्य पूरी संख्या (0 या ज़्यादा) होनी चाहिए; "12.5" नहीं चलेगा।',
    ]);
  });

  it('names a package, a duplicate SKU and an empty SKU in Hindi', () => {
    const issues = checkSheet(
      [
        { id: 'a', cells: { ...EXAMPLE_ROW, sku: 'DUP', package_name: ' | x', package_notional_amount: '' } },
        { id: 'b', cells: { ...EXAMPLE_ROW, sku: 'DUP' } },
        { id: 'c', cells: { ...EXAMPLE_ROW, sku: '' } },
      ],
      hi,
    );
    const a = issues.get('a')?.map((i) => i.message) ?? [];
    expect(a[0]).toBe('SKU DUP 2 पंक्तियों में है; हर SKU एक ही बार होना चाहिए।');
    expect(a).toContain('पैकेज 1: नाम भरना ज़रूरी है।');
    expect(issues.get('c')?.[0]?.message).toBe('SKU भरना ज़रूरी है।');
  });

  it("reports an import's problems in Hindi", () => {
    const { problems } = importCsv('sku,colour\r\nA-1,blue\r\n', hi);
    expect(problems.map((p) => p.message)).toEqual(['अनजान कॉलम "colour" छोड़ दिया गया।']);
    expect(() => importCsv('', hi)).toThrow('CSV ख़ाली है: इसमें हेडर लाइन नहीं है।');
  });

  it("heads the Excel files in Hindi, keeps the CSV's codes, and reads a Hindi header back", () => {
    expect(
      templateTable(hi)
        .columns.slice(0, 5)
        .map((c) => c.header),
    ).toEqual(['SKU', 'प्रोडक्ट ID (FSN)', 'लिस्टिंग स्टेटस', 'MRP (₹)', 'बिक्री मूल्य (₹)']);
    expect(listingsTable([], new Map(), undefined, hi).columns.at(-1)?.header).toBe('अपलोड के संदेश');
    expect(templateCsv().split('\r\n')[0]).toMatch(/^sku,product_id,listing_status,mrp,selling_price,/);
    expect(columnOfHeader('बिक्री मूल्य (₹)')).toBe('selling_price');
    expect(columnOfHeader('पैकेज का वज़न (kg)')).toBe('package_weight');
    expect(resultLabel('SUCCESS', hi)).toBe('मंज़ूर');
  });
});
