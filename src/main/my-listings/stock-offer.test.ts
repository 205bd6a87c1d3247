import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeJournal, STOPPED } from './change-journal.ts';
import type { ChangeService } from './change-service.ts';
import type { MyListingsRepository } from './my-listings-repository.ts';
import type { ReadService } from './read-service.ts';
import { stockOffer } from './stock-offer.ts';
import { openMyListingsDb, stockEdit, tempDir } from './testing/my-listings.test-support.ts';

/**
 * What another slice is told of each SKU of a stock change (the returns' restock decides from it whether a return is
 * back in stock, waits again, or must be checked by hand), from the journal as a change, a crash or a cancel left it.
 */
let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => tmp.remove());

const answer = (status: string, failed = false) => ({ status, failed, words: '' });

describe("the stock offer's outcomes", () => {
  it('says done, not done, open or unsure per SKU', () => {
    const db = openMyListingsDb(tmp.dir);
    const journal = new ChangeJournal(db);
    const offer = stockOffer({
      journal,
      changes: {} as ChangeService,
      read: {} as ReadService,
      repo: {} as MyListingsRepository,
    });
    const skus = ['DONE', 'REFUSED', 'STOPPED', 'SENT', 'WAITING'];
    journal.create(
      'c',
      'demo',
      skus.map((sku, i) => stockEdit(sku, i, 9)),
    );
    journal.markSent('c', 'stock', ['DONE', 'REFUSED', 'SENT']);
    journal.record(
      'c',
      'stock',
      new Map([
        ['DONE', answer('SUCCESS')],
        ['REFUSED', answer('FAILURE', true)],
        ['STOPPED', answer(STOPPED)],
      ]),
    );
    const outcomes = () => Object.fromEntries(offer.outcomes('c') ?? []);
    // Running (or left running by a crash: resumed and read back at the next start).
    expect(outcomes()).toEqual({
      DONE: 'done',
      REFUSED: 'not-done',
      STOPPED: 'not-done',
      SENT: 'open',
      WAITING: 'open',
    });
    // Given up after lost answers: the sent one is read back when the marketplace answers again.
    journal.setState('c', 'failed', '');
    expect(outcomes()).toMatchObject({ SENT: 'open', WAITING: 'not-done' });
    // Cancelled: nothing reads the sent one back.
    journal.setState('c', 'cancelled', 'Cancelled');
    expect(outcomes()).toMatchObject({ SENT: 'unsure', WAITING: 'not-done' });
    expect(offer.outcomes('no-such-change')).toBeUndefined();
  });
});
