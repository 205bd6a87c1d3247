import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { SCHEMA_VERSIONS_TABLE, type MigrationSet } from './migrations.ts';

export const DATABASE_FILE_NAME = 'stockroom.sqlite';

/**
 * Opens the one database of a data folder: WAL so readers never wait for the writer, and each slice's numbered
 * migrations, each step applied in its own transaction.
 */
export function openDatabase(dataDir: string, sets: readonly MigrationSet[]): DatabaseSync {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE_NAME));
  try {
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
    );
    migrate(db, sets);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** The version of one slice's schema in this database (0 when the slice has no tables yet). */
export function schemaVersion(db: DatabaseSync, slice: string): number {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_versions'")
    .get();
  if (table !== undefined) {
    const row = db.prepare('SELECT version FROM schema_versions WHERE slice = ?').get(slice) as
      { version: number } | undefined;
    if (row !== undefined) return row.version;
  }
  // Folders from before slices kept the app's version in user_version.
  if (slice === 'app')
    return (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  return 0;
}

export function migrate(db: DatabaseSync, sets: readonly MigrationSet[]): void {
  // Refuse before writing anything: a newer Stockroom's folder must not be touched.
  for (const set of sets) {
    const current = schemaVersion(db, set.slice);
    if (current > set.steps.length) {
      throw new Error(
        `This data folder was written by a newer Stockroom (${set.slice} schema ${current}, this version knows ${set.steps.length}). Update Stockroom to open it.`,
      );
    }
  }
  db.exec(SCHEMA_VERSIONS_TABLE);
  for (const set of sets) {
    for (let version = schemaVersion(db, set.slice) + 1; version <= set.steps.length; version++) {
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec(set.steps[version - 1] as string);
        db.prepare(
          'INSERT INTO schema_versions (slice, version) VALUES (?, ?) ON CONFLICT (slice) DO UPDATE SET version = excluded.version',
        ).run(set.slice, version);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    }
  }
}
