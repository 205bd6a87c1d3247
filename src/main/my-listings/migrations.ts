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
    // Every listing of a profile as the v3 read last told it (`state`: available, unavailable, invalid, unreported,
    // or unread for a SKU not read yet), with the seller's own floor and ceiling. Sorted and filtered in SQL.
    `CREATE TABLE my_listings (
       profile_id TEXT NOT NULL,
       sku TEXT NOT NULL,
       source TEXT NOT NULL,
       state TEXT NOT NULL,
       listing_id TEXT,
       product_id TEXT,
       mrp INTEGER,
       selling_price INTEGER,
       stock INTEGER,
       locations TEXT NOT NULL DEFAULT '[]',
       status TEXT,
       read_at TEXT,
       floor INTEGER,
       ceiling INTEGER,
       PRIMARY KEY (profile_id, sku)
     );
     CREATE INDEX my_listings_price ON my_listings (profile_id, selling_price);
     CREATE INDEX my_listings_stock ON my_listings (profile_id, stock);
     CREATE INDEX my_listings_product ON my_listings (profile_id, product_id);`,
    // 3: the buy box, copied from the feeds slice's offers (never read from its tables) after a feed sync or a
    // read, so the grid sorts and filters it in SQL; the seller's rule and the price it proposes; and the seller's
    // own name on offers (what "mine" compares with).
    `ALTER TABLE my_listings ADD COLUMN bb_price REAL;
     ALTER TABLE my_listings ADD COLUMN bb_in_stock INTEGER;
     ALTER TABLE my_listings ADD COLUMN bb_seller TEXT;
     ALTER TABLE my_listings ADD COLUMN bb_mine INTEGER;
     ALTER TABLE my_listings ADD COLUMN bb_seen_at TEXT;
     ALTER TABLE my_listings ADD COLUMN rule_under INTEGER;
     ALTER TABLE my_listings ADD COLUMN proposed INTEGER;
     CREATE INDEX my_listings_buy_box ON my_listings (profile_id, bb_mine, bb_price);
     CREATE TABLE my_listings_settings (
       profile_id TEXT PRIMARY KEY,
       seller_name TEXT NOT NULL
     );`,
    // 4: compare and set. `found`: what a stopped item's SKU held instead of the value it was made against (the
    // "anyway" change is made against it). One action per SKU at a time across windows and hosts sharing the
    // folder: a lock taken in the transaction that marks the SKU sent, released once its outcome is known.
    `ALTER TABLE listing_change_items ADD COLUMN found TEXT;
     CREATE TABLE listing_locks (
       profile_id TEXT NOT NULL,
       sku TEXT NOT NULL,
       change_id TEXT NOT NULL REFERENCES listing_changes (id) ON DELETE CASCADE,
       taken_at TEXT NOT NULL,
       PRIMARY KEY (profile_id, sku)
     );
     CREATE INDEX listing_locks_by_change ON listing_locks (change_id, sku);`,
    // 5: `adds`: a stock item that adds units to what was read (a return put back in stock). Found already at its new
    // value before it was sent, another hand added them: a third value, never this change done.
    `ALTER TABLE listing_change_items ADD COLUMN adds INTEGER NOT NULL DEFAULT 0;`,
  ],
};
