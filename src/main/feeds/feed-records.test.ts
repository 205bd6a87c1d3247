import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFeedPage } from '../../shared/marketplace/affiliate-formats.ts';
import type { FeedPage } from '../../shared/marketplace/affiliate-types.ts';
import { FeedRepository } from './feed-repository.ts';
import { productDetail } from './product-query.ts';
import { feedsDb, PROFILE } from './testing/feeds.test-support.ts';

/**
 * Where FeedRepository.applyPage keeps the records a product detail reads: a JSON page's text once (feed_pages),
 * or each record on its own (feed_records) when a page came without its text (XML). What a person sees is the
 * detail of each product, from its own latest record, and nothing left behind that no product needs.
 */

const CATEGORY = 'mobiles';
const T1 = '2026-01-01T00:00:00.000Z';
const T2 = '2026-01-02T00:00:00.000Z';

let store: ReturnType<typeof feedsDb>;
let repo: FeedRepository;
beforeEach(() => {
  store = feedsDb();
  repo = new FeedRepository(store.db);
});
afterEach(() => store.close());

function record(id: string, description: string): unknown {
  return {
    productBaseInfoV1: {
      productId: id,
      title: `Phone ${id}`,
      productBrand: 'Acme',
      productDescription: description,
      maximumRetailPrice: { amount: 1000, currency: 'INR' },
      flipkartSellingPrice: { amount: 900, currency: 'INR' },
      productUrl: `https://shop.example/p/${id}`,
      inStock: true,
    },
    categorySpecificInfoV1: { keySpecs: [`spec of ${id}: ${description}`] },
  };
}

function jsonPage(records: unknown[]): FeedPage {
  return parseFeedPage(JSON.stringify({ nextUrl: null, validTill: null, products: records }), 'json');
}

function apply(page: FeedPage, options: { at?: string; withText?: boolean } = {}) {
  return repo.applyPage(
    PROFILE,
    CATEGORY,
    page.products,
    {
      nextUrl: null,
      validTill: null,
      skipped: page.skipped.length,
      walkId: 'w',
      source: options.withText === false ? undefined : page.source,
    },
    options.at ?? T1,
  );
}

function detail(id: string) {
  const d = productDetail(store.db, PROFILE, CATEGORY, id);
  return { description: d?.description, keySpecs: d?.keySpecs };
}

function count(table: string): number {
  return (store.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

describe('records of stored products', () => {
  it('a JSON page is kept once, and each product detail reads its own record from it', () => {
    apply(jsonPage([record('A1', 'first'), record('B2', 'second')]));
    expect(detail('A1')).toEqual({ description: 'first', keySpecs: ['spec of A1: first'] });
    expect(detail('B2')).toEqual({ description: 'second', keySpecs: ['spec of B2: second'] });
    expect(count('feed_pages')).toBe(1);
    expect(count('feed_records')).toBe(0);
  });

  it('a record that cannot be read leaves the products after it reading their own records', () => {
    const page = jsonPage([record('A1', 'first'), { broken: true }, record('C3', 'third')]);
    expect(page.skipped).toHaveLength(1);
    apply(page);
    expect(detail('A1').description).toBe('first');
    expect(detail('C3').description).toBe('third');
  });

  it('a page whose products all came again in later pages is gone; one still needed stays', () => {
    apply(jsonPage([record('A1', 'old'), record('B2', 'old')]));
    apply(jsonPage([record('A1', 'new')]), { at: T2 });
    // B2's record is still in the first page, so both pages are kept.
    expect(count('feed_pages')).toBe(2);
    expect(detail('A1').description).toBe('new');
    expect(detail('B2').description).toBe('old');
    apply(jsonPage([record('B2', 'newer')]), { at: T2 });
    expect(count('feed_pages')).toBe(2);
    expect(detail('B2').description).toBe('newer');
    expect(detail('A1').description).toBe('new');
  });

  it('a product listed twice in one page reads its last record', () => {
    apply(jsonPage([record('A1', 'first'), record('A1', 'again')]));
    expect(detail('A1').description).toBe('again');
    expect(count('feed_pages')).toBe(1);
  });

  it('a record moves between a page and its own row as pages come with and without their text', () => {
    apply(jsonPage([record('A1', 'from xml')]), { withText: false });
    expect([count('feed_records'), count('feed_pages')]).toEqual([1, 0]);
    apply(jsonPage([record('A1', 'from json')]), { at: T2 });
    expect([count('feed_records'), count('feed_pages')]).toEqual([0, 1]);
    expect(detail('A1').description).toBe('from json');
    apply(jsonPage([record('A1', 'from xml again')]), { at: T2, withText: false });
    expect([count('feed_records'), count('feed_pages')]).toEqual([1, 0]);
    expect(detail('A1').description).toBe('from xml again');
  });

  it('a removal keeps the record the product had', () => {
    apply(jsonPage([record('A1', 'on sale')]));
    const removal = record('A1', 'gone') as { productBaseInfoV1: Record<string, unknown> };
    removal.productBaseInfoV1.isAvailable = false;
    expect(apply(jsonPage([removal]), { at: T2 })).toMatchObject({ removed: 1 });
    expect(detail('A1').description).toBe('on sale');
    expect(count('feed_pages')).toBe(1);
  });
});
