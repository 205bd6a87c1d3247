/**
 * The storage thread (see StoreThread): its own connection to the data folder's database, already migrated by the
 * main process, and a ShipmentWriter doing what the sync asks, one request at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../storage/database.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import type { StoreReply, StoreRequest, StoreWorkerData } from './store-thread.ts';

const port = parentPort;
if (port === null) throw new Error('store-worker.ts runs as a worker thread');
const data = workerData as StoreWorkerData;
const db = connectDatabase(data.dataDir, data.walLimit);
const writer = new ShipmentWriter(db);

port.on('message', (request: StoreRequest) => {
  let reply: StoreReply;
  try {
    if (request.type === 'pages') writer.storePages(request.key, request.pages);
    else if (request.type === 'beginLoad') writer.beginLoad();
    else if (request.type === 'endLoad') writer.endLoad();
    reply = { id: request.id };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
