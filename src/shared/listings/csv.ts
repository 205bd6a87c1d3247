import Papa from 'papaparse';
import type { LocationNames } from '../locations/location-names.ts';
import { LOCATION_NAME_COLUMN, locationNamesOf, withLocationName } from './location-name-column.ts';
import { guardCsvRow, unguardCsvText } from '../csv/formula-guard.ts';
import { AppError } from '../errors.ts';
import { COLUMN_IDS } from './columns.ts';
import { decodeCsvBytes, isLineEnd } from './csv-decode.ts';
import type { Cells } from './columns.ts';
import { EXAMPLE_ROW } from './example.ts';
import { inEnglish, type Translate } from './words.ts';
import { MAX_IMPORT_ROWS, RecordImport } from './import-records.ts';
import type { ImportedRecords } from './import-records.ts';

/** A CSV bigger than this is refused before it is parsed: the sheet holds text, not a warehouse. */
export const MAX_CSV_BYTES = 64 * 1024 * 1024;
export const MAX_CSV_ROWS = MAX_IMPORT_ROWS;

export interface CsvImport extends ImportedRecords {
  delimiter: string;
}

/** The template: a header for every column and one example row that is valid on the Demo profile. */
export function templateCsv(): string {
  return Papa.unparse({ fields: [...COLUMN_IDS], data: [COLUMN_IDS.map((id) => EXAMPLE_ROW[id] ?? '')] });
}

/** Refuses a file that is too large, before reading it. */
export function checkCsvSize(bytes: number, t: Translate = inEnglish): void {
  if (bytes > MAX_CSV_BYTES) {
    const mb = (n: number) => Math.round(n / (1024 * 1024));
    throw new AppError(
      'VALIDATION',
      t('listings.import.csvTooLarge', { mb: mb(bytes), maxMb: mb(MAX_CSV_BYTES), rows: MAX_CSV_ROWS }),
      { bytes },
    );
  }
}

/**
 * Reads a listing CSV: its text, or its bytes (UTF-8 with or without BOM, or else Windows-1252, which is said with
 * the line where UTF-8 failed); comma, semicolon or tab; quoted fields with newlines; LF, CRLF or CR line ends;
 * headers matched case- and space-insensitively. Unknown columns, ragged lines, broken quotes and values a
 * spreadsheet mangled are reported with their line and column; nothing is dropped silently.
 */
export function importCsv(content: string | Uint8Array, t: Translate = inEnglish): CsvImport {
  checkCsvSize(typeof content === 'string' ? content.length : content.byteLength, t);
  const { text, legacyLine } =
    typeof content === 'string' ? { text: content, legacyLine: null } : decodeCsvBytes(content);
  const body = text.replace(/^\uFEFF/, '');
  // An export guards formula-like text with an apostrophe; the sheet holds the text itself.
  const records = new RecordImport('line', (_column, written) => unguardCsvText(written), t);
  if (legacyLine !== null)
    records.report({ line: legacyLine, severity: 'warning', message: t('listings.import.notUtf8') });
  // Line numbers: count the line ends (LF, CRLF or a lone CR) between one row's end and the next.
  let offset = 0;
  let line = 1;
  const advanceTo = (cursor: number) => {
    for (let i = offset; i < cursor && i < body.length; i++) if (isLineEnd(body, i)) line++;
    offset = cursor;
  };
  let delimiter = ',';

  Papa.parse<string[]>(body, {
    // The header line decides where it names two columns or more; papaparse's own guess wants more than about two
    // fields a line on average, so a two-column file ("sku<TAB>selling_price", a trailing empty line) read as one.
    ...headerDelimiter(body),
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
    step: (result, parser) => {
      // Skip the line ends that separate rows so `line` is where this row starts.
      while (offset < body.length && (body[offset] === '\n' || body[offset] === '\r')) {
        if (isLineEnd(body, offset)) line++;
        offset++;
      }
      const startLine = line;
      advanceTo(result.meta.cursor);
      delimiter = result.meta.delimiter;
      const quotes = result.errors.find((e) => e.type === 'Quotes');
      if (quotes !== undefined)
        records.report({
          line: startLine,
          severity: quotes.code === 'MissingQuotes' ? 'error' : 'warning',
          message: t(
            quotes.code === 'MissingQuotes' ? 'listings.import.quoteOpen' : 'listings.import.quoteStray',
          ),
        });
      if (!records.add(result.data, startLine)) parser.abort();
    },
  });
  if (!records.hasHeader) throw new AppError('VALIDATION', t('listings.import.csvEmpty'));
  return { ...records.finish(), delimiter };
}

/** The delimiter the header line uses most (outside quotes), when it uses one at all. */
function headerDelimiter(body: string): { delimiter?: string } {
  const end = body.search(/[\r\n]/);
  const header = (end < 0 ? body : body.slice(0, end)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: header.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? { delimiter: best.d } : {};
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
  names?: LocationNames,
): string {
  const named = <T>(values: readonly T[], name: () => T): T[] =>
    names === undefined ? [...values] : withLocationName(COLUMN_IDS, values, name());
  const data = rows.map((cells) => {
    const result = results.get((cells.sku ?? '').trim());
    return guardCsvRow([
      ...named(
        COLUMN_IDS.map((id) => cells[id] ?? ''),
        () => locationNamesOf(cells, names ?? {}),
      ),
      result?.status ?? '',
      result?.messages.join('; ') ?? '',
    ]);
  });
  return Papa.unparse({
    fields: [...named(COLUMN_IDS, () => LOCATION_NAME_COLUMN), ...RESULT_COLUMNS],
    data,
  });
}
