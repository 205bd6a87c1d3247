/**
 * Turns of the event loop handed out one at a time. Answers that arrive together (five reads of 100 shipments,
 * each a few milliseconds of schema checks) would otherwise be checked back to back in one turn; waiting for a
 * turn each, a timer or an IPC message due meanwhile runs between them. An immediate scheduled while the loop is
 * running immediates waits for the next iteration, so each waiter gets an iteration of its own.
 */
export class Turns {
  #last: Promise<void> = Promise.resolve();

  /** Resolves on a turn of the event loop after the previous waiter's. */
  next(): Promise<void> {
    const turn = this.#last.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.#last = turn;
    return turn;
  }
}
