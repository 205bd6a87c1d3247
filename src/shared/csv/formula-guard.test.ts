import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { guardCsvCell, guardCsvRow, guardCsvText, unguardCsvText } from './formula-guard.ts';

describe('guardCsvText', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', '=', '-'])
      expect(guardCsvText(text)).toBe(`'${text}`);
  });

  it('leaves plain text and plain numbers as they are', () => {
    for (const text of ['Phone', 'a=b', '', ' =x', '-12.5', '+91', '1e5', '-.5', "'quoted", '12-04'])
      expect(guardCsvText(text)).toBe(text);
    expect(guardCsvCell(-5)).toBe(-5);
    expect(guardCsvCell(true)).toBe(true);
    expect(guardCsvCell(null)).toBe(null);
    expect(guardCsvRow(['=1', 2, '-x'])).toEqual(["'=1", 2, "'-x"]);
  });

  it('is undone exactly by unguardCsvText, also for text that began with apostrophes', () => {
    for (const text of ['=x', "'=x", "''@y", "'plain", 'plain', '-1', '-a', '\t', "'", ''])
      expect(unguardCsvText(guardCsvText(text))).toBe(text);
  });

  it('survives a CSV round trip through papaparse', () => {
    const row = ['=HYPERLINK("http://x","y")', '-3', 'a,b', '@x'];
    const csv = Papa.unparse({ fields: ['a', 'b', 'c', 'd'], data: [guardCsvRow(row)] });
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")",-3,"a,b",'@x`);
    const back = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data[1]!.map(unguardCsvText);
    expect(back).toEqual(row);
  });
});
