import type { MigrationSet } from '../storage/migrations.ts';

const KEY = 'profile_id TEXT NOT NULL, account TEXT NOT NULL';

/**
 * The offline cache of returns, per profile and seller account (`account` as the shipments cache): the columns the
 * grid sorts, searches and filters on, the return as it came (`raw`), and `tab`, the tab the marketplace's state
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
       search_text TEXT GENERATED ALWAYS AS (lower(return_id || ' ' || coalesce(order_item_id, '') || ' ' ||
         coalesce(order_id, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(tracking_id, ''))) VIRTUAL,
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
  ],
};
