import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { COLUMN_IDS, type Cells } from './columns.ts';
import { checkCsvSize, exportCsv, importCsv, MAX_CSV_BYTES, templateCsv } from './csv.ts';
import { EXAMPLE_ROW } from './example.ts';
import { checkSheet } from './rules.ts';

describe('templateCsv', () => {
  it('has a header for every column and one example row that passes the rules', () => {
    const parsed = importCsv(templateCsv());
    expect(parsed.problems).toEqual([]);
    expect(templateCsv().split('\r\n')[0]?.split(',')).toEqual(COLUMN_IDS);
    expect(parsed.rows).toHaveLength(1);
    expect(checkSheet([{ id: 'r', cells: parsed.rows[0] ?? {} }]).size).toBe(0);
  });
});

describe('importCsv of awkward files', () => {
  it('reads UTF-8 with a BOM, semicolons, and headers written with other case and spaces', () => {
    const text = '\uFEFFSKU ; Product ID;Selling Price;MRP\r\nA-1;TSHENH9UGMUYZJZZ;649;899\r\n';
    const parsed = importCsv(text);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      { sku: 'A-1', product_id: 'TSHENH9UGMUYZJZZ', selling_price: '649', mrp: '899' },
    ]);
  });

  it('reads tabs and quoted fields holding newlines, and numbers lines as the file has them', () => {
    const text = 'sku\tpackage_description\tmrp\nA\t"first line\nsecond line"\t10\n\nB\tplain\t1,299\n';
    const parsed = importCsv(text);
    expect(parsed.delimiter).toBe('\t');
    expect(parsed.rows.map((r) => r.package_description)).toEqual(['first line\nsecond line', 'plain']);
    expect(parsed.lines).toEqual([2, 5]);
    expect(parsed.problems).toEqual([
      {
        line: 5,
        column: 'mrp',
        severity: 'error',
        message: '"1,299" has thousands separators; write the plain number (1299).',
      },
    ]);
  });

  it('tells a whole-rupee column the plain number only when it would be taken: not 123456.50 for "1,23,456.50"', () => {
    const parsed = importCsv('sku\tmrp\nA\t"1,23,456.00"\nB\t"1,23,456.50"\n');
    expect(parsed.problems.map((p) => [p.line, p.message])).toEqual([
      [2, '"1,23,456.00" has thousands separators; write the plain number (123456).'],
    ]);
  });

  it('flags values a spreadsheet mangled, with line and column', () => {
    const text = [
      'sku,product_id,hsn',
      'A,8.9E+12,0401',
      'B,TSHENH9UGMUYZJZZ,401',
      'C,TSHENH9UGMUYZJZZ,6109.0',
    ].join('\n');
    const { problems } = importCsv(text);
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'product_id'],
      [3, 'hsn'],
      [4, 'hsn'],
    ]);
    expect(problems[0]?.message).toContain('scientific notation');
    expect(problems[1]?.message).toBe(
      'HSN "401" has 3 digits: a spreadsheet may have dropped a leading zero (0401?).',
    );
    expect(problems[2]?.message).toContain('".0" added');
  });

  it('reports unknown columns and ragged lines, and keeps the known values', () => {
    const text = 'sku,colour,mrp\nA,blue,10\nB,red\n';
    const parsed = importCsv(text);
    expect(parsed.rows).toEqual([{ sku: 'A', mrp: '10' }, { sku: 'B' }]);
    expect(parsed.problems).toEqual([
      { line: 1, column: 'colour', severity: 'warning', message: 'Unknown column "colour" was ignored.' },
      { line: 3, severity: 'warning', message: 'This line has 2 fields where the header has 3.' },
    ]);
  });

  it('reads Excel\'s plain "CSV" (Windows-1252) as such, and says so on the line of its first such letter', () => {
    // "Café" with é as the one byte E9, as Excel on Windows saves it.
    const bytes = Uint8Array.from(
      Buffer.from('sku,package_description\nPLAIN-1,Tea\nCAF\xe9-1,Caf\xe9 au lait\n', 'latin1'),
    );
    const parsed = importCsv(bytes);
    expect(parsed.rows.map((r) => [r.sku, r.package_description])).toEqual([
      ['PLAIN-1', 'Tea'],
      ['CAFé-1', 'Café au lait'],
    ]);
    expect(parsed.problems).toEqual([
      {
        line: 3,
        severity: 'warning',
        message:
          'This file is not UTF-8, so it was read as Windows-1252 (Excel’s plain "CSV"); its first such letter is on this line. Check the accented letters, or save it as "CSV UTF-8" in Excel.',
      },
    ]);
    // The same letters in UTF-8 (with its BOM, as Excel's "CSV UTF-8" writes it) are read without a word.
    const utf8 = importCsv(new TextEncoder().encode('\uFEFFsku,package_description\nCAFé-1,Café ₹\n'));
    expect(utf8.rows).toEqual([{ sku: 'CAFé-1', package_description: 'Café ₹' }]);
    expect(utf8.problems).toEqual([]);
  });

  it('names the line of a quote never closed, and of a stray one, rather than only the ragged line after', () => {
    const open = importCsv(
      'sku,mrp,package_description\nA-1,10,"Blue mug\nA-2,20,Red mug\nA-3,30,Green mug\n',
    );
    expect(open.rows).toHaveLength(1);
    expect(open.problems).toContainEqual({
      line: 2,
      severity: 'error',
      message:
        'A quote opened on this line is never closed, so the lines after it were read into one cell. Close it, or write "" for a quote inside a cell.',
    });
    const stray = importCsv('sku,package_description\nA-1,"Mug "large" size"\nA-2,Plate\n');
    expect(stray.rows.map((r) => r.sku)).toEqual(['A-1', 'A-2']);
    expect(stray.problems.map((p) => [p.line, p.severity, p.message.slice(0, 40)])).toEqual([
      [2, 'warning', 'A quote on this line is not where CSV al'],
    ]);
  });

  it('reads UTF-16 with its BOM (Excel\'s "Unicode Text", tab-separated)', () => {
    const text = '\uFEFFsku\tmrp\tpackage_description\nCAFÉ-1\t1299\tCafé ₹\n';
    const le = Uint8Array.from(Buffer.from(text, 'utf16le'));
    const be = Uint8Array.from(Buffer.from(text, 'utf16le').swap16());
    for (const bytes of [le, be]) {
      const parsed = importCsv(bytes);
      expect(parsed.rows).toEqual([{ sku: 'CAFÉ-1', mrp: '1299', package_description: 'Café ₹' }]);
      expect(parsed.problems).toEqual([]);
    }
  });

  it('reads a file of two columns by its header’s delimiter (a tab, a semicolon)', () => {
    for (const [text, delimiter] of [
      ['sku\tselling_price\nA-1\t499\n', '\t'],
      ['sku;selling_price\r\nA-1;499\r\n', ';'],
    ] as const) {
      const parsed = importCsv(text);
      expect(parsed.delimiter).toBe(delimiter);
      expect(parsed.rows).toEqual([{ sku: 'A-1', selling_price: '499' }]);
    }
  });

  it('leaves a cell longer than a cell holds empty, and says where', () => {
    const parsed = importCsv(`sku,package_description\nA-1,${'x'.repeat(20_001)}\nA-2,Mug\n`);
    expect(parsed.rows).toEqual([
      { sku: 'A-1', package_description: '' },
      { sku: 'A-2', package_description: 'Mug' },
    ]);
    expect(parsed.problems).toEqual([
      {
        line: 2,
        column: 'package_description',
        severity: 'error',
        message: 'A cell holds at most 20,000 characters; this one has 20,001, so it was left empty.',
      },
    ]);
  });

  it('numbers lines of a file with old Mac line ends (a lone CR) as it has them', () => {
    const parsed = importCsv('sku,colour,mrp\rA,blue,10\rB,red\r\rC,x,1,299\r');
    expect(parsed.lines).toEqual([2, 3, 5]);
    expect(parsed.problems.map((p) => p.line)).toEqual([1, 3, 5]);
  });

  it('refuses a file with no sku column, and an empty file', () => {
    // 1 MB of other bytes became 1,728 rows of errors, replacing the sheet.
    expect(() => importCsv('mrp\n10\n')).toThrow(
      'The file has no "sku" column, so nothing was imported: its first line must name the columns, as the template’s does.',
    );
    expect(() => importCsv('')).toThrow(/no header line/);
  });

  it('refuses a file above the size bound with a sentence, before parsing it', () => {
    expect(() => checkCsvSize(200 * 1024 * 1024)).toThrow(AppError);
    expect(() => checkCsvSize(200 * 1024 * 1024)).toThrow(
      'This CSV is 200 MB; Stockroom imports files of up to 64 MB',
    );
    expect(() => checkCsvSize(MAX_CSV_BYTES)).not.toThrow();
  });
});

