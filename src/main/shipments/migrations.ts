import type { MigrationSet } from '../storage/migrations.ts';
import { liveItemSql } from './live-items-sql.ts';
import { SORT_SQL } from './sort-columns.ts';

const KEY = 'profile_id TEXT NOT NULL, account TEXT NOT NULL, shipment_id TEXT NOT NULL';
const ITEMS_OF_ROW = `WHERE i.profile_id = shipments.profile_id AND i.account = shipments.account
  AND i.shipment_id = shipments.shipment_id`;
const LIVE_OF_ROW = `${ITEMS_OF_ROW} AND ${liveItemSql('i')}`;

// Every sort the grid offers, within a tab (view) and across all of them; shipment_id breaks ties so pages are stable.
const sortIndexes = Object.values(SORT_SQL)
  .filter((column) => column !== 'shipment_id')
  .map(
    (column) =>
      `CREATE INDEX shipments_view_${column} ON shipments (profile_id, account, view, ${column}, shipment_id);
       CREATE INDEX shipments_all_${column} ON shipments (profile_id, account, ${column}, shipment_id);`,
  )
  .join('\n');

/**
 * The offline cache of shipments, per profile and seller account (`account`): the columns the grid sorts and
 * filters on, the resource as it came (`raw`, so no field is ever lost; in `shipment_raw` since step 3), its parts
 * in their own tables, and the
 * sync's checkpoints (one row per date window of a full sync).
 */
