import { mkdtempSync, rmSync } from 'node:fs';
import type { FeedPageStore } from '../store/feed-store-thread.ts';
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
import type { Directory, Product } from '../../../shared/marketplace/affiliate-types.ts';

export const PROFILE = 'demo';

/** A directory of two categories, mobiles and laptops, each with a v1.1.0 feed and no delta link. */
export const TWO_CATEGORIES: Directory = {
  title: 'Feeds',
  description: '',
  categories: ['mobiles', 'laptops'].map((name) => ({
    name,
    apiName: name,
    variants: { 'v1.1.0': { resourceName: name, get: `https://x/${name}`, deltaGet: null } },
  })),
};

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
  options: { http?: HttpClient; now?: () => Date; gate?: RateGate; store?: FeedPageStore } = {},
): { sync: FeedSync; repo: FeedRepository } {
  const repo = new FeedRepository(db);
  const client = affiliateClientFor(sim, options.http);
  const gate = options.gate ?? new RateGate({ calls: 1000 });
  const sync = new FeedSync({
    repo,
    client: () => Promise.resolve(client),
    gate: () => gate,
    ...(options.store === undefined ? {} : { store: () => options.store! }),
    now: options.now ?? (() => new Date()),
  });
  return { sync, repo };
}

/** A run that records its progress; `stopAfterPages` cancels it once that many pages arrived (the cancel stores them). */
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

/** A product as a sync would store it, with the fields a test cares about given. */
export function sampleProduct(id: string, extra: Partial<Product> = {}): Product {
  const p: Product = {
    productId: id,
    title: `Phone ${id}`,
    description: '',
    brand: 'Acme',
    mrp: 1000,
    sellingPrice: 900,
    currency: 'INR',
    inStock: true,
    isAvailable: true,
    codAvailable: true,
    discountPercentage: 10,
    imageUrls: {},
    categoryPath: 'Mobiles',
    productUrl: `https://shop.example/p/${id}`,
    offers: [],
    variant: 'v1.1.0',
    raw: {},
    ...extra,
  };
  p.raw = { productBaseInfoV1: { productId: id, title: p.title } };
  return p;
}

/** Stores `products` in `category` of `profileId` as one page of a finished walk, as a sync would. */
export function storeProducts(
  db: DatabaseSync,
  profileId: string,
  category: string,
  products: Product[],
): void {
  const repo = new FeedRepository(db);
  const at = '2026-11-20T00:00:00.000Z';
  repo.beginWalk(
    profileId,
    category,
    { mode: 'full', variant: 'v1.1.0', format: 'json', inStock: false, walkId: 'w1', targetVersion: null },
    at,
  );
  repo.applyPage(
    profileId,
    category,
    products,
    { nextUrl: null, validTill: null, skipped: 0, walkId: 'w1' },
    at,
  );
}
