import type { Worker } from 'node:worker_threads';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../i18n/backend-language.ts';
import type { WalLimit } from '../../storage/wal-limit.ts';
import { startWorkerThread } from '../../storage/worker-thread.ts';
import type { PageResult, StoredPage } from '../feed-repository.ts';

/** Where a walk's pages are stored: the repository on this thread, or FeedStoreThread. */
export interface FeedPageStore {
  /** Stores `pages` in one transaction, after the pages staged for the same category since the last call. */
  applyPages(
    profileId: string,
    category: string,
    pages: readonly StoredPage[],
    at: string,
  ): PageResult[] | Promise<PageResult[]>;
  /**
   * Takes a page of the category's next batch now, ahead of the applyPages call that stores it, so that the caller
   * need not keep it until then. A store without it leaves the caller to keep its batch.
   */
  stage?(profileId: string, category: string, page: StoredPage): void;
  /** Drops the pages staged for the category (their batch will not be stored: the one before it failed). */
  discard?(profileId: string, category: string): void;
}

/** What the feed storage thread starts with. */
export interface FeedStoreWorkerData {
  dataDir: string;
  walLimit: WalLimit;
}

/** What the thread is asked (see feed-store-worker.ts) and answers. */
export type FeedStoreRequest =
  | {
      type: 'store';
      id: number;
      profileId: string;
      category: string;
      pages: readonly StoredPage[];
      at: string;
    }
  | { type: 'stage'; profileId: string; category: string; page: StoredPage }
  | { type: 'discard'; profileId: string; category: string };
export interface FeedStoreReply {
  id: number;
  results?: PageResult[];
  error?: string;
}

/** How long closing waits for the batches on their way to be stored. */
const CLOSE_WAIT_MS = 5_000;
/**
 * The thread's young generation, in MB. Left to V8, it grows to 128 MB in a 100,000-product sync (each batch's
 * pages live from their arrival to their commit), memory the process keeps; a batch of four 1 MB pages and their
 * products fits in this, and what outlives a collection moves on to the old generation.
 */
const YOUNG_GENERATION_MB = 16;

/**
 * A feed sync's pages stored on a thread of their own, with its own connection to the database. Storing a batch of
 * pages is tens of milliseconds of SQLite work (more as a million products fill the indexes); on the backend's
 * thread that work held up the rate gate's timers and the next calls' requests, so a ten-category sync fell short
 * of the service's 20 calls/s while the other core sat idle. Batches are stored in the order they are sent; the
 * thread keeps the process alive only while a batch is on its way.
 */
export class FeedStoreThread implements FeedPageStore {
  readonly #worker: Worker;
  readonly #open = new Map<number, { resolve(results: PageResult[]): void; reject(error: Error): void }>();
  #next = 1;
  #stopped: Error | undefined;

  constructor(dataDir: string, options: { walLimit?: WalLimit } = {}) {
    this.#worker = startWorkerThread(
      'feed-store-worker',
      import.meta.url,
      { dataDir, walLimit: options.walLimit ?? 'alone' } satisfies FeedStoreWorkerData,
      [],
      { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    );
    this.#worker.on('message', (reply: FeedStoreReply) => {
      const call = this.#open.get(reply.id);
      if (call === undefined) return;
      this.#open.delete(reply.id);
      if (this.#open.size === 0) this.#worker.unref();
      if (reply.error === undefined) call.resolve(reply.results ?? []);
      else call.reject(notStored(reply.error));
    });
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`the feed storage thread stopped (exit code ${code})`)),
    );
  }

  /** The thread has ended (closed, or it failed): it takes no more work, and a new one must be started. */
  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  applyPages(
    profileId: string,
    category: string,
    pages: readonly StoredPage[],
    at: string,
  ): Promise<PageResult[]> {
    if (this.#stopped) return Promise.reject(notStored(this.#stopped.message));
    const id = this.#next++;
    return new Promise<PageResult[]>((resolve, reject) => {
      this.#open.set(id, { resolve, reject });
      this.#worker.ref();
      this.#worker.postMessage({
        type: 'store',
        id,
        profileId,
        category,
        pages,
        at,
      } satisfies FeedStoreRequest);
    });
  }

  /**
   * Sends the page to the thread at once: the backend's thread then keeps no page of a batch (a page held there
   * until its batch was sent outlived collections, and the thread's young generation grew to 128 MB with them).
   * A stopped thread takes nothing; the batch's applyPages then fails.
   */
  stage(profileId: string, category: string, page: StoredPage): void {
    if (this.#stopped) return;
    this.#worker.postMessage({ type: 'stage', profileId, category, page } satisfies FeedStoreRequest);
  }

  discard(profileId: string, category: string): void {
    if (this.#stopped) return;
    this.#worker.postMessage({ type: 'discard', profileId, category } satisfies FeedStoreRequest);
  }

  /** Lets the batches on their way be stored (up to a few seconds), then stops the thread. */
  async close(): Promise<void> {
    const pending = [...this.#open.values()].map(
      (call) =>
        new Promise<void>((settle) => {
          const { resolve, reject } = call;
          call.resolve = (results) => (resolve(results), settle());
          call.reject = (error) => (reject(error), settle());
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    this.#stop(new Error('the feed storage thread was closed'));
    await this.#worker.terminate();
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const call of this.#open.values()) call.reject(notStored(error.message));
    this.#open.clear();
  }
}

/** The sentence a sync fails with when its pages could not be stored: what SQLite or the thread said. */
function notStored(why: string): AppError {
  return new AppError('STORAGE', t('feeds.error.pagesNotStored', { reason: why.replace(/[.।]$/, '') }));
}
