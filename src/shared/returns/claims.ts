import { tableOf, type SheetTable, type ValueColumn } from '../spreadsheet/table.ts';
import { CONDITION_WORDS, type ReceiptCondition } from './receipt.ts';

/**
 * A return received damaged, wrong or missing is a claim the seller files with the marketplace. Stockroom lists what
 * the marketplace asks for with one (the order item, the return id, the courier's tracking id, photos) and keeps
 * whether the seller has filed it. Pure.
 */
export type ClaimState = 'open' | 'filed';

export interface ClaimRow {
  returnId: string;
  orderItemId: string;
  sku: string | null;
  title: string | null;
  quantity: number;
  trackingId: string | null;
  condition: Exclude<ReceiptCondition, 'good'>;
  note: string;
  photoPath: string;
  receivedAt: string;
  state: ClaimState;
  /** When the seller marked it filed (ISO), and the marketplace's reference they typed, if any. */
  filedAt: string | null;
  reference: string;
}

/** What the marketplace asks for that this claim does not have yet, each as a sentence. */
export function claimGaps(c: Pick<ClaimRow, 'trackingId' | 'photoPath' | 'condition'>): string[] {
  const out: string[] = [];
  if ((c.trackingId ?? '') === '') out.push('The tracking id is not known yet: sync returns first.');
  if (c.condition !== 'missing_item' && c.photoPath.trim() === '')
    out.push('No photo yet: the marketplace asks for photos of what arrived.');
  return out;
}

/** Columns of the claims export, the same in CSV (field names, raw values) and Excel (headers in words). */
const COLUMNS: readonly (ValueColumn<ClaimRow> & { field: string })[] = [
  { field: 'returnId', header: 'Return ID', kind: 'text', width: 22, value: (c) => c.returnId },
  { field: 'orderItemId', header: 'Order item ID', kind: 'text', width: 22, value: (c) => c.orderItemId },
  { field: 'trackingId', header: 'Tracking ID', kind: 'text', width: 22, value: (c) => c.trackingId },
  { field: 'sku', header: 'SKU', kind: 'text', width: 18, value: (c) => c.sku },
  { field: 'title', header: 'Product', kind: 'text', width: 40, value: (c) => c.title },
  { field: 'quantity', header: 'Quantity', kind: 'integer', width: 9, value: (c) => c.quantity },
  {
    field: 'condition',
    header: 'Condition',
    kind: 'text',
    width: 14,
    value: (c) => CONDITION_WORDS[c.condition],
  },
  { field: 'note', header: 'Note', kind: 'text', width: 40, value: (c) => c.note },
  { field: 'photoPath', header: 'Photos', kind: 'text', width: 40, value: (c) => c.photoPath },
  { field: 'receivedAt', header: 'Received', kind: 'datetime', width: 18, value: (c) => c.receivedAt },
  { field: 'state', header: 'Claim', kind: 'text', width: 10, value: (c) => c.state },
];

/** The CSV's header (field names) and rows (raw values: the condition as its code). */
export function claimsCsvRows(rows: readonly ClaimRow[]): { fields: string[]; data: unknown[][] } {
  return {
    fields: COLUMNS.map((c) => c.field),
    data: rows.map((r) => COLUMNS.map((c) => (c.field === 'condition' ? r.condition : c.value(r)))),
  };
}

/** The claims as a spreadsheet reads them: headers and conditions in words, ids as text, received as a date. */
export function claimsTable(rows: readonly ClaimRow[]): SheetTable {
  return tableOf('Claims to file', COLUMNS, rows);
}
