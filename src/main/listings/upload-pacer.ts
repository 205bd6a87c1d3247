/** A call as the pacer saw it start; handed back with its answer. */
export interface PacedCall {
  at: number;
  refused: boolean;
}

/** The window a learned rate is counted over: limits are stated per second. */
const WINDOW_MS = 1000;
/** Calls are spaced for this share of the learned rate, so the jitter of a few ms never makes a 429. */
const HEADROOM = 0.95;
/** Accepted calls that tell a rate even before the upload has been sending for a whole window. */
const MIN_SAMPLE = 8;

/**
 * How an upload spends the marketplace's budget of calls.
 *
 * Calls in flight: a 429 halves them and holds every new call until Retry-After has passed, and remembers the level
 * that was throttled: growth stops one below it. After a run of answered calls the number grows back by one,
 * slowly; after a long run without a 429 the remembered ceiling is lifted by one, so a limit that was raised is
 * found again. The 429s of calls that were already on their way when the first one came back are the same signal:
 * they extend the hold but do not halve again.
 *
 * Rate: a 429 also tells how many calls the marketplace accepts per second: the calls started in the second before
 * the refused one, less those refused (once the upload has sent for a second, or enough calls to tell). From then
 * on calls start evenly spaced at a little under that rate, instead of bursting into the limit and waiting out a
 * whole Retry-After each time; the number in flight, halved all the same, grows back a step per `growAfter`
 * answers up to the maximum, since the rate now keeps within the limit. A further 429 lowers the rate; after
 * `probeAfterMs` without one the rate is raised by a tenth, so a raised limit is found again.
 */
export class UploadPacer {
  readonly #max: number;
  readonly #growAfter: number;
  readonly #probeAfter: number;
  readonly #probeAfterMs: number;
  #limit: number;
  #ceiling: number;
  #streak = 0;
  #calm = 0;
  #holdUntil = 0;
  /** Calls started in the last two windows, oldest first. */
  #recent: PacedCall[] = [];
  #firstStart: number | undefined;
  #lastStart = Number.NEGATIVE_INFINITY;
  #lastThrottle = Number.NEGATIVE_INFINITY;
  #lastRaise = Number.NEGATIVE_INFINITY;
  /** Calls per second to start at, once a 429 has told; undefined before. */
  #rate: number | undefined;

  constructor(maxInFlight: number, growAfter = 8, probeAfter = 64, probeAfterMs = 30_000) {
    this.#max = Math.max(1, maxInFlight);
    this.#limit = this.#max;
    this.#ceiling = this.#max;
    this.#growAfter = growAfter;
    this.#probeAfter = probeAfter;
    this.#probeAfterMs = probeAfterMs;
  }

  get limit(): number {
    return this.#limit;
  }

  /** Epoch ms before which no new call may start. */
  get holdUntil(): number {
    return this.#holdUntil;
  }

  /** Calls per second learned from 429s (undefined until one came). */
  get rate(): number | undefined {
    return this.#rate;
  }

  /** Epoch ms before which the next call may not start, to keep to the learned rate (the hold aside). */
  get nextStart(): number {
    return this.#rate === undefined ? Number.NEGATIVE_INFINITY : this.#lastStart + 1000 / this.#rate;
  }

  /** Records a call starting now. */
  started(now: number): PacedCall {
    const call: PacedCall = { at: now, refused: false };
    this.#firstStart ??= now;
    this.#recent.push(call);
    while ((this.#recent[0]?.at ?? now) <= now - 2 * WINDOW_MS) this.#recent.shift();
    this.#lastStart = now;
    if (
      this.#rate !== undefined &&
      now - Math.max(this.#lastThrottle, this.#lastRaise) >= this.#probeAfterMs
    ) {
      this.#rate *= 1.1;
      this.#lastRaise = now;
    }
    return call;
  }

  throttled(now: number, retryAfterMs: number, call?: PacedCall): void {
    this.#holdUntil = Math.max(this.#holdUntil, now + retryAfterMs);
    if (call !== undefined) call.refused = true;
    // Started before the last 429 came back: the same overrun, already answered.
    if (call !== undefined && call.at < this.#lastThrottle) return;
    this.#lastThrottle = now;
    this.#ceiling = Math.max(1, this.#limit - 1);
    this.#limit = Math.max(1, Math.floor(this.#limit / 2));
    this.#streak = 0;
    this.#calm = 0;
    if (call !== undefined) {
      const accepted = this.#recent.filter(
        (c) => c.at > call.at - WINDOW_MS && c.at < call.at && !c.refused,
      ).length;
      // A whole second of calls before the refused one tells the rate; so do enough calls in a shorter start.
      const sending = call.at - (this.#firstStart ?? call.at);
      if (sending < WINDOW_MS && accepted < MIN_SAMPLE) return;
      const learned = Math.max(1, accepted) * HEADROOM;
      this.#rate = this.#rate === undefined ? learned : Math.min(learned, this.#rate * HEADROOM);
    }
  }

  answered(): void {
    this.#streak++;
    this.#calm++;
    if (this.#calm >= this.#probeAfter && this.#ceiling < this.#max) {
      this.#ceiling++;
      this.#calm = 0;
    }
    // Paced, the rate keeps within the limit; calls in flight grow back to the maximum, a step per `growAfter`.
    const paced = this.#rate !== undefined;
    const ceiling = paced ? this.#max : this.#ceiling;
    const after = paced ? this.#growAfter : this.#growAfter * this.#limit;
    if (this.#streak >= after && this.#limit < ceiling) {
      this.#limit++;
      this.#streak = 0;
    }
  }
}
