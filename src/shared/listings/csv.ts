import Papa from 'papaparse';
import { guardCsvRow, unguardCsvText } from '../csv/formula-guard.ts';
import { AppError } from '../errors.ts';
import { COLUMN_IDS } from './columns.ts';
import type { Cells } from './columns.ts';
import { columnOfHeader } from './csv-headers.ts';
import { mangledValue } from './csv-mangled.ts';
import { EXAMPLE_ROW } from './example.ts';

/** A CSV bigger than this is refused before it is parsed: the sheet holds text, not a warehouse. */
export const MAX_CSV_BYTES = 64 * 1024 * 1024;
export const MAX_CSV_ROWS = 100_000;

export interface CsvProblem {
  /** 1-based line of the file (a quoted field with newlines spans several; this is where its row starts). */
  line: number;
  /** The header as written in the file, when the problem is in one column. */
  column?: string;
  severity: 'error' | 'warning';
  message: string;
}

export interface CsvImport {
  rows: Cells[];
  /** The line each row starts on, for jumping from a problem to its row. */
  lines: number[];
  problems: CsvProblem[];
  delimiter: string;
}

/** The template: a header for every column and one example row that is valid on the Demo profile. */
export function templateCsv(): string {
  return Papa.unparse({ fields: [...COLUMN_IDS], data: [COLUMN_IDS.map((id) => EXAMPLE_ROW[id] ?? '')] });
}

/** Refuses a file that is too large, before reading it. */
export function checkCsvSize(bytes: number): void {
  if (bytes > MAX_CSV_BYTES) {
    const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
    throw new AppError(
      'VALIDATION',
      `This CSV is ${mb(bytes)}; Stockroom imports files of up to ${mb(MAX_CSV_BYTES)} (about ${MAX_CSV_ROWS.toLocaleString('en-US')} listings). Split it and import the parts.`,
      { bytes },
    );
  }
}

/**
 * Reads a listing CSV: UTF-8 with or without BOM; comma, semicolon or tab; quoted fields with newlines; headers
 * matched case- and space-insensitively. Unknown columns, ragged lines and values a spreadsheet mangled are reported
 * with their line and column; nothing is dropped silently.
 */
export function importCsv(text: string): CsvImport {
  checkCsvSize(text.length);
  const body = text.replace(/^\uFEFF/, '');
  const problems: CsvProblem[] = [];
  const rows: Cells[] = [];
  const lines: number[] = [];
  let headers: string[] | undefined;
  let columns: (string | undefined)[] = [];
  // Line numbers: count the newlines between one row's end and the next.
  let offset = 0;
  let line = 1;
  const advanceTo = (cursor: number) => {
    for (let i = offset; i < cursor && i < body.length; i++) if (body.charCodeAt(i) === 10) line++;
    offset = cursor;
  };
  let delimiter = ',';
  let tooMany = false;

  Papa.parse<string[]>(body, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
    step: (result, parser) => {
      // Skip the newlines that separate rows so `line` is where this row starts.
      while (offset < body.length && (body[offset] === '\n' || body[offset] === '\r')) {
        if (body[offset] === '\n') line++;
        offset++;
      }
      const startLine = line;
      advanceTo(result.meta.cursor);
      delimiter = result.meta.delimiter;
      const fields = result.data;
      if (fields.length === 1 && (fields[0] ?? '').trim() === '') return;
      if (headers === undefined) {
        headers = fields;
        columns = fields.map((h) => columnOfHeader(h));
        const seen = new Set<string>();
        fields.forEach((h, i) => {
          const id = columns[i];
          if (id === undefined) {
            if (h.trim() !== '')
              problems.push({
                line: startLine,
                column: h,
                severity: 'warning',
                message: `Unknown column "${h}" was ignored.`,
              });
          } else if (seen.has(id)) {
            problems.push({
              line: startLine,
              column: h,
              severity: 'error',
              message: `Column "${h}" appears twice; the later one was ignored.`,
            });
            columns[i] = undefined;
          } else seen.add(id);
        });
        if (!seen.has('sku'))
          problems.push({ line: startLine, severity: 'error', message: 'The file has no "sku" column.' });
        return;
      }
      if (rows.length >= MAX_CSV_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      if (fields.length !== headers.length)
        problems.push({
          line: startLine,
          severity: 'warning',
          message: `This line has ${fields.length} fields where the header has ${headers.length}.`,
        });
      const cells: Cells = {};
      fields.forEach((written, i) => {
        const id = columns[i];
        if (id === undefined) return;
        // An export guards formula-like text with an apostrophe; the sheet holds the text itself.
        const value = unguardCsvText(written);
        cells[id] = value;
        const mangled = mangledValue(id, value);
        if (mangled !== undefined)
          problems.push({ line: startLine, column: headers?.[i] ?? id, severity: 'error', message: mangled });
      });
      rows.push(cells);
      lines.push(startLine);
    },
  });
  if (headers === undefined) throw new AppError('VALIDATION', 'The CSV is empty: it has no header line.');
  if (tooMany)
    problems.push({
      line,
      severity: 'error',
      message: `Only the first ${MAX_CSV_ROWS.toLocaleString('en-US')} listings were read; split the file and import the rest.`,
    });
  return { rows, lines, problems, delimiter };
}

/** The result columns an export adds after the listing columns. */
export const RESULT_COLUMNS = ['upload_status', 'upload_messages'] as const;

export interface RowResult {
  status: string;
  messages: string[];
}

/**
 * The sheet as CSV, raw values (no grouping), with the result of the last upload of each SKU. Text a spreadsheet
 * would run as a formula gets a leading apostrophe, which `importCsv` removes again.
 */
export function exportCsv(
  rows: readonly Cells[],
  results: ReadonlyMap<string, RowResult> = new Map(),
): string {
  const data = rows.map((cells) => {
    const result = results.get((cells.sku ?? '').trim());
    return guardCsvRow([
      ...COLUMN_IDS.map((id) => cells[id] ?? ''),
      result?.status ?? '',
      result?.messages.join('; ') ?? '',
    ]);
  });
  return Papa.unparse({ fields: [...COLUMN_IDS, ...RESULT_COLUMNS], data });
}
