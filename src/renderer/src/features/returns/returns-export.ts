import Papa from 'papaparse';
import { guardCsvRow } from '../../../../shared/csv/formula-guard.ts';
import type { ReturnRow } from '../../../../shared/returns/return-rows.ts';
import {
  reasonSentence,
  returnSourceWords,
  returnStatusWords,
  returnTabWords,
  returnTypeWords,
} from '../../../../shared/returns/return-words.ts';
import { inEnglish, type Translate } from '../../../../shared/returns/translate.ts';
import { tableOf, type SheetTable, type ValueColumn } from '../../../../shared/spreadsheet/table.ts';

/**
 * The CSV's columns: the row's own field names as headers and its raw values (codes, the marketplace's times as
 * sent), for tools that read it back; text a spreadsheet would run as a formula gets a leading apostrophe.
 */
const FIELDS = [
  'returnId',
  'source',
  'orderItemId',
  'orderId',
  'sku',
  'title',
  'quantity',
  'type',
  'reason',
  'subReason',
  'status',
  'shipmentStatus',
  'courierName',
  'trackingId',
  'createdDate',
  'updatedDate',
  'expectedDate',
  'locationId',
  'selfShip',
  'tab',
  'receivedAt',
] as const satisfies readonly (keyof ReturnRow)[];

/** The rows as CSV text: a header of the field names, then one line per return. */
export function returnRowsCsv(rows: readonly ReturnRow[]): string {
  return Papa.unparse({
    fields: [...FIELDS],
    data: rows.map((r) => guardCsvRow(FIELDS.map((f) => r[f]))),
  });
}

/**
 * The returns as a spreadsheet reads them: headers, codes and tabs in words, ids as text (a long order-item id stays
 * exact), the marketplace's times as dates, locations by the seller's names.
 */
const columns = (
  location: (id: string | null) => string,
  tr: Translate,
): readonly ValueColumn<ReturnRow>[] => [
  { header: tr('returns.xlsx.returnId'), kind: 'text', width: 20, value: (r) => r.returnId },
  { header: tr('returns.xlsx.orderItemId'), kind: 'text', width: 22, value: (r) => r.orderItemId },
  { header: tr('returns.xlsx.orderId'), kind: 'text', width: 22, value: (r) => r.orderId },
  { header: tr('returns.xlsx.sku'), kind: 'text', width: 18, value: (r) => r.sku },
  { header: tr('returns.xlsx.product'), kind: 'text', width: 40, value: (r) => r.title },
  { header: tr('returns.xlsx.quantity'), kind: 'integer', width: 9, value: (r) => r.quantity },
  {
    header: tr('returns.xlsx.source'),
    kind: 'text',
    width: 26,
    value: (r) => returnSourceWords(r.source, tr),
  },
  { header: tr('returns.xlsx.type'), kind: 'text', width: 18, value: (r) => returnTypeWords(r.type, tr) },
  {
    header: tr('returns.xlsx.reason'),
    kind: 'text',
    width: 36,
    value: (r) => reasonSentence(r.reason, r.subReason, tr),
  },
  {
    header: tr('returns.xlsx.status'),
    kind: 'text',
    width: 22,
    value: (r) => returnStatusWords(r.status, tr),
  },
  { header: tr('returns.xlsx.whatToDo'), kind: 'text', width: 20, value: (r) => returnTabWords(r.tab, tr) },
  { header: tr('returns.xlsx.courier'), kind: 'text', width: 16, value: (r) => r.courierName },
  { header: tr('returns.xlsx.trackingId'), kind: 'text', width: 20, value: (r) => r.trackingId },
  { header: tr('returns.xlsx.expected'), kind: 'datetime', width: 18, value: (r) => r.expectedDate },
  { header: tr('returns.xlsx.location'), kind: 'text', width: 18, value: (r) => location(r.locationId) },
  { header: tr('returns.xlsx.created'), kind: 'datetime', width: 18, value: (r) => r.createdDate },
  { header: tr('returns.xlsx.updated'), kind: 'datetime', width: 18, value: (r) => r.updatedDate },
  { header: tr('returns.xlsx.received'), kind: 'datetime', width: 18, value: (r) => r.receivedAt },
];

export function returnsTable(
  rows: readonly ReturnRow[],
  location: (id: string | null) => string,
  tr: Translate = inEnglish,
): SheetTable {
  return tableOf(tr('returns.xlsx.sheet'), columns(location, tr), rows);
}
