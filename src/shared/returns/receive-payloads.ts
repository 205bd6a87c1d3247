/** Receiving, restock and claims as the screen and the backend both see them (rules in receipt.ts, restock.ts). */

/** A restocked return: on its way (`sending`), back in stock, or sent and then cancelled (`unsure`). */
export type RestockState = 'sending' | 'restocked' | 'unsure';

/** One return received as good, as the restock list shows it. */
export interface RestockItem {
  returnId: string;
  sku: string | null;
  quantity: number;
  locationId: string | null;
  /** `to-restock`: received as good, in no restock yet. */
  state: RestockState | 'to-restock';
  /** The change carrying it, once sent (My listings' results say each SKU's answer in words). */
  changeId: string | null;
  words: string;
}

export interface RestockStarted {
  changeId: string;
  jobId: string;
  /** "Putting 6 units of 3 SKUs back in stock." */
  sentence: string;
}

export interface ReceiveOutcome {
  /** "Return R-1 received as good: 2 units of MUG-1 can go back in stock." */
  sentence: string;
}
