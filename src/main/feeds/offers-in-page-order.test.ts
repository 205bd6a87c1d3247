import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFeedPage } from '../../shared/marketplace/affiliate-formats.ts';
import { FeedRepository } from './feed-repository.ts';
import { MAX_WALK_IDS, offersInPageOrder } from './offers-in-page-order.ts';
import { offersOf } from './offers-query.ts';
import { feedsDb, PROFILE } from './testing/feeds.test-support.ts';

/** Many product ids' offers in slices, read in the order of the pages holding them, over SQLite on disk. */
const T1 = '2026-01-01T00:00:00.000Z';
let store: ReturnType<typeof feedsDb>;

/** Ids unrelated to the place in the feed, as a marketplace's are. */
const idOf = (i: number) => `P${(Math.imul(i + 1, 2654435761) >>> 0).toString(16).padStart(8, '0')}`;

beforeEach(() => {
  store = feedsDb();
  store.db
    .prepare(
      `INSERT INTO feed_categories (profile_id, name, api_name, has_feed, variants, format, fetched_at, position)
       VALUES (?, 'mobiles', 'mobiles', 1, '{}', 'json', ?, 0)`,
    )
    .run(PROFILE, T1);
  const repo = new FeedRepository(store.db);
  for (let p = 0; p < 6; p++) {
    const records = Array.from({ length: 250 }, (_, k) => {
      const i = p * 250 + k;
      return {
        productBaseInfoV1: {
          productId: idOf(i),
          title: `Item ${i}`,
          productBrand: 'Acme',
          maximumRetailPrice: { amount: 1000, currency: 'INR' },
          flipkartSellingPrice: { amount: 100 + i, currency: 'INR' },
          productUrl: `https://shop.example/p/${i}`,
          inStock: i % 2 === 0,
        },
        productShippingInfoV1: { sellerName: `Seller ${i}` },
      };
    });
    const page = parseFeedPage(JSON.stringify({ nextUrl: null, validTill: null, products: records }), 'json');
    const meta = { nextUrl: null, validTill: null, skipped: 0, walkId: null, source: page.source };
    repo.applyPage(PROFILE, 'mobiles', page.products, meta, T1);
  }
});
afterEach(() => store.close());

describe('offersInPageOrder', () => {
  it('answers every held product once, in slices of at most 500, the same as offersOf does', async () => {
    const asked = [...Array.from({ length: 1500 }, (_, i) => idOf(i)).sort(), 'NOT-HELD', idOf(3)];
    const slices: number[] = [];
    const all = [];
    for await (const slice of offersInPageOrder(store.db, PROFILE, asked)) {
      slices.push(slice.length);
      all.push(...slice);
    }
    expect(slices).toEqual([500, 500, 500]);
    expect(new Set(all.map((o) => o.productId)).size).toBe(1500);
    const sample = all.filter((_, n) => n % 97 === 0);
    const direct = new Map(
      offersOf(
        store.db,
        PROFILE,
        sample.map((o) => o.productId),
      ).map((o) => [o.productId, o]),
    );
    for (const o of sample) expect(o).toEqual(direct.get(o.productId));
    expect(all.find((o) => o.productId === idOf(7))).toMatchObject({
      price: 107,
      sellerName: 'Seller 7',
      inStock: false,
    });
  });

  it('refuses more ids than its bound before reading anything', async () => {
    const many = Array.from({ length: MAX_WALK_IDS + 1 }, (_, i) => `X${i}`);
    await expect(offersInPageOrder(store.db, PROFILE, many).next()).rejects.toThrow(
      /At most 2,00,000 products/,
    );
  });
});
