import { DatabaseSync } from 'node:sqlite';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '../../shared/errors.ts';
import { closedCleanly } from './clean-close.ts';
import { keepAside } from './keep-aside.ts';
import { copyReadOnlyDatabase } from './read-only-copy.ts';
import { SCHEMA_VERSIONS_TABLE, type MigrationSet } from './migrations.ts';
import { inTransaction } from './transaction.ts';
import { setWalLimit, type WalLimit } from './wal-limit.ts';
import type { Notice } from './notice.ts';
import { t } from '../i18n/backend-language.ts';

export const DATABASE_FILE_NAME = 'stockroom.sqlite';
const SQLITE_MAGIC = 'SQLite format 3\u0000';
const COMPANIONS = ['-wal', '-shm'] as const;

/**
 * Opens the one database of a data folder: WAL so readers never wait for the writer, and each slice's numbered
 * migrations, each step applied in its own transaction.
 */
export function openDatabase(dataDir: string, sets: readonly MigrationSet[]): DatabaseSync {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE_NAME));
  try {
    setUp(db, sets);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function setUp(db: DatabaseSync, sets: readonly MigrationSet[]): void {
  configure(db);
  migrate(db, sets);
}

function configure(db: DatabaseSync): void {
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  setWalLimit(db, 'alone');
  // 64 MB of page cache rather than SQLite's 2 MB: a million feed products (about 3 GB with their indexes and FTS5)
  // otherwise read most index pages back from the OS on every page a sync stores and every search's row look-ups.
  db.exec('PRAGMA cache_size = -65536;');
}

/**
 * Another connection to a data folder's database, which `openDatabase` or `openCheckedDatabase` has opened and
 * migrated already (a worker thread's: each thread needs its own).
 */
export function connectDatabase(dataDir: string, limit: WalLimit = 'alone'): DatabaseSync {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE_NAME));
  configure(db);
  setWalLimit(db, limit);
  return db;
}

export interface CheckedDatabase {
  db: DatabaseSync;
  /** What the person must be told: a damaged database kept aside. */
  notices: Notice[];
}

/**
 * The database of a data folder, checked before use. A database from a newer Stockroom is refused (see
 * assertDatabaseNotNewer). A damaged one (`PRAGMA quick_check`, run before anything is written) is kept aside under
 * a time-stamped name with its -wal and -shm, and a new one started. In a folder that cannot be written, the
 * database lives in memory, with a copy of what the folder's holds (read-only-copy.ts).
 */
export function openCheckedDatabase(
  dataDir: string,
  sets: readonly MigrationSet[],
  options: { writable: boolean; now?: (() => Date) | undefined },
): CheckedDatabase {
  assertDatabaseNotNewer(dataDir, sets);
  const path = join(dataDir, DATABASE_FILE_NAME);
  if (!options.writable) {
    const db = new DatabaseSync(':memory:');
    migrate(db, sets);
    // What the folder holds is shown (changes are kept in memory only): an empty app read as everything lost.
    if (readHeader(path) === 'sqlite')
      try {
        copyReadOnlyDatabase(db, path);
      } catch {
        // unreadable: an empty database, as before
      }
    return { db, notices: [] };
  }
  if (readHeader(path) === 'damaged') return fresh(path, dataDir, sets, options.now);
  let db: DatabaseSync | undefined;
  try {
    // The check reads every page; a file as the last clean close left it needs none (clean-close.ts).
    const checked = closedCleanly(path);
    db = new DatabaseSync(path);
    if (checked || quickCheck(db)) {
      setUp(db, sets);
      return { db, notices: [] };
    }
  } catch (error) {
    db?.close();
    if (error instanceof AppError) throw error;
    // SQLITE_CORRUPT, SQLITE_NOTADB: the file is damaged; anything else (a full disk) is not ours to hide.
    if (!/malformed|not a database|corrupt/i.test(String((error as Error).message))) throw error;
    return fresh(path, dataDir, sets, options.now);
  }
  db.close();
  return fresh(path, dataDir, sets, options.now);
}

function fresh(
  path: string,
  dataDir: string,
  sets: readonly MigrationSet[],
  now: (() => Date) | undefined,
): CheckedDatabase {
  const kept = keepAside(path, (now ?? (() => new Date()))(), COMPANIONS);
  const db = openDatabase(dataDir, sets);
  return {
    db,
    notices: [{ id: 'storage.notice.databaseDamaged', values: { kept } }],
  };
}

function quickCheck(db: DatabaseSync): boolean {
  const rows = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
  return rows.length === 1 && rows[0]?.quick_check === 'ok';
}

/** The first bytes of the file, read without SQLite: whether it is there, and whether it is a database at all. */
function readHeader(path: string): 'none' | 'damaged' | 'sqlite' {
  if (!existsSync(path)) return 'none';
  const fd = openSync(path, 'r');
  try {
    const bytes = Buffer.alloc(100);
    const n = readSync(fd, bytes, 0, 100, 0);
    if (n === 0) return 'none';
    return n === 100 && bytes.toString('latin1', 0, 16) === SQLITE_MAGIC ? 'sqlite' : 'damaged';
  } finally {
    closeSync(fd);
  }
}

/**
 * Refuses a data folder whose database was written by a newer Stockroom, before anything in the folder is written.
 * The database is opened read-only and immutable, which creates no -wal or -shm file beside it; hosts call this
 * first, before the settings file is touched.
 */
export function assertDatabaseNotNewer(dataDir: string, sets: readonly MigrationSet[]): void {
  const path = join(dataDir, DATABASE_FILE_NAME);
  if (readHeader(path) !== 'sqlite') return;
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(`${pathToFileURL(path).href}?immutable=1`, { readOnly: true });
  } catch {
    return; // unreadable: the integrity check decides what to do with it
  }
  try {
    for (const set of sets) {
      const current = schemaVersion(db, set.slice);
      if (current > set.steps.length) throw newerSchema(set, current);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // damaged: the integrity check decides
  } finally {
    db.close();
  }
}

function newerSchema(set: MigrationSet, current: number): AppError {
  return new AppError(
    'STORAGE',
    t('storage.error.newerSchema', {
      slice: set.slice,
      schema: String(current),
      known: String(set.steps.length),
    }),
    { slice: set.slice, schema: current, known: set.steps.length },
  );
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
    if (current > set.steps.length) throw newerSchema(set, current);
  }
  db.exec(SCHEMA_VERSIONS_TABLE);
  for (const set of sets) {
    for (let version = schemaVersion(db, set.slice) + 1; version <= set.steps.length; version++) {
      inTransaction(db, () => {
        db.exec(set.steps[version - 1] as string);
        db.prepare(
          'INSERT INTO schema_versions (slice, version) VALUES (?, ?) ON CONFLICT (slice) DO UPDATE SET version = excluded.version',
        ).run(set.slice, version);
      });
    }
  }
}
