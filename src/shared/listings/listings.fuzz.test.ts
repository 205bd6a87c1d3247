import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dataOrCodedError,
  fuzzParameters,
  mutated,
  nastyChar,
  newFigures,
  recordFigures,
} from '../../main/testing/fuzz.test-support.ts';
import { COLUMN_IDS, type Cells } from './columns.ts';
import { exportCsv, importCsv, templateCsv } from './csv.ts';
import { EXAMPLE_ROW } from './example.ts';
import { checkRow, checkSheet, hasErrors, toRequest } from './rules.ts';

/**
 * The listing CSV import and the listing rules under generated input. The import gives rows and problems (each
 * with its line) or refuses with VALIDATION; an export imports back unchanged; the rules give issues naming a
 * column, never an exception, and a row they accept becomes a request.
 */
const FILE = 'src/shared/listings/listings.fuzz.test.ts';
const cellText = fc.oneof(
  { weight: 10, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 10, arbitrary: fc.string({ unit: nastyChar, maxLength: 20 }) },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      '0',
      '-1',
      '1e309',
      '8.9E+12',
      '1,299',
      'NaN',
      ' 12 ',
      '|',
      'a|b|c',
      'IN',
      'XX',
    ),
  },
  { weight: 1, arbitrary: fc.constant('x'.repeat(10_000)) },
);
const cells: fc.Arbitrary<Cells> = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...COLUMN_IDS), cellText, { maxKeys: COLUMN_IDS.length }),
    fc.boolean(),
  )
  .map(([c, fromExample]) => (fromExample ? { ...EXAMPLE_ROW, ...c } : c));

describe('listing CSV import under attack', () => {
  it('mutated files give rows and problems on real lines, or VALIDATION', () => {
    const figures = newFigures();
    const seed = exportCsv([
      EXAMPLE_ROW,
      { ...EXAMPLE_ROW, sku: 'B', package_description: 'two\nlines, "quoted"' },
    ]);
    fc.assert(
      fc.property(fc.oneof(mutated(seed), mutated(templateCsv()), fc.string({ maxLength: 300 })), (text) => {
        const outcome = dataOrCodedError(figures, () => importCsv(text), ['VALIDATION']);
        if (outcome instanceof Error) return;
        const lines = text.split(/\r\n|\r|\n/).length;
        for (const p of outcome.problems) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.line).toBeLessThanOrEqual(lines + 1);
          expect(p.message).not.toBe('');
        }
        expect(outcome.lines).toHaveLength(outcome.rows.length);
      }),
      fuzzParameters(),
    );
    recordFigures('Listing CSV import, mutated files', FILE, figures);
  });

  it('an export imports back unchanged, whatever the cells hold', () => {
    const figures = newFigures();
    fc.assert(
      fc.property(fc.array(cells, { minLength: 1, maxLength: 5 }), (rows) => {
        const csv = exportCsv(rows);
        const back = dataOrCodedError(figures, () => importCsv(csv), []);
        if (back instanceof Error) throw back;
        const full = (c: Cells) => Object.fromEntries(COLUMN_IDS.map((id) => [id, c[id] ?? '']));
        expect(back.rows.map(full)).toEqual(rows.map(full));
      }),
      fuzzParameters(),
    );
    recordFigures('Listing CSV export imports back unchanged', FILE, figures);
  });
});

describe('listing rules under attack', () => {
  it('any cells give issues naming a column, and an accepted row becomes a request', () => {
    const figures = newFigures();
    const hostileKeys = fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'x'),
      cellText,
    );
    fc.assert(
      fc.property(cells, hostileKeys, (c, extra) => {
        const row = JSON.parse(JSON.stringify({ ...extra, ...c })) as Cells;
        const issues = dataOrCodedError(figures, () => checkRow(row), []);
        if (issues instanceof Error) throw issues;
        for (const issue of issues) {
          expect(COLUMN_IDS).toContain(issue.column);
          expect(issue.message).not.toBe('');
        }
        if (!hasErrors(issues)) expect(typeof toRequest(row)).toBe('object');
        const sheet = checkSheet([
          { id: 'a', cells: row },
          { id: 'b', cells: row },
        ]);
        // The same SKU twice is always an error on both rows.
        if ((row.sku ?? '').trim() !== '') expect(hasErrors(sheet.get('a'))).toBe(true);
      }),
      fuzzParameters(),
    );
    recordFigures('Listing rules, any cells', FILE, figures);
  });
});
