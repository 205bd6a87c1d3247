/**
 * My listings' own numbered steps (never edit a landed step; add one). The change journal: one row per change
 * (a job), one per SKU and kind, written before the SKU is sent (`sent_at`) and answered the moment the answer
 * arrives; an item sent but unanswered is read back from the marketplace before anything is sent again.
 */
import type { MigrationSet } from '../storage/migrations.ts';

export const myListingsMigrations: MigrationSet = {
  slice: 'my-listings',
  steps: [
    `CREATE TABLE listing_changes (
       id TEXT PRIMARY KEY,
       profile_id TEXT NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('running', 'done', 'failed', 'cancelled')),
       total INTEGER NOT NULL,
       message TEXT NOT NULL DEFAULT '',
       undoes TEXT,
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     );
     CREATE INDEX listing_changes_by_profile ON listing_changes (profile_id, created_at);
     CREATE TABLE listing_change_items (
       change_id TEXT NOT NULL REFERENCES listing_changes (id) ON DELETE CASCADE,
       kind TEXT NOT NULL CHECK (kind IN ('price', 'stock')),
       sku TEXT NOT NULL,
       product_id TEXT NOT NULL,
       before TEXT NOT NULL,
       after TEXT NOT NULL,
       sent_at TEXT,
       status TEXT,
       failed INTEGER,
       words TEXT,
       answered_at TEXT,
       PRIMARY KEY (change_id, kind, sku)
     );
     CREATE INDEX listing_change_items_pending ON listing_change_items (change_id, status);`,
  ],
};
