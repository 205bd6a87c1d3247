/**
 * A table as a spreadsheet should read it: each column says what its cells are, so the Excel writer can store ids
 * and codes as text (a 16-digit id or HSN `0902` kept exactly), times as real dates, and money as numbers with a
 * currency format. Pure data: the screens build it, the writer (in a worker) turns it into an .xlsx file.
 */

/** The two kinds of file an export writes: CSV (raw values, for tools and round trips) or an Excel workbook. */
export type FileFormat = 'csv' | 'xlsx';

export type SheetCellKind = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'datetime' | 'boolean';

export interface SheetColumn {
  /** The header, in words. */
  header: string;
  kind: SheetCellKind;
  /** Width in characters. */
  width?: number | undefined;
}

/**
 * A cell: text, a number, a yes/no, or empty. `date` and `datetime` cells hold epoch milliseconds (or a marketplace
 * time such as `2026-05-01T14:00:00+05:30`) and are shown as the wall clock in India; `money` cells hold a number in
 * rupees, or `{ amount, currency }` for another currency.
 */
export type SheetValue = string | number | boolean | null | { amount: number; currency: string };

export interface SheetTable {
  /** The worksheet's name (at most 31 characters, no `[]:*?/\`). */
  sheet: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetValue[])[];
}

/** India's offset from UTC: the marketplace's times are +05:30 and a seller reads its wall clock. */
export const IST_OFFSET_MS = 5.5 * 3600 * 1000;

/** A column that reads its cell from a record. */
export type ValueColumn<R> = SheetColumn & { value(row: R): SheetValue };

/** Records as a table, one row each, every cell read by its column. */
export function tableOf<R>(
  sheet: string,
  columns: readonly ValueColumn<R>[],
  rows: readonly R[],
): SheetTable {
  return {
    sheet,
    columns: columns.map(({ header, kind, width }) => ({ header, kind, width })),
    rows: rows.map((r) => columns.map((c) => c.value(r))),
  };
}
