import writeXlsxFile from 'write-excel-file/universal';
import type { Cell, SheetData } from 'write-excel-file/universal';
import { IST_OFFSET_MS } from '../../../../shared/spreadsheet/table.ts';
import type { SheetColumn, SheetTable, SheetValue } from '../../../../shared/spreadsheet/table.ts';

/**
 * A table as an .xlsx workbook (write-excel-file). Text cells carry the `@` (Text) format so a spreadsheet keeps
 * `0902` and 16-digit ids as written; a cell is text in the file, never a formula, so no apostrophe guard is needed
 * here. Times are date cells showing India's wall clock; money is a number with a currency format.
 */

/** Rupees with the Indian locale's symbol (`[$₹-4009]`: ₹ as en-IN writes it), two decimals. */
export const RUPEE_FORMAT = '[$₹-4009]#,##0.00';
export const DATE_FORMAT = 'dd mmm yyyy';
export const DATETIME_FORMAT = 'dd mmm yyyy hh:mm';

const MARKETPLACE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** Epoch ms, or a marketplace time, as a Date whose UTC fields read India's wall clock (a spreadsheet has no zone). */
function wallClock(value: number | string): Date | null {
  const ms = typeof value === 'number' ? value : MARKETPLACE_TIME.test(value) ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? new Date(ms + IST_OFFSET_MS) : null;
}

function currencyFormat(currency: string): string {
  return currency === 'INR' ? RUPEE_FORMAT : `"${currency.replace(/"/g, '')} "#,##0.00`;
}

function cellOf(column: SheetColumn, value: SheetValue): Cell {
  if (value === null || value === '') return null;
  if (typeof value === 'object')
    return { value: value.amount, type: Number, format: currencyFormat(value.currency) };
  switch (column.kind) {
    case 'money':
      if (typeof value === 'number') return { value, type: Number, format: RUPEE_FORMAT };
      break;
    case 'integer':
      if (typeof value === 'number') return { value, type: Number, format: '0' };
      break;
    case 'decimal':
      if (typeof value === 'number') return { value, type: Number };
      break;
    case 'boolean':
      if (typeof value === 'boolean') return { value, type: Boolean };
      break;
    case 'date':
    case 'datetime': {
      if (typeof value === 'boolean') break;
      const date = wallClock(value);
      if (date !== null)
        return {
          value: date,
          type: Date,
          // A time that is not the start of a day keeps its hours, so the file gives back the same instant.
          format: column.kind === 'date' && date.getTime() % 86_400_000 === 0 ? DATE_FORMAT : DATETIME_FORMAT,
        };
      break;
    }
    case 'text':
      break;
  }
  // Text, and anything a typed column could not hold as its type (kept exactly as the seller wrote it).
  return { value: String(value), type: String, format: '@' };
}

/** The table as sheet data: a bold header row in words, then one row per record. */
export function sheetData(table: SheetTable): SheetData {
  const header: Cell[] = table.columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
  return [header, ...table.rows.map((row) => table.columns.map((c, i) => cellOf(c, row[i] ?? null)))];
}

/** The .xlsx file of a table, with the header row frozen and each column as wide as asked. */
export function xlsxBlob(table: SheetTable): Promise<Blob> {
  return writeXlsxFile(sheetData(table), {
    sheet: table.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    columns: table.columns.map((c) => ({
      width: c.width ?? Math.max(10, Math.min(40, c.header.length + 2)),
    })),
    stickyRowsCount: 1,
  }).toBlob();
}
