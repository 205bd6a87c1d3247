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
const columns = (location: (id: string | null) => string): readonly ValueColumn<ReturnRow>[] => [
  { header: 'Return ID', kind: 'text', width: 20, value: (r) => r.returnId },
  { header: 'Order item ID', kind: 'text', width: 22, value: (r) => r.orderItemId },
  { header: 'Order ID', kind: 'text', width: 22, value: (r) => r.orderId },
  { header: 'SKU', kind: 'text', width: 18, value: (r) => r.sku },
  { header: 'Product', kind: 'text', width: 40, value: (r) => r.title },
  { header: 'Quantity', kind: 'integer', width: 9, value: (r) => r.quantity },
  { header: 'Came back as', kind: 'text', width: 26, value: (r) => returnSourceWords(r.source) },
  { header: 'Type', kind: 'text', width: 18, value: (r) => returnTypeWords(r.type) },
  { header: 'Reason', kind: 'text', width: 36, value: (r) => reasonSentence(r.reason, r.subReason) },
  { header: 'Status', kind: 'text', width: 22, value: (r) => returnStatusWords(r.status) },
  { header: 'What to do', kind: 'text', width: 20, value: (r) => returnTabWords(r.tab) },
  { header: 'Courier', kind: 'text', width: 16, value: (r) => r.courierName },
  { header: 'Tracking ID', kind: 'text', width: 20, value: (r) => r.trackingId },
  { header: 'Expected', kind: 'datetime', width: 18, value: (r) => r.expectedDate },
  { header: 'Location', kind: 'text', width: 18, value: (r) => location(r.locationId) },
  { header: 'Created', kind: 'datetime', width: 18, value: (r) => r.createdDate },
  { header: 'Updated', kind: 'datetime', width: 18, value: (r) => r.updatedDate },
  { header: 'Received in Stockroom', kind: 'datetime', width: 18, value: (r) => r.receivedAt },
];

export function returnsTable(
  rows: readonly ReturnRow[],
  location: (id: string | null) => string,
): SheetTable {
  return tableOf('Returns', columns(location), rows);
}
