import type { MigrationSet } from '../storage/migrations.ts';

/** The app slice's tables: long work as jobs, and sync bookkeeping per profile and dataset. */
export const appMigrations: MigrationSet = {
  slice: 'app',
  steps: [
    // 1: a job's state survives a crash; sync bookkeeping per profile and dataset.
    `CREATE TABLE jobs (
       id TEXT PRIMARY KEY,
       kind TEXT NOT NULL,
       profile_id TEXT NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('running', 'done', 'failed', 'cancelled')),
       done INTEGER NOT NULL DEFAULT 0,
       total INTEGER,
       message TEXT NOT NULL DEFAULT '',
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     );
     CREATE INDEX jobs_by_state ON jobs (state, updated_at);
     CREATE TABLE sync_state (
       profile_id TEXT NOT NULL,
       dataset TEXT NOT NULL,
       last_sync_at TEXT,
       cursor TEXT,
       PRIMARY KEY (profile_id, dataset)
     );`,
    // 2: the screen each profile was last on, to open there after a restart.
    `CREATE TABLE last_screen (
       profile_id TEXT PRIMARY KEY,
       screen TEXT NOT NULL
     );`,
  ],
};
