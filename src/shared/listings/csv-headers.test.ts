import { describe, expect, it } from 'vitest';
import { COLUMNS } from './columns.ts';
import { columnOfHeader } from './csv-headers.ts';
import { importCsv } from './csv.ts';
import { HEADER_ALIASES, HEADER_WORDS } from './header-words.ts';

describe('listing file headers', () => {
  it('finds every column by its id, its title, its words and each panel word, with or without the unit', () => {
    for (const c of COLUMNS) {
      const headers = [c.id, c.title, HEADER_WORDS[c.id] ?? '', ...(HEADER_ALIASES[c.id] ?? [])];
      for (const header of headers) expect([header, columnOfHeader(header)]).toEqual([header, c.id]);
    }
    expect(columnOfHeader('Your Selling Price (INR)')).toBe('selling_price');
    expect(columnOfHeader('  mrp (₹) ')).toBe('mrp');
    expect(columnOfHeader('Remarks')).toBeUndefined();
    // A required column's asterisk, as sellers' own templates mark them.
    expect(columnOfHeader('SKU*')).toBe('sku');
    expect(columnOfHeader('Selling Price (INR) *')).toBe('selling_price');
  });

  it('takes a column with a blank header for none, not for the SKU', () => {
    expect(columnOfHeader('')).toBeUndefined();
    expect(columnOfHeader('  ')).toBeUndefined();
    // A serial-number column before the SKU, as sellers keep them: the SKUs come from the SKU column.
    const read = importCsv(',SKU,MRP\n1,KURTA-RED-M,899\n2,KURTA-RED-L,899\n');
    expect(read.rows.map((r) => r.sku)).toEqual(['KURTA-RED-M', 'KURTA-RED-L']);
    expect(read.problems).toEqual([]);
  });

  it('a CSV headed in words imports as one headed with the column ids', () => {
    const words = importCsv(`${HEADER_WORDS.sku},${HEADER_WORDS.hsn},${HEADER_WORDS.mrp}\nA-1,0902,899\n`);
    const ids = importCsv('sku,hsn,mrp\nA-1,0902,899\n');
    expect(words.problems).toEqual([]);
    expect(words.rows).toEqual(ids.rows);
  });

  it('reads back the result columns of an export without calling them unknown', () => {
    expect(importCsv('sku,upload_status,upload_messages\nA-1,SUCCESS,\n').problems).toEqual([]);
    expect(importCsv('sku,Remarks\nA-1,x\n').problems.map((p) => p.column)).toEqual(['Remarks']);
  });
});
