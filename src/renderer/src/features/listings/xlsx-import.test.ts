import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { COLUMN_IDS } from '../../../../shared/listings/columns.ts';
import type { Cells } from '../../../../shared/listings/columns.ts';
import { EXAMPLE_ROW } from '../../../../shared/listings/example.ts';
import { HEADER_WORDS } from '../../../../shared/listings/header-words.ts';
import { listingsTable, templateTable } from '../../../../shared/listings/sheet-table.ts';
import { IST_OFFSET_MS } from '../../../../shared/spreadsheet/table.ts';
import { MAX_XLSX_BYTES, MAX_XLSX_UNPACKED_BYTES } from '../../../../shared/spreadsheet/xlsx-size.ts';
import { storedCells } from '../../ui/xlsx/workbook-cells.test-support.ts';
import { DATE_FORMAT, DATETIME_FORMAT, RUPEE_FORMAT, xlsxBlob } from '../../ui/xlsx/write-xlsx.ts';
import { importXlsx } from './xlsx-import.ts';

const buffer = async (blob: Blob) => blob.arrayBuffer();
/** Epoch seconds of the start of a day in India. */
const istDayStart = (y: number, m: number, d: number) => (Date.UTC(y, m - 1, d) - IST_OFFSET_MS) / 1000;

/** Rows a seller's sheet holds: codes that look like numbers, a 16-digit id, lists, a typo, formula-like text. */
const ROWS: Cells[] = [
  {
    ...EXAMPLE_ROW,
    sku: 'TEA-ASSAM-250',
    product_id: '4050681234567891',
    hsn: '0902',
    mrp: '1299',
    selling_price: '999',
    mfg_date: String(istDayStart(2026, 1, 31)),
  },
  {
    sku: '=cmd|calc',
    product_id: '0012345678901',
    hsn: '09023010',
    mrp: 'abc',
    selling_price: '0649',
    package_length: '30 | 25',
    package_weight: '0.4',
    package_fragile: 'true | false',
    location_inventory: '007',
    mfg_date: '1767225600',
    shelf_life: '46656000',
  },
];

/** Column letter (A, B, …) of a header in row 1 of stored cells. */
const letterOf = (cells: Map<string, { value: string }>, header: string) =>
  [...cells].find(([ref, c]) => /^[A-Z]+1$/.test(ref) && c.value === header)?.[0].replace('1', '') ?? '?';

