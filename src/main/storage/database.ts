import { DatabaseSync } from 'node:sqlite';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../shared/errors.ts';
import { keepAside } from './keep-aside.ts';
import { MIGRATIONS } from './migrations.ts';

export const DATABASE_FILE_NAME = 'stockroom.sqlite';
const SQLITE_MAGIC = 'SQLite format 3\u0000';
const COMPANIONS = ['-wal', '-shm'] as const;

/**
 * Opens the one database of a data folder: WAL so readers never wait for the writer, and numbered migrations
 * recorded in `PRAGMA user_version`, each applied in its own transaction.
 */
export function openDatabase(dataDir: string, migrations: readonly string[] = MIGRATIONS): DatabaseSync {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE_NAME));
  setUp(db);
  migrate(db, migrations);
  return db;
}

function setUp(db: DatabaseSync): void {
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
}

/**
 * Refuses a data folder whose database was written by a newer Stockroom, before anything in the folder is opened
 * or written: hosts call it first.
 */
export function assertDatabaseNotNewer(dataDir: string, migrations: readonly string[] = MIGRATIONS): void {
  const header = readHeader(join(dataDir, DATABASE_FILE_NAME));
  if (header.kind === 'sqlite') refuseNewer(header.version, migrations.length);
}

export interface CheckedDatabase {
  db: DatabaseSync;
  /** What the person must be told: a damaged database kept aside, or one kept in memory only. */
  notices: string[];
}

/**
 * The database of a data folder, checked before use. A database from a newer Stockroom is refused before SQLite
 * opens it (so no -wal or -shm file appears beside it). A damaged one (`PRAGMA quick_check`) is kept aside under a
 * time-stamped name and a new one started. In a folder that cannot be written, the database lives in memory.
 */
export function openCheckedDatabase(
  dataDir: string,
  options: { writable: boolean; now?: () => Date; migrations?: readonly string[] },
): CheckedDatabase {
  const migrations = options.migrations ?? MIGRATIONS;
  const path = join(dataDir, DATABASE_FILE_NAME);
  const header = readHeader(path);
  if (header.kind === 'sqlite') refuseNewer(header.version, migrations.length);
  if (!options.writable) {
    const db = new DatabaseSync(':memory:');
    migrate(db, migrations);
    return { db, notices: [] };
  }
  if (header.kind === 'damaged') return fresh(path, dataDir, migrations, options.now);
  let db: DatabaseSync | undefined;
  try {
    // Checked before WAL is switched on or a migration runs, so a damaged file is kept exactly as it was found.
    db = new DatabaseSync(path);
    if (quickCheck(db)) {
      setUp(db);
      migrate(db, migrations);
      return { db, notices: [] };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // SQLITE_CORRUPT, SQLITE_NOTADB: the file is damaged; anything else (a full disk) is not ours to hide.
    if (!/malformed|not a database|corrupt/i.test(String((error as Error).message))) throw error;
  }
  db?.close();
  return fresh(path, dataDir, migrations, options.now);
}

function fresh(
  path: string,
  dataDir: string,
  migrations: readonly string[],
  now: (() => Date) | undefined,
): CheckedDatabase {
  const kept = keepAside(path, (now ?? (() => new Date()))(), COMPANIONS);
  const db = openDatabase(dataDir, migrations);
  return {
    db,
    notices: [
      `Stockroom’s database was damaged, so Stockroom started a new one; the cached data will be fetched again. The damaged database is kept as ${kept}. Your profiles and settings are not affected.`,
    ],
  };
}

function quickCheck(db: DatabaseSync): boolean {
  const rows = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
  return rows.length === 1 && rows[0]?.quick_check === 'ok';
}

type Header = { kind: 'none' } | { kind: 'damaged' } | { kind: 'sqlite'; version: number };

/**
 * The first 100 bytes of the file, read without SQLite (which would create -wal and -shm files): the magic string
 * and `user_version` (a big-endian integer at offset 60).
 */
function readHeader(path: string): Header {
  if (!existsSync(path)) return { kind: 'none' };
  const fd = openSync(path, 'r');
  try {
    const bytes = Buffer.alloc(100);
    const n = readSync(fd, bytes, 0, 100, 0);
    if (n === 0) return { kind: 'none' };
    if (n < 100 || bytes.toString('latin1', 0, 16) !== SQLITE_MAGIC) return { kind: 'damaged' };
    return { kind: 'sqlite', version: bytes.readUInt32BE(60) };
  } finally {
    closeSync(fd);
  }
}

function refuseNewer(version: number, known: number): void {
  if (version > known) throw newerSchema(version, known);
}

function newerSchema(version: number, known: number): AppError {
  return new AppError(
    'STORAGE',
    `This data folder was written by a newer Stockroom (schema ${version}, this version knows ${known}). Update Stockroom to open it.`,
    { schema: version, known },
  );
}

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  return row.user_version;
}

export function migrate(db: DatabaseSync, migrations: readonly string[]): void {
  const current = schemaVersion(db);
  if (current > migrations.length) throw newerSchema(current, migrations.length);
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
