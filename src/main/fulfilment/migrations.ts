import type { MigrationSet } from '../storage/migrations.ts';

/**
 * The fulfilment journal: one row per action (pack, ready to dispatch, cancel) and one per shipment in it, written
 * before the shipment is sent (`sent_at`) and answered the moment the marketplace's word on it is known.
 */
export const fulfilmentMigrations: MigrationSet = {
  slice: 'fulfilment',
  steps: [
    `CREATE TABLE fulfilment_actions (
       id TEXT PRIMARY KEY,
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       kind TEXT NOT NULL,
       state TEXT NOT NULL,
       message TEXT,
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     );
     CREATE TABLE fulfilment_action_items (
       action_id TEXT NOT NULL REFERENCES fulfilment_actions (id),
       shipment_id TEXT NOT NULL,
       location_id TEXT,
       request TEXT NOT NULL,
       sent_at TEXT,
       sends INTEGER NOT NULL DEFAULT 0,
       outcome TEXT,
       error_code TEXT,
       message TEXT,
       answered_at TEXT,
       PRIMARY KEY (action_id, shipment_id)
     );`,
    // What the pack form fills in next time: the last values used per SKU, and the invoice counter per account.
    `CREATE TABLE fulfilment_sku_defaults (
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       sku TEXT NOT NULL,
       tax_rate REAL,
       length REAL,
       breadth REAL,
       height REAL,
       weight REAL,
       PRIMARY KEY (profile_id, account, sku)
     );
     CREATE TABLE fulfilment_invoice_numbers (
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       pattern TEXT NOT NULL,
       next INTEGER NOT NULL,
       PRIMARY KEY (profile_id, account)
     );`,
    // 3: a SKU whose units the marketplace wants serial numbers for (learnt from its refusal, or the seller said so).
    `ALTER TABLE fulfilment_sku_defaults ADD COLUMN needs_serials INTEGER NOT NULL DEFAULT 0;`,
    // 4 (issue 38): `untaken_at`, when a read-back after a refusal showed the marketplace had not taken it (a pack's
    // invoice number is free again only then); `reopened`, a pack answered success whose shipment read back
    // APPROVED again, sent once more; the index finds a shipment's actions in flight (the lock, action-locks.ts).
    `ALTER TABLE fulfilment_action_items ADD COLUMN untaken_at TEXT;
     ALTER TABLE fulfilment_action_items ADD COLUMN reopened INTEGER NOT NULL DEFAULT 0;
     CREATE INDEX fulfilment_action_items_shipment ON fulfilment_action_items (shipment_id);`,
  ],
};
