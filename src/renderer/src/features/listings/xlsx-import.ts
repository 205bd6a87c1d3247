import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/universal';
import { AppError } from '../../../../shared/errors.ts';
import { COLUMN_BY_ID } from '../../../../shared/listings/columns.ts';
import { columnOfHeader } from '../../../../shared/listings/csv-headers.ts';
import { MAX_IMPORT_ROWS, RecordImport } from '../../../../shared/listings/import-records.ts';
import type { CsvProblem, ImportedRecords } from '../../../../shared/listings/import-records.ts';
import { IST_OFFSET_MS } from '../../../../shared/spreadsheet/table.ts';
import { checkXlsxSize, MAX_XLSX_UNPACKED_BYTES } from '../../../../shared/spreadsheet/xlsx-size.ts';
import { inEnglish, type Translate } from '../../../../shared/listings/words.ts';
import { cancelledError, nextTurn, type RowProgress } from '../../ui/xlsx/row-progress.ts';
import { zeroPaddedAsText } from './xlsx-zero-padded.ts';

/**
 * Reads a listing workbook (.xlsx): Stockroom's own Excel export and template, or the marketplace panel's listing
 * file, whose headers differ (`Seller SKU ID`, `MRP (INR)`) and may sit below a few lines of instructions. The rows
 * go through the same checks as a CSV's, each problem named by its worksheet row and column. Runs in the sheet's
 * worker (validation.worker.ts), so a large workbook never holds the screen.
 */

/** More columns than any listing file has: a workbook that claims more is not one. */
const MAX_COLUMNS = 500;
/** Rows searched for the header (the panel's files put instructions above it). */
const HEADER_SEARCH_ROWS = 10;

const mb = (n: number): number => Math.round(n / (1024 * 1024));

/** A number as the file wrote it (read-excel-file's `parseNumber`), so `0.4` stays `0.4` and long digits stay. */
interface WrittenNumber {
  written: string;
}
type Cell = string | boolean | Date | WrittenNumber | null;

function refuse(message: string): never {
  throw new AppError('VALIDATION', message);
}

