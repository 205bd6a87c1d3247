import { counted } from '../plural.ts';

/**
 * Receiving a return in Stockroom: the seller's own record of what came back and in what state. Good goes back to
 * stock (restock.ts); damaged, wrong and missing items are claims to file with the marketplace (claims.ts). Pure.
 */
export const RECEIPT_CONDITIONS = ['good', 'damaged', 'wrong_item', 'missing_item'] as const;
export type ReceiptCondition = (typeof RECEIPT_CONDITIONS)[number];

/** How each condition reads on screen, in the export and in sentences. */
export const CONDITION_WORDS: Readonly<Record<ReceiptCondition, string>> = {
  good: 'Good',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  missing_item: 'Missing item',
};

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
export function receiptProblems(r: ReceiptInput): string[] {
  const out: string[] = [];
  if ((r.note ?? '').length > MAX_RECEIPT_NOTE) out.push(`A note is at most ${MAX_RECEIPT_NOTE} characters.`);
  if ((r.photoPath ?? '').length > MAX_PHOTO_PATH)
    out.push(`A photo path is at most ${MAX_PHOTO_PATH} characters.`);
  return out;
}

/** "Return R-1 received as good: 2 × MUG-1 can go back in stock." */
export function receivedSentence(
  r: { returnId: string; condition: ReceiptCondition },
  item: { sku: string | null; quantity: number },
): string {
  const head = `Return ${r.returnId} received as ${CONDITION_WORDS[r.condition].toLowerCase()}`;
  if (r.condition !== 'good') return `${head}: it is listed under claims to file.`;
  if (item.sku === null) return `${head}; its SKU is not known, so it cannot go back in stock from here.`;
  return `${head}: ${counted(item.quantity, 'unit')} of ${item.sku} can go back in stock.`;
}
