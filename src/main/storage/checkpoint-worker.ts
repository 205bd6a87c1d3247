/**
 * The checkpoint thread (see checkpointer.ts): a second connection to the database file running passive
 * checkpoints, timed by nextCheckpoint, until the main thread asks it to stop.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { nextCheckpoint } from './checkpoint-timing.ts';
import type { CheckpointWorkerData } from './checkpointer.ts';

const port = parentPort;
if (port === null) throw new Error('checkpoint-worker.ts runs as a worker thread');
const data = workerData as CheckpointWorkerData;
const db = new DatabaseSync(data.path);
db.exec('PRAGMA busy_timeout = 1000; PRAGMA synchronous = NORMAL;');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let state = { log: 0, catchUps: 0 };
let timer: NodeJS.Timeout | undefined;

function run(): void {
  let found: { log: number } | undefined;
  try {
    found = checkpoint.get() as { log: number } | undefined;
  } catch (error) {
    port?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
  const next = nextCheckpoint(found, state, data.timing);
  state = { log: next.log, catchUps: next.catchUps };
  timer = setTimeout(run, next.delayMs);
}

timer = setTimeout(run, data.timing.intervalMs);
port.once('message', () => {
  clearTimeout(timer);
  db.close();
  port.close();
});