/** Refuses what is not an .xlsx workbook or is too large, before the worksheets are parsed. */
function checkWorkbook(data: Uint8Array, t: Translate): void {
  checkXlsxSize(data.byteLength, t);
  if (data[0] === 0xd0 && data[1] === 0xcf && data[2] === 0x11 && data[3] === 0xe0)
    refuse(t('listings.xlsx.oldXls'));
  if (data[0] !== 0x50 || data[1] !== 0x4b) refuse(t('listings.xlsx.notXlsx'));
  let unpacked = 0;
  let widest = 0;
  try {
    // The filter sees each entry's size from the zip's directory; returning false skips inflating it.
    unzipSync(data, {
      filter: (file) => {
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    refuse(t('listings.xlsx.damaged'));
  }
  if (unpacked > MAX_XLSX_UNPACKED_BYTES)
    refuse(
      t('listings.xlsx.unpacksTooLarge', {
        mb: mb(unpacked),
        maxMb: mb(MAX_XLSX_UNPACKED_BYTES),
        rows: MAX_IMPORT_ROWS,
      }),
    );
  // A worksheet may put a value in a far cell (A900000, XFD5) in a few bytes; the reader would fill every row or
  // column up to it. Empty cells (`<c r="A900000" s="1"/>`, formatting only) are dropped by the reader and pass.
  const sheets = unzipSync(data, { filter: (file) => /^xl\/worksheets\/[^/]+\.xml$/.test(file.name) });
  for (const xml of Object.values(sheets)) {
    const text = new TextDecoder().decode(xml);
    for (const m of text.matchAll(/<c\b[^>]*?\br="([A-Z]{1,3})(\d+)"[^>]*?(\/?)>/g)) {
      if (m[3] === '/') continue;
      const row = Number(m[2]);
      if (row > MAX_IMPORT_ROWS + HEADER_SEARCH_ROWS + 1)
        refuse(t('listings.xlsx.rowsTooFar', { row, max: MAX_IMPORT_ROWS }));
      widest = Math.max(widest, columnNumber(m[1] ?? 'A'));
    }
  }
  if (widest > MAX_COLUMNS) refuse(t('listings.xlsx.tooWide', { n: widest, max: MAX_COLUMNS }));
}

/** `A` → 1, `AB` → 28. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** 1 → `A`, 28 → `AB`. */
function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const ID_COLUMNS = new Set(['sku', 'product_id', 'location_id', 'hsn']);

/** Epoch seconds of a date cell (its fields are India's wall clock, as the export writes them). */
function epochSeconds(date: Date): string {
  return String(Math.round((date.getTime() - IST_OFFSET_MS) / 1000));
}

/** A worksheet cell as the sheet's text for `column`, and a problem when the spreadsheet changed the value. */
function textOf(column: string, cell: Cell, t: Translate): { text: string; problem?: string } {
  if (cell === null) return { text: '' };
  if (typeof cell === 'boolean') return { text: String(cell) };
  if (cell instanceof Date) {
    if (column === 'mfg_date') return { text: epochSeconds(cell) };
    return { text: cell.toISOString().slice(0, 10) };
  }
  if (typeof cell === 'object') {
    const written = cell.written;
    // Excel stores at most 15 significant digits of a number: a longer id typed as a number lost its end.
    const digits = written.replace(/^-|\.|e.*$/gi, '').replace(/^0+/, '').length;
    const text = /^-?\d+$/.test(written) ? written : String(Number(written));
    if (ID_COLUMNS.has(column) && (digits > 15 || /e/i.test(written)))
      return {
        // Kept as the number it is ("4.050681234567891e+15"), which the checks hold back until it is typed again:
        // as digits it read as an id and was uploaded with its wrong last digits.
        text: column === 'hsn' ? text : Number(written).toExponential(),
        problem: t('listings.xlsx.idAsNumber', { value: text }),
      };
    // A fraction to the 15 significant digits Excel shows and computes with: a formula's 648.99999999999989 is the
    // 649 the seller saw, not "648.9999999999999" refused as not whole.
    if (!/^-?\d+$/.test(written)) return { text: String(Number(Number(written).toPrecision(15))) };
    return { text };
  }
  const text = cell;
  if (column === 'mfg_date') {
    // A date typed as text (`2026-01-31`): the start of that day in India, as the sheet's date column takes it.
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
    if (m) return { text: epochSeconds(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) };
  }
  // The panel writes `Active`, `true`: the sheet's values are the marketplace's codes.
  const allowed = COLUMN_BY_ID.get(column)?.allowed;
  if (allowed !== undefined && !allowed.includes(text.trim())) {
    const code = allowed.find((a) => a.toLowerCase() === text.trim().toLowerCase());
    if (code !== undefined) return { text: code };
  }
  return { text };
}

/** The worksheet and row of the header: the first sheet with a row (among its first ten) that names the SKU. */
function findHeader(sheets: { sheet: string; data: Cell[][] }[]): { data: Cell[][]; at: number } {
  for (const { data } of sheets)
    for (let at = 0; at < Math.min(HEADER_SEARCH_ROWS, data.length); at++)
      if ((data[at] ?? []).some((c) => typeof c === 'string' && columnOfHeader(c) === 'sku'))
        return { data, at };
  const first = sheets[0]?.data ?? [];
  const at = first.findIndex((row) => row.some((c) => c !== null));
  return { data: first, at: Math.max(0, at) };
}

/** Worksheet rows read between two progress reports (and two looks at the cancel). */
export const READ_ROWS_PER_CHUNK = 1000;

export interface ReadOptions {
  /** Told once the workbook is open, then after each chunk of rows: rows read of the worksheet's rows. */
  onProgress?: (progress: RowProgress) => void;
  /** Seen after the workbook is opened and between chunks: the read stops with a `CANCELLED` error. */
  signal?: AbortSignal;
  rowsPerChunk?: number;
}

/**
 * Reads a listing workbook; throws an AppError with a sentence for a file that is not one or is too large, and a
 * `CANCELLED` one when `signal` aborts. It only reads: a cancelled read leaves nothing changed anywhere.
 */
export async function importXlsx(
  buffer: ArrayBuffer,
  t: Translate = inEnglish,
  options: ReadOptions = {},
): Promise<ImportedRecords> {
  const { onProgress, signal, rowsPerChunk = READ_ROWS_PER_CHUNK } = options;
  if (signal?.aborted) throw cancelledError();
  checkWorkbook(new Uint8Array(buffer), t);
  let sheets: { sheet: string; data: Cell[][] }[];
  try {
    const bytes = new Uint8Array(buffer);
    const padded = zeroPaddedAsText(bytes);
    sheets = (await readXlsxFile<WrittenNumber>(padded === bytes ? buffer : padded.slice().buffer, {
      parseNumber: (written) => ({ written }),
      trim: false,
    })) as unknown as { sheet: string; data: Cell[][] }[];
  } catch {
    refuse(t('listings.xlsx.unreadable'));
  }
  const { data, at } = findHeader(sheets);
  if (data.length === 0) refuse(t('listings.xlsx.empty'));
  if (signal?.aborted) throw cancelledError();
  const total = Math.max(0, data.length - at - 1);
  onProgress?.({ done: 0, total });
  const header = (data[at] ?? []).map((c) =>
    c === null ? '' : typeof c === 'string' ? c : textOf('', c, t).text,
  );
  const records = new RecordImport('row', (_column, written) => written, t);
  const problems: CsvProblem[] = [];
  records.add(header, at + 1);
  const named = header.map((h, i) =>
    h.trim() === '' ? columnLetters(i + 1) : `${h} (${columnLetters(i + 1)})`,
  );
  for (let r = at + 1; r < data.length; r++) {
    const done = r - at - 1;
    if (done > 0 && done % rowsPerChunk === 0) {
      onProgress?.({ done, total });
      await nextTurn();
      if (signal?.aborted) throw cancelledError();
    }
    const row = data[r] ?? [];
    const fields = header.map((_, i) => {
      const column = records.columns[i];
      if (column === undefined) return '';
      const { text, problem } = textOf(column, row[i] ?? null, t);
      if (problem !== undefined)
        problems.push({
          line: r + 1,
          unit: 'row',
          column: named[i] ?? '',
          severity: 'error',
          message: problem,
        });
      return text;
    });
    if (!records.add(fields, r + 1)) break;
  }
  if (signal?.aborted) throw cancelledError();
  onProgress?.({ done: total, total });
  const result = records.finish();
  // Problems the records found name the header as written; add its column letter, as a spreadsheet shows it.
  const byHeader = new Map(header.map((h, i) => [h, named[i] ?? h]));
  // A cell the workbook reading already explained (an id stored as a number) is said once, in the workbook's words.
  const said = new Set(problems.map((p) => `${p.line}|${p.column}`));
  const all = [
    ...result.problems
      .map((p) => (p.column === undefined ? p : { ...p, column: byHeader.get(p.column) ?? p.column }))
      .filter((p) => !said.has(`${p.line}|${p.column}`)),
    ...problems,
  ];
  const place = (p: CsvProblem) => named.indexOf(p.column ?? '');
  all.sort((a, b) => a.line - b.line || place(a) - place(b));
  return { ...result, problems: all };
}
