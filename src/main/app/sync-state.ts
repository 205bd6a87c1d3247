import type { DatabaseSync } from 'node:sqlite';

/**
 * When each dataset of a profile was last synced, and where its sync stands (`cursor`). The app slice owns the
 * table; a slice that syncs tells it through StatusService.recordSync, and the status bar reads it from here.
 */
export class SyncState {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  record(profileId: string, dataset: string, at: string, cursor: string | null): void {
    this.#db
      .prepare(
        `INSERT INTO sync_state (profile_id, dataset, last_sync_at, cursor) VALUES (?, ?, ?, ?)
         ON CONFLICT (profile_id, dataset) DO UPDATE SET last_sync_at = excluded.last_sync_at, cursor = excluded.cursor`,
      )
      .run(profileId, dataset, at, cursor);
  }

  /** The last sync of any of the profile's datasets (ISO time), or null when none has finished. */
  lastSyncAt(profileId: string): string | null {
    const row = this.#db
      .prepare('SELECT MAX(last_sync_at) AS at FROM sync_state WHERE profile_id = ?')
      .get(profileId) as { at: string | null };
    return row.at;
  }
}
