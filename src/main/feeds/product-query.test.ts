import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/marketplace/affiliate-types.ts';
import type { FeedProductQuery } from '../../shared/feeds/types.ts';
import { FeedRepository } from './feed-repository.ts';
import { queryProducts } from './product-query.ts';
import { feedsDb, PROFILE } from './testing/feeds.test-support.ts';

/** Grid blocks with a search: the rows of the block, in order, and the count of every match. */

const CATEGORY = 'mobiles';
let store: ReturnType<typeof feedsDb>;
beforeEach(() => {
  store = feedsDb();
  const repo = new FeedRepository(store.db);
  const products = Array.from({ length: 30 }, (_, i): Product => ({
    productId: `P${String(i).padStart(2, '0')}`,
    title: `${i % 3 === 0 ? 'Nova' : 'Other'} phone ${i}`,
    description: '',
    brand: i % 2 === 0 ? 'Acme' : 'Zeta',
    mrp: 1000,
    sellingPrice: 100 + ((i * 7) % 30) * 10,
    currency: 'INR',
    inStock: i % 5 !== 0,
    isAvailable: true,
    codAvailable: true,
    discountPercentage: i,
    imageUrls: {},
    categoryPath: 'Mobiles',
    productUrl: `https://shop.example/p/${i}`,
    offers: [],
    variant: 'v1.1.0',
    raw: { i },
  }));
  repo.applyPage(
    PROFILE,
    CATEGORY,
    products,
    { nextUrl: null, validTill: null, skipped: 0, walkId: 'w' },
    'T',
  );
});
afterEach(() => store.close());

function block(filter: FeedProductQuery['filter'], startRow = 0, endRow = 5) {
  const result = queryProducts(store.db, PROFILE, {
    startRow,
    endRow,
    sort: [{ colId: 'sellingPrice', sort: 'desc' }],
    filter: { category: CATEGORY, ...filter },
  });
  return { ids: result.rows.map((r) => r.productId), count: result.rowCount };
}

describe('queryProducts with a search', () => {
  it('returns the block of matches that pass the filters, by price, with the count of all of them', () => {
    // Nova: i = 0, 3, …, 27; in stock drops 0, 15; discount ≥ 5 drops 3.
    const result = block({ search: 'nova', inStockOnly: true, minDiscount: 5 });
    expect(result.count).toBe(7);
    const prices = result.ids.map((id) => 100 + ((Number(id.slice(1)) * 7) % 30) * 10);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(result.ids).toHaveLength(5);
    expect(block({ search: 'nova', inStockOnly: true, minDiscount: 5 }, 5, 10).ids).toHaveLength(2);
  });

  it('still counts the matches when a block starts past the last one', () => {
    expect(block({ search: 'nova' }, 100, 105)).toEqual({ ids: [], count: 10 });
    expect(block({ search: 'nothing-like-this' })).toEqual({ ids: [], count: 0 });
  });

  it('searches the brand too', () => {
    expect(block({ search: 'zeta nova' }, 0, 100).ids.sort()).toEqual(['P03', 'P09', 'P15', 'P21', 'P27']);
  });
});
