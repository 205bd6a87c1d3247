/**
 * How many create calls an upload keeps in flight. A 429 halves it and holds every new call until Retry-After has
 * passed; after a run of answered calls it grows back by one, slowly, up to the start value.
 */
export class UploadPacer {
  readonly #max: number;
  readonly #growAfter: number;
  #limit: number;
  #streak = 0;
  #holdUntil = 0;

  constructor(maxInFlight: number, growAfter = 8) {
    this.#max = Math.max(1, maxInFlight);
    this.#limit = this.#max;
    this.#growAfter = growAfter;
  }

  get limit(): number {
    return this.#limit;
  }

  /** Epoch ms before which no new call may start. */
  get holdUntil(): number {
    return this.#holdUntil;
  }

  throttled(now: number, retryAfterMs: number): void {
    this.#limit = Math.max(1, Math.floor(this.#limit / 2));
    this.#streak = 0;
    this.#holdUntil = Math.max(this.#holdUntil, now + retryAfterMs);
  }

  answered(): void {
    this.#streak++;
    if (this.#streak >= this.#growAfter * this.#limit && this.#limit < this.#max) {
      this.#limit++;
      this.#streak = 0;
    }
  }
}
