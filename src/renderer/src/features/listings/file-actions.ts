import { checkCsvSize, exportCsv, templateCsv } from '../../../../shared/listings/csv.ts';
import { cell } from '../../../../shared/listings/columns.ts';
import { resultLabel } from '../../../../shared/listings/result-words.ts';
import type { RowResult } from '../../../../shared/listings/csv.ts';
import { listingsTable, templateTable } from '../../../../shared/listings/sheet-table.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import type { LocationNames } from '../../../../shared/locations/location-names.ts';
import type { FileFormat, SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { checkXlsxSize } from '../../../../shared/spreadsheet/xlsx-size.ts';
import type { SheetRow } from './sheet-model.ts';
import { rowUploadState } from './upload-state.ts';
import type { ChosenFile } from './import-content.ts';
import { downloadCsv } from '../../ui/download.ts';
import { t } from '../../i18n/index.ts';

/** A file the toolbar saves: a CSV is downloaded at once; an Excel table is handed back to be written in the worker. */
type SheetFile = { name: string; table: SheetTable } | null;

/** The Excel files head their columns in the seller's language; the CSV keeps the column ids. */
export function downloadTemplate(format: FileFormat): SheetFile {
  if (format === 'xlsx') return { name: 'stockroom-listings-template.xlsx', table: templateTable(t) };
  downloadCsv('stockroom-listings-template.csv', templateCsv());
  return null;
}

export function exportSheet(
  rows: readonly SheetRow[],
  results: ReadonlyMap<string, SkuResult>,
  format: FileFormat,
  names: LocationNames,
): SheetFile {
  const byRow = new Map<string, RowResult>();
  for (const r of results.values())
    byRow.set(r.sku, { status: r.status, messages: r.issues.map((i) => i.description) });
  // A row edited since its upload holds values the marketplace was never sent: no status (a script must not read
  // SUCCESS beside them), and the sheet's own words for it.
  for (const row of rows) {
    const sku = cell(row.cells, 'sku');
    const last = results.get(sku);
    if (last !== undefined && rowUploadState(row, results) === 'changed')
      byRow.set(sku, {
        status: '',
        messages: [t('listings.grid.changedSince', { last: resultLabel(last.status, t).toLowerCase() })],
      });
  }
  const cells = rows.map((r) => r.cells);
  if (format === 'xlsx')
    return { name: 'stockroom-listings.xlsx', table: listingsTable(cells, byRow, names, t) };
  downloadCsv('stockroom-listings.csv', exportCsv(cells, byRow, names));
  return null;
}

/** Opening bytes of an .xlsx (a zip) and of an old binary .xls. */
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;
const isOldXls = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/**
 * Tells a chosen file's format for the import (an Excel workbook by its name or its first bytes, else a CSV),
 * refusing one above its size bound. The file itself is read by the sheet's worker.
 */
export async function readImportFile(file: File): Promise<ChosenFile> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const excel = /\.xls[xm]?$/i.test(file.name) || isZip(head) || isOldXls(head);
  if (excel) checkXlsxSize(file.size, t);
  else checkCsvSize(file.size, t);
  return { format: excel ? 'xlsx' : 'csv', file };
}
