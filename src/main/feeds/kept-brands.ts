import type { DatabaseSync } from 'node:sqlite';
import { brands } from './product-query.ts';

/**
 * The brands filter's list, kept per category between walks instead of read again at every opening of the screen.
 * The list is a DISTINCT over the category's entries of the filter index with a temporary B-tree: at 100,000
 * products a category it took 256–1,265 ms of the backend's one thread at each mount of the grid, ahead of or
 * beside its first block (docs/PERFORMANCE.md). Every write to a category's products goes through a page of a walk,
 * which moves the category's sync state (feed_repository.ts: pages, products, status, counts, walk, time), so a
 * list is kept with the state it was read in and read again when that state has moved. While a walk runs the list
 * is read each time, as before.
 */
export class KeptBrands {
  readonly #db: DatabaseSync;
  readonly #kept = new Map<string, { state: string; brands: string[] }>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** What `brands` answers, read once for each state of the categories it covers. */
  brands(profileId: string, category: string | undefined): string[] {
    const state = this.#state(profileId, category);
    const key = JSON.stringify([profileId, category ?? null]);
    const kept = this.#kept.get(key);
    if (state !== undefined && kept?.state === state) return [...kept.brands];
    const list = brands(this.#db, profileId, category);
    if (state === undefined) this.#kept.delete(key);
    else this.#kept.set(key, { state, brands: list });
    return [...list];
  }

  /** The sync state of the categories covered, as one string; undefined while any walk of them runs. */
  #state(profileId: string, category: string | undefined): string | undefined {
    const one = category !== undefined;
    const rows = this.#db
      .prepare(
        `SELECT category, status, walk_id, pages, products, skipped, version, stored, removed, updated_at
           FROM feed_sync WHERE profile_id = ?${one ? ' AND category = ?' : ''} ORDER BY category`,
      )
      .all(...(one ? [profileId, category] : [profileId])) as Record<string, unknown>[];
    if (rows.some((r) => r.status === 'running')) return undefined;
    return JSON.stringify(rows.map((r) => Object.values(r)));
  }
}
