import Papa from 'papaparse';
import { unguardCsvText } from '../../../../shared/csv/formula-guard.ts';
import type {
  FileFormat,
  SheetCellKind,
  SheetTable,
  SheetValue,
} from '../../../../shared/spreadsheet/table.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';
import { t } from '../../i18n/index.ts';
import { downloadCsv } from '../../ui/download.ts';

/**
 * The feed exports in Excel. The backend writes them as CSV (raw values, field names as headers); for Excel the
 * CSV is read back here and written with headers in words (the seller's language), prices as rupee amounts and
 * times as dates, in a worker. The CSV keeps its field names as headers in every language.
 */
interface FeedColumn {
  field: string;
  header: MessageId;
  /** `yesNo`: true/false in words; `category`: the directory's slug as the grid names it (`mobiles` → Mobiles). */
  kind: SheetCellKind | 'yesNo' | 'category';
}

export const LINK_COLUMNS: readonly FeedColumn[] = [
  { field: 'title', header: 'feeds.table.product', kind: 'text' },
  { field: 'price', header: 'feeds.table.price', kind: 'money' },
  { field: 'mrp', header: 'feeds.column.mrp', kind: 'money' },
  { field: 'discount', header: 'feeds.xlsx.discount', kind: 'decimal' },
  { field: 'link', header: 'feeds.xlsx.link', kind: 'text' },
];

export const PRODUCT_COLUMNS: readonly FeedColumn[] = [
  { field: 'productId', header: 'feeds.xlsx.productId', kind: 'text' },
  { field: 'category', header: 'feeds.column.category', kind: 'category' },
  { field: 'title', header: 'feeds.table.product', kind: 'text' },
  { field: 'brand', header: 'feeds.column.brand', kind: 'text' },
  { field: 'mrp', header: 'feeds.column.mrp', kind: 'money' },
  { field: 'sellingPrice', header: 'feeds.column.sellingPrice', kind: 'money' },
  { field: 'specialPrice', header: 'feeds.product.specialPrice', kind: 'money' },
  { field: 'discountPercentage', header: 'feeds.xlsx.discount', kind: 'decimal' },
  { field: 'inStock', header: 'feeds.stock.in', kind: 'yesNo' },
  { field: 'codAvailable', header: 'feeds.filters.cod', kind: 'yesNo' },
  { field: 'removed', header: 'feeds.xlsx.gone', kind: 'yesNo' },
  { field: 'lastChangedAt', header: 'feeds.xlsx.lastChanged', kind: 'datetime' },
  { field: 'affiliateUrl', header: 'feeds.xlsx.link', kind: 'text' },
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
      return text === 'true' ? t('feeds.yes') : text === 'false' ? t('feeds.no') : text;
    case 'category':
      return categoryLabel(text);
    default:
      return text;
  }
}

/** A feed export's CSV as an Excel table, its words in the language the screens speak. */
export function feedTable(sheet: string, csv: string, columns: readonly FeedColumn[]): SheetTable {
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  return {
    sheet,
    columns: columns.map((c) => ({
      header: t(c.header),
      kind: c.kind === 'yesNo' || c.kind === 'category' ? 'text' : c.kind,
      width: c.kind === 'text' || c.kind === 'category' ? 30 : 14,
    })),
    rows: rows.map((r) => columns.map((c) => valueOf(c, r[c.field] ?? '', r.currency ?? ''))),
  };
}

/**
 * Downloads a feed export as it came (CSV) or as Excel, written by `writeExcel` (the screen's Excel writer, with its
 * progress and Cancel); gives the file's name, or null when the Excel file was cancelled (nothing was saved).
 */
export async function downloadFeedFile(
  fileName: string,
  csv: string,
  format: FileFormat,
  columns: readonly FeedColumn[],
  writeExcel: (name: string, table: SheetTable) => Promise<boolean>,
): Promise<string | null> {
  if (format === 'csv') {
    downloadCsv(fileName, csv);
    return fileName;
  }
  const name = fileName.replace(/\.csv$/, '.xlsx');
  const sheet = t(columns === LINK_COLUMNS ? 'feeds.xlsx.linksSheet' : 'feeds.xlsx.productsSheet');
  return (await writeExcel(name, feedTable(sheet, csv, columns))) ? name : null;
}
