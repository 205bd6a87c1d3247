import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { guardCsvRow } from '../../../../shared/csv/formula-guard.ts';
import { storedCells } from '../../ui/xlsx/workbook-cells.test-support.ts';
import { RUPEE_FORMAT, xlsxBlob } from '../../ui/xlsx/write-xlsx.ts';
import { useLanguage } from '../../i18n/index.ts';
import { feedTable, LINK_COLUMNS, PRODUCT_COLUMNS } from './feed-files.ts';

describe('feed exports in Excel', () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('reads the links CSV back into words, rupee amounts and the title as it was (no formula guard)', async () => {
    const title = '=HYPERLINK("http://x","Tea")';
    const link = 'https://www.example.invalid/p/itm1?affid=me&affExtParam1=insta';
    const csv = Papa.unparse({
      fields: ['title', 'price', 'mrp', 'discount', 'link'],
      data: [guardCsvRow([title, 499, 999, 50.05, link])],
    });
    const table = feedTable('Links', csv, LINK_COLUMNS);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Product',
      'Price',
      'MRP',
      'Discount (%)',
      'Affiliate link',
    ]);
    expect(table.rows).toEqual([[title, 499, 999, 50.05, link]]);
    const cells = await storedCells(await xlsxBlob(table));
    expect(cells.get('A2')).toEqual(expect.objectContaining({ type: 's', value: title }));
    expect(cells.get('B2')).toEqual(
      expect.objectContaining({ type: 'n', value: '499', format: RUPEE_FORMAT }),
    );
  });

  it('writes yes/no and the category in words, a time as a date, and another currency with its code', () => {
    const fields = PRODUCT_COLUMNS.map((c) => c.field);
    const row = {
      productId: 'TEA1',
      category: 'mens_clothing',
      mrp: '10',
      inStock: 'true',
      removed: 'false',
      currency: 'USD',
    };
    const csv = Papa.unparse({
      fields: [...fields, 'currency'],
      data: [
        [
          ...fields.map((f) =>
            f === 'lastChangedAt' ? '2026-11-20T10:00:00+05:30' : (row[f as keyof typeof row] ?? ''),
          ),
          'USD',
        ],
      ],
    });
    const [values = []] = feedTable('Products', csv, PRODUCT_COLUMNS).rows;
    const at = (field: string) => values[fields.indexOf(field)];
    expect(at('productId')).toBe(row.productId);
    // Named as the grid and the category list name it, not the directory's slug.
    expect(at('category')).toBe("Men's clothing");
    expect(at('mrp')).toEqual({ amount: Number(row.mrp), currency: row.currency });
    expect(at('inStock')).toBe('Yes');
    expect(at('removed')).toBe('No');
    expect(at('lastChangedAt')).toBe('2026-11-20T10:00:00+05:30');
    expect(at('specialPrice')).toBeNull();
  });

  it('writes its headers and yes/no in Hindi when the screens speak Hindi (the titles as they came)', () => {
    useLanguage.setState({ language: 'hi' });
    const csv = Papa.unparse({
      fields: ['productId', 'title', 'inStock', 'codAvailable'],
      data: [['TEA1', 'Assam Tea', 'true', 'false']],
    });
    const table = feedTable('प्रोडक्ट', csv, PRODUCT_COLUMNS);
    const headers = table.columns.map((c) => c.header);
    expect(headers.slice(0, 4)).toEqual(['प्रोडक्ट आईडी', 'कैटेगरी', 'प्रोडक्ट', 'ब्रांड']);
    expect(headers).toContain('स्टॉक में');
    const [values = []] = table.rows;
    const at = (field: string) => values[PRODUCT_COLUMNS.findIndex((c) => c.field === field)];
    expect(at('title')).toBe('Assam Tea');
    expect(at('inStock')).toBe('हाँ');
    expect(at('codAvailable')).toBe('नहीं');
  });
});