describe('exportCsv', () => {
  it('writes raw values and the result columns of the last upload', () => {
    const csv = exportCsv(
      [{ ...EXAMPLE_ROW, mrp: '12999' }],
      new Map([['TSHIRT-BLUE-M', { status: 'FAILURE', messages: ['MRP too high', 'check'] }]]),
    );
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.data[0]?.mrp).toBe('12999');
    expect(parsed.data[0]?.upload_status).toBe('FAILURE');
    expect(parsed.data[0]?.upload_messages).toBe('MRP too high; check');
    // And reads back in, the result columns reported as unknown.
    expect(importCsv(csv).rows[0]?.sku).toBe('TSHIRT-BLUE-M');
  });

  it('guards formula-like text with an apostrophe and imports it back unchanged', () => {
    const rows: Cells[] = [
      {
        ...EXAMPLE_ROW,
        sku: '=HYPERLINK("http://x","y")',
        package_description: "@SUM(A1)\n'=already quoted",
        package_name: "'=x|+y",
        mrp: '-5',
        location_id: "'plain",
      },
    ];
    const csv = exportCsv(
      rows,
      new Map([['=HYPERLINK("http://x","y")', { status: '-FAIL', messages: ['+1 day'] }]]),
    );
    const written = Papa.parse<Record<string, string>>(csv, { header: true }).data[0]!;
    expect(written).toMatchObject({
      sku: `'=HYPERLINK("http://x","y")`,
      package_description: "'@SUM(A1)\n'=already quoted",
      package_name: "''=x|+y",
      mrp: '-5',
      location_id: "'plain",
      upload_status: "'-FAIL",
      upload_messages: "'+1 day",
    });
    const back = importCsv(csv);
    expect(back.rows[0]).toEqual(Object.fromEntries(COLUMN_IDS.map((id) => [id, rows[0]![id] ?? ''])));
  });
});
