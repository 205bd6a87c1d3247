import { AppError } from '../../../shared/errors.ts';
import { t } from '../../i18n/backend-language.ts';
import { abortableSleep, cancelledError } from '../../marketplace/http/abort.ts';

/**
 * How many calls may start together, to make up for a pause or a timer that fired late. Two: more would make up
 * longer stalls, but the pages of calls started together arrive together and are stored back to back, holding the
 * thread (and the gate's timers) longer still; in rate-gate.test.ts's model at 45 ms a page, four gave 17.3 calls/s
 * and two 19.0.
 */
const BURST = 2;
/** The service's window (a second) plus room for arrivals drifting from our starts. */
const WINDOW_MS = 1020;
/** Added to the window for the average pace: one start every (1,020 + 30) / 20 = 52.5 ms at 20 calls. */
const PACE_MARGIN_MS = 30;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  onAbort(): void;
}

/**
 * Paces calls to a service with a per-second limit (the affiliate service allows 20 calls/s per affiliate), whoever
 * asks. Two rules, both kept:
 *
 * - a hard window: at most `calls` starts in any sliding `windowMs` (the service's second plus a small margin, since
 *   the service counts arrivals, which drift from our starts);
 * - a pace: one start every `spacingMs` on average, by a schedule rather than after the last start, so a timer that
 *   fired late (the thread was storing a page) or a pause is made up by up to BURST starts at once, not lost. Before,
 *   each start waited a fixed spacing after the actual starts before it, and every late timer pushed all later
 *   calls back by as much.
 *
 * Waiters are served in order, except a retry (`{ retry: true }`), which has waited what the service asked already
 * and goes first; the queue is bounded.
 */
export class RateGate {
  readonly #calls: number;
  readonly #windowMs: number;
  readonly #spacingMs: number;
  readonly #burst: number;
  readonly #maxWaiting: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly #starts: number[] = [];
  readonly #queue: Waiter[] = [];
  /** When the pace's next start is due (the theoretical arrival time of a GCRA); earlier by up to BURST - 1 spacings. */
  #due = Number.NEGATIVE_INFINITY;
  #pumping = false;

  constructor(
    options: {
      calls: number;
      windowMs?: number;
      spacingMs?: number;
      maxWaiting?: number;
      now?: () => number;
      sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    } = { calls: 20 },
  ) {
    this.#calls = options.calls;
    this.#windowMs = options.windowMs ?? WINDOW_MS;
    this.#spacingMs = options.spacingMs ?? (this.#windowMs + PACE_MARGIN_MS) / this.#calls;
    this.#burst = Math.min(BURST, this.#calls);
    this.#maxWaiting = options.maxWaiting ?? 1000;
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? abortableSleep;
  }

  /**
   * Resolves when one call may start; rejects with CANCELLED when `signal` aborts first. A retry goes ahead of the
   * calls waiting: it has waited its Retry-After, and should not wait for every other call as well.
   */
  take(signal?: AbortSignal, options: { retry?: boolean } = {}): Promise<void> {
    if (this.#queue.length >= this.#maxWaiting)
      return Promise.reject(new AppError('RATE_LIMITED', t('feeds.error.tooManyCalls')));
    if (signal?.aborted) return Promise.reject(cancelledError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const at = this.#queue.indexOf(waiter);
          if (at >= 0) this.#queue.splice(at, 1);
          reject(cancelledError());
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      if (options.retry === true) this.#queue.unshift(waiter);
      else this.#queue.push(waiter);
      void this.#pump();
    });
  }

  /** Lets the waiters through one by one as the window and the pace allow; one pump at a time. */
  async #pump(): Promise<void> {
    if (this.#pumping) return;
    this.#pumping = true;
    try {
      while (this.#queue.length > 0) {
        const now = this.#now();
        const wait = this.#wait(now);
        if (wait > 0) {
          // Not cancelled by a waiter's signal: a cancelled waiter leaves the queue, the others still need the pump.
          await this.#sleep(wait);
          continue;
        }
        const waiter = this.#queue.shift()!;
        waiter.signal?.removeEventListener('abort', waiter.onAbort);
        this.#starts.push(now);
        this.#due = Math.max(this.#due, now) + this.#spacingMs;
        waiter.resolve();
      }
    } catch (error) {
      // The sleep failed (it never should): the waiters hear it rather than wait for ever.
      for (const waiter of this.#queue.splice(0)) waiter.reject(error);
    } finally {
      this.#pumping = false;
    }
  }

  /** Milliseconds until the next start is allowed (0: now). */
  #wait(now: number): number {
    while (this.#starts.length > 0 && this.#starts[0]! <= now - this.#windowMs) this.#starts.shift();
    const byWindow = this.#starts.length >= this.#calls ? this.#starts[0]! + this.#windowMs - now + 1 : 0;
    const byPace = Math.ceil(this.#due - (this.#burst - 1) * this.#spacingMs - now);
    return Math.max(byWindow, byPace, 0);
  }
}
