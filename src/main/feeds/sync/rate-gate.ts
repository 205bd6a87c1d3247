import { AppError } from '../../../shared/errors.ts';
import { abortableSleep, raceAbort } from '../../marketplace/http/abort.ts';

/** How many calls may start together: at most this many in any stretch of that many even spacings. */
const BURST = 4;

/**
 * Paces calls to a service with a per-second limit (the affiliate service allows 20 calls/s per affiliate): at most
 * `calls` calls start in any sliding `windowMs`, whoever asks, spread across it in bursts of at most BURST (a
 * window's worth at once arrived bunched behind the pages the service was still building, and its late arrivals
 * shared the service's window with the next burst: 429s). Waiters are served in order; the queue is bounded. The
 * window carries a small margin because the service counts arrivals, which drift from our starts.
 */
export class RateGate {
  readonly #calls: number;
  readonly #windowMs: number;
  readonly #spacingMs: number;
  readonly #maxWaiting: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly #starts: number[] = [];
  #tail: Promise<void> = Promise.resolve();
  #waiting = 0;

  constructor(
    options: {
      calls: number;
      windowMs?: number;
      maxWaiting?: number;
      now?: () => number;
      sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    } = { calls: 20 },
  ) {
    this.#calls = options.calls;
    this.#windowMs = options.windowMs ?? 1050;
    this.#spacingMs = this.#windowMs / this.#calls;
    this.#maxWaiting = options.maxWaiting ?? 1000;
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? abortableSleep;
  }

  /** Resolves when one call may start; rejects with CANCELLED when `signal` aborts first. */
  async take(signal?: AbortSignal): Promise<void> {
    if (this.#waiting >= this.#maxWaiting)
      throw new AppError(
        'RATE_LIMITED',
        'Too many feed calls are waiting; try again when the running syncs finish.',
      );
    this.#waiting++;
    const turn = this.#tail.then(() => this.#wait(signal));
    // The next waiter goes after this one, whether it got through or was cancelled.
    this.#tail = turn.catch(() => undefined);
    try {
      await raceAbort(turn, signal);
    } finally {
      this.#waiting--;
    }
  }

  async #wait(signal: AbortSignal | undefined): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw new AppError('CANCELLED', 'The request was cancelled.');
      const now = this.#now();
      while (this.#starts.length > 0 && this.#starts[0]! <= now - this.#windowMs) this.#starts.shift();
      // The start that leaves the short window last bounds this one: at most BURST starts in BURST spacings.
      const bound = this.#starts.at(-BURST);
      const spacing = bound === undefined ? 0 : Math.ceil(bound + BURST * this.#spacingMs - now);
      const full = this.#starts.length >= this.#calls;
      if (!full && spacing <= 0) {
        this.#starts.push(now);
        return;
      }
      await this.#sleep(Math.max(spacing, full ? this.#starts[0]! + this.#windowMs - now + 1 : 0), signal);
    }
  }
}
