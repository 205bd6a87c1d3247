import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/marketplace/affiliate-types.ts';
import { FeedRepository } from './feed-repository.ts';
import { queryProducts } from './product-query.ts';
import { feedsDb, PROFILE, TWO_CATEGORIES } from './testing/feeds.test-support.ts';

/** The directory's and the grid's counts stay right whether a walk has ended (kept counts) or is running. */

let store: ReturnType<typeof feedsDb>;
let repo: FeedRepository;

const directory = TWO_CATEGORIES;

function product(prefix: string, i: number, available = true): Product {
  return {
    productId: `${prefix}${i}`,
    title: `${prefix} product ${i}`,
    description: '',
    brand: 'Acme',
    mrp: 1000,
    sellingPrice: 100 + i,
    currency: 'INR',
    inStock: true,
    isAvailable: available,
    codAvailable: true,
    discountPercentage: 5,
    imageUrls: {},
    categoryPath: prefix,
    productUrl: `https://shop.example/p/${prefix}${i}`,
    offers: [],
    variant: 'v1.1.0',
    raw: { i },
  };
}

function walk(category: string, walkId: string, products: Product[]): void {
  repo.beginWalk(
    PROFILE,
    category,
    { mode: 'full', variant: 'v1.1.0', format: 'json', inStock: false, walkId, targetVersion: null },
    'T1',
  );
  repo.applyPage(PROFILE, category, products, { nextUrl: null, validTill: null, skipped: 0, walkId }, 'T1');
}

function counts(): Record<string, [number, number]> {
  return Object.fromEntries(repo.categories(PROFILE).map((c) => [c.name, [c.stored, c.removed]]));
}

function allCount(hideRemoved = false): number {
  const q = { startRow: 0, endRow: 100, sort: [], filter: { hideRemoved } };
  return queryProducts(store.db, PROFILE, q).rowCount;
}

beforeEach(() => {
  store = feedsDb();
  repo = new FeedRepository(store.db);
  repo.saveDirectory(PROFILE, 'json', directory, 'T0');
});
afterEach(() => store.close());

describe('category counts', () => {
  it('shows the stored and removed products of walks that ended, in the directory and the grid', () => {
    walk(
      'mobiles',
      'w1',
      Array.from({ length: 5 }, (_, i) => product('MOB', i)),
    );
    repo.finishWalk(PROFILE, 'mobiles', 1, 'Done.', 'T2');
    walk('laptops', 'w2', [product('LAP', 0), product('LAP', 1), product('LAP', 2)]);
    repo.finishWalk(PROFILE, 'laptops', 1, 'Done.', 'T2');
    // A second walk of mobiles sees three of the five: two are kept, marked removed.
    walk(
      'mobiles',
      'w3',
      [0, 1, 2].map((i) => product('MOB', i)),
    );
    repo.markUnseenRemoved(PROFILE, 'mobiles', 'w3', 'T3');
    repo.finishWalk(PROFILE, 'mobiles', 2, 'Done.', 'T3');

    expect(counts()).toEqual({ mobiles: [5, 2], laptops: [3, 0], books: [0, 0], ebooks: [0, 0] });
    expect(allCount()).toBe(8);
    expect(allCount(true)).toBe(6);
    const one = queryProducts(store.db, PROFILE, {
      startRow: 0,
      endRow: 100,
      sort: [],
      filter: { category: 'mobiles', hideRemoved: true },
    });
    expect(one.rowCount).toBe(3);
    expect(one.rows).toHaveLength(3);
  });

  it('counts a running walk as it stores pages, and keeps what a stopped walk stored', () => {
    walk('mobiles', 'w1', [product('MOB', 0)]);
    repo.finishWalk(PROFILE, 'mobiles', 1, 'Done.', 'T2');
    expect(allCount()).toBe(1);

    walk('mobiles', 'w2', [product('MOB', 1), product('MOB', 2)]);
    expect(counts().mobiles).toEqual([3, 0]);
    expect(allCount()).toBe(3);
    repo.applyPage(
      PROFILE,
      'mobiles',
      [product('MOB', 3), product('MOB', 0, false)],
      { nextUrl: 'https://x/next', validTill: null, skipped: 0, walkId: 'w2' },
      'T3',
    );
    expect(counts().mobiles).toEqual([4, 1]);
    expect(allCount(true)).toBe(3);

    repo.setStatus(PROFILE, 'mobiles', 'stopped', 'Cancelled.', 'T4');
    expect(counts().mobiles).toEqual([4, 1]);
    expect(allCount()).toBe(4);
    expect(allCount(true)).toBe(3);
  });

  it('counts rows for a filter beyond hiding removed products', () => {
    walk(
      'mobiles',
      'w1',
      Array.from({ length: 4 }, (_, i) => product('MOB', i)),
    );
    repo.finishWalk(PROFILE, 'mobiles', 1, 'Done.', 'T2');
    const q = { startRow: 0, endRow: 100, sort: [], filter: { minPrice: 102 } };
    expect(queryProducts(store.db, PROFILE, q).rowCount).toBe(2);
  });
});
