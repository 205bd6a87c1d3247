import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../storage/database.ts';
import { AffiliateClient } from '../../marketplace/affiliate/affiliate-client.ts';
import type { HttpClient } from '../../marketplace/http/http-client.ts';
import { fastHttp } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import { FeedRepository } from '../feed-repository.ts';
import { feedsMigrations } from '../migrations.ts';
import { appMigrations } from '../../app/migrations.ts';
import { FeedSync } from '../sync/feed-sync.ts';
import { RateGate } from '../sync/rate-gate.ts';
import type { FeedSyncProgress } from '../../../shared/feeds/types.ts';

export const PROFILE = 'demo';

/** A data folder of its own with the feeds tables; `close()` removes it. */
export function feedsDb(): { dir: string; db: DatabaseSync; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-feeds-'));
  const db = openFeedsDatabase(dir);
  return {
    dir,
    db,
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app's database with the app's and the feeds slice's migrations, as the composition root opens it. */
export function openFeedsDatabase(dir: string): DatabaseSync {
  return openDatabase(dir, [appMigrations, feedsMigrations]);
}

export function affiliateClientFor(sim: Sim, http: HttpClient = fastHttp()): AffiliateClient {
  const { trackingId, token } = sim.info.credentials.affiliate;
  return new AffiliateClient({ baseUrl: sim.info.affiliate_base_url, trackingId, token, http });
}

export function feedSyncFor(
  sim: Sim,
  db: DatabaseSync,
  options: { http?: HttpClient; now?: () => Date; gate?: RateGate } = {},
): { sync: FeedSync; repo: FeedRepository } {
  const repo = new FeedRepository(db);
  const client = affiliateClientFor(sim, options.http);
  const gate = options.gate ?? new RateGate({ calls: 1000 });
  const sync = new FeedSync({
    repo,
    client: () => Promise.resolve(client),
    gate: () => gate,
    now: options.now ?? (() => new Date()),
  });
  return { sync, repo };
}

/** A run that records its progress; `stopAfterPages` cancels it once that many pages are stored. */
export function recordingRun(stopAfterPages?: number): {
  signal: AbortSignal;
  onProgress(p: FeedSyncProgress): void;
  progress: FeedSyncProgress[];
} {
  const controller = new AbortController();
  const progress: FeedSyncProgress[] = [];
  return {
    signal: controller.signal,
    progress,
    onProgress(p) {
      progress.push(p);
      if (stopAfterPages !== undefined && p.pages >= stopAfterPages) controller.abort();
    },
  };
}

export interface SimCategory {
  name: string;
  code: string;
  size: number;
  version: number;
  firstVersion: number;
}

export async function simCategories(sim: Sim): Promise<SimCategory[]> {
  return ((await sim.admin('GET', '/affiliate/categories')) as { categories: SimCategory[] }).categories;
}

export function storedCount(db: DatabaseSync, category: string, where = '1 = 1'): number {
  return (
    db.prepare(`SELECT count(*) AS n FROM feed_products WHERE category = ? AND ${where}`).get(category) as {
      n: number;
    }
  ).n;
}