describe('the listing sheet as an Excel file', () => {
  it('gives back every cell exactly: HSN 0902 and a 16-digit id as text, money and dates typed', async () => {
    const blob = await xlsxBlob(listingsTable(ROWS));
    const imported = await importXlsx(await buffer(blob));

    expect(imported.problems).toEqual([]);
    expect(imported.rows).toHaveLength(ROWS.length);
    for (const [i, row] of ROWS.entries())
      for (const id of COLUMN_IDS)
        expect([i, id, imported.rows[i]?.[id] ?? '']).toEqual([i, id, row[id] ?? '']);
    // Worksheet rows: the header is row 1.
    expect(imported.lines).toEqual([2, 3]);

    const cells = await storedCells(blob);
    const at = (id: string, row = 2) => cells.get(`${letterOf(cells, HEADER_WORDS[id] ?? id)}${row}`);
    expect(at('hsn')).toEqual(expect.objectContaining({ type: 's', value: '0902', format: '@' }));
    expect(at('product_id')).toEqual(
      expect.objectContaining({ type: 's', value: ROWS[0]?.product_id, format: '@' }),
    );
    expect(at('mrp')).toEqual(
      expect.objectContaining({ type: 'n', value: ROWS[0]?.mrp, format: RUPEE_FORMAT }),
    );
    expect(at('mfg_date')).toEqual(expect.objectContaining({ type: 'n', format: DATE_FORMAT }));
    // Not the start of a day: the time is kept, so the same instant comes back.
    expect(at('mfg_date', 3)?.format).toBe(DATETIME_FORMAT);
    // What a money column cannot hold as a number stays the text it was.
    expect(at('mrp', 3)).toEqual(expect.objectContaining({ type: 's', value: 'abc' }));
    expect(at('selling_price', 3)).toEqual(expect.objectContaining({ type: 's', value: '0649' }));
    expect(cells.get('A1')?.value).toBe(HEADER_WORDS.sku);
    expect([...cells.values()].filter((c) => /^[A-Z]+1$/.test(c.ref)).map((c) => c.value)).toContain(
      HEADER_WORDS.selling_price,
    );
  });

  it('writes the template with words for headers and the manufacturing date as a date, and reads it back', async () => {
    const blob = await xlsxBlob(templateTable());
    const cells = await storedCells(blob);
    const mfg = cells.get(`${letterOf(cells, HEADER_WORDS.mfg_date ?? '')}2`);
    expect(mfg?.type).toBe('n');
    expect([DATE_FORMAT, DATETIME_FORMAT]).toContain(mfg?.format);
    const imported = await importXlsx(await buffer(blob));
    expect(imported.problems).toEqual([]);
    for (const id of COLUMN_IDS)
      expect([id, imported.rows[0]?.[id] ?? '']).toEqual([id, EXAMPLE_ROW[id] ?? '']);
  });

  it("reads the marketplace panel's file: instructions above the header, its own words, codes in any case", async () => {
    const header = [
      'Seller SKU ID',
      'FSN',
      'Listing Status',
      'MRP (INR)',
      'Your Selling Price (INR)',
      'HSN',
      'Stock',
      'Manufacturing Date',
      'Comments',
    ];
    const blob = await writeXlsxFile(
      [
        [{ value: 'Fill in one row per listing. Do not change the headers.', type: String }],
        [],
        header.map((value) => ({ value, type: String })),
        ['TEA-1', 'TEAEH9UGMUYZJZZA', 'Active', 899, 649, '0902', 25, new Date(Date.UTC(2026, 0, 31)), 'ok'],
        ['TEA-2', 4050681234567891, 'inactive', 899, 649, 902, 10, '2026-02-01', ''],
      ],
      { dateFormat: 'dd/mm/yyyy' },
    ).toBlob();
    const imported = await importXlsx(await buffer(blob));

    expect(imported.rows[0]).toEqual({
      sku: 'TEA-1',
      product_id: 'TEAEH9UGMUYZJZZA',
      listing_status: 'ACTIVE',
      mrp: '899',
      selling_price: '649',
      hsn: '0902',
      location_inventory: '25',
      mfg_date: String(istDayStart(2026, 1, 31)),
    });
    expect(imported.rows[1]).toMatchObject({
      // Kept as the number the workbook holds: the checks hold the row until the id is typed again as text.
      product_id: '4.050681234567891e+15',
      listing_status: 'INACTIVE',
      mfg_date: String(istDayStart(2026, 2, 1)),
    });
    expect(imported.lines).toEqual([4, 5]);
    // Each problem names the worksheet row and the column as the spreadsheet shows it (header and letter).
    expect(imported.problems.map((p) => [p.unit, p.line, p.column, p.severity])).toEqual([
      ['row', 3, 'Comments (I)', 'warning'],
      ['row', 5, 'FSN (B)', 'error'],
      ['row', 5, 'HSN (F)', 'error'],
    ]);
    expect(imported.problems[1]?.message).toContain('Format the column as Text');
    expect(imported.problems[2]?.message).toContain('leading zero');
  });

  it('reads numbers as Excel shows them: leading zeros of a "00000" format, 15 significant digits', async () => {
    const blob = await writeXlsxFile([
      ['SKU', 'HSN', 'MRP', 'Stock'].map((value) => ({ value, type: String })),
      [
        { value: 123, type: Number, format: '00000' },
        { value: 902, type: Number, format: '0000' },
        // A formula's result as Excel stores it: 649 to the 15 digits Excel shows.
        { value: 648.99999999999989, type: Number, format: '0.00' },
        { value: 25, type: Number, format: '0' },
      ],
      [{ value: 'KURTA-1', type: String }, { value: 9023010, type: Number, format: '00000000' }, 899, 3],
    ]).toBlob();
    const imported = await importXlsx(await buffer(blob));
    expect(imported.rows).toEqual([
      { sku: '00123', hsn: '0902', mrp: '649', location_inventory: '25' },
      { sku: 'KURTA-1', hsn: '09023010', mrp: '899', location_inventory: '3' },
    ]);
    expect(imported.problems).toEqual([]);
  });

  it('refuses a workbook too large, too large unpacked, too far-reaching, or not a workbook, with a sentence', async () => {
    const reason = (data: ArrayBuffer) =>
      importXlsx(data).then(
        () => 'read',
        (e: Error) => e.message,
      );

    const huge = new Uint8Array(MAX_XLSX_BYTES + 1);
    huge.set([0x50, 0x4b, 3, 4]);
    expect(await reason(huge.buffer)).toMatch(
      /^This Excel file is \d+ MB; Stockroom imports Excel files of up to/,
    );

    // A zip whose directory says its sheet unpacks past the bound (a "zip bomb"): refused before inflating it.
    const zip = zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet/>') });
    const directory = zip.findLastIndex((_, i) => zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 1);
    new DataView(zip.buffer).setUint32(directory + 24, MAX_XLSX_UNPACKED_BYTES + 1, true);
    expect(await reason(zip.buffer)).toMatch(/^This Excel file unpacks to \d+ MB/);

    // A cell far down the sheet, written in a few bytes: the reader would fill every row up to it.
    const parts = unzipSync(new Uint8Array(await buffer(await writeXlsxFile([['sku'], ['A-1']]).toBlob())));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    parts['xl/worksheets/sheet1.xml'] = strToU8(
      sheet.replace('<row r="2">', '<row r="900000">').replace('r="A2"', 'r="A900000"'),
    );
    expect(await reason(zipSync(parts).buffer as ArrayBuffer)).toMatch(
      /^This Excel file has rows down to row 9,00,000/,
    );
    // A value in the last column would make every row that wide.
    parts['xl/worksheets/sheet1.xml'] = strToU8(
      sheet.replace(
        '</c></row></sheetData>',
        '</c><c r="XFD2" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
      ),
    );
    expect(await reason(zipSync(parts).buffer as ArrayBuffer)).toMatch(/^This Excel file has 16,384 columns/);
    // Formatting alone far down (an empty cell) is dropped by the reader: the file imports.
    parts['xl/worksheets/sheet1.xml'] = strToU8(
      sheet.replace('</sheetData>', '<row r="900000"><c r="A900000" s="0"/></row></sheetData>'),
    );
    expect((await importXlsx(zipSync(parts).buffer as ArrayBuffer)).rows).toEqual([{ sku: 'A-1' }]);

    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await reason(xls.buffer)).toMatch(/old Excel file \(\.xls\)/);
    expect(await reason(strToU8('sku,mrp\nA,1\n').buffer as ArrayBuffer)).toMatch(/not an Excel workbook/);
  });
});
