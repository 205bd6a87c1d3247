import type { MigrationSet } from '../storage/migrations.ts';

const KEY = 'profile_id TEXT NOT NULL, account TEXT NOT NULL';
/** What the quick search looks in: return id, order item, order, SKU and tracking id, in lower case. */
const SEARCH_TEXT = `search_text TEXT GENERATED ALWAYS AS (lower(return_id || ' ' || coalesce(order_item_id, '') || ' ' ||
         coalesce(order_id, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(tracking_id, ''))) VIRTUAL`;

/**
 * The offline cache of returns, per profile and seller account (`account` as the shipments cache): the columns the
 * grid sorts, searches and filters on, the return as it came (`raw`; in `return_raw` since
 * step 3), and `tab`, the tab the marketplace's state
 * puts it in (return-tabs.ts, written with the row; a receipt moves it to done). `return_receipts` holds what the
 * seller recorded on receiving a return in Stockroom. The sync's checkpoints: one row per sync and per window.
 */
export const returnsMigrations: MigrationSet = {
  slice: 'returns',
  steps: [
    `CREATE TABLE returns (
       ${KEY},
       return_id TEXT NOT NULL,
       source TEXT NOT NULL,
       order_item_id TEXT,
       order_id TEXT,
       shipment_id TEXT,
       sku TEXT,
       title TEXT,
       quantity REAL,
       type TEXT,
       reason TEXT,
       sub_reason TEXT,
       status TEXT,
       shipment_status TEXT,
       courier_name TEXT,
       tracking_id TEXT,
       created_date TEXT,
       created_ms INTEGER,
       updated_date TEXT,
       updated_ms INTEGER,
       expected_date TEXT,
       expected_ms INTEGER,
       location_id TEXT,
       service_profile TEXT,
       self_ship INTEGER NOT NULL DEFAULT 0,
       tab TEXT NOT NULL,
       ${SEARCH_TEXT},
       synced_at TEXT NOT NULL,
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, return_id)
     ) WITHOUT ROWID;
     CREATE INDEX returns_tab ON returns (profile_id, account, tab, created_ms, return_id);
     CREATE INDEX returns_order_item ON returns (profile_id, account, order_item_id);
     CREATE INDEX returns_tracking ON returns (profile_id, account, tracking_id);
     CREATE INDEX returns_sku ON returns (profile_id, account, sku);
     CREATE TABLE return_receipts (
       ${KEY},
       return_id TEXT NOT NULL,
       condition TEXT NOT NULL,
       note TEXT,
       photo_path TEXT,
       received_at TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, return_id)
     ) WITHOUT ROWID;
     CREATE TABLE return_syncs (
       sync_id TEXT PRIMARY KEY,
       ${KEY},
       kind TEXT NOT NULL,
       state TEXT NOT NULL,
       round INTEGER NOT NULL DEFAULT 0,
       started_at TEXT NOT NULL,
       round_started_at TEXT NOT NULL,
       ended_at TEXT,
       message TEXT NOT NULL DEFAULT '',
       max_updated_ms INTEGER
     );
     CREATE INDEX return_syncs_key ON return_syncs (profile_id, account, state, started_at);
     CREATE TABLE return_sync_windows (
       sync_id TEXT NOT NULL,
       position INTEGER NOT NULL,
       round INTEGER NOT NULL,
       query TEXT NOT NULL,
       state TEXT NOT NULL,
       pages INTEGER NOT NULL DEFAULT 0,
       stored INTEGER NOT NULL DEFAULT 0,
       PRIMARY KEY (sync_id, position)
     ) WITHOUT ROWID;`,
    // The quick search looks in search_text and tracking ids with instr(), which no index serves: these two only
    // slowed every write (a sync of 10,000 returns stores each row and then its SKU).
    `DROP INDEX returns_tracking;
     DROP INDEX returns_sku;`,
    // A return as it came (`raw`, a kilobyte) moves to a table of its own, and the cache keeps rowids: wide rows in a
    // table without rowids made every write and every scan (counts, SKUs still to find) carry them.
    `CREATE TABLE returns_next (
       ${KEY},
       return_id TEXT NOT NULL,
       source TEXT NOT NULL,
       order_item_id TEXT,
       order_id TEXT,
       shipment_id TEXT,
       sku TEXT,
       title TEXT,
       quantity REAL,
       type TEXT,
       reason TEXT,
       sub_reason TEXT,
       status TEXT,
       shipment_status TEXT,
       courier_name TEXT,
       tracking_id TEXT,
       created_date TEXT,
       created_ms INTEGER,
       updated_date TEXT,
       updated_ms INTEGER,
       expected_date TEXT,
       expected_ms INTEGER,
       location_id TEXT,
       service_profile TEXT,
       self_ship INTEGER NOT NULL DEFAULT 0,
       tab TEXT NOT NULL,
       ${SEARCH_TEXT},
       synced_at TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, return_id)
     );
     INSERT INTO returns_next (profile_id, account, return_id, source, order_item_id, order_id, shipment_id, sku, title, quantity, type, reason,
       sub_reason, status, shipment_status, courier_name, tracking_id, created_date, created_ms, updated_date,
       updated_ms, expected_date, expected_ms, location_id, service_profile, self_ship, tab, synced_at)
       SELECT profile_id, account, return_id, source, order_item_id, order_id, shipment_id, sku, title, quantity, type, reason,
       sub_reason, status, shipment_status, courier_name, tracking_id, created_date, created_ms, updated_date,
       updated_ms, expected_date, expected_ms, location_id, service_profile, self_ship, tab, synced_at FROM returns;
     CREATE TABLE return_raw (
       ${KEY},
       return_id TEXT NOT NULL,
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, return_id)
     );
     INSERT INTO return_raw (profile_id, account, return_id, raw) SELECT profile_id, account, return_id, raw FROM returns;
     DROP TABLE returns;
     ALTER TABLE returns_next RENAME TO returns;
     CREATE INDEX returns_order_item ON returns (profile_id, account, order_item_id);`,
  ],
};
