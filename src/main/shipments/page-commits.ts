import type { CacheKey } from './shipment-writer.ts';
import type { PageStore, StoredPage } from './store-thread.ts';

type Page = StoredPage & {
  /** Runs once the page is committed (progress counts only what is on disk). */
  afterCommit?: () => void;
};

/**
 * The pages a sync's windows bring in, committed together and behind the windows' backs: a window hands its page
 * over and asks for the next at once, while every page that arrived meanwhile goes into one commit when the thread
 * is free. On disk a commit costs far more than the rows in it, and the next answer takes a round trip anyway.
 * At most `limit` pages wait; a window that brings one more waits for the next commit. Each page (with its
 * window's checkpoint, when it is the last) is stored whole or not at all; a failed commit fails every later call.
 */
export class PageCommits {
  readonly #store: PageStore;
  readonly #key: CacheKey;
  readonly #limit: number;
  #pending: Page[] = [];
  #scheduled = false;
  #committing = false;
  #failure: { error: unknown } | undefined;
  #waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(store: PageStore, key: CacheKey, limit: number) {
    this.#store = store;
    this.#key = key;
    this.#limit = Math.max(1, limit);
  }

  /** Queues a page; resolves at once while fewer than `limit` pages wait, else once the next commit has run. */
  store(page: Page): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure.error);
    this.#pending.push(page);
    this.#schedule();
    if (this.#pending.length < this.#limit) return Promise.resolve();
    return this.#nextCommit();
  }

  /** Resolves when every queued page is stored; rejects if a commit failed. */
  async flush(): Promise<void> {
    while (this.#pending.length > 0 || this.#committing) await this.#nextCommit();
    if (this.#failure) throw this.#failure.error;
  }

  #nextCommit(): Promise<void> {
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  #schedule(): void {
    if (this.#scheduled || this.#committing) return;
    this.#scheduled = true;
    // After the I/O already waiting, so answers that arrived meanwhile join this commit.
    setImmediate(() => void this.#commit());
  }

  async #commit(): Promise<void> {
    this.#scheduled = false;
    const batch = this.#pending;
    const waiting = this.#waiting;
    this.#pending = [];
    this.#waiting = [];
    if (batch.length > 0 && !this.#failure) {
      this.#committing = true;
      try {
        // Only the data crosses to a storage thread; the callbacks stay here.
        await this.#store.storePages(
          this.#key,
          batch.map(({ afterCommit: _afterCommit, ...page }) => page),
        );
      } catch (error) {
        this.#failure = { error };
      }
      this.#committing = false;
      if (!this.#failure) for (const page of batch) page.afterCommit?.();
    }
    for (const w of waiting) {
      if (this.#failure) w.reject(this.#failure.error);
      else w.resolve();
    }
    // Pages (and callers waiting) that arrived during an asynchronous commit go with the next one.
    if (this.#pending.length > 0 || this.#waiting.length > 0) this.#schedule();
  }
}
