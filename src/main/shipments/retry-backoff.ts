/** The first wait after the marketplace did not answer, and the longest. */
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/**
 * When to try the marketplace again after it did not answer: 30 s, then twice as long after each failure in a row,
 * at most 15 minutes; an answer starts over. Opening a screen then does not start a sync that cannot progress on
 * every visit; "Sync now" still tries at once.
 */
export class RetryBackoff {
  readonly #failures = new Map<string, { count: number; nextAt: number }>();

  failed(profileId: string, now: number): void {
    const count = (this.#failures.get(profileId)?.count ?? 0) + 1;
    const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (count - 1));
    this.#failures.set(profileId, { count, nextAt: now + wait });
  }

  answered(profileId: string): void {
    this.#failures.delete(profileId);
  }

  /** When the next try is due (epoch ms), or null when nothing failed. */
  nextAt(profileId: string): number | null {
    return this.#failures.get(profileId)?.nextAt ?? null;
  }

  due(profileId: string, now: number): boolean {
    const next = this.nextAt(profileId);
    return next === null || now >= next;
  }
}
