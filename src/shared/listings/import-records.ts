import { AppError } from '../errors.ts';
import { MAX_CELL_CHARS, type Cells } from './columns.ts';
import { columnOfHeader, normaliseHeader } from './csv-headers.ts';
import { mangledValue } from './csv-mangled.ts';
import { LOCATION_NAME_COLUMN } from './location-name-column.ts';
import { inEnglish, type Translate } from './words.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { translatorFor } from '../i18n/translator.ts';

export const MAX_IMPORT_ROWS = 100_000;

/**
 * The columns an export adds (CSV and Excel): upload results, and location names beside the ids. Read back without
 * a word, as the sheet keeps no such cell.
 */
const RESULT_HEADERS = new Set(
  [
    'upload_status',
    'upload_messages',
    'upload_result',
    LOCATION_NAME_COLUMN,
    // The Excel export's words for them, in every language.
    ...LANGUAGE_CODES.flatMap((language) => {
      const { t } = translatorFor(language);
      return [
        t('listings.header.locationName'),
        t('listings.header.uploadResult'),
        t('listings.header.uploadMessages'),
      ];
    }),
  ].map(normaliseHeader),
);

export interface CsvProblem {
  /** 1-based line of the file, or row of the worksheet (a quoted CSV field with newlines spans several lines). */
  line: number;
  /** Set for a spreadsheet: `line` is the worksheet's row number, shown as "Row N". */
  unit?: 'row';
  /** The header as written in the file, when the problem is in one column. */
  column?: string;
  severity: 'error' | 'warning';
  message: string;
}

export interface ImportedRecords {
  rows: Cells[];
  /** The line (or worksheet row) each row starts on, for jumping from a problem to its row. */
  lines: number[];
  problems: CsvProblem[];
}

/**
 * Reads a listing file record by record, whatever it came in (CSV lines, worksheet rows): the first record is the
 * header, matched by `columnOfHeader`; unknown or repeated columns, ragged records and values a spreadsheet mangled
 * are reported with their place and column; nothing is dropped silently. `value` turns a written cell into the
 * sheet's text for its column (the CSV removes its formula guard, the Excel reader turns dates into epoch seconds).
 */
export class RecordImport {
  readonly #unit: 'line' | 'row';
  readonly #value: (column: string, written: string) => string;
  readonly #t: Translate;
  #headers: string[] | undefined;
  #columns: (string | undefined)[] = [];
  #last = 0;
  #tooMany = false;
  /** The header names no SKU column: the file is refused (1 MB of other bytes became 1,728 rows of errors). */
  #noSku = false;
  readonly rows: Cells[] = [];
  readonly lines: number[] = [];
  readonly problems: CsvProblem[] = [];

  constructor(
    unit: 'line' | 'row',
    value: (column: string, written: string) => string,
    t: Translate = inEnglish,
  ) {
    this.#unit = unit;
    this.#value = value;
    this.#t = t;
  }

  get hasHeader(): boolean {
    return this.#headers !== undefined;
  }

  /** The column ids of the header's fields (undefined for a column the sheet does not have). */
  get columns(): readonly (string | undefined)[] {
    return this.#columns;
  }

  /** A problem at a place of the file (the CSV reader's own, such as a broken quote, come this way too). */
  report(problem: Omit<CsvProblem, 'unit'>): void {
    this.problems.push(this.#unit === 'row' ? { ...problem, unit: 'row' } : problem);
  }

  /** Takes one record starting at `place`; false once the row bound is reached (the caller stops reading). */
  add(fields: readonly string[], place: number): boolean {
    this.#last = place;
    // A blank line of a CSV, or a worksheet row with nothing in it (a CSV line of empty fields is still a row).
    const blank =
      this.#unit === 'line'
        ? fields.length === 1 && (fields[0] ?? '').trim() === ''
        : fields.every((f) => f.trim() === '');
    if (blank) return true;
    if (this.#headers === undefined) {
      this.#header(fields, place);
      return true;
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) {
      this.#tooMany = true;
      return false;
    }
    if (fields.length !== this.#headers.length && this.#unit === 'line')
      this.report({
        line: place,
        severity: 'warning',
        message: this.#t('listings.import.ragged', { n: fields.length, header: this.#headers.length }),
      });
    const cells: Cells = {};
    fields.forEach((written, i) => {
      const id = this.#columns[i];
      if (id === undefined) return;
      // A 60 MB cell held the window for half a minute and could never be saved: left empty, and said where.
      if (written.length > MAX_CELL_CHARS) {
        cells[id] = '';
        this.report({
          line: place,
          column: this.#headers?.[i] ?? id,
          severity: 'error',
          message: this.#t('listings.import.cellTooLong', { max: MAX_CELL_CHARS, n: written.length }),
        });
        return;
      }
      const value = this.#value(id, written);
      cells[id] = value;
      const mangled = mangledValue(id, value, this.#t);
      if (mangled !== undefined)
        this.report({ line: place, column: this.#headers?.[i] ?? id, severity: 'error', message: mangled });
    });
    this.rows.push(cells);
    this.lines.push(place);
    return true;
  }

  #header(fields: readonly string[], place: number): void {
    this.#headers = [...fields];
    this.#columns = fields.map((h) => columnOfHeader(h));
    const seen = new Set<string>();
    fields.forEach((h, i) => {
      const id = this.#columns[i];
      if (id === undefined) {
        if (h.trim() !== '' && !RESULT_HEADERS.has(normaliseHeader(h)))
          this.report({
            line: place,
            column: h,
            severity: 'warning',
            message: this.#t('listings.import.unknownColumn', { header: h }),
          });
      } else if (seen.has(id)) {
        this.report({
          line: place,
          column: h,
          severity: 'error',
          message: this.#t('listings.import.columnTwice', { header: h }),
        });
        this.#columns[i] = undefined;
      } else seen.add(id);
    });
    this.#noSku = !seen.has('sku');
  }

  finish(): ImportedRecords {
    if (this.#tooMany)
      this.report({
        line: this.#last,
        severity: 'error',
        message: this.#t('listings.import.tooManyRows', { max: MAX_IMPORT_ROWS }),
      });
    if (this.#noSku) throw new AppError('VALIDATION', this.#t('listings.import.noSku'));
    return { rows: this.rows, lines: this.lines, problems: this.problems };
  }
}
