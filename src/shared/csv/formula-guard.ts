/**
 * CSV injection guard for every export. Product titles, SKUs, reasons and addresses come from third parties; a
 * spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula
 * (`=HYPERLINK(...)`, `=cmd|...`). Such a text cell is written with a leading apostrophe, which spreadsheets show as
 * plain text. Numbers stay raw, and so does text that is just a number (`-12.5`): no spreadsheet runs it.
 *
 * The guard is reversible: a value that already begins with apostrophes before a formula character gets one more, so
 * `unguardCsvText` (the listing import) gives back exactly what was exported.
 */

const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** The text as it goes into an exported cell. */
export function guardCsvText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Any cell value: strings are guarded, numbers, booleans and empty values go out as they are. */
export function guardCsvCell<T>(value: T): T | string {
  return typeof value === 'string' ? guardCsvText(value) : value;
}

/** A row of cells, guarded. */
export function guardCsvRow(values: readonly unknown[]): unknown[] {
  return values.map(guardCsvCell);
}

/** What an imported cell held before `guardCsvText`: one leading apostrophe before a formula character removed. */
export function unguardCsvText(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}
