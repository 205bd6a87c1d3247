/**
 * The checkpoint thread (see checkpointer.ts): a second connection to the database file running passive
 * checkpoints, timed by nextCheckpoint, and a truncating one when asked (the app is idle), until it is told to stop.
 */
// No catalogue: this thread says nothing in words (its errors go to the main thread as SQLite gave them), and every
// language's messages cost each start about 12 MB and 190 ms of CPU (docs/PERFORMANCE.md, issue 43).
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { nextCheckpoint } from './checkpoint-timing.ts';
import type { CheckpointReply, CheckpointRequest, CheckpointWorkerData } from './checkpointer.ts';

const port = parentPort;
if (port === null) throw new Error('checkpoint-worker.ts runs as a worker thread');
const data = workerData as CheckpointWorkerData;
const db = new DatabaseSync(data.path);
db.exec('PRAGMA busy_timeout = 1000; PRAGMA synchronous = NORMAL;');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const truncate = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)');
let state = { log: 0, catchUps: 0 };
let timer: NodeJS.Timeout | undefined;

function run(): void {
  let found: { log: number } | undefined;
  try {
    found = checkpoint.get() as { log: number } | undefined;
  } catch (error) {
    port?.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies CheckpointReply);
  }
  const next = nextCheckpoint(found, state, data.timing);
  state = { log: next.log, catchUps: next.catchUps };
  timer = setTimeout(run, next.delayMs);
}

timer = setTimeout(run, data.timing.intervalMs);
port.on('message', (request: CheckpointRequest) => {
  if (request.type === 'truncate') {
    // Copies the whole log into the file and empties it; `busy` when a reader or the writer held it meanwhile.
    let reply: CheckpointReply;
    try {
      const found = truncate.get() as { busy: number; log: number };
      reply = { truncated: request.id, busy: found.busy !== 0 };
    } catch (error) {
      reply = {
        truncated: request.id,
        busy: true,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    port.postMessage(reply);
    return;
  }
  clearTimeout(timer);
  db.close();
  port.close();
});
