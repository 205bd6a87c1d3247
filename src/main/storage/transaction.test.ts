import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from './transaction.ts';

/** A second thread's connection that takes the write lock, says so, holds it `holdMs`, then commits a row. */
const HOLDER = `
const { workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.file);
const flag = new Int32Array(workerData.flag);
db.exec('BEGIN IMMEDIATE');
db.prepare("INSERT INTO notes (text) VALUES ('from the other thread')").run();
Atomics.store(flag, 0, 1);
Atomics.notify(flag, 0);
Atomics.wait(flag, 0, 1, workerData.holdMs);
db.exec('COMMIT');
db.close();
`;

describe('a write transaction while another connection writes', () => {
  let dir: string;
  let db: DatabaseSync;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-transaction-'));
    db = new DatabaseSync(join(dir, 'test.sqlite'));
    db.exec('PRAGMA journal_mode = WAL; CREATE TABLE notes (text TEXT)');
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits for the other write to end, even when SQLite answers "database is locked" at once', async () => {
    // No busy timeout: SQLite refuses at once, as it sometimes does under load despite one.
    db.exec('PRAGMA busy_timeout = 0');
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const holder = new Worker(HOLDER, {
      eval: true,
      workerData: { file: join(dir, 'test.sqlite'), flag: flag.buffer, holdMs: 50 },
    });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    Atomics.wait(flag, 0, 0, 10_000);
    expect(() => db.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);

    inTransaction(db, () => db.prepare("INSERT INTO notes (text) VALUES ('from this thread')").run());

    await exited;
    expect(
      db
        .prepare('SELECT text FROM notes ORDER BY rowid')
        .all()
        .map((r) => r.text),
    ).toEqual(['from the other thread', 'from this thread']);
  });

  it("waits with the connection's busy timeout off and leaves it as it was", async () => {
    db.exec('PRAGMA busy_timeout = 5000');
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const holder = new Worker(HOLDER, {
      eval: true,
      workerData: { file: join(dir, 'test.sqlite'), flag: flag.buffer, holdMs: 30 },
    });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    Atomics.wait(flag, 0, 0, 10_000);

    inTransaction(db, () => db.prepare("INSERT INTO notes (text) VALUES ('from this thread')").run());

    await exited;
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 2 });
    expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
  });

  it('keeps nothing of a transaction whose work fails', () => {
    expect(() =>
      inTransaction(db, () => {
        db.prepare("INSERT INTO notes (text) VALUES ('half')").run();
        throw new Error('the work failed');
      }),
    ).toThrow('the work failed');
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 0 });
  });
});
