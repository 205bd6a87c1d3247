import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';

/**
 * Copies the write-ahead log back into the database file on a thread of its own. A checkpoint is mostly a wait on
 * the disk (fsync), little CPU. Left to SQLite's automatic checkpoint, the commit that crossed the limit paid it on
 * the backend's one thread, so a feed sync stalled every call of the app for that long every dozen pages or so (a
 * CPU profile of a sync shows them as the slowest commits). Here a second connection runs passive checkpoints (they
 * never block the writer) every `intervalMs`, and in quick succession while the log keeps moving (nextCheckpoint);
 * the app's connection keeps a far automatic limit only as a backstop, should this thread stop.
 */

/** When the thread runs its next checkpoint: the timing it was started with. */
export interface CheckpointTiming {
  intervalMs: number;
  catchUpMs: number;
  catchUpTries: number;
}

/**
 * After a checkpoint, when to run the next one. A passive checkpoint copies the frames committed before it began,
 * and the log starts over from its beginning only at a commit that finds every frame copied. Checkpointing once a
 * second while a sync keeps committing, none ever caught up: the log grew to the backstop (160 MB in an eight-
 * category sync) and one commit then paid a whole checkpoint (0.4–0.5 s). So when the log moved since the last
 * checkpoint (`log`: its frames as this one found them), the next goes soon and copies only what came since, until
 * one finds nothing new in a pause between commits; at most `catchUpTries` in a row. A failed checkpoint
 * (`found` undefined) waits the interval. Plain JavaScript without outside names: it runs in the thread too.
 */
export function nextCheckpoint(
  found: { log: number } | undefined,
  last: { log: number; catchUps: number },
  timing: CheckpointTiming,
): { delayMs: number; log: number; catchUps: number } {
  if (found === undefined) return { delayMs: timing.intervalMs, log: last.log, catchUps: 0 };
  if (found.log !== last.log && last.catchUps < timing.catchUpTries)
    return { delayMs: timing.catchUpMs, log: found.log, catchUps: last.catchUps + 1 };
  return { delayMs: timing.intervalMs, log: found.log, catchUps: 0 };
}

/** The thread's whole program, plain CommonJS run with `eval`, so the built app needs no second entry file. */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const nextCheckpoint = ${nextCheckpoint.toString()};
const db = new DatabaseSync(workerData.path);
db.exec('PRAGMA busy_timeout = 1000; PRAGMA synchronous = NORMAL;');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let state = { log: 0, catchUps: 0 };
let timer;
function run() {
  let found;
  try {
    found = checkpoint.get();
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
  const next = nextCheckpoint(found, state, workerData.timing);
  state = next;
  timer = setTimeout(run, next.delayMs);
}
timer = setTimeout(run, workerData.timing.intervalMs);
parentPort.once('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

/** The app connection's automatic checkpoint while this thread does the work: 40,000 pages (160 MB). */
export const BACKSTOP_PAGES = 40_000;
/** A checkpoint that found the log moved is followed this soon by the next, at most this many times in a row. */
const CATCH_UP_MS = 5;
const CATCH_UP_TRIES = 200;
/** How long closing waits for the thread to finish a checkpoint it is in. */
const STOP_WAIT_MS = 5_000;

export interface Checkpointer {
  /** Stops the thread (after the checkpoint it may be in) and closes its connection. */
  close(): Promise<void>;
}

/**
 * Starts checkpointing `db`'s file in the background; undefined for a database without a file (in memory).
 * `onError` hears a checkpoint that failed (a full disk, say); the log is then kept until one succeeds.
 */
export function startCheckpointer(
  db: DatabaseSync,
  onError: (message: string) => void,
  intervalMs = 1_000,
): Checkpointer | undefined {
  // location() came with Node 24; where it is missing the connection keeps checkpointing by itself.
  const path = typeof db.location === 'function' ? db.location() : null;
  if (path === null || path === '') return undefined;
  const worker = new Worker(PROGRAM, {
    eval: true,
    workerData: {
      path,
      timing: { intervalMs, catchUpMs: CATCH_UP_MS, catchUpTries: CATCH_UP_TRIES } satisfies CheckpointTiming,
    },
  });
  // The thread never keeps the process alive by itself.
  worker.unref();
  worker.on('message', (m: { error?: string }) => {
    if (m.error !== undefined) onError(m.error);
  });
  worker.on('error', (error) => onError(error.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  db.exec(`PRAGMA wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  return {
    async close() {
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_WAIT_MS);
      });
      if ((await Promise.race([exited, late])) === 'late') await worker.terminate();
      clearTimeout(timer);
    },
  };
}
