import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMigrations } from '../app/migrations.ts';
import { nextCheckpoint } from './checkpoint-timing.ts';
import { startCheckpointer } from './checkpointer.ts';
import { WAL_LIMIT_PAGES } from './wal-limit.ts';
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
      expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({
        wal_autocheckpoint: WAL_LIMIT_PAGES.backstop,
      });
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

describe('when the next checkpoint runs', () => {
  const timing = { intervalMs: 1_000, catchUpMs: 5, catchUpTries: 3 };

  it('goes again soon while the log moved since the last one, and rests once one finds nothing new', () => {
    let state = { log: 0, catchUps: 0 };
    const delays: number[] = [];
    // A sync commits while the checkpoints copy: the log grows, then stops moving in a pause between commits.
    for (const log of [9_000, 9_400, 9_650, 9_650]) {
      const next = nextCheckpoint({ log }, state, timing);
      delays.push(next.delayMs);
      state = next;
    }
    expect(delays).toEqual([5, 5, 5, 1_000]);
    expect(state).toEqual({ delayMs: 1_000, log: 9_650, catchUps: 0 });
  });

  it('counts a log that started over (smaller than before) as moved', () => {
    expect(nextCheckpoint({ log: 120 }, { log: 9_650, catchUps: 0 }, timing).delayMs).toBe(5);
  });

  it('rests after `catchUpTries` quick ones in a row, however busy the writer stays', () => {
    let state = { log: 0, catchUps: 0 };
    const delays: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const next = nextCheckpoint({ log: i * 400 }, state, timing);
      delays.push(next.delayMs);
      state = next;
    }
    expect(delays).toEqual([5, 5, 5, 1_000, 5]);
  });

  it('waits the interval after a checkpoint that failed, keeping what the last one found', () => {
    expect(nextCheckpoint(undefined, { log: 700, catchUps: 2 }, timing)).toEqual({
      delayMs: 1_000,
      log: 700,
      catchUps: 0,
    });
  });
});
