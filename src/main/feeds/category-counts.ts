import type { DatabaseSync } from 'node:sqlite';

/**
 * Each category's stored and removed products, kept in feed_sync when a walk ends (done, stopped or failed: the
 * count is known then) instead of counted on every read. A million products made the directory's count about a
 * second of the backend's one thread on each opening of the screen, ahead of the grid's first block. A category
 * whose walk is running (or never ended, after a crash) is counted as before, so a count is never stale.
 */

/** Counts the category once, from the covering filter index, into its sync state. */
export function keepCategoryCounts(db: DatabaseSync, profileId: string, category: string): void {
  db.prepare(
    `UPDATE feed_sync SET
       stored = (SELECT count(*) FROM feed_products p INDEXED BY feed_products_filter
                  WHERE p.profile_id = ?1 AND p.category = ?2),
       removed = (SELECT count(*) FROM feed_products p INDEXED BY feed_products_filter
                   WHERE p.profile_id = ?1 AND p.category = ?2 AND p.removed = 1)
     WHERE profile_id = ?1 AND category = ?2`,
  ).run(profileId, category);
}

/** The directory's count columns over `c` (feed_categories) and `s` (feed_sync): kept, or counted when not kept. */
export function countColumns(): string {
  const live = (extra: string) =>
    `(SELECT count(*) FROM feed_products p WHERE p.profile_id = c.profile_id AND p.category = c.name${extra})`;
  const kept = (column: string, extra: string) =>
    `CASE WHEN s.${column} IS NOT NULL AND s.status <> 'running' THEN s.${column} ELSE ${live(extra)} END`;
  return `${kept('stored', '')} AS stored, ${kept('removed', ' AND p.removed = 1')} AS removed`;
}

/**
 * Products of the given categories (all a profile has) from the kept counts, without the removed ones when
 * `hideRemoved`; null when any of them has no kept count (running, never ended), and the caller counts rows.
 */
export function keptTotal(
  db: DatabaseSync,
  profileId: string,
  categories: readonly string[],
  hideRemoved: boolean,
): number | null {
  const rows = db
    .prepare(`SELECT category, status, stored, removed FROM feed_sync WHERE profile_id = ?`)
    .all(profileId) as { category: string; status: string; stored: number | null; removed: number | null }[];
  const byName = new Map(rows.map((r) => [r.category, r]));
  let total = 0;
  for (const name of categories) {
    const r = byName.get(name);
    if (!r || r.status === 'running' || r.stored === null || r.removed === null) return null;
    total += hideRemoved ? r.stored - r.removed : r.stored;
  }
  return total;
}
