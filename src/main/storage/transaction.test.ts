import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from './transaction.ts';
import { writeTurnsBuffer } from './write-turns.ts';

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

/**
 * A storage thread writing in steps as store-worker.ts does: before each step it gives way while the starting thread
 * counts write transactions (turns[0]), then writes a row in a transaction of its own and says it ended (turns[1]).
 */
const STEPPER = `
const { workerData, parentPort } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.file);
db.exec('PRAGMA busy_timeout = 5000');
const turns = new Int32Array(workerData.turns);
const stop = new Int32Array(workerData.stop);
for (let step = 0; Atomics.load(stop, 0) === 0; step++) {
  for (let n = Atomics.load(turns, 0); n > 0; n = Atomics.load(turns, 0)) Atomics.wait(turns, 0, n, 1000);
  db.exec('BEGIN IMMEDIATE');
  db.prepare('INSERT INTO notes (text) VALUES (?)').run('step');
  db.exec('COMMIT');
  Atomics.add(turns, 1, 1);
  Atomics.notify(turns, 1);
  if (step === 0) parentPort.postMessage('stepping');
}
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

  it('makes the writes of one turn of the event loop together, with no step of a storage thread between them', async () => {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const stepper = new Worker(STEPPER, {
      eval: true,
      workerData: { file: join(dir, 'test.sqlite'), turns: writeTurnsBuffer(), stop: stop.buffer },
    });
    const exited = new Promise((resolve) => stepper.once('exit', resolve));
    await new Promise((resolve) => stepper.once('message', resolve));
    const note = (text: string) => () => db.prepare('INSERT INTO notes (text) VALUES (?)').run(text);

    // The journal rows of a round's calls, one transaction each, one after another in the same turn.
    for (const call of ['call 1', 'call 2', 'call 3']) inTransaction(db, note(call));
    // The turn ends: the storage thread goes on.
    await new Promise((resolve) => setImmediate(resolve));
    const stepsBefore = (
      db.prepare("SELECT count(*) AS n FROM notes WHERE text = 'step'").get() as { n: number }
    ).n;
    while (
      (db.prepare("SELECT count(*) AS n FROM notes WHERE text = 'step'").get() as { n: number }).n <=
      stepsBefore
    )
      await new Promise((resolve) => setImmediate(resolve));
    Atomics.store(stop, 0, 1);
    await exited;

    const texts = db
      .prepare('SELECT text FROM notes ORDER BY rowid')
      .all()
      .map((r) => r.text as string);
    const first = texts.indexOf('call 1');
    expect(texts.slice(first, first + 3)).toEqual(['call 1', 'call 2', 'call 3']);
    expect(texts.slice(first + 3)).toContain('step');
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
