import type { ReadListing } from '../../shared/my-listings/intents.ts';
import type { ChangeStarted, ListingEdit } from '../../shared/my-listings/payloads.ts';
import type { ChangeJournal } from './change-journal.ts';
import type { ChangeService } from './change-service.ts';
import type { MyListingsRepository } from './my-listings-repository.ts';
import type { ReadService } from './read-service.ts';

/**
 * A SKU's outcome in a stock change, as another slice needs it: `done` (the marketplace holds the new stock),
 * `not-done` (refused, stopped on a third value, or never sent), `open` (being sent, or sent and read back when the
 * marketplace answers again), `unsure` (sent, then the change was cancelled: nothing will read it back).
 */
export type SkuOutcome = 'done' | 'not-done' | 'open' | 'unsure';

/**
 * What another slice may ask of My listings' stock (the returns' restock): the stock read now, and a stock change
 * through the same journal, compare and set and locks as the screen's own, so a SKU moves once whoever asks.
 */
export interface StockOffer {
  /** Reads the SKUs from the marketplace now (stored as My listings shows them); answers those listed. */
  readStock(profileId: string, skus: readonly string[], signal?: AbortSignal): Promise<ReadListing[]>;
  /** The SKUs as last read, without asking the marketplace. */
  lastRead(profileId: string, skus: readonly string[]): ReadListing[];
  /** A stock change as a journaled job; `within(changeId, skus)` runs in the transaction that writes it. */
  startStock(
    profileId: string,
    edits: readonly ListingEdit[],
    within: (changeId: string, skus: string[]) => void,
  ): Promise<ChangeStarted>;
  /** Each SKU's outcome in a change; undefined for a change the journal does not hold. */
  outcomes(changeId: string): Map<string, SkuOutcome> | undefined;
}

export function stockOffer(parts: {
  changes: ChangeService;
  journal: ChangeJournal;
  read: ReadService;
  repo: MyListingsRepository;
}): StockOffer {
  const { changes, journal, read, repo } = parts;
  return {
    async readStock(profileId, skus, signal) {
      await read.readSkus(profileId, skus, signal);
      return repo.readListings(profileId, skus);
    },
    lastRead: (profileId, skus) => repo.readListings(profileId, skus),
    startStock: (profileId, edits, within) => changes.start(profileId, edits, undefined, within),
    outcomes(changeId) {
      const change = journal.get(changeId);
      if (change === undefined) return undefined;
      const out = new Map<string, SkuOutcome>();
      for (const r of journal.results(changeId))
        if (r.kind === 'stock') out.set(r.sku, r.failed || r.stopped === true ? 'not-done' : 'done');
      for (const p of journal.pending(changeId)) {
        if (p.kind !== 'stock') continue;
        // A failed change whose item never left is read back before any resume sends it (compare and set).
        const left = change.state === 'running' || (change.state === 'failed' && p.sent);
        out.set(p.sku, left ? 'open' : p.sent ? 'unsure' : 'not-done');
      }
      return out;
    },
  };
}
