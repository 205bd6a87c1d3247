import type { ActionJournal } from './action-journal.ts';

interface Waiting {
  shipmentIds: readonly string[];
  resolve(free: string[]): void;
  reject(error: unknown): void;
}

/**
 * Journals as sent the calls of a round that start together, in one transaction (ActionJournal.markSentAll). A
 * round's first calls start in one go: each asks here, and the marks are written once they all have asked (at the
 * end of the current run of microtasks). Each call still leaves only after its own shipments are committed as sent.
 * One at a time, a transaction each, the five calls of a round waited five times for the write lock while the
 * storage thread wrote a read-back, some 30 ms before the round's first byte left (docs/PERFORMANCE.md, issue 43).
 */
export class SentMarks {
  readonly #journal: Pick<ActionJournal<string>, 'markSentAll'>;
  readonly #id: string;
  #waiting: Waiting[] = [];

  constructor(journal: Pick<ActionJournal<string>, 'markSentAll'>, id: string) {
    this.#journal = journal;
    this.#id = id;
  }

  /** Resolves with those of `shipmentIds` this action may send, once they are journaled as sent. */
  mark(shipmentIds: readonly string[]): Promise<string[]> {
    return new Promise<string[]>((resolve, reject) => {
      if (this.#waiting.length === 0) queueMicrotask(() => this.#write());
      this.#waiting.push({ shipmentIds, resolve, reject });
    });
  }

  #write(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    try {
      const free = this.#journal.markSentAll(
        this.#id,
        waiting.map((w) => w.shipmentIds),
      );
      waiting.forEach((w, i) => w.resolve(free[i] ?? []));
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }
}
