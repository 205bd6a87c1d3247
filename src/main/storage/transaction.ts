import type { DatabaseSync } from 'node:sqlite';
import { writeDone, writeWanted } from './write-turns.ts';

/** SQLite's "database is locked" (SQLITE_BUSY and its extended codes). */
const BUSY = 5;
/** How long a transaction waits in all for another connection's write to end before it fails. */
const MAX_WAIT_MS = 5_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * BEGIN IMMEDIATE, tried again while another connection (the storage thread's) holds the write lock. The
 * connection's busy timeout covers most waits, but SQLite can answer "database is locked" well before it (seen
 * in WAL mode with the storage thread writing); a journal write must not fail for that, so this waits on, with a
 * growing pause, up to MAX_WAIT_MS. The wait blocks the thread as SQLite's own busy handler does.
 */
function begin(db: DatabaseSync): void {
  const deadline = performance.now() + MAX_WAIT_MS;
  for (let delay = 1; ; delay = Math.min(delay * 2, 25)) {
    try {
      db.exec('BEGIN IMMEDIATE');
      return;
    } catch (error) {
      const code = (error as { errcode?: unknown }).errcode;
      if (typeof code !== 'number' || (code & 0xff) !== BUSY || performance.now() >= deadline) throw error;
      Atomics.wait(pause, 0, 0, delay);
    }
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
