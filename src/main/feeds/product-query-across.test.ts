import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/marketplace/affiliate-types.ts';
import type { FeedProductQuery } from '../../shared/feeds/types.ts';
import { FeedRepository } from './feed-repository.ts';
import { allProducts, brands, queryProducts } from './product-query.ts';
import { feedsDb, PROFILE } from './testing/feeds.test-support.ts';

/** One search across every stored category: rows of each with their category, the category as filter and sort. */

let store: ReturnType<typeof feedsDb>;

function product(prefix: string, i: number, title: string): Product {
  return {
    productId: `${prefix}${String(i).padStart(2, '0')}`,
    title,
    description: '',
    brand: i % 2 === 0 ? 'Acme' : 'Zeta',
    mrp: 1000,
    sellingPrice: 100 + i * 10,
    currency: 'INR',
    inStock: true,
    isAvailable: true,
    codAvailable: true,
    discountPercentage: i,
    imageUrls: {},
    categoryPath: prefix,
    productUrl: `https://shop.example/p/${prefix}${i}`,
    offers: [],
    variant: 'v1.1.0',
    raw: { i },
  };
}

beforeEach(() => {
  store = feedsDb();
  const repo = new FeedRepository(store.db);
  const page = { nextUrl: null, validTill: null, skipped: 0, walkId: 'w' };
  // "Nova" in both categories (mobiles 0, 2, 4, 6, 8; laptops 1, 3, 5), a word only in laptops ("book").
  const mobiles = Array.from({ length: 10 }, (_, i) =>
    product('MOB', i, i % 2 === 0 ? `Nova phone ${i}` : `Other phone ${i}`),
  );
  const laptops = Array.from({ length: 6 }, (_, i) =>
    product('LAP', i, i % 2 === 1 ? `Nova book ${i}` : `Slim book ${i}`),
  );
  repo.applyPage(PROFILE, 'mobiles', mobiles, page, 'T');
  repo.applyPage(PROFILE, 'laptops', laptops, page, 'T');
  // Another profile's products never show.
  repo.applyPage('someone-else', 'mobiles', [product('MOB', 50, 'Nova phone 50')], page, 'T');
});
afterEach(() => store.close());

function block(q: Partial<FeedProductQuery> & Pick<FeedProductQuery, 'filter'>) {
  const result = queryProducts(store.db, PROFILE, { startRow: 0, endRow: 100, sort: [], ...q });
  return { rows: result.rows.map((r) => `${r.category}/${r.productId}`), count: result.rowCount };
}

