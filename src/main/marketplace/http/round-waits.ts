import { AppError } from '../../../shared/errors.ts';

/** The longest Retry-After a job waits out between rounds; a marketplace asking for longer stops the job. */
export const MAX_ROUND_RETRY_AFTER_MS = 5 * 60_000;

/**
 * Between the rounds of an action job (send, then read back what did not answer). Action calls are sent once
 * (a retry could do them twice), so a 429 reaches the job, not the HTTP layer: the job waits as long as the
 * marketplace asked (bounded), and a round held back only by that limit, that still got answers, is no failed
 * round. A marketplace allowing one call in ten seconds then gets every call, one by one, instead of a job that
 * gives up after its rounds with most of its items never sent.
 */
export class RoundWaits {
  #retryAfterMs: number | undefined;
  #otherFailure = false;

  /** Notes a call of this round that failed. */
  failed(error: unknown): void {
    const ms = retryAfterOf(error);
    if (ms === undefined) this.#otherFailure = true;
    else this.#retryAfterMs = Math.max(this.#retryAfterMs ?? 0, ms);
  }

  /**
   * Ends a round: the wait before the next (the Retry-After asked for, else `backoffMs`), and whether the round
   * counts against the job's limit (it does unless it was held back only by the rate limit and moved on).
   */
  end(backoffMs: number, progressed: boolean): RoundEnd {
    const retryAfterMs = this.#retryAfterMs;
    const free = retryAfterMs !== undefined && !this.#otherFailure && progressed;
    this.#retryAfterMs = undefined;
    this.#otherFailure = false;
    if (retryAfterMs === undefined) return { waitMs: backoffMs, counts: true, rateLimited: false };
    return {
      waitMs: free ? retryAfterMs : Math.max(backoffMs, retryAfterMs),
      counts: !free,
      rateLimited: true,
    };
  }
}

export interface RoundEnd {
  waitMs: number;
  counts: boolean;
  /** The marketplace asked for the wait (a Retry-After): worth telling the seller, as it may last minutes. */
  rateLimited: boolean;
}

/** What a job shows while it waits out a Retry-After: "the marketplace asked Stockroom to slow down; waiting 10 s". */
export function slowDownWords(waitMs: number): string {
  const s = Math.ceil(waitMs / 1000);
  const wait = s < 120 ? `${s} s` : `${Math.ceil(s / 60)} min`;
  return `the marketplace asked Stockroom to slow down; waiting ${wait}`;
}

/** The Retry-After of a rate-limited call, when it is one a job waits out. */
function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') return undefined;
  const ms = error.details?.retryAfterMs;
  return typeof ms === 'number' && ms <= MAX_ROUND_RETRY_AFTER_MS ? ms : undefined;
}
