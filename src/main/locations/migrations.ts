import type { MigrationSet } from '../storage/migrations.ts';

/** The names a seller gives dispatch locations, per profile and seller account (`account` as the shipments cache). */
export const locationsMigrations: MigrationSet = {
  slice: 'locations',
  steps: [
    `CREATE TABLE location_names (
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       location_id TEXT NOT NULL,
       name TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, location_id)
     ) WITHOUT ROWID;`,
  ],
};
