import type { MigrationSet } from '../storage/migrations.ts';

/**
 * The sandbox journal: one row per action (test orders, or a move of order items) and one per test order or order
 * item in it, written before it is sent (`sent_at`) and answered the moment the marketplace's word is known.
 */
export const sandboxMigrations: MigrationSet = {
  slice: 'sandbox',
  steps: [
    `CREATE TABLE sandbox_actions (
       id TEXT PRIMARY KEY,
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       kind TEXT NOT NULL,
       state TEXT NOT NULL,
       message TEXT,
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     );
     CREATE TABLE sandbox_action_items (
       action_id TEXT NOT NULL REFERENCES sandbox_actions (id),
       n INTEGER NOT NULL,
       order_item_id TEXT,
       request TEXT NOT NULL,
       sent_at TEXT,
       outcome TEXT,
       order_id TEXT,
       order_item_ids TEXT,
       message TEXT,
       answered_at TEXT,
       PRIMARY KEY (action_id, n)
     );
     CREATE INDEX sandbox_action_items_item ON sandbox_action_items (order_item_id);`,
  ],
};
