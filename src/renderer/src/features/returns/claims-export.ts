import Papa from 'papaparse';
import { guardCsvRow } from '../../../../shared/csv/formula-guard.ts';
import { fileDay } from '../../../../shared/dates.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { claimsCsvRows, claimsTable, type ClaimRow } from '../../../../shared/returns/claims.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { t } from '../../i18n/index.ts';
import { downloadBlob, downloadCsv } from '../../ui/download.ts';
import { writeXlsxInWorker } from '../../ui/xlsx/xlsx-in-worker.ts';

/** The claims as CSV text: field names, raw values, text a spreadsheet would run as a formula guarded. */
export function claimsCsv(rows: readonly ClaimRow[]): string {
  const { fields, data } = claimsCsvRows(rows);
  return Papa.unparse({ fields, data: data.map(guardCsvRow) });
}

/** Downloads the claims as CSV or Excel (written in a worker); answers the file's name. */
export async function downloadClaims(rows: readonly ClaimRow[], format: FileFormat): Promise<string> {
  const name = `claims-to-file-${fileDay(Date.now(), localTimeZone())}.${format}`;
  if (format === 'csv') downloadCsv(name, claimsCsv(rows));
  else downloadBlob(name, await writeXlsxInWorker(claimsTable(rows, t)));
  return name;
}
