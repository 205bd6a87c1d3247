import { strToU8, Zip, ZipDeflate } from 'fflate';
import { IST_OFFSET_MS } from '../../../../shared/spreadsheet/table.ts';
import type { SheetColumn, SheetTable, SheetValue } from '../../../../shared/spreadsheet/table.ts';
import { workbookParts, xmlText } from './workbook-parts.ts';
import type { CellStyle } from './workbook-parts.ts';
import { cancelledError, nextTurn, type RowProgress } from './row-progress.ts';

/**
 * A table as an .xlsx workbook, written a chunk of rows at a time: each chunk's XML is deflated into the zip as it is
 * made, progress is told after each chunk, and a cancel is seen between chunks. Texts are written in their cells
 * (inline), so the last row written is the last work done. Text cells carry the `@` (Text)
 * format so a spreadsheet keeps `0902` and 16-digit ids as written; a cell is text in the file, never a formula, so no
 * apostrophe guard is needed. Times are date cells showing India's wall clock; money is a number with a currency
 * format. The file exists only once every row is in it: a cancelled write gives nothing back.
 */

/** Rupees with the Indian locale's symbol (`[$₹-4009]`: ₹ as en-IN writes it), two decimals. */
export const RUPEE_FORMAT = '[$₹-4009]#,##0.00';
export const DATE_FORMAT = 'dd mmm yyyy';
export const DATETIME_FORMAT = 'dd mmm yyyy hh:mm';

/** Rows written between two progress reports (and two looks at the cancel). */
export const ROWS_PER_CHUNK = 1000;

const MARKETPLACE_TIME = /^\d{4}-\d{2}-\d{2}T/;
/** Days from the spreadsheet's day zero (30 Dec 1899) to 1 Jan 1970. */
const EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;

/** Epoch ms, or a marketplace time, as ms whose UTC fields read India's wall clock (a spreadsheet has no zone). */
function wallClock(value: number | string): number | null {
  const ms = typeof value === 'number' ? value : MARKETPLACE_TIME.test(value) ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms + IST_OFFSET_MS : null;
}

function currencyFormat(currency: string): string {
  return currency === 'INR' ? RUPEE_FORMAT : `"${currency.replace(/"/g, '')} "#,##0.00`;
}

/** A cell as the file stores it: a shared text, a number with its format, or a yes/no. */
type StoredValue =
  | { kind: 'text'; text: string; format: string }
  | { kind: 'number'; value: number; format: string }
  | { kind: 'boolean'; value: boolean };

function storedOf(column: SheetColumn, value: SheetValue): StoredValue | null {
  if (value === null || value === '') return null;
  if (typeof value === 'object')
    return { kind: 'number', value: value.amount, format: currencyFormat(value.currency) };
  switch (column.kind) {
    case 'money':
      if (typeof value === 'number') return { kind: 'number', value, format: RUPEE_FORMAT };
      break;
    case 'integer':
      if (typeof value === 'number') return { kind: 'number', value, format: '0' };
      break;
    case 'decimal':
      if (typeof value === 'number') return { kind: 'number', value, format: '' };
      break;
    case 'boolean':
      if (typeof value === 'boolean') return { kind: 'boolean', value };
      break;
    case 'date':
    case 'datetime': {
      if (typeof value === 'boolean') break;
      const ms = wallClock(value);
      if (ms !== null)
        return {
          kind: 'number',
          value: ms / DAY_MS + EPOCH_SERIAL,
          // A time that is not the start of a day keeps its hours, so the file gives back the same instant.
          format: column.kind === 'date' && ms % DAY_MS === 0 ? DATE_FORMAT : DATETIME_FORMAT,
        };
      break;
    }
    case 'text':
      break;
  }
  // Text, and anything a typed column could not hold as its type (kept exactly as the seller wrote it).
  return { kind: 'text', text: String(value), format: '@' };
}

/** `0` → `A`, `27` → `AB`. */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The workbook's cell styles, numbered as the rows first use them. */
class Registry {
  /** Style 0 is the default (General); the header's bold is registered first. */
  readonly styles: CellStyle[] = [{ format: '', bold: false }];
  readonly #styleIds = new Map<string, number>([['0:', 0]]);

