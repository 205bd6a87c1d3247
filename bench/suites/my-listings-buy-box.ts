import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { MIGRATION_SETS } from '../../src/main/backend/migration-sets.ts';
import { FeedRepository } from '../../src/main/feeds/feed-repository.ts';
import { offersInPageOrder } from '../../src/main/feeds/offers-in-page-order.ts';
import { offersOf } from '../../src/main/feeds/offers-query.ts';
import { BuyBoxRepository } from '../../src/main/my-listings/buy-box-repository.ts';
import { BuyBoxService } from '../../src/main/my-listings/buy-box-service.ts';
import { MyListingsRepository } from '../../src/main/my-listings/my-listings-repository.ts';
import { openDatabase } from '../../src/main/storage/database.ts';
import { parseFeedPage } from '../../src/shared/marketplace/affiliate-formats.ts';
import { EventLoopWatch } from '../harness/event-loop.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';

const PROFILE = 'bench';
/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { pages: 200, listings: 50_000 },
  smoke: { pages: 4, listings: 1_000 },
};
const { pages: PAGES, listings: LISTINGS } = sized(SIZES);
const PAGE_SIZE = 500;
const REFRESH_ROW = 'my-listings: buy box of 50,000 listings from a mirror of 100,000 products';
const LOOP_ROW = 'my-listings: event-loop delay, backend thread, through that refresh, p99 / max';

interface Context {
  dir: string;
  db: DatabaseSync;
  service: BuyBoxService;
}

/** Ids unrelated to the place in the feed, as a marketplace's are: sorted, they jump from page to page. */
const idOf = (i: number) =>
  `BBX${(Math.imul(i + 1, 2654435761) >>> 0).toString(16).padStart(8, '0')}${String(i).padStart(6, '0')}`;

/** A v1.1.0 record as the captures spell it, about 1.5 KB. */
function record(i: number) {
  const id = idOf(i);
  return {
    productBaseInfoV1: {
      productId: id,
      title: `Bench item ${i} in a title of some length`,
      productBrand: 'Acme',
      productDescription: 'A description of a few words, as most records have. '.repeat(8),
      maximumRetailPrice: { amount: 1999, currency: 'INR' },
      flipkartSellingPrice: { amount: 900 + (i % 500), currency: 'INR' },
      flipkartSpecialPrice: { amount: 900 + (i % 500), currency: 'INR' },
      productUrl: `https://shop.example/p/${id}`,
      inStock: i % 7 !== 0,
      imageUrls: { '200x200': `https://img.example/${id}/200`, '800x800': `https://img.example/${id}/800` },
    },
    productShippingInfoV1: { sellerName: i % 3 === 0 ? 'Bench Seller' : `Rival ${i % 41}` },
    categorySpecificInfoV1: { keySpecs: ['Colour: Blue', 'Size: M'] },
  };
}

/**
 * The buy box's refresh after a feed sync, as My listings runs it (BuyBoxService over the feeds slice's offers
 * query) on this thread, which stands for the backend's: 50,000 listings whose products are every other one of a
 * 100,000-product mirror stored as JSON pages, with ids unrelated to their pages (a refresh asks in id order).
 */
export const myListingsBuyBoxSuite = suite<Context>({
  name: 'my-listings-buy-box',
  sizes: SIZES,
  async setUp() {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-bench-buy-box-'));
    const db = openDatabase(dir, MIGRATION_SETS);
    db.prepare(
      `INSERT INTO feed_categories (profile_id, name, api_name, has_feed, variants, format, fetched_at, position)
       VALUES (?, 'mens_clothing', 'mens_clothing', 1, '{}', 'json', ?, 0)`,
    ).run(PROFILE, new Date().toISOString());
    const feeds = new FeedRepository(db);
    for (let p = 0; p < PAGES; p++) {
      const records = Array.from({ length: PAGE_SIZE }, (_, k) => record(p * PAGE_SIZE + k));
      const page = parseFeedPage(
        JSON.stringify({ nextUrl: null, validTill: null, products: records }),
        'json',
      );
      const meta = { nextUrl: null, validTill: null, skipped: 0, walkId: null, source: page.source };
      feeds.applyPage(PROFILE, 'mens_clothing', page.products, meta, new Date().toISOString());
    }
    new MyListingsRepository(db).storeReads(
      PROFILE,
      Array.from({ length: LISTINGS }, (_, n) => {
        const i = (n * 7919 * 2) % (PAGES * PAGE_SIZE);
        return {
          sku: `SKU-${String(n).padStart(6, '0')}`,
          state: 'available' as const,
          listing: {
            listingId: `L${n}`,
            productId: idOf(i),
            price: { mrp: 1999, sellingPrice: 900 + (i % 500), currency: 'INR' },
            listingStatus: 'ACTIVE',
            packages: [],
            locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 5 }],
          },
        };
      }),
    );
    const service = new BuyBoxService({
      repo: new BuyBoxRepository(db),
      feeds: {
        offersOf: (profileId, ids) => offersOf(db, profileId, ids),
        offersInSlices: (profileId, ids) => offersInPageOrder(db, profileId, ids),
      },
    });
    return { dir, db, service };
  },
  async tearDown({ dir, db }) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  },
  benchmarks: [
    {
      rows: [REFRESH_ROW, LOOP_ROW],
      async run({ db, service }): Promise<Figure[]> {
        const loop = new EventLoopWatch();
        loop.start();
        await new Promise((resolve) => setTimeout(resolve, 30));
        const started = performance.now();
        await service.refresh(PROFILE);
        const seconds = (performance.now() - started) / 1000;
        await new Promise((resolve) => setTimeout(resolve, 30));
        loop.stop();
        const { held, notMine } = db
          .prepare(
            `SELECT count(bb_seen_at) AS held, sum(bb_mine = 0) AS notMine FROM my_listings WHERE profile_id = ?`,
          )
          .get(PROFILE) as { held: number; notMine: number };
        if (held !== LISTINGS) throw new Error(`${held} of ${LISTINGS} listings got a buy box`);
        return [
          {
            name: REFRESH_ROW,
            median: seconds,
            min: seconds,
            max: seconds,
            unit: 's',
            runs: 1,
            note: `BuyBoxService.refresh through the feeds slice's offersInSlices (the products found by index, then read in slices of 500 in the order of the ${PAGES} stored JSON pages holding their records, the seller's name taken out by SQLite), copied into my_listings, mine guessed and marked (${notMine.toLocaleString('en-IN')} not mine); SQLite on disk; 1 run.`,
          },
          loop.figure(LOOP_ROW, 1, `the refresh (${seconds.toFixed(1)} s)`, { frame: false }),
        ];
      },
    },
  ],
});
