import { AppError } from '../../../shared/errors.ts';
import { t } from '../../i18n/backend-language.ts';
import { raceAbort } from '../../marketplace/http/abort.ts';

/**
 * Category syncs run a few at a time (they share the profile's 20 calls/s anyway); the rest wait their turn in a
 * bounded queue. A category is never in the queue twice.
 */
export class SyncQueue {
  readonly #concurrency: number;
  readonly #maxQueued: number;
  readonly #running = new Set<string>();
  readonly #waiting: { key: string; resolve: () => void }[] = [];
  readonly #keys = new Set<string>();

  constructor(concurrency = 4, maxQueued = 64) {
    this.#concurrency = concurrency;
    this.#maxQueued = maxQueued;
  }

  /** Whether a sync of `key` is queued or running. */
  has(key: string): boolean {
    return this.#keys.has(key);
  }

  /** Claims `key` now (so a second start is refused at once); `run` waits its turn, then does the work. */
  claim(key: string): { ahead: number; run<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> } {
    if (this.#keys.has(key)) throw new AppError('VALIDATION', t('feeds.error.alreadySyncing'));
    if (this.#keys.size >= this.#concurrency + this.#maxQueued)
      throw new AppError('RATE_LIMITED', t('feeds.error.tooManyWaiting'));
    this.#keys.add(key);
    const ahead = Math.max(0, this.#keys.size - 1 - (this.#concurrency - 1));
    return {
      ahead,
      run: async (work, signal) => {
        try {
          await raceAbort(this.#turn(key), signal);
          return await work();
        } finally {
          this.#release(key);
        }
      },
    };
  }

  #turn(key: string): Promise<void> {
    if (this.#running.size < this.#concurrency) {
      this.#running.add(key);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiting.push({
        key,
        resolve: () => {
          this.#running.add(key);
          resolve();
        },
      });
    });
  }

  #release(key: string): void {
    this.#keys.delete(key);
    const waiter = this.#waiting.findIndex((w) => w.key === key);
    if (waiter >= 0) this.#waiting.splice(waiter, 1);
    if (!this.#running.delete(key)) return;
    this.#waiting.shift()?.resolve();
  }
}
