import type { MessageId } from '../i18n/catalogue.ts';
import { inEnglish, type Translate } from './translate.ts';

/**
 * Receiving a return in Stockroom: the seller's own record of what came back and in what state. Good goes back to
 * stock (restock.ts); damaged, wrong and missing items are claims to file with the marketplace (claims.ts). Pure.
 */
export const RECEIPT_CONDITIONS = ['good', 'damaged', 'wrong_item', 'missing_item'] as const;
export type ReceiptCondition = (typeof RECEIPT_CONDITIONS)[number];

/** How each condition reads on screen and in the export. */
const CONDITION_IDS: Readonly<Record<ReceiptCondition, MessageId>> = {
  good: 'returns.condition.good',
  damaged: 'returns.condition.damaged',
  wrong_item: 'returns.condition.wrongItem',
  missing_item: 'returns.condition.missingItem',
};

/** A condition in words: "Wrong item". */
export const conditionWords = (condition: ReceiptCondition, tr: Translate = inEnglish): string =>
  tr(CONDITION_IDS[condition]);

/** The longest note and photo path a receipt keeps. */
export const MAX_RECEIPT_NOTE = 1000;
export const MAX_PHOTO_PATH = 1000;

/** A return as the receive panel lists it: arrived at the seller, not yet received in Stockroom. */
export interface ReceivableReturn {
  returnId: string;
  orderItemId: string;
  sku: string | null;
  title: string | null;
  quantity: number;
  locationId: string | null;
  trackingId: string | null;
  /** Courier return (RTO) or customer return, in words. */
  kind: string;
}

/** What the seller records of one arrived return. */
export interface ReceiptInput {
  returnId: string;
  condition: ReceiptCondition;
  note?: string | undefined;
  photoPath?: string | undefined;
}

/** A receipt as kept. */
export interface Receipt {
  returnId: string;
  condition: ReceiptCondition;
  note: string;
  photoPath: string;
  receivedAt: string;
}

/** The problems of a receipt before it is kept, as sentences; none when it may be kept. */
export function receiptProblems(r: ReceiptInput, tr: Translate = inEnglish): string[] {
  const out: string[] = [];
  if ((r.note ?? '').length > MAX_RECEIPT_NOTE)
    out.push(tr('returns.receipt.noteTooLong', { max: String(MAX_RECEIPT_NOTE) }));
  if ((r.photoPath ?? '').length > MAX_PHOTO_PATH)
    out.push(tr('returns.receipt.photoPathTooLong', { max: String(MAX_PHOTO_PATH) }));
  return out;
}

/** "Return R-1 received as good: 2 × MUG-1 can go back in stock." */
export function receivedSentence(
  r: { returnId: string; condition: ReceiptCondition },
  item: { sku: string | null; quantity: number },
  tr: Translate = inEnglish,
): string {
  const { returnId, condition } = r;
  if (condition !== 'good') return tr('returns.receive.receivedClaim', { returnId, condition });
  if (item.sku === null) return tr('returns.receive.receivedNoSku', { returnId });
  return tr('returns.receive.receivedGood', { returnId, quantity: item.quantity, sku: item.sku });
}
