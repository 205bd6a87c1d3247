import type { SheetCellKind, SheetTable, SheetValue } from '../spreadsheet/table.ts';
import type { LocationNames } from '../locations/location-names.ts';
import { locationNamesOf, withLocationName } from './location-name-column.ts';
import { COLUMNS } from './columns.ts';
import type { Cells, ColumnDef } from './columns.ts';
import type { RowResult } from './csv.ts';
import { EXAMPLE_ROW } from './example.ts';
import { HEADER_WORD_IDS, inEnglish, type Translate } from './words.ts';

/**
 * The listing sheet as an Excel table: headers in words (in the seller's language; the CSV keeps the column ids), ids and codes (SKU, product id, HSN `0902`) as text, prices
 * and fees as rupee amounts, the manufacturing date as a date. A cell that does not hold what its column takes
 * (a list `30 | 25`, a typo) is written as the text it is, so the file gives back exactly what the sheet held.
 */

const MONEY_COLUMNS = new Set([
  'mrp',
  'selling_price',
  'shipping_local',
  'shipping_zonal',
  'shipping_national',
]);

function kindOf(column: ColumnDef): SheetCellKind {
  if (MONEY_COLUMNS.has(column.id)) return 'money';
  switch (column.kind) {
    case 'int':
    case 'duration':
      return 'integer';
    case 'decimal':
      return 'decimal';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

const WIDTHS: Readonly<Record<string, number>> = {
  sku: 20,
  product_id: 20,
  package_description: 30,
  manufacturer_details: 30,
  importer_details: 30,
  packer_details: 30,
  mfg_date: 18,
};

/** A canonical number (`649`, `0.4`; not `0649`, `1e3` or `649.0`), which a number cell gives back as written. */
function asNumber(text: string): number | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return String(n) === text ? n : undefined;
}

function valueOf(kind: SheetCellKind, text: string): SheetValue {
  if (text === '') return null;
  if (kind === 'money' || kind === 'integer' || kind === 'decimal') return asNumber(text) ?? text;
  // Epoch seconds → epoch ms; the writer shows India's date (and the time, when it is not the day's start).
  if (kind === 'date') return /^\d+$/.test(text) && asNumber(text) !== undefined ? Number(text) * 1000 : text;
  return text;
}

/** The columns with their headers in the language of `t`. */
const sheetColumns = (t: Translate) =>
  COLUMNS.map((c) => {
    const words = HEADER_WORD_IDS[c.id];
    return { id: c.id, header: words === undefined ? c.id : t(words), kind: kindOf(c), width: WIDTHS[c.id] };
  });

/** The sheet's rows, with the latest upload result of each SKU in words. */
export function listingsTable(
  rows: readonly Cells[],
  results: ReadonlyMap<string, RowResult> = new Map(),
  names?: LocationNames,
  t: Translate = inEnglish,
): SheetTable {
  const SHEET_COLUMNS = sheetColumns(t);
  const ids = SHEET_COLUMNS.map((c) => c.id);
  const named = <T>(values: readonly T[], name: () => T): T[] =>
    names === undefined ? [...values] : withLocationName(ids, values, name());
  return {
    sheet: t('listings.sheetName'),
    columns: [
      ...named(
        SHEET_COLUMNS.map(({ header, kind, width }) => ({ header, kind, width })),
        () => ({ header: t('listings.header.locationName'), kind: 'text' as const, width: 20 }),
      ),
      { header: t('listings.header.uploadResult'), kind: 'text', width: 14 },
      { header: t('listings.header.uploadMessages'), kind: 'text', width: 40 },
    ],
    rows: rows.map((cells) => {
      const result = results.get((cells.sku ?? '').trim());
      return [
        ...named(
          SHEET_COLUMNS.map((c) => valueOf(c.kind, cells[c.id] ?? '')),
          () => locationNamesOf(cells, names ?? {}),
        ),
        result?.status ?? null,
        result === undefined ? null : result.messages.join('; '),
      ];
    }),
  };
}

/** The template: every column in words and one example row that the Demo marketplace accepts. */
export function templateTable(t: Translate = inEnglish): SheetTable {
  const SHEET_COLUMNS = sheetColumns(t);
  return {
    sheet: t('listings.sheetName'),
    columns: SHEET_COLUMNS.map(({ header, kind, width }) => ({ header, kind, width })),
    rows: [SHEET_COLUMNS.map((c) => valueOf(c.kind, EXAMPLE_ROW[c.id] ?? ''))],
  };
}
