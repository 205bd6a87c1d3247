/**
 * A backend process that only runs one full sync, for the test that kills it mid-walk (SIGKILL) and resumes in
 * another process. Arguments: data folder, affiliate base address, tracking id, token (test values only).
 * Prints `PAGE <n>` as each page arrives and `STORED <pages>` after each batch of pages is stored.
 */
import { AffiliateClient } from '../../marketplace/affiliate/affiliate-client.ts';
import { HttpClient } from '../../marketplace/http/http-client.ts';
import { FeedRepository } from '../feed-repository.ts';
import { FeedSync } from '../sync/feed-sync.ts';
import { RateGate } from '../sync/rate-gate.ts';
import { openFeedsDatabase } from './feeds.test-support.ts';

const [dataDir, baseUrl, trackingId, token] = process.argv.slice(2) as [string, string, string, string];
const db = openFeedsDatabase(dataDir);
const client = new AffiliateClient({ baseUrl, trackingId, token, http: new HttpClient({ baseDelayMs: 2 }) });
const gate = new RateGate({ calls: 1000 });
const repo = new FeedRepository(db);
const applyPages = repo.applyPages.bind(repo);
repo.applyPages = (...args) => {
  const results = applyPages(...args);
  process.stdout.write(`STORED ${String(repo.syncState('demo', 'mobiles')?.pages)}\n`);
  return results;
};
const sync = new FeedSync({
  repo,
  client: () => Promise.resolve(client),
  gate: () => gate,
  now: () => new Date(),
});
await sync.full(
  'demo',
  { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false },
  {
    signal: new AbortController().signal,
    onProgress: (p) => {
      if (p.pages > 0) process.stdout.write(`PAGE ${p.pages}\n`);
    },
  },
);
process.stdout.write('DONE\n');
