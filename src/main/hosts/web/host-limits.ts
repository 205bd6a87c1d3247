/**
 * What the web host holds at once, whoever asks. A browser tab opens one event stream and sends calls of a few
 * kilobytes; a flood of streams or of large bodies (a stuck script, another program with a stolen cookie) must not
 * take the backend's memory or its file handles, and the host must go on answering the page that works.
 */
export interface WebHostLimits {
  /** Event streams open at once (one per tab). */
  eventStreams: number;
  /** Bytes of events waiting for one stream's reader; past this the stream is closed (the page reconnects and reads the state again). */
  streamBacklogBytes: number;
  /** A call body up to this size is always taken. */
  smallBodyBytes: number;
  /** Larger bodies share this many bytes in flight; past it a call is refused with BUSY. */
  largeBodiesBytes: number;
}

export const WEB_HOST_LIMITS: WebHostLimits = {
  eventStreams: 32,
  streamBacklogBytes: 4 * 1024 * 1024,
  smallBodyBytes: 64 * 1024,
  largeBodiesBytes: 64 * 1024 * 1024,
};

/** Counts what is held; `take` says whether one more fits and, if so, holds it until `release` is called. */
export class HostBudget {
  #held = 0;
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get held(): number {
    return this.#held;
  }

  /** Holds `amount` if it fits; the returned function gives it back (once, however often it is called). */
  take(amount: number): (() => void) | undefined {
    if (this.#held + amount > this.#capacity) return undefined;
    this.#held += amount;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#held -= amount;
    };
  }
}
