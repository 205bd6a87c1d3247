import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFeedPage } from '../../shared/marketplace/affiliate-formats.ts';
import { FeedRepository } from './feed-repository.ts';
import { MAX_OFFER_IDS, OFFER_ROWS_SQL, offersOf } from './offers-query.ts';
import { feedsDb, PROFILE } from './testing/feeds.test-support.ts';

/** The buy box's read of the mirror by product id, across categories, over SQLite on disk. */

const T1 = '2026-01-01T00:00:00.000Z';
const T2 = '2026-01-02T00:00:00.000Z';

let store: ReturnType<typeof feedsDb>;
let repo: FeedRepository;
beforeEach(() => {
  store = feedsDb();
  repo = new FeedRepository(store.db);
  const add = store.db.prepare(
    `INSERT INTO feed_categories (profile_id, name, api_name, has_feed, variants, format, fetched_at, position)
     VALUES (?, ?, ?, 1, '{}', 'json', ?, ?)`,
  );
  ['mobiles', 'mens_clothing'].forEach((name, i) => add.run(PROFILE, name, name, T1, i));
});
afterEach(() => store.close());

function record(id: string, selling: number, special: number, seller: string | null, inStock = true) {
  return {
    productBaseInfoV1: {
      productId: id,
      title: `Item ${id}`,
      productBrand: 'Acme',
      maximumRetailPrice: { amount: 1000, currency: 'INR' },
      flipkartSellingPrice: { amount: selling, currency: 'INR' },
      flipkartSpecialPrice: { amount: special, currency: 'INR' },
      productUrl: `https://shop.example/p/${id}`,
      inStock,
    },
    productShippingInfoV1: { sellerName: seller },
  };
}

/**
 * A JSON page (its text kept, records read from it) or, with `text: false`, records stored one by one; `list`: the
 * page's list as the captures spell it (`products`) or as the spec does (`productInfoList`).
 */
function sync(category: string, records: unknown[], at: string, text = true, list = 'products') {
  const page = parseFeedPage(JSON.stringify({ nextUrl: null, validTill: null, [list]: records }), 'json');
  repo.applyPage(
    PROFILE,
    category,
    page.products,
    { nextUrl: null, validTill: null, skipped: 0, walkId: null, source: text ? page.source : undefined },
    at,
  );
}

describe('offersOf', () => {
  it('answers the price buyers see, stock, the seller on the offer and history, across categories', () => {
    sync('mobiles', [record('MOB1', 900, 900, 'Kiran Traders'), record('MOB2', 800, 760, null, false)], T1);
    sync('mens_clothing', [record('TSH1', 499, 499, 'Other Seller')], T1, false);
    sync('mobiles', [record('MOB1', 850, 850, 'Kiran Traders')], T2);

    const offers = offersOf(store.db, PROFILE, ['MOB1', 'MOB2', 'TSH1', 'UNKNOWN']);
    const byId = new Map(offers.map((o) => [o.productId, o]));
    expect([...byId.keys()].sort()).toEqual(['MOB1', 'MOB2', 'TSH1']);
    expect(byId.get('MOB1')).toMatchObject({
      category: 'mobiles',
      price: 850,
      inStock: true,
      sellerName: 'Kiran Traders',
      seenAt: T2,
    });
    expect(byId.get('MOB1')?.history.map((h) => [h.at, h.sellingPrice])).toEqual([
      [T1, 900],
      [T2, 850],
    ]);
    // A special price under the selling price is what buyers pay; no seller named stays null.
    expect(byId.get('MOB2')).toMatchObject({ price: 760, inStock: false, sellerName: null });
    expect(byId.get('TSH1')).toMatchObject({
      category: 'mens_clothing',
      price: 499,
      sellerName: 'Other Seller',
    });
  });

  it("reads the seller from a page in the spec's spelling too", () => {
    sync(
      'mobiles',
      [record('MOB7', 300, 300, 'Spec Seller'), record('MOB8', 400, 400, 'Other')],
      T1,
      true,
      'productInfoList',
    );
    // The record is read from the page's text, not from a row of its own.
    const kept = store.db
      .prepare("SELECT record_page FROM feed_products WHERE product_id = 'MOB7'")
      .get() as {
      record_page: number | null;
    };
    expect(kept.record_page).not.toBeNull();
    const offers = offersOf(store.db, PROFILE, ['MOB8', 'MOB7']);
    expect(offers.map((o) => [o.productId, o.sellerName]).sort()).toEqual([
      ['MOB7', 'Spec Seller'],
      ['MOB8', 'Other'],
    ]);
  });

  it('leaves out products of another profile and asks for no more than its bound at once', () => {
    sync('mobiles', [record('MOB1', 900, 900, 'A')], T1);
    expect(offersOf(store.db, 'another', ['MOB1'])).toEqual([]);
    const many = Array.from({ length: MAX_OFFER_IDS + 1 }, (_, i) => `P${i}`);
    expect(() => offersOf(store.db, PROFILE, many)).toThrow(/At most 500 products/);
  });

  it('reads the rows through the unique index, not a scan of the table', () => {
    const plan = store.db.prepare(`EXPLAIN QUERY PLAN ${OFFER_ROWS_SQL}`).all(PROFILE, PROFILE, '["A"]') as {
      detail: string;
    }[];
    const text = plan.map((p) => p.detail).join('\n');
    expect(text).toMatch(/SEARCH p USING INDEX .*\(profile_id=\? AND category=\? AND product_id=\?\)/);
  });
});
