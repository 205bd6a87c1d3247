import type { ReceivableReturn } from '../../../shared/returns/receipt.ts';

/** A seller account's cache of a profile, as the returns cache keys it. */
export interface ReturnKey {
  profileId: string;
  account: string;
}

/** What receiving needs of the cached returns: each return's order item, SKU, quantity, location and tracking id. */
export interface ReturnFacts {
  /** The cached returns of these ids (those the cache holds); `arrived`: in the to-receive tab, receivable. */
  find(key: ReturnKey, returnIds: readonly string[]): Map<string, ReceivableReturn & { arrived: boolean }>;
  /** The returns arrived at the seller and not received in Stockroom yet (the to-receive tab), oldest first. */
  toReceive(key: ReturnKey, limit: number): ReceivableReturn[];
}
