/**
 * The jobs a service started and has not yet seen end, for its close to wait on (nothing then writes to a closed
 * database). A start the registry refuses (the app closing) counts as ended at once: a close that waited for it
 * would wait forever.
 */
export class JobsInFlight {
  readonly #ends = new Set<Promise<void>>();

  /** Calls `start` with the `end` its job calls last (in a `finally`), and answers what `start` answers. */
  start<T>(start: (end: () => void) => T): T {
    let resolve = () => {};
    const ended = new Promise<void>((r) => (resolve = r));
    const end = () => {
      this.#ends.delete(ended);
      resolve();
    };
    this.#ends.add(ended);
    try {
      return start(end);
    } catch (error) {
      end();
      throw error;
    }
  }

  /** Resolves once every job started, before or while it waits, has ended. */
  async drained(): Promise<void> {
    while (this.#ends.size > 0) await Promise.all([...this.#ends]);
  }
}