describe('a search across categories', () => {
  it('finds the matches of every stored category, each row with its category', () => {
    const result = block({ filter: { search: 'nova' }, sort: [{ colId: 'sellingPrice', sort: 'asc' }] });
    expect(result.count).toBe(8);
    expect(result.rows).toEqual([
      'mobiles/MOB00',
      'laptops/LAP01',
      'mobiles/MOB02',
      'laptops/LAP03',
      'mobiles/MOB04',
      'laptops/LAP05',
      'mobiles/MOB06',
      'mobiles/MOB08',
    ]);
  });

  it('narrows to one category by the category filter, and sorts by category', () => {
    expect(block({ filter: { search: 'nova', category: 'laptops' } })).toEqual({
      rows: ['laptops/LAP01', 'laptops/LAP03', 'laptops/LAP05'],
      count: 3,
    });
    const byCategory = block({
      filter: { search: 'nova' },
      sort: [
        { colId: 'category', sort: 'asc' },
        { colId: 'sellingPrice', sort: 'desc' },
      ],
    });
    expect(byCategory.rows.slice(0, 4)).toEqual([
      'laptops/LAP05',
      'laptops/LAP03',
      'laptops/LAP01',
      'mobiles/MOB08',
    ]);
  });

  it('pages through every category without a search, counting them all', () => {
    const first = block({ filter: {}, sort: [{ colId: 'category', sort: 'desc' }], endRow: 10 });
    expect(first.count).toBe(16);
    expect(first.rows).toHaveLength(10);
    expect(first.rows.every((r) => r.startsWith('mobiles/'))).toBe(true);
    const rest = block({
      filter: {},
      sort: [{ colId: 'category', sort: 'desc' }],
      startRow: 10,
      endRow: 20,
    });
    expect(rest.rows).toEqual([
      'laptops/LAP05',
      'laptops/LAP04',
      'laptops/LAP03',
      'laptops/LAP02',
      'laptops/LAP01',
      'laptops/LAP00',
    ]);
  });

  it('merges the categories by price without a search, ties in the order they were stored', () => {
    const sort: FeedProductQuery['sort'] = [{ colId: 'sellingPrice', sort: 'asc' }];
    expect(block({ filter: {}, sort, endRow: 4 }).rows).toEqual([
      'mobiles/MOB00',
      'laptops/LAP00',
      'mobiles/MOB01',
      'laptops/LAP01',
    ]);
    expect(block({ filter: {}, sort, startRow: 2, endRow: 4 })).toEqual({
      rows: ['mobiles/MOB01', 'laptops/LAP01'],
      count: 16,
    });
    expect(
      block({ filter: { brand: 'zeta' }, sort: [{ colId: 'discount', sort: 'desc' }], endRow: 3 }),
    ).toEqual({
      rows: ['mobiles/MOB09', 'mobiles/MOB07', 'laptops/LAP05'],
      count: 8,
    });
  });

  it('filters a search the same whether it sorts by price (narrow index) or by title (table)', () => {
    const filter = { search: 'nova', minPrice: 120, maxPrice: 170, minDiscount: 3, inStockOnly: true };
    const byPrice = block({ filter, sort: [{ colId: 'sellingPrice', sort: 'desc' }] });
    expect(byPrice).toEqual({
      rows: ['mobiles/MOB06', 'laptops/LAP05', 'mobiles/MOB04', 'laptops/LAP03'],
      count: 4,
    });
    const byTitle = block({ filter, sort: [{ colId: 'title', sort: 'asc' }] });
    expect(byTitle.rows).toEqual(['laptops/LAP03', 'laptops/LAP05', 'mobiles/MOB04', 'mobiles/MOB06']);
    expect(byTitle.count).toBe(4);
    expect(block({ filter: { ...filter, brand: 'acme' } })).toEqual({
      rows: ['mobiles/MOB04', 'mobiles/MOB06'],
      count: 2,
    });
    // Past the last match: the count alone, from the same index.
    expect(block({ filter, sort: [{ colId: 'discount', sort: 'asc' }], startRow: 10, endRow: 20 })).toEqual({
      rows: [],
      count: 4,
    });
  });

  it("lists a category's brands, or every category's", () => {
    const page = { nextUrl: null, validTill: null, skipped: 0, walkId: 'w' };
    const odd = { ...product('LAP', 9, 'Odd book'), brand: 'Orbit' };
    new FeedRepository(store.db).applyPage(PROFILE, 'laptops', [odd], page, 'T');
    expect(brands(store.db, PROFILE, 'laptops')).toEqual(['Acme', 'Orbit', 'Zeta']);
    expect(brands(store.db, PROFILE, 'mobiles')).toEqual(['Acme', 'Zeta']);
    expect(brands(store.db, PROFILE, undefined)).toEqual(['Acme', 'Orbit', 'Zeta']);
  });

  it('exports the matches of every category in the grid order', () => {
    const exported = [
      ...allProducts(store.db, PROFILE, { search: 'book' }, [{ colId: 'discount', sort: 'desc' }]),
    ];
    expect(exported.map((p) => p.productId)).toEqual(['LAP05', 'LAP04', 'LAP03', 'LAP02', 'LAP01', 'LAP00']);
  });
});