export const shipmentsMigrations: MigrationSet = {
  slice: 'shipments',
  steps: [
    `CREATE TABLE shipments (
       ${KEY},
       view TEXT NOT NULL,
       status TEXT NOT NULL,
       order_ids TEXT NOT NULL,
       order_item_ids TEXT NOT NULL,
       skus TEXT NOT NULL,
       fsns TEXT NOT NULL,
       search_text TEXT NOT NULL,
       quantity REAL,
       selling_price REAL,
       total_price REAL,
       currency TEXT NOT NULL DEFAULT 'INR',
       dispatch_after TEXT,
       dispatch_after_ms INTEGER,
       dispatch_by TEXT,
       dispatch_by_ms INTEGER,
       order_date_ms INTEGER,
       updated_at TEXT,
       updated_at_ms INTEGER,
       hold INTEGER,
       location_id TEXT,
       packaging_policy TEXT,
       payment_type TEXT,
       forms_failed INTEGER NOT NULL DEFAULT 0,
       last_full_sync TEXT,
       not_seen_in_last_full_sync INTEGER NOT NULL DEFAULT 0,
       synced_at TEXT NOT NULL,
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, shipment_id)
     ) WITHOUT ROWID;
     ${sortIndexes}
     CREATE INDEX shipments_view_order_date ON shipments (profile_id, account, view, order_date_ms);
     CREATE INDEX shipments_location ON shipments (profile_id, account, location_id);
     CREATE TABLE shipment_order_items (
       ${KEY},
       position INTEGER NOT NULL,
       order_item_id TEXT NOT NULL,
       order_id TEXT,
       sku TEXT,
       fsn TEXT,
       title TEXT,
       quantity REAL,
       status TEXT,
       payment_type TEXT,
       order_date TEXT,
       cancellation_date TEXT,
       cancellation_reason TEXT,
       cancellation_sub_reason TEXT,
       is_replacement INTEGER,
       courier_return INTEGER,
       package_ids TEXT,
       selling_price REAL,
       total_price REAL,
       shipping_charge REAL,
       customer_price REAL,
       emi REAL,
       marketplace_discount REAL,
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, shipment_id, position)
     );
     CREATE INDEX shipment_order_items_id ON shipment_order_items (profile_id, account, order_item_id);
     CREATE INDEX shipment_order_items_order ON shipment_order_items (profile_id, account, order_id);
     CREATE TABLE shipment_forms (
       ${KEY},
       position INTEGER NOT NULL,
       name TEXT,
       link TEXT,
       automated INTEGER,
       status TEXT,
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, shipment_id, position)
     );
     CREATE TABLE shipment_sub_shipments (
       ${KEY},
       position INTEGER NOT NULL,
       sub_shipment_id TEXT,
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, shipment_id, position)
     );
     CREATE TABLE shipment_packages (
       ${KEY},
       sub_position INTEGER NOT NULL,
       position INTEGER NOT NULL,
       package_id TEXT,
       package_sku TEXT,
       package_title TEXT,
       quantity REAL,
       length REAL,
       breadth REAL,
       height REAL,
       weight REAL,
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, shipment_id, sub_position, position)
     );
     CREATE TABLE shipment_syncs (
       sync_id TEXT PRIMARY KEY,
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       kind TEXT NOT NULL CHECK (kind IN ('full', 'incremental')),
       state TEXT NOT NULL CHECK (state IN ('running', 'done', 'failed', 'cancelled')),
       started_at TEXT NOT NULL,
       finished_at TEXT,
       max_updated_at_ms INTEGER,
       stored INTEGER NOT NULL DEFAULT 0,
       message TEXT NOT NULL DEFAULT ''
     );
     CREATE INDEX shipment_syncs_by_account ON shipment_syncs (profile_id, account, kind, state, started_at);
     CREATE TABLE shipment_sync_windows (
       sync_id TEXT NOT NULL REFERENCES shipment_syncs (sync_id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       type TEXT NOT NULL,
       filter TEXT NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
       pages INTEGER NOT NULL DEFAULT 0,
       stored INTEGER NOT NULL DEFAULT 0,
       PRIMARY KEY (sync_id, position)
     );
     CREATE TABLE shipment_grid_columns (
       profile_id TEXT PRIMARY KEY,
       columns TEXT NOT NULL
     );`,
    // The quick search tests LIKE '%…%' on every row of an account, and the summary line sums over the tabs still
    // to dispatch: narrow covering indexes are read for both instead of the table's full rows (raw JSON and all).
    `CREATE INDEX shipments_search ON shipments (profile_id, account, search_text, view);
     CREATE INDEX shipments_summary ON shipments (profile_id, account, view, dispatch_by_ms, hold, forms_failed);`,
    // The resource as it came moves to a table of its own. In the shipments table (keyed by its primary key, rows
    // kept in the key's B-tree) a row of 2 KB spilled into an overflow page of its own: a 10,000-shipment sync
    // wrote 47 MB for that table alone. Here rows are appended in rowid order and packed two or three a page.
    `CREATE TABLE shipment_raw (
       ${KEY},
       raw TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, shipment_id)
     );
     INSERT INTO shipment_raw (profile_id, account, shipment_id, raw)
       SELECT profile_id, account, shipment_id, raw FROM shipments;
     ALTER TABLE shipments DROP COLUMN raw;`,
    // The grid shows what is to be packed by its title, and the quick search finds titles; "new since the last
    // sync" needs when a shipment was first stored (unknown for those stored before this step: not new).
    `ALTER TABLE shipments ADD COLUMN titles TEXT NOT NULL DEFAULT '';
     ALTER TABLE shipments ADD COLUMN first_seen_ms INTEGER;
     UPDATE shipments SET titles = coalesce((
       SELECT group_concat(title, ' | ') FROM (
         SELECT DISTINCT i.title FROM shipment_order_items AS i
         WHERE i.profile_id = shipments.profile_id AND i.account = shipments.account
           AND i.shipment_id = shipments.shipment_id AND i.title IS NOT NULL AND i.title <> ''
         ORDER BY i.position)), '');
     UPDATE shipments SET search_text = search_text || ' ' || lower(titles) WHERE titles <> '';`,
    // The grid's tab, filters and sort per profile, so a restart shows what the person last looked at.
    `CREATE TABLE shipment_grid_view (
       profile_id TEXT PRIMARY KEY,
       view TEXT NOT NULL
     );`,
    // Paging is by offset at the real service: a sync goes in rounds (its windows, then catch-ups and windows walked
    // again), each round's windows added when it starts (docs/SHIPMENTS.md, "A walk under offset paging").
    `ALTER TABLE shipment_sync_windows ADD COLUMN round INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE shipment_sync_windows ADD COLUMN round_started_at TEXT;`,
    // The quantity and prices add up the items not cancelled on their own (flatten.ts): a shipment stored with one
    // already cancelled and the rest live counted it before this step.
    `UPDATE shipments SET
       quantity = (SELECT sum(i.quantity) FROM shipment_order_items AS i ${LIVE_OF_ROW}),
       selling_price = (SELECT sum(i.selling_price) FROM shipment_order_items AS i ${LIVE_OF_ROW}),
       total_price = (SELECT sum(i.total_price) FROM shipment_order_items AS i ${LIVE_OF_ROW})
     WHERE EXISTS (SELECT 1 FROM shipment_order_items AS i ${ITEMS_OF_ROW} AND NOT (${liveItemSql('i')}))
       AND EXISTS (SELECT 1 FROM shipment_order_items AS i ${LIVE_OF_ROW});`,
    // A sync resumed at launch reads back what it stored since it started (ShipmentWriter.syncedSince). Without this
    // index that read walked every shipment of the account, blocking the backend's answers to the first screen:
    // 0.16 s warm over 100,000 cached, 0.7 s on a launch (docs/PERFORMANCE.md).
    `CREATE INDEX shipments_synced_at ON shipments (profile_id, account, synced_at);`,
  ],
};
