import type { MigrationSet } from '../../storage/migrations.ts';

/**
 * The Feeds screen as each profile left it (view/feed-view.ts): a set of its own beside the feeds slice's, so its
 * one table never waits on (or renumbers) the steps of the feed cache.
 */
export const feedsViewMigrations: MigrationSet = {
  slice: 'feedsView',
  steps: [
    `CREATE TABLE feed_view (
       profile_id TEXT PRIMARY KEY,
       category TEXT,
       search TEXT NOT NULL DEFAULT ''
     );`,
  ],
};
