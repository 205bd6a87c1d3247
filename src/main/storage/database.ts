import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export const DATABASE_FILE_NAME = 'stockroom.sqlite';

/**
 * Opens the one database of a data folder: WAL so readers never wait for the writer, and numbered migrations
 * recorded in `PRAGMA user_version`, each applied in its own transaction.
 */
export function openDatabase(dataDir: string, migrations: readonly string[] = MIGRATIONS): DatabaseSync {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE_NAME));
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  migrate(db, migrations);
  return db;
}

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  return row.user_version;
}

export function migrate(db: DatabaseSync, migrations: readonly string[]): void {
  const current = schemaVersion(db);
  if (current > migrations.length) {
    throw new Error(
      `This data folder was written by a newer Stockroom (schema ${current}, this version knows ${migrations.length}). Update Stockroom to open it.`,
    );
  }
  for (let version = current + 1; version <= migrations.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migrations[version - 1] as string);
      db.exec(`PRAGMA user_version = ${version}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
