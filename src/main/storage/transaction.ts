import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { waitForWriteEnd, writeDone, writeWanted, writesEnded } from './write-turns.ts';

/** SQLite's "database is locked" (SQLITE_BUSY and its extended codes). */
const BUSY = 5;
/** How long a transaction waits in all for another connection's write to end before it fails. */
const MAX_WAIT_MS = 5_000;
/** The longest pause between two looks at the lock when no storage thread says it has let go. */
const MAX_PAUSE_MS = 5;
/** Each connection's `PRAGMA busy_timeout`, read once through its prepared statement. */
const busyTimeouts = new WeakMap<DatabaseSync, StatementSync>();

function busyTimeoutOf(db: DatabaseSync): number {
  let statement = busyTimeouts.get(db);
  if (statement === undefined) {
    statement = db.prepare('PRAGMA busy_timeout');
    busyTimeouts.set(db, statement);
  }
  return (statement.get() as { timeout: number }).timeout;
}

/**
 * BEGIN IMMEDIATE, tried again while another connection (the storage thread's) holds the write lock, up to
 * MAX_WAIT_MS. Not through SQLite's busy handler: it sleeps 1, 2, 5, 10, 15, 20, 25 ms… between looks, so a wait of
 * 20 ms for the storage thread's step took 33, with this thread blocked. Instead the connection's busy timeout is
 * off for the BEGIN, and between two tries this thread waits until a storage thread says it has ended a write
 * transaction (write-turns.ts; it then gives way to this one), or a few ms for any other connection. SQLite can
 * also answer "database is locked" well before a busy timeout (seen in WAL mode with the storage thread writing):
 * the same wait covers that. The wait blocks the thread as SQLite's own busy handler does.
 */
function begin(db: DatabaseSync): void {
  const timeout = busyTimeoutOf(db);
  if (timeout > 0) db.exec('PRAGMA busy_timeout = 0');
  try {
    const deadline = performance.now() + MAX_WAIT_MS;
    for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
      // Read before the try: a step that ends between a refused try and the wait does not leave this one asleep.
      const ended = writesEnded();
      try {
        db.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        const code = (error as { errcode?: unknown }).errcode;
        if (typeof code !== 'number' || (code & 0xff) !== BUSY || performance.now() >= deadline) throw error;
        waitForWriteEnd(ended, pause);
      }
    }
  } finally {
    if (timeout > 0) db.exec(`PRAGMA busy_timeout = ${timeout}`);
  }
}

/**
 * Runs `work` in one write transaction: all of it is stored, or none. A storage thread this thread started gives
 * way meanwhile (write-turns.ts).
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  writeWanted();
  try {
    begin(db);
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  } finally {
    writeDone();
  }
}
