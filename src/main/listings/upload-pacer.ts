/**
 * How many create calls an upload keeps in flight. A 429 halves it and holds every new call until Retry-After has
 * passed, and remembers the level that was throttled: growth stops one below it. After a run of answered calls the
 * number grows back by one, slowly; after a long run without a 429 the remembered ceiling is lifted by one, so a
 * limit that was raised is found again.
 */
export class UploadPacer {
  readonly #max: number;
  readonly #growAfter: number;
  readonly #probeAfter: number;
  #limit: number;
  #ceiling: number;
  #streak = 0;
  #calm = 0;
  #holdUntil = 0;

  constructor(maxInFlight: number, growAfter = 8, probeAfter = 64) {
    this.#max = Math.max(1, maxInFlight);
    this.#limit = this.#max;
    this.#ceiling = this.#max;
    this.#growAfter = growAfter;
    this.#probeAfter = probeAfter;
  }

  get limit(): number {
    return this.#limit;
  }

  /** Epoch ms before which no new call may start. */
  get holdUntil(): number {
    return this.#holdUntil;
  }

  throttled(now: number, retryAfterMs: number): void {
    this.#ceiling = Math.max(1, this.#limit - 1);
    this.#limit = Math.max(1, Math.floor(this.#limit / 2));
    this.#streak = 0;
    this.#calm = 0;
    this.#holdUntil = Math.max(this.#holdUntil, now + retryAfterMs);
  }

  answered(): void {
    this.#streak++;
    this.#calm++;
    if (this.#calm >= this.#probeAfter && this.#ceiling < this.#max) {
      this.#ceiling++;
      this.#calm = 0;
    }
    if (this.#streak >= this.#growAfter * this.#limit && this.#limit < this.#ceiling) {
      this.#limit++;
      this.#streak = 0;
    }
  }
}
