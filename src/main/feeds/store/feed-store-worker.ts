/**
 * The feed storage thread (see FeedStoreThread): its own connection to the data folder's database, already
 * migrated by the backend, and a FeedRepository storing each batch of pages it is sent, in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../../storage/database.ts';
import { FeedRepository } from '../feed-repository.ts';
import type { FeedStoreReply, FeedStoreRequest, FeedStoreWorkerData } from './feed-store-thread.ts';

const port = parentPort;
if (port === null) throw new Error('feed-store-worker.ts runs as a worker thread');
const data = workerData as FeedStoreWorkerData;
const repo = new FeedRepository(connectDatabase(data.dataDir, data.walLimit));

port.on('message', (request: FeedStoreRequest) => {
  let reply: FeedStoreReply;
  try {
    reply = {
      id: request.id,
      results: repo.applyPages(request.profileId, request.category, request.pages, request.at),
    };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
