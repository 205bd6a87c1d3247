import type { DatabaseSync } from 'node:sqlite';
import type { CheckpointTiming } from './checkpoint-timing.ts';
import { setWalLimit } from './wal-limit.ts';
import { startWorkerThread } from './worker-thread.ts';

/**
 * Copies the write-ahead log back into the database file on a thread of its own. A checkpoint is mostly a wait on
 * the disk (fsync), little CPU. Left to SQLite's automatic checkpoint, the commit that crossed the limit paid it on
 * the backend's one thread, so a feed sync stalled every call of the app for that long every dozen pages or so (a
 * CPU profile of a sync shows them as the slowest commits). Here a second connection runs passive checkpoints (they
 * never block the writer) every `intervalMs`, and in quick succession while the log keeps moving (nextCheckpoint);
 * the app's connection keeps a far automatic limit only as a backstop, should this thread stop.
 */

/** A checkpoint that found the log moved is followed this soon by the next, at most this many times in a row. */
const CATCH_UP_MS = 5;
const CATCH_UP_TRIES = 200;
/** How long closing waits for the thread to finish a checkpoint it is in. */
const STOP_WAIT_MS = 5_000;

/** What the checkpoint thread (checkpoint-worker.ts) starts with. */
export interface CheckpointWorkerData {
  /** The database file. */
  path: string;
  timing: CheckpointTiming;
}

export type CheckpointRequest = { type: 'stop' } | { type: 'truncate'; id: number };
/** A failed background checkpoint, or the answer to a truncate. */
export type CheckpointReply = { error: string } | { truncated: number; busy: boolean; error?: string };

export interface Checkpointer {
  /**
   * Copies the whole log into the database file and truncates it to nothing, on the thread: resolves true when it
   * did, false when a reader or writer was busy (nothing is lost; the log is truncated next time).
   */
  truncate(): Promise<boolean>;
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
  const worker = startWorkerThread('checkpoint-worker', import.meta.url, {
    path,
    timing: { intervalMs, catchUpMs: CATCH_UP_MS, catchUpTries: CATCH_UP_TRIES },
  } satisfies CheckpointWorkerData);
  const truncating = new Map<number, (done: boolean) => void>();
  let next = 1;
  worker.on('message', (m: CheckpointReply) => {
    if (m.error !== undefined) onError(m.error);
    if (!('truncated' in m)) return;
    truncating.get(m.truncated)?.(!m.busy && m.error === undefined);
    truncating.delete(m.truncated);
    if (truncating.size === 0) worker.unref();
  });
  worker.on('error', (error) => onError(error.message));
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      for (const done of truncating.values()) done(false);
      truncating.clear();
      resolve();
    }),
  );
  setWalLimit(db, 'backstop');
  let closed = false;
  return {
    truncate() {
      if (closed) return Promise.resolve(false);
      const id = next++;
      return new Promise<boolean>((resolve) => {
        truncating.set(id, resolve);
        worker.ref();
        worker.postMessage({ type: 'truncate', id } satisfies CheckpointRequest);
      });
    },
    async close() {
      closed = true;
      worker.postMessage({ type: 'stop' } satisfies CheckpointRequest);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_WAIT_MS);
      });
      if ((await Promise.race([exited, late])) === 'late') await worker.terminate();
      clearTimeout(timer);
    },
  };
}
