import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../src/main/app/migrations.ts';
import { FeedRepository } from '../../src/main/feeds/feed-repository.ts';
import type { FeedPageStore } from '../../src/main/feeds/store/feed-store-thread.ts';
import { feedsMigrations } from '../../src/main/feeds/migrations.ts';
import { FeedSync } from '../../src/main/feeds/sync/feed-sync.ts';
import { RateGate } from '../../src/main/feeds/sync/rate-gate.ts';
import type { AffiliateClient } from '../../src/main/marketplace/index.ts';
import { startCheckpointer } from '../../src/main/storage/checkpointer.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import type { FeedFormat } from '../../src/shared/marketplace/affiliate-types.ts';
import { affiliateHeaders } from './clients.ts';
import type { SimInfo } from './sim-process.ts';

export const PROFILE = 'bench';

/**
 * A fresh data folder with the app's and the feeds slice's tables, as the app's backend opens it: checkpoints of
 * the log on a thread of their own.
 */
export function feedsStore(): {
  folder: string;
  db: DatabaseSync;
  repo: FeedRepository;
  /**
   * Resolves once the checkpoint thread is up and has answered (it truncates the log of the migrations, as the app
   * does when idle). The app starts that thread with its database, long before a sync; a figure timed or sampled
   * straight after opening would count the thread's own start (a V8 isolate and its modules: about 30 MB and a few
   * hundred ms of CPU on the other core) as the sync's.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
} {
  const folder = mkdtempSync(join(tmpdir(), 'stockroom-bench-feeds-'));
  const db = openDatabase(folder, [appMigrations, feedsMigrations]);
  const checkpointer = startCheckpointer(db, (message) =>
    console.error(`a background checkpoint failed: ${message}`),
  );
  return {
    folder,
    db,
    repo: new FeedRepository(db),
    async ready() {
      await checkpointer?.truncate();
    },
    async close() {
      await checkpointer?.close();
      db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The app's FeedSync over a store and a client, paced by `gate` (the app's 20 calls/s unless given), its pages stored
 * by `pageStore` (the app's storage thread) or else on this thread.
 */
export function feedSync(
  repo: FeedRepository,
  client: AffiliateClient,
  gate = new RateGate({ calls: 20 }),
  pageStore?: FeedPageStore,
): FeedSync {
  return new FeedSync({
    repo,
    client: () => Promise.resolve(client),
    gate: () => gate,
    ...(pageStore === undefined ? {} : { store: () => pageStore }),
    now: () => new Date(),
  });
}

/** Walks a feed with plain fetches, reading only `nextUrl` from the text: the service's side of a walk. */
export async function walkFeedText(
  info: SimInfo,
  firstUrl: string,
  format: FeedFormat,
): Promise<{ pages: number; ms: number }> {
  const headers = affiliateHeaders(info);
  const started = performance.now();
  let url: string | null = firstUrl;
  let pages = 0;
  while (url) {
    const res = await fetch(url, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`feed page ${pages + 1} answered ${res.status}`);
    pages++;
    url =
      format === 'json'
        ? ((JSON.parse(text) as { nextUrl?: string | null }).nextUrl ?? null)
        : (/<nextUrl>([^<]+)<\/nextUrl>/.exec(text)?.[1]?.replace(/&amp;/g, '&') ?? null);
  }
  return { pages, ms: performance.now() - started };
}
