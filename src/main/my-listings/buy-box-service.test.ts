import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { parseFeedPage } from '../../shared/marketplace/affiliate-formats.ts';
import { appMigrations } from '../app/migrations.ts';
import { FeedRepository } from '../feeds/feed-repository.ts';
import { feedsMigrations } from '../feeds/migrations.ts';
import { offersInPageOrder } from '../feeds/offers-in-page-order.ts';
import { offersOf } from '../feeds/offers-query.ts';
import { openDatabase } from '../storage/database.ts';
import { BuyBoxRepository } from './buy-box-repository.ts';
import { BuyBoxService } from './buy-box-service.ts';
import { MyListingsRepository } from './my-listings-repository.ts';
import { myListingsMigrations } from './migrations.ts';
import { tempDir } from './testing/my-listings.test-support.ts';

/**
 * The buy box over SQLite on disk, with the feeds slice's own queries over a mirror stored as a sync stores it:
 * whose offer is mine, and which SKUs get a proposal.
 */
const P = 'demo';
let folder: ReturnType<typeof tempDir>;
let db: DatabaseSync;
let listings: MyListingsRepository;
let asked: number[];
let changed: number;
let service: BuyBoxService;

/** A v1.1.0 record of the mirror: its price, seller and stock (`gone`: removed from the catalogue). */
const record = (productId: string, price: number, sellerName: string, inStock = true, gone = false) => ({
  productBaseInfoV1: {
    productId,
    title: `Item ${productId}`,
    productBrand: 'Acme',
    maximumRetailPrice: { amount: 999, currency: 'INR' },
    flipkartSellingPrice: { amount: price, currency: 'INR' },
    productUrl: `https://shop.example/p/${productId}`,
    inStock,
    ...(gone ? { isAvailable: false } : {}),
  },
  productShippingInfoV1: { sellerName },
});

/** A page of the mirror stored as a sync stores it (the page's text kept). */
function mirror(records: unknown[]): void {
  const page = parseFeedPage(JSON.stringify({ nextUrl: null, validTill: null, products: records }), 'json');
  const meta = { nextUrl: null, validTill: null, skipped: 0, walkId: null, source: page.source };
  new FeedRepository(db).applyPage(P, 'mens_clothing', page.products, meta, '2026-11-27T10:00:00.000Z');
}

beforeEach(() => {
  folder = tempDir();
  db = openDatabase(folder.dir, [appMigrations, feedsMigrations, myListingsMigrations]);
  db.prepare(
    `INSERT INTO feed_categories (profile_id, name, api_name, has_feed, variants, format, fetched_at, position)
     VALUES (?, 'mens_clothing', 'mens_clothing', 1, '{}', 'json', '2026-11-27T09:00:00.000Z', 0)`,
  ).run(P);
  listings = new MyListingsRepository(db);
  listings.storeReads(
    P,
    ['A', 'B', 'C', 'D', 'E'].map((sku, i) => ({
      sku,
      state: 'available' as const,
      listing: {
        listingId: `L${sku}`,
        productId: `FSN-${sku}`,
        price: { mrp: 999, sellingPrice: 500 + i * 100, currency: 'INR' },
        listingStatus: 'ACTIVE',
        packages: [],
        locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 3 }],
      },
    })),
  );
  // A and B are offered by the seller at its own price; C and D by a rival for less (D out of stock); E is not held.
  mirror([
    record('FSN-A', 500, 'Kiran Traders'),
    record('FSN-B', 600, 'Kiran Traders'),
    record('FSN-C', 650, 'Rival Mart'),
    record('FSN-D', 700, 'Rival Mart', false),
  ]);
  asked = [];
  changed = 0;
  service = new BuyBoxService({
    repo: new BuyBoxRepository(db),
    feeds: {
      offersOf: (profileId, ids) => offersOf(db, profileId, ids),
      // The feeds slice's own walk, its slices counted.
      offersInSlices: async function* (profileId, ids) {
        for await (const slice of offersInPageOrder(db, profileId, ids)) {
          asked.push(slice.length);
          yield slice;
        }
      },
    },
    onChange: () => changed++,
  });
});
afterEach(() => {
  db.close();
  folder.remove();
});

const rows = (filter: object = {}) =>
  listings.block(P, { startRow: 0, endRow: 10, sort: [], filter: { search: '', ...filter } }).rows;

describe('the buy box service', () => {
  it("guesses the seller's name from offers at its own prices, and marks each buy box mine or not", async () => {
    await service.refresh(P);
    expect(changed).toBe(1);
    // Again with nothing moved in the mirror: the screen is not told to read its blocks again.
    await service.refresh(P);
    expect(changed).toBe(1);
    expect(service.settings(P)).toEqual({ sellerName: 'Kiran Traders', guessed: true });
    expect(rows().map((r) => [r.sku, r.buyBox?.mine ?? 'none'])).toEqual([
      ['A', true],
      ['B', true],
      ['C', false],
      ['D', false],
      ['E', 'none'],
    ]);
    expect(rows({ notMine: true }).map((r) => r.sku)).toEqual(['C', 'D']);
    // The seller's own word wins over the guess, case and spaces aside.
    service.setSellerName(P, ' rival mart ');
    expect(rows({ notMine: true }).map((r) => r.sku)).toEqual(['A', 'B']);
  });

  it("proposes only against another seller's offer in stock, and forgets a buy box the mirror no longer holds", async () => {
    await service.refresh(P);
    for (const sku of ['A', 'C', 'D']) service.setRule(P, sku, 10);
    // A is mine (no proposal), D is out of stock (none), C: ₹650 less ₹10.
    expect(rows({ proposals: true }).map((r) => [r.sku, r.proposed])).toEqual([['C', 640]]);
    listings.setLimits(P, 'C', { floor: 645 });
    service.recompute(P);
    expect(rows({ proposals: true }).map((r) => [r.sku, r.proposed])).toEqual([['C', 645]]);

    mirror([record('FSN-C', 650, 'Rival Mart', true, true)]);
    await service.refresh(P);
    expect(rows().find((r) => r.sku === 'C')?.buyBox).toBeNull();
    expect(rows({ proposals: true })).toEqual([]);
  });

  it('reads every listed product, and one refresh asked meanwhile runs once after', async () => {
    listings.storeReads(
      P,
      Array.from({ length: 1200 }, (_, i) => ({
        sku: `MANY-${i}`,
        state: 'available' as const,
        listing: {
          listingId: `LM${i}`,
          productId: `FSN-MANY-${i}`,
          price: { mrp: 999, sellingPrice: 500, currency: 'INR' },
          listingStatus: 'ACTIVE',
          packages: [],
          locations: [],
        },
      })),
    );
    mirror(Array.from({ length: 1200 }, (_, i) => record(`FSN-MANY-${i}`, 450, 'Rival Mart')));
    const first = service.refresh(P);
    const second = service.refresh(P);
    const third = service.refresh(P);
    expect(second).toBe(third);
    await Promise.all([first, second, third]);
    await service.refresh(P);
    // 1,204 products held: three slices a refresh; the first, one run for both asks made meanwhile, and the last.
    expect(asked).toEqual([500, 500, 204, 500, 500, 204, 500, 500, 204]);
  });
});
