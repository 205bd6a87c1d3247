/**
 * The storage thread (see StoreThread): its own connection to the data folder's database, already migrated by the
 * main process, and a ShipmentWriter doing what the sync asks, one request at a time.
 */
// Every language's messages, before anything that translates at load (docs/PERFORMANCE.md, issue 43).
import '../../shared/i18n/all-catalogues.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../storage/database.ts';
import { giveWay, writeEnded } from '../storage/write-turns.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import type { StoreReply, StoreRequest, StoreWorkerData } from './store-thread.ts';

const port = parentPort;
if (port === null) throw new Error('store-worker.ts runs as a worker thread');
const data = workerData as StoreWorkerData;
const db = connectDatabase(data.dataDir, data.walLimit);
const writer = new ShipmentWriter(db);
/** Read-back shipments written per transaction: about 2 ms of the write lock. */
const READ_STEP = 10;

/** A write transaction of this thread, after which a writer of the starting thread waiting for the lock is woken. */
function ended(write: () => void): void {
  try {
    write();
  } finally {
    writeEnded(data.writeTurns);
  }
}

port.on('message', (request: StoreRequest) => {
  let reply: StoreReply;
  try {
    reply = { id: request.id };
    if (request.type === 'pages') ended(() => writer.storePages(request.key, request.pages));
    else if (request.type === 'read') {
      // Only the copies that changed: an action reads its shipments back several times, mostly unchanged.
      const changed = writer.changed(request.key, request.shipments);
      for (let i = 0; i < changed.length; i += READ_STEP) {
        giveWay(data.writeTurns);
        ended(() =>
          writer.store(request.key, changed.slice(i, i + READ_STEP), { syncedAt: request.syncedAt }),
        );
      }
      reply.written = changed.length;
    } else if (request.type === 'beginLoad') writer.beginLoad();
    else if (request.type === 'endLoad') writer.endLoad();
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
