import type { MigrationSet } from '../storage/migrations.ts';

/**
 * The feed browser's own tables. Each step is applied once, in order; never edit a landed step, add one.
 * Signed feed links stay in the backend (feed_categories.variants, feed_sync.next_url), never in the renderer.
 */

export const feedsMigrations: MigrationSet = {
  slice: 'feeds',
  steps: [
    // 1: directory, products (the grid's columns + the raw record) with FTS5 over title and brand, history, sync state, settings.
    `CREATE TABLE feed_categories (
       profile_id TEXT NOT NULL,
       name TEXT NOT NULL,
       api_name TEXT NOT NULL,
       has_feed INTEGER NOT NULL,
       -- {"v1.1.0": {"get": url, "deltaGet": url}, ...}: signed links, valid for hours
       variants TEXT NOT NULL,
       format TEXT NOT NULL CHECK (format IN ('json', 'xml')),
       fetched_at TEXT NOT NULL,
       position INTEGER NOT NULL,
       PRIMARY KEY (profile_id, name)
     );
     CREATE TABLE feed_products (
       id INTEGER PRIMARY KEY,
       profile_id TEXT NOT NULL,
       category TEXT NOT NULL,
       product_id TEXT NOT NULL,
       variant TEXT NOT NULL,
       title TEXT NOT NULL,
       brand TEXT NOT NULL,
       mrp REAL,
       selling_price REAL,
       special_price REAL,
       currency TEXT NOT NULL,
       discount REAL,
       in_stock INTEGER NOT NULL,
       cod_available INTEGER NOT NULL,
       removed INTEGER NOT NULL DEFAULT 0,
       image_url TEXT,
       product_url TEXT NOT NULL,
       first_seen_at TEXT NOT NULL,
       changed_at TEXT NOT NULL,
       synced_at TEXT NOT NULL,
       -- the full walk that last saw this product (rows a finished walk did not see were removed)
       walk_id TEXT,
       UNIQUE (profile_id, category, product_id)
     );
     -- The record as it came (JSON shape), apart so that grid scans read narrow rows; the detail view reads the
     -- full model (offers, image sizes, specs, seller) from it again.
     CREATE TABLE feed_records (
       product_row INTEGER PRIMARY KEY REFERENCES feed_products (id) ON DELETE CASCADE,
       raw TEXT NOT NULL
     );
     CREATE INDEX feed_products_price ON feed_products (profile_id, category, selling_price);
     CREATE INDEX feed_products_discount ON feed_products (profile_id, category, discount);
     CREATE INDEX feed_products_title ON feed_products (profile_id, category, title COLLATE NOCASE);
     CREATE INDEX feed_products_changed ON feed_products (profile_id, category, changed_at);
     -- Covers every filter column, so counting the matches of a filter never reads the table.
     CREATE INDEX feed_products_filter ON feed_products
       (profile_id, category, removed, in_stock, cod_available, discount, selling_price, brand COLLATE NOCASE);
     CREATE VIRTUAL TABLE feed_products_fts USING fts5(
       title, brand, content='feed_products', content_rowid='id', tokenize='unicode61 remove_diacritics 2',
       detail='none', columnsize=0
     );
     CREATE TRIGGER feed_products_ai AFTER INSERT ON feed_products BEGIN
       INSERT INTO feed_products_fts (rowid, title, brand) VALUES (new.id, new.title, new.brand);
     END;
     CREATE TRIGGER feed_products_ad AFTER DELETE ON feed_products BEGIN
       INSERT INTO feed_products_fts (feed_products_fts, rowid, title, brand) VALUES ('delete', old.id, old.title, old.brand);
     END;
     CREATE TRIGGER feed_products_au AFTER UPDATE OF title, brand ON feed_products BEGIN
       INSERT INTO feed_products_fts (feed_products_fts, rowid, title, brand) VALUES ('delete', old.id, old.title, old.brand);
       INSERT INTO feed_products_fts (rowid, title, brand) VALUES (new.id, new.title, new.brand);
     END;
     CREATE TABLE feed_history (
       product_row INTEGER NOT NULL REFERENCES feed_products (id) ON DELETE CASCADE,
       at TEXT NOT NULL,
       mrp REAL,
       selling_price REAL,
       special_price REAL,
       in_stock INTEGER NOT NULL,
       removed INTEGER NOT NULL
     );
     CREATE INDEX feed_history_by_product ON feed_history (product_row, at);
     CREATE TABLE feed_sync (
       profile_id TEXT NOT NULL,
       category TEXT NOT NULL,
       mode TEXT NOT NULL CHECK (mode IN ('full', 'delta')),
       status TEXT NOT NULL CHECK (status IN ('running', 'stopped', 'done', 'failed')),
       variant TEXT NOT NULL,
       format TEXT NOT NULL,
       in_stock INTEGER NOT NULL,
       -- where a stopped walk goes on from, and until when that signed link is valid (epoch ms)
       next_url TEXT,
       next_valid_till INTEGER,
       walk_id TEXT,
       -- the category version a finished walk made the copy current to, and the one a running walk aims at
       version INTEGER,
       target_version INTEGER,
       pages INTEGER NOT NULL DEFAULT 0,
       products INTEGER NOT NULL DEFAULT 0,
       skipped INTEGER NOT NULL DEFAULT 0,
       message TEXT NOT NULL DEFAULT '',
       updated_at TEXT NOT NULL,
       last_done_at TEXT,
       PRIMARY KEY (profile_id, category)
     );
     CREATE TABLE feed_settings (
       profile_id TEXT PRIMARY KEY,
       format TEXT NOT NULL CHECK (format IN ('json', 'xml')),
       variant TEXT NOT NULL,
       in_stock INTEGER NOT NULL
     );`,
    // 2: the FTS5 index is filled a page at a time by FeedRepository.applyPage, not by a trigger per row: FTS5
    // flushes its pending terms at every trigger's statement savepoint, so a row-by-row trigger wrote one tiny
    // segment per product (about half the cost of storing a page). Title or brand changes still go through a
    // trigger, now only when one of them really changed (an unchanged product is no FTS work).
    `DROP TRIGGER feed_products_ai;
     DROP TRIGGER feed_products_au;
     CREATE TRIGGER feed_products_au AFTER UPDATE OF title, brand ON feed_products
       WHEN old.title IS NOT new.title OR old.brand IS NOT new.brand BEGIN
       INSERT INTO feed_products_fts (feed_products_fts, rowid, title, brand) VALUES ('delete', old.id, old.title, old.brand);
       INSERT INTO feed_products_fts (rowid, title, brand) VALUES (new.id, new.title, new.brand);
     END;`,
    // 3: a JSON feed page's text is stored once and each product's record read from it by its place in the page
    // (FeedRepository.applyPage). Writing each record out again cost about as much as parsing the page, and a
    // 2.2 KB record took a 4 KB database page of feed_records to itself. feed_records keeps records that came
    // another way (XML pages); a product's record is in exactly one of the two places.
    `CREATE TABLE feed_pages (
       id INTEGER PRIMARY KEY,
       -- products whose record is in this page; the page goes when none is left
       refs INTEGER NOT NULL
     );
     -- The text apart from the count: SQLite writes a whole row again on any update, a megabyte here.
     CREATE TABLE feed_page_texts (
       page INTEGER PRIMARY KEY REFERENCES feed_pages (id) ON DELETE CASCADE,
       body TEXT NOT NULL
     );
     ALTER TABLE feed_products ADD COLUMN record_page INTEGER;
     ALTER TABLE feed_products ADD COLUMN record_position INTEGER;`,
    // 4: the affiliate's watchlist and its alerts (watch/watch-repository.ts). A watched product keeps what the
    // last check saw (selling price, stock), so the check after a sync compares against that; an alert keeps the
    // title and both prices, so the list reads the same after the product changes again. A sync's window of
    // feed_history rows (by rowid) says which changes were that sync's, for the category's biggest drops.
    `CREATE TABLE feed_watchlist (
       profile_id TEXT NOT NULL,
       category TEXT NOT NULL,
       product_id TEXT NOT NULL,
       target_price REAL,
       added_at TEXT NOT NULL,
       seen_price REAL,
       seen_in_stock INTEGER,
       PRIMARY KEY (profile_id, category, product_id)
     );
     CREATE TABLE feed_alerts (
       id INTEGER PRIMARY KEY,
       profile_id TEXT NOT NULL,
       category TEXT NOT NULL,
       product_id TEXT NOT NULL,
       title TEXT NOT NULL,
       kind TEXT NOT NULL CHECK (kind IN ('priceDrop', 'belowTarget', 'backInStock', 'outOfStock')),
       old_price REAL,
       new_price REAL,
       currency TEXT NOT NULL,
       target_price REAL,
       at TEXT NOT NULL
     );
     CREATE INDEX feed_alerts_by_profile ON feed_alerts (profile_id, id);
     CREATE TABLE feed_sync_windows (
       profile_id TEXT NOT NULL,
       category TEXT NOT NULL,
       -- feed_history rows after history_from up to history_to were written by the category's last finished sync
       history_from INTEGER NOT NULL,
       history_to INTEGER NOT NULL,
       at TEXT NOT NULL,
       PRIMARY KEY (profile_id, category)
     );
     CREATE TABLE feed_watch_settings (
       profile_id TEXT PRIMARY KEY,
       drop_percent REAL NOT NULL DEFAULT 5,
       -- the sub-ids (affExtParam1, affExtParam2) of the last link built
       sub_id_1 TEXT NOT NULL DEFAULT '',
       sub_id_2 TEXT NOT NULL DEFAULT ''
     );`,
    // 5: each category's stored and removed products, kept when a walk ends (category-counts.ts) rather than
    // counted on every read of the directory; filled here for the walks that ended before.
    `ALTER TABLE feed_sync ADD COLUMN stored INTEGER;
     ALTER TABLE feed_sync ADD COLUMN removed INTEGER;
     UPDATE feed_sync SET
       stored = (SELECT count(*) FROM feed_products p
                  WHERE p.profile_id = feed_sync.profile_id AND p.category = feed_sync.category),
       removed = (SELECT count(*) FROM feed_products p
                   WHERE p.profile_id = feed_sync.profile_id AND p.category = feed_sync.category AND p.removed = 1);`,
    // 6: a search's matches are looked up by rowid; in the table that is a read of a wide row spread over the whole
    // file for each match (22,484 for "samsung" in a million). This narrow index keyed by id holds what a search
    // filters and sorts on most (product-query.ts, searchBlock), a tenth of the table's size, so it stays cached.
    `CREATE INDEX feed_products_by_id ON feed_products
       (id, profile_id, category, removed, in_stock, cod_available, selling_price, discount, product_id);`,
  ],
};
