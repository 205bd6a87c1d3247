import type { DatabaseSync } from 'node:sqlite';
import type { Directory, FeedFormat, FeedVariant } from '../../shared/marketplace/affiliate-types.ts';
import type { FeedCategoryView, SyncStatus } from '../../shared/feeds/types.ts';
import { isNoFeedCategory, NO_FEED_CATEGORIES } from '../../shared/feeds/rules.ts';
import { countColumns } from './category-counts.ts';

/** The category directory of a profile in feed_categories: signed links stay here, the screen gets views. */

export interface CategoryLinks {
  get: string | null;
  deltaGet: string | null;
  format: FeedFormat;
  fetchedAt: string;
}

/** Replaces the profile's directory with a fresh one (links in `format`); the caller holds the transaction. */
export function saveDirectory(
  db: DatabaseSync,
  profileId: string,
  format: FeedFormat,
  directory: Directory,
  at: string,
): void {
  const insert = db.prepare(
    `INSERT INTO feed_categories (profile_id, name, api_name, has_feed, variants, format, fetched_at, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  {
    db.prepare('DELETE FROM feed_categories WHERE profile_id = ?').run(profileId);
    directory.categories.forEach((c, i) => {
      const links: Record<string, { get: string | null; deltaGet: string | null }> = {};
      for (const [version, v] of Object.entries(c.variants))
        if (v) links[version] = { get: v.get, deltaGet: v.deltaGet };
      const hasFeed = !isNoFeedCategory(c.name) && Object.values(links).some((l) => l.get !== null);
      insert.run(profileId, c.name, c.apiName, hasFeed ? 1 : 0, JSON.stringify(links), format, at, i);
    });
  }
}

/** Signed links of one category variant, or undefined when the directory does not hold them. */
export function categoryLinks(
  db: DatabaseSync,
  profileId: string,
  category: string,
  variant: FeedVariant,
): CategoryLinks | undefined {
  const row = db
    .prepare('SELECT variants, format, fetched_at FROM feed_categories WHERE profile_id = ? AND name = ?')
    .get(profileId, category) as { variants: string; format: FeedFormat; fetched_at: string } | undefined;
  if (!row) return undefined;
  const v = (JSON.parse(row.variants) as Record<string, { get: string | null; deltaGet: string | null }>)[
    variant
  ];
  if (!v) return undefined;
  return { get: v.get, deltaGet: v.deltaGet, format: row.format, fetchedAt: row.fetched_at };
}

/** The directory as the screen shows it, with stored counts (kept ones: category-counts.ts) and sync state; books and eBooks always listed. */
export function categoryViews(db: DatabaseSync, profileId: string): FeedCategoryView[] {
  const rows = db
    .prepare(
      `SELECT c.name, c.api_name, c.has_feed, c.variants,
                ${countColumns()},
                s.version, s.status, s.message, s.last_done_at
           FROM feed_categories c
           LEFT JOIN feed_sync s ON s.profile_id = c.profile_id AND s.category = c.name
          WHERE c.profile_id = ? ORDER BY c.position`,
    )
    .all(profileId) as {
    name: string;
    api_name: string;
    has_feed: number;
    variants: string;
    stored: number;
    removed: number;
    version: number | null;
    status: SyncStatus | null;
    message: string | null;
    last_done_at: string | null;
  }[];
  const views: FeedCategoryView[] = rows.map((r) => {
    const links = JSON.parse(r.variants) as Record<string, { get: string | null }>;
    return {
      name: r.name,
      apiName: r.api_name,
      variants: Object.keys(links)
        .filter((v): v is FeedVariant => (v === 'v0.1.0' || v === 'v1.1.0') && links[v]?.get != null)
        .sort()
        .reverse(),
      hasFeed: r.has_feed === 1,
      stored: r.stored,
      removed: r.removed,
      version: r.version,
      lastSyncAt: r.last_done_at,
      syncStatus: r.status,
      syncMessage: r.message ?? '',
    };
  });
  if (views.length > 0)
    for (const name of NO_FEED_CATEGORIES)
      if (!views.some((v) => v.name.toLowerCase() === name))
        views.push({
          name,
          apiName: name,
          variants: [],
          hasFeed: false,
          stored: 0,
          removed: 0,
          version: null,
          lastSyncAt: null,
          syncStatus: null,
          syncMessage: '',
        });
  return views;
}
