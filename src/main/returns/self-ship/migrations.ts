import type { MigrationSet } from '../../storage/migrations.ts';

/**
 * The journal of self-ship return actions (approve, reject, pickup, pickup attempt, complete, cancel): the columns
 * of the fulfilment journal (ActionJournal), a return where it has a shipment. A return's row exists before it is
 * sent (`sent_at`) and is answered the moment the marketplace's word on it is known.
 */
export const returnActionMigrations: MigrationSet = {
  slice: 'return-actions',
  steps: [
    `CREATE TABLE return_actions (
       id TEXT PRIMARY KEY,
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       kind TEXT NOT NULL,
       state TEXT NOT NULL,
       message TEXT,
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     );
     CREATE TABLE return_action_items (
       action_id TEXT NOT NULL REFERENCES return_actions (id),
       return_id TEXT NOT NULL,
       location_id TEXT,
       request TEXT NOT NULL,
       sent_at TEXT,
       sends INTEGER NOT NULL DEFAULT 0,
       outcome TEXT,
       error_code TEXT,
       message TEXT,
       answered_at TEXT,
       untaken_at TEXT,
       reopened INTEGER NOT NULL DEFAULT 0,
       PRIMARY KEY (action_id, return_id)
     );
     CREATE INDEX return_action_items_return ON return_action_items (return_id);`,
  ],
};
