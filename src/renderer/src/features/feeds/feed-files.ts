import Papa from 'papaparse';
import { unguardCsvText } from '../../../../shared/csv/formula-guard.ts';
import type {
  FileFormat,
  SheetCellKind,
  SheetTable,
  SheetValue,
} from '../../../../shared/spreadsheet/table.ts';
import { downloadBlob, downloadCsv } from '../../ui/download.ts';
import { writeXlsxInWorker } from '../../ui/xlsx/xlsx-in-worker.ts';

/**
 * The feed exports in Excel. The backend writes them as CSV (raw values, field names as headers); for Excel the
 * CSV is read back here and written with headers in words, prices as rupee amounts and times as dates, in a worker.
 */
interface FeedColumn {
  field: string;
  header: string;
  kind: SheetCellKind | 'yesNo';
}

export const LINK_COLUMNS: readonly FeedColumn[] = [
  { field: 'title', header: 'Product', kind: 'text' },
  { field: 'price', header: 'Price', kind: 'money' },
  { field: 'mrp', header: 'MRP', kind: 'money' },
  { field: 'discount', header: 'Discount (%)', kind: 'decimal' },
  { field: 'link', header: 'Affiliate link', kind: 'text' },
];

export const PRODUCT_COLUMNS: readonly FeedColumn[] = [
  { field: 'productId', header: 'Product ID', kind: 'text' },
  { field: 'category', header: 'Category', kind: 'text' },
  { field: 'title', header: 'Product', kind: 'text' },
  { field: 'brand', header: 'Brand', kind: 'text' },
  { field: 'mrp', header: 'MRP', kind: 'money' },
  { field: 'sellingPrice', header: 'Selling price', kind: 'money' },
  { field: 'specialPrice', header: 'Special price', kind: 'money' },
  { field: 'discountPercentage', header: 'Discount (%)', kind: 'decimal' },
  { field: 'inStock', header: 'In stock', kind: 'yesNo' },
  { field: 'codAvailable', header: 'Cash on delivery', kind: 'yesNo' },
  { field: 'removed', header: 'Gone from the feed', kind: 'yesNo' },
  { field: 'lastChangedAt', header: 'Last changed', kind: 'datetime' },
  { field: 'affiliateUrl', header: 'Affiliate link', kind: 'text' },
];

function valueOf(column: FeedColumn, written: string, currency: string): SheetValue {
  const text = unguardCsvText(written);
  if (text === '') return null;
  const n = Number(text);
  switch (column.kind) {
    case 'money':
      if (!Number.isFinite(n)) return text;
      return currency === '' || currency === 'INR' ? n : { amount: n, currency };
    case 'decimal':
    case 'integer':
      return Number.isFinite(n) ? n : text;
    case 'yesNo':
      return text === 'true' ? 'Yes' : text === 'false' ? 'No' : text;
    default:
      return text;
  }
}

/** A feed export's CSV as an Excel table. */
export function feedTable(sheet: string, csv: string, columns: readonly FeedColumn[]): SheetTable {
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  return {
    sheet,
    columns: columns.map((c) => ({
      header: c.header,
      kind: c.kind === 'yesNo' ? 'text' : c.kind,
      width: c.kind === 'text' ? 30 : 14,
    })),
    rows: rows.map((r) => columns.map((c) => valueOf(c, r[c.field] ?? '', r.currency ?? ''))),
  };
}

/** Downloads a feed export as it came (CSV) or as Excel; gives the file's name. */
export async function downloadFeedFile(
  fileName: string,
  csv: string,
  format: FileFormat,
  columns: readonly FeedColumn[],
): Promise<string> {
  if (format === 'csv') {
    downloadCsv(fileName, csv);
    return fileName;
  }
  const name = fileName.replace(/\.csv$/, '.xlsx');
  downloadBlob(
    name,
    await writeXlsxInWorker(feedTable(columns === LINK_COLUMNS ? 'Links' : 'Products', csv, columns)),
  );
  return name;
}
