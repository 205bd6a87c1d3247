import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/marketplace/affiliate-types.ts';
import { FeedRepository } from './feed-repository.ts';
import { KeptBrands } from './kept-brands.ts';
import { brands } from './product-query.ts';
import { feedsDb, PROFILE, TWO_CATEGORIES, sampleProduct } from './testing/feeds.test-support.ts';

/** The brands filter's list is read once for each state of the category, and never shown stale. */

let store: ReturnType<typeof feedsDb>;
let repo: FeedRepository;
let kept: KeptBrands;
/** The brand lists read from the products (the DISTINCT), counted through the connection. */
let reads: number;

const directory = TWO_CATEGORIES;

const item = (id: string, brand: string): Product => sampleProduct(id, { brand });

/** A walk of `category` storing `products` in one page, all at the same time 'T1' (an injected clock). */
function walk(category: string, walkId: string, products: Product[], end = true): void {
  const mode = { mode: 'full', variant: 'v1.1.0', format: 'json', inStock: false } as const;
  repo.beginWalk(PROFILE, category, { ...mode, walkId, targetVersion: null }, 'T1');
  repo.applyPage(PROFILE, category, products, { nextUrl: null, validTill: null, skipped: 0, walkId }, 'T1');
  if (end) repo.finishWalk(PROFILE, category, 1, 'Done.', 'T1');
}

function counting(db: DatabaseSync): DatabaseSync {
  return new Proxy(db, {
    get(target, name) {
      if (name === 'prepare')
        return (sql: string) => {
          if (sql.includes('SELECT DISTINCT brand')) reads++;
          return target.prepare(sql);
        };
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

beforeEach(() => {
  store = feedsDb();
  repo = new FeedRepository(store.db);
  repo.saveDirectory(PROFILE, 'json', directory, 'T0');
  reads = 0;
  kept = new KeptBrands(counting(store.db));
});
afterEach(() => store.close());

describe('kept brands', () => {
  it('answers as the products do, reading a category once while its walks have not moved', () => {
    walk('mobiles', 'w1', [item('M1', 'Zeta'), item('M2', 'acme'), item('M3', 'Acme')]);
    walk('laptops', 'w2', [item('L1', 'Orbit')]);

    expect(kept.brands(PROFILE, 'mobiles')).toEqual(brands(store.db, PROFILE, 'mobiles'));
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['acme', 'Zeta']);
    expect(kept.brands(PROFILE, undefined)).toEqual(['acme', 'Orbit', 'Zeta']);
    expect(kept.brands(PROFILE, undefined)).toEqual(brands(store.db, PROFILE, undefined));
    expect(reads).toBe(2);
  });

  it('reads the list again after another walk, even at the same time and with as many products', () => {
    walk('mobiles', 'w1', [item('M1', 'Zeta')]);
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Zeta']);
    expect(kept.brands(PROFILE, undefined)).toEqual(['Zeta']);

    // The same product with another brand: the count stays at one, the walk is another.
    walk('mobiles', 'w2', [item('M1', 'Nova')]);
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Nova']);
    expect(kept.brands(PROFILE, undefined)).toEqual(['Nova']);
    // Another category's walk moves the list of them all, not the one of mobiles.
    walk('laptops', 'w3', [item('L1', 'Orbit')]);
    expect(kept.brands(PROFILE, undefined)).toEqual(['Nova', 'Orbit']);
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Nova']);
    expect(reads).toBe(5);
  });

  it('reads the list at every call while a walk runs, and keeps it once the walk stops', () => {
    walk('mobiles', 'w1', [item('M1', 'Zeta')]);
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Zeta']);
    walk('mobiles', 'w2', [item('M2', 'Acme')], false);
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Acme', 'Zeta']);
    repo.applyPage(
      PROFILE,
      'mobiles',
      [item('M3', 'Nova')],
      { nextUrl: 'https://x/next', validTill: null, skipped: 0, walkId: 'w2' },
      'T1',
    );
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Acme', 'Nova', 'Zeta']);
    expect(reads).toBe(3);
    repo.setStatus(PROFILE, 'mobiles', 'stopped', 'Cancelled.', 'T1');
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Acme', 'Nova', 'Zeta']);
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Acme', 'Nova', 'Zeta']);
    expect(reads).toBe(4);
  });

  it('gives each caller its own copy of the list', () => {
    walk('mobiles', 'w1', [item('M1', 'Zeta')]);
    kept.brands(PROFILE, 'mobiles').push('Changed');
    expect(kept.brands(PROFILE, 'mobiles')).toEqual(['Zeta']);
  });
});
