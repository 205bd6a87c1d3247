import { checkCsvSize, exportCsv, templateCsv } from '../../../../shared/listings/csv.ts';
import type { RowResult } from '../../../../shared/listings/csv.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import type { SheetRow } from './sheet-model.ts';
import { downloadCsv } from '../../ui/download.ts';

export function downloadTemplate(): void {
  downloadCsv('stockroom-listings-template.csv', templateCsv());
}

export function exportSheet(rows: readonly SheetRow[], results: ReadonlyMap<string, SkuResult>): void {
  const byRow = new Map<string, RowResult>();
  for (const r of results.values())
    byRow.set(r.sku, { status: r.status, messages: r.issues.map((i) => i.description) });
  downloadCsv(
    'stockroom-listings.csv',
    exportCsv(
      rows.map((r) => r.cells),
      byRow,
    ),
  );
}

/** Reads a chosen CSV, refusing one above the size bound before reading it. */
export async function readCsvFile(file: File): Promise<string> {
  checkCsvSize(file.size);
  return file.text();
}
