import type { DatabaseSync } from 'node:sqlite';
import type { FeedView } from '../../../shared/feeds/view-contract.ts';

/** The category and search the Feeds screen showed last, per profile, so a restart opens on them. */
export class FeedViewStore {
  readonly #db: DatabaseSync;
  readonly #activeId: () => string;

  constructor(db: DatabaseSync, activeId: () => string) {
    this.#db = db;
    this.#activeId = activeId;
  }

  get(): FeedView {
    const row = this.#db
      .prepare('SELECT category, search FROM feed_view WHERE profile_id = ?')
      .get(this.#activeId()) as { category: string | null; search: string } | undefined;
    return row ?? { category: null, search: '' };
  }

  save(view: FeedView): void {
    this.#db
      .prepare(
        `INSERT INTO feed_view (profile_id, category, search) VALUES (?, ?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET category = excluded.category, search = excluded.search`,
      )
      .run(this.#activeId(), view.category, view.search.trim());
  }
}
