import { tableOf, type SheetTable, type ValueColumn } from '../spreadsheet/table.ts';
import { conditionWords, type ReceiptCondition } from './receipt.ts';
import { inEnglish, type Translate } from './translate.ts';

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
export function claimGaps(
  c: Pick<ClaimRow, 'trackingId' | 'photoPath' | 'condition'>,
  tr: Translate = inEnglish,
): string[] {
  const out: string[] = [];
  if ((c.trackingId ?? '') === '') out.push(tr('returns.claims.gap.trackingId'));
  if (c.condition !== 'missing_item' && c.photoPath.trim() === '') out.push(tr('returns.claims.gap.photo'));
  return out;
}

/** The CSV's field names: the row's own, for tools that read it back. */
const FIELDS = [
  'returnId',
  'orderItemId',
  'trackingId',
  'sku',
  'title',
  'quantity',
  'condition',
  'note',
  'photoPath',
  'receivedAt',
  'state',
] as const satisfies readonly (keyof ClaimRow)[];

/** Columns of the claims export in Excel: headers and our words in the seller's language, data as it came. */
const columns = (tr: Translate): readonly ValueColumn<ClaimRow>[] => [
  { header: tr('returns.claims.col.returnId'), kind: 'text', width: 22, value: (c) => c.returnId },
  { header: tr('returns.claims.col.orderItemId'), kind: 'text', width: 22, value: (c) => c.orderItemId },
  { header: tr('returns.claims.col.trackingId'), kind: 'text', width: 22, value: (c) => c.trackingId },
  { header: tr('returns.claims.col.sku'), kind: 'text', width: 18, value: (c) => c.sku },
  { header: tr('returns.claims.col.product'), kind: 'text', width: 40, value: (c) => c.title },
  { header: tr('returns.claims.col.quantity'), kind: 'integer', width: 9, value: (c) => c.quantity },
  {
    header: tr('returns.claims.col.condition'),
    kind: 'text',
    width: 14,
    value: (c) => conditionWords(c.condition, tr),
  },
  { header: tr('returns.claims.col.note'), kind: 'text', width: 40, value: (c) => c.note },
  { header: tr('returns.claims.col.photos'), kind: 'text', width: 40, value: (c) => c.photoPath },
  { header: tr('returns.claims.col.received'), kind: 'datetime', width: 18, value: (c) => c.receivedAt },
  {
    header: tr('returns.claims.col.state'),
    kind: 'text',
    width: 10,
    value: (c) => tr(c.state === 'open' ? 'returns.claims.state.open' : 'returns.claims.state.filed'),
  },
];

/** The CSV's header (field names) and rows (raw values: the condition and the state as their codes). */
export function claimsCsvRows(rows: readonly ClaimRow[]): { fields: string[]; data: unknown[][] } {
  return { fields: [...FIELDS], data: rows.map((r) => FIELDS.map((f) => r[f])) };
}

/** The claims as a spreadsheet reads them: headers and conditions in words, ids as text, received as a date. */
export function claimsTable(rows: readonly ClaimRow[], tr: Translate = inEnglish): SheetTable {
  return tableOf(tr('returns.claims.sheet'), columns(tr), rows);
}
