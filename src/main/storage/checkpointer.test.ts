import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMigrations } from '../app/migrations.ts';
import { BACKSTOP_PAGES, startCheckpointer } from './checkpointer.ts';
import { DATABASE_FILE_NAME, openDatabase } from './database.ts';

/**
 * Rows of `t` as the database file alone holds them: immutable mode reads no write-ahead log. (Without the
 * checkpointer, 300 small rows stay in the log: the automatic checkpoint waits for thousands of pages.)
 */
function rowsInFile(dir: string): number {
  const file = new DatabaseSync(`${pathToFileURL(join(dir, DATABASE_FILE_NAME)).href}?immutable=1`, {
    readOnly: true,
  });
  try {
    const table = file.prepare("SELECT 1 FROM sqlite_master WHERE name = 't'").get();
    return table === undefined ? 0 : (file.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
  } finally {
    file.close();
  }
}

describe('background checkpointer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-checkpoint-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies committed writes into the database file while the app connection only commits', async () => {
    const db = openDatabase(dir, [appMigrations]);
    const errors: string[] = [];
    const checkpointer = startCheckpointer(db, (m) => errors.push(m), 20);
    try {
      // The app connection's own automatic checkpoint is only a far backstop now.
      expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: BACKSTOP_PAGES });
      db.exec('CREATE TABLE t (x TEXT)');
      const insert = db.prepare('INSERT INTO t VALUES (?)');
      for (let i = 0; i < 300; i++) insert.run(`row ${i}`);
      await vi.waitFor(() => expect(rowsInFile(dir)).toBe(300), { timeout: 5_000 });
      expect(errors).toEqual([]);
    } finally {
      await checkpointer?.close();
      db.close();
    }
  });

  it('stops its thread on close, and the database stays usable and whole', async () => {
    const db = openDatabase(dir, [appMigrations]);
    const checkpointer = startCheckpointer(db, () => undefined, 20);
    db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('kept')");
    await checkpointer?.close();
    db.exec("INSERT INTO t VALUES ('after')");
    db.close();
    const again = openDatabase(dir, [appMigrations]);
    expect(again.prepare('SELECT x FROM t ORDER BY rowid').all()).toEqual([{ x: 'kept' }, { x: 'after' }]);
    expect(again.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    again.close();
  });

  it('has nothing to do for a database in memory', () => {
    const db = new DatabaseSync(':memory:');
    expect(startCheckpointer(db, () => undefined)).toBeUndefined();
    db.close();
  });
});
