import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/marketplace/affiliate-types.ts';
import { FeedRepository } from './feed-repository.ts';
import { queryProducts } from './product-query.ts';
import { feedsDb, PROFILE, sampleProduct } from './testing/feeds.test-support.ts';

/** FeedRepository.applyPage against a real SQLite file: what the grid, the search and the history then show. */

const CATEGORY = 'mobiles';
const T1 = '2026-01-01T00:00:00.000Z';
const T2 = '2026-01-02T00:00:00.000Z';

let store: ReturnType<typeof feedsDb>;
let repo: FeedRepository;
beforeEach(() => {
  store = feedsDb();
  repo = new FeedRepository(store.db);
  repo.beginWalk(
    PROFILE,
    CATEGORY,
    { mode: 'full', variant: 'v1.1.0', format: 'json', inStock: false, walkId: 'w1', targetVersion: null },
    T1,
  );
});
afterEach(() => store.close());

/** The shared sample product with an image, its raw record carrying the selling price. */
function product(id: string, extra: Partial<Product> = {}): Product {
  const p = sampleProduct(id, { imageUrls: { '200x200': `https://img.example/${id}.jpg` }, ...extra });
  p.raw = { productBaseInfoV1: { productId: id, title: p.title, sellingPrice: p.sellingPrice } };
  return p;
}

function apply(products: Product[], at = T1, walkId = 'w1') {
  return repo.applyPage(
    PROFILE,
    CATEGORY,
    products,
    { nextUrl: null, validTill: null, skipped: 0, walkId },
    at,
  );
}

function search(word: string): string[] {
  return queryProducts(store.db, PROFILE, {
    startRow: 0,
    endRow: 100,
    sort: [],
    filter: { category: CATEGORY, search: word },
  }).rows.map((r) => r.productId);
}

function count(sql: string): number {
  return (store.db.prepare(sql).get() as { n: number }).n;
}

/** FTS5's own check that the external-content index matches feed_products (throws when it does not). */
function ftsIntact(): void {
  store.db.exec(`INSERT INTO feed_products_fts (feed_products_fts, rank) VALUES ('integrity-check', 1)`);
}

describe('FeedRepository.applyPage', () => {
  it('makes every product of a page searchable by title and brand', () => {
    apply([product('A1'), product('B2', { title: 'Zenfone Max', brand: 'Zeta' })]);
    expect(search('Phone')).toEqual(['A1']);
    expect(search('Zeta')).toEqual(['B2']);
    expect(search('Zenfone')).toEqual(['B2']);
    ftsIntact();
  });

  it('stores a product listed twice in one page once, searchable by its last title', () => {
    const result = apply([product('A1'), product('A1', { title: 'Renamed Gadget', sellingPrice: 800 })]);
    expect(result).toMatchObject({ inserted: 1, updated: 1, historyPoints: 2 });
    expect(count('SELECT count(*) AS n FROM feed_products')).toBe(1);
    expect(search('Renamed')).toEqual(['A1']);
    expect(search('Phone')).toEqual([]);
    ftsIntact();
  });

  it('keeps the history of a product listed twice in one page in the order it was seen', () => {
    const first = product('A1');
    apply([product('B2'), first, product('A1', { sellingPrice: first.sellingPrice! - 100 })]);
    const prices = store.db
      .prepare(
        `SELECT h.selling_price AS price FROM feed_history h JOIN feed_products p ON p.id = h.product_row
          WHERE p.product_id = 'A1' ORDER BY h.rowid`,
      )
      .all()
      .map((r) => r.price);
    expect(prices).toEqual([first.sellingPrice, first.sellingPrice! - 100]);
    expect(count('SELECT count(*) AS n FROM feed_history')).toBe(3);
  });

  it('an unchanged page again adds no history point and leaves the search as it was', () => {
    apply([product('A1'), product('B2')]);
    const again = apply([product('A1'), product('B2')], T2, 'w2');
    expect(again).toMatchObject({ inserted: 0, updated: 2, historyPoints: 0 });
    expect(count('SELECT count(*) AS n FROM feed_history')).toBe(2);
    expect(count("SELECT count(*) AS n FROM feed_products WHERE walk_id = 'w2'")).toBe(2);
    // Nothing the grid shows changed, so the last-change time stays.
    expect(count(`SELECT count(*) AS n FROM feed_products WHERE changed_at = '${T1}'`)).toBe(2);
    expect(search('Phone').sort()).toEqual(['A1', 'B2']);
    ftsIntact();
  });

  it('a new title replaces the old one in the search; a price change is a history point', () => {
    apply([product('A1')]);
    const next = apply([product('A1', { title: 'Galaxy Note', sellingPrice: 850 })], T2);
    expect(next).toMatchObject({ updated: 1, historyPoints: 1 });
    expect(search('Galaxy')).toEqual(['A1']);
    expect(search('Phone')).toEqual([]);
    const raw = store.db.prepare('SELECT raw FROM feed_records').get() as { raw: string };
    expect(JSON.parse(raw.raw)).toMatchObject({ productBaseInfoV1: { title: 'Galaxy Note' } });
    ftsIntact();
  });

  it('a removal is kept, marked and a history point, and the product stays searchable', () => {
    apply([product('A1'), product('B2')]);
    const removal = apply([product('A1', { isAvailable: false })], T2);
    expect(removal).toMatchObject({ removed: 1, historyPoints: 1 });
    const row = store.db
      .prepare("SELECT removed, selling_price FROM feed_products WHERE product_id = 'A1'")
      .get() as { removed: number; selling_price: number };
    expect(row).toEqual({ removed: 1, selling_price: 900 });
    expect(search('Phone').sort()).toEqual(['A1', 'B2']);
    ftsIntact();
  });
});

describe('FeedRepository.applyPages', () => {
  const meta = (nextUrl: string | null) => ({ nextUrl, validTill: null, skipped: 0, walkId: 'w1' });

  it('stores consecutive pages together, each searchable, the checkpoint at the last page', () => {
    const results = repo.applyPages(
      PROFILE,
      CATEGORY,
      [
        { products: [product('A1'), product('B2')], meta: meta('https://feed.example/2') },
        { products: [product('C3', { title: 'Zenfone Max' })], meta: meta('https://feed.example/3') },
      ],
      T1,
    );
    expect(results.map((r) => r.inserted)).toEqual([2, 1]);
    expect(search('Zenfone')).toEqual(['C3']);
    expect(repo.syncState(PROFILE, CATEGORY)).toMatchObject({
      pages: 2,
      products: 3,
      nextUrl: 'https://feed.example/3',
    });
    ftsIntact();
  });

  it('a page that cannot be stored undoes its whole batch, and the checkpoint stays before it', () => {
    apply([product('A1')]);
    const before = repo.syncState(PROFILE, CATEGORY);
    // A record the table refuses (no product URL) in the batch's second page.
    const broken = { ...product('D4'), productUrl: null } as unknown as Product;
    expect(() =>
      repo.applyPages(
        PROFILE,
        CATEGORY,
        [
          { products: [product('B2'), product('C3')], meta: meta('https://feed.example/2') },
          { products: [broken], meta: meta('https://feed.example/3') },
        ],
        T2,
      ),
    ).toThrow(/NOT NULL/);
    expect(count('SELECT count(*) AS n FROM feed_products')).toBe(1);
    expect(repo.syncState(PROFILE, CATEGORY)).toEqual(before);
    expect(search('Phone')).toEqual(['A1']);
    ftsIntact();
  });
});
