import { checkCsvSize, exportCsv, templateCsv } from '../../../../shared/listings/csv.ts';
import type { RowResult } from '../../../../shared/listings/csv.ts';
import { listingsTable, templateTable } from '../../../../shared/listings/sheet-table.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import type { LocationNames } from '../../../../shared/locations/location-names.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { checkXlsxSize } from '../../../../shared/spreadsheet/xlsx-size.ts';
import type { SheetRow } from './sheet-model.ts';
import { downloadBlob, downloadCsv } from '../../ui/download.ts';
import { writeXlsxInWorker } from '../../ui/xlsx/xlsx-in-worker.ts';
import { t } from '../../i18n/index.ts';

/** The Excel files head their columns in the seller's language; the CSV keeps the column ids. */
export async function downloadTemplate(format: FileFormat): Promise<void> {
  if (format === 'csv') downloadCsv('stockroom-listings-template.csv', templateCsv());
  else downloadBlob('stockroom-listings-template.xlsx', await writeXlsxInWorker(templateTable(t)));
}

export async function exportSheet(
  rows: readonly SheetRow[],
  results: ReadonlyMap<string, SkuResult>,
  format: FileFormat,
  names: LocationNames,
): Promise<void> {
  const byRow = new Map<string, RowResult>();
  for (const r of results.values())
    byRow.set(r.sku, { status: r.status, messages: r.issues.map((i) => i.description) });
  const cells = rows.map((r) => r.cells);
  if (format === 'csv') downloadCsv('stockroom-listings.csv', exportCsv(cells, byRow, names));
  else
    downloadBlob('stockroom-listings.xlsx', await writeXlsxInWorker(listingsTable(cells, byRow, names, t)));
}

/** Opening bytes of an .xlsx (a zip) and of an old binary .xls. */
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;
const isOldXls = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/**
 * Reads a chosen file for the import: an Excel workbook's bytes (told by its name or its first bytes) or a CSV's
 * text, refusing one above its size bound before reading it.
 */
export async function readImportFile(file: File): Promise<string | ArrayBuffer> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const excel = /\.xls[xm]?$/i.test(file.name) || isZip(head) || isOldXls(head);
  if (!excel) {
    checkCsvSize(file.size, t);
    return file.text();
  }
  checkXlsxSize(file.size, t);
  return file.arrayBuffer();
}