  style(format: string, bold = false): number {
    const key = `${bold ? 1 : 0}:${format}`;
    let id = this.#styleIds.get(key);
    if (id === undefined) {
      id = this.styles.length;
      this.styles.push({ format, bold });
      this.#styleIds.set(key, id);
    }
    return id;
  }
}

function cellXml(ref: string, stored: StoredValue, registry: Registry): string {
  switch (stored.kind) {
    case 'boolean':
      return `<c r="${ref}" t="b"><v>${stored.value ? 1 : 0}</v></c>`;
    case 'number': {
      if (!Number.isFinite(stored.value)) return cellXml(ref, textOf(String(stored.value)), registry);
      const style = registry.style(stored.format);
      return `<c r="${ref}"${style === 0 ? '' : ` s="${style}"`}><v>${stored.value}</v></c>`;
    }
    case 'text':
      return `<c r="${ref}" s="${registry.style(stored.format)}" t="inlineStr"><is>${xmlText(stored.text)}</is></c>`;
  }
}

const textOf = (text: string): StoredValue => ({ kind: 'text', text, format: '@' });

export interface WriteOptions {
  /** Told after each chunk of rows: rows written so far of all of them. */
  onProgress?: (progress: RowProgress) => void;
  /** Seen between chunks: the write stops with a `CANCELLED` error and gives no file. */
  signal?: AbortSignal;
  rowsPerChunk?: number;
}

/** The .xlsx file of a table, with the header row frozen and each column as wide as asked. */
export async function xlsxBlob(table: SheetTable, options: WriteOptions = {}): Promise<Blob> {
  const { onProgress, signal, rowsPerChunk = ROWS_PER_CHUNK } = options;
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else parts.push(data);
  });
  const registry = new Registry();
  const bold = registry.style('', true);
  const letters = table.columns.map((_, i) => columnLetters(i));
  const widths = table.columns.map((c) => c.width ?? Math.max(10, Math.min(40, c.header.length + 2)));

  // The package's fixed parts first ([Content_Types].xml leads, as tools that sniff a file expect), the styles last:
  // they are known only once every row has been written.
  const fixed: [string, string][] = [
    ['[Content_Types].xml', workbookParts.contentTypes],
    ['_rels/.rels', workbookParts.rootRels],
    ['xl/workbook.xml', workbookParts.workbook(table.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31))],
    ['xl/_rels/workbook.xml.rels', workbookParts.workbookRels],
  ];
  for (const [name, text] of fixed) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const header = table.columns
    .map((c, i) => `<c r="${letters[i]}1" s="${bold}" t="inlineStr"><is>${xmlText(c.header)}</is></c>`)
    .join('');
  sheet.push(strToU8(workbookParts.sheetStart(widths) + `<row r="1">${header}</row>`));

  const total = table.rows.length;
  for (let start = 0; start < total || start === 0; start += rowsPerChunk) {
    if (signal?.aborted) throw cancelledError();
    let xml = '';
    const end = Math.min(total, start + rowsPerChunk);
    for (let r = start; r < end; r++) {
      const row = table.rows[r] ?? [];
      const number = r + 2;
      xml += `<row r="${number}">`;
      for (let i = 0; i < table.columns.length; i++) {
        const column = table.columns[i];
        const stored = column === undefined ? null : storedOf(column, row[i] ?? null);
        if (stored !== null) xml += cellXml(`${letters[i]}${number}`, stored, registry);
      }
      xml += '</row>';
    }
    sheet.push(strToU8(xml));
    onProgress?.({ done: end, total });
    if (failure) throw failure;
    if (end < total) await nextTurn();
  }
  if (signal?.aborted) throw cancelledError();
  sheet.push(strToU8(workbookParts.sheetEnd), true);

  const styles = new ZipDeflate('xl/styles.xml', { level: 6 });
  zip.add(styles);
  styles.push(strToU8(workbookParts.styles(registry.styles)), true);
  zip.end();
  if (failure) throw failure;
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
