/**
 * The feed storage thread (see FeedStoreThread): its own connection to the data folder's database, already
 * migrated by the backend, and a FeedRepository storing each batch of pages it is sent, in order.
 */
// Every language's messages, before anything that translates at load (docs/PERFORMANCE.md, issue 43).
import '../../../shared/i18n/all-catalogues.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../../storage/database.ts';
import { FeedRepository } from '../feed-repository.ts';
import type { StoredPage } from '../feed-repository.ts';
import type { FeedStoreReply, FeedStoreRequest, FeedStoreWorkerData } from './feed-store-thread.ts';

const port = parentPort;
if (port === null) throw new Error('feed-store-worker.ts runs as a worker thread');
const data = workerData as FeedStoreWorkerData;
/**
 * This connection only stores pages, so it keeps a smaller page cache than the backend's 64 MB (database.ts), which
 * is sized for searches and grid blocks over a million products. What passes through this one is mostly written
 * once and not read again on it: each page's 1 MB of text (206 MB for 100,000 products) and its products' rows
 * (39 MB). What a batch does read again, the leaves of the category's indexes that its products land at random
 * places of (title, product id, filter, price, discount), is 19 MB for 100,000 products, and fits. The cache fills
 * to its size during any long sync, and that is memory of the app's process (docs/PERFORMANCE.md, issue 43).
 */
const STORE_CACHE_KB = 32 * 1024;
const db = connectDatabase(data.dataDir, data.walLimit);
db.exec(`PRAGMA cache_size = -${STORE_CACHE_KB}`);
const repo = new FeedRepository(db);
/** Pages staged for each category's next batch, in order (profile id and category, joined by NUL). */
const staged = new Map<string, StoredPage[]>();

port.on('message', (request: FeedStoreRequest) => {
  const key = `${request.profileId}\u0000${request.category}`;
  if (request.type === 'stage') {
    const pages = staged.get(key);
    if (pages === undefined) staged.set(key, [request.page]);
    else pages.push(request.page);
    return;
  }
  const pages = request.type === 'store' ? [...(staged.get(key) ?? []), ...request.pages] : [];
  staged.delete(key);
  if (request.type === 'discard') return;
  let reply: FeedStoreReply;
  try {
    reply = {
      id: request.id,
      results: repo.applyPages(request.profileId, request.category, pages, request.at),
    };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
