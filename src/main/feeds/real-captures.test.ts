import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDirectory, parseFeedPage } from '../../shared/marketplace/affiliate-formats.ts';
import { normaliseProduct } from '../../shared/marketplace/affiliate-product.ts';
import { buildXml, xmlTree } from '../../simulator/affiliate/xml.ts';
import { FeedRepository } from './feed-repository.ts';
import { productDetail } from './product-query.ts';
import { feedsDb, PROFILE } from './testing/feeds.test-support.ts';

/** The real service's answers (fixtures/affiliate-real): every one reads into the model and into the cache. */
const FIXTURES = new URL('../../../fixtures/affiliate-real/', import.meta.url);
const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
const read = (file: string) => readFileSync(new URL(file, FIXTURES), 'utf8');
const AT = '2026-01-01T00:00:00.000Z';

let store: ReturnType<typeof feedsDb>;
beforeEach(() => {
  store = feedsDb();
});
afterEach(() => store.close());

describe('real captures', () => {
  it('holds the captures of every kind', () => {
    expect(files.filter((f) => f.startsWith('directory_')).length).toBeGreaterThanOrEqual(2);
    expect(files.filter((f) => f.startsWith('feed_')).length).toBeGreaterThanOrEqual(4);
    expect(files.some((f) => f.startsWith('product_'))).toBe(true);
  });

  for (const file of files.filter((f) => f.startsWith('directory_'))) {
    it(`${file}: a directory the cache lists with its variants`, () => {
      const repo = new FeedRepository(store.db);
      repo.saveDirectory(PROFILE, 'json', parseDirectory(read(file), 'json'), AT);
      const views = repo.categories(PROFILE);
      const offered = views.filter((v) => v.hasFeed);
      expect(offered.length).toBeGreaterThan(0);
      for (const v of offered) expect(v.variants).toContain('v1.1.0');
      expect(views.filter((v) => !v.hasFeed).map((v) => v.name)).toEqual(['books', 'ebooks']);
    });
  }

  for (const file of files.filter((f) => f.startsWith('feed_'))) {
    it(`${file}: a page whose products land in the cache, the same from JSON and from XML`, () => {
      const text = read(file);
      const page = parseFeedPage(text, 'json');
      expect(page.skipped).toEqual([]);
      const value = JSON.parse(text) as Record<string, unknown>;
      const listed = (value.products ?? value.productInfoList) as unknown[];
      expect(page.products).toHaveLength(listed.length);
      if (listed.length === 0) {
        // An empty page with a nextUrl (an outage) is not the end of the feed; the hand-made last page is.
        expect(page.nextUrl === null).toBe(file.includes('last_page'));
        return;
      }
      const root = page.products[0]!.variant === 'v1.1.0' ? 'ProductFeedV1' : 'ProductFeed';
      const xml = parseFeedPage(buildXml(root, xmlTree(value) as Record<string, unknown>), 'xml');
      const model = (p: typeof page) => p.products.map((x) => ({ ...x, raw: null }));
      expect(model(xml)).toEqual(model(page));

      const repo = new FeedRepository(store.db);
      repo.applyPage(
        PROFILE,
        'c',
        page.products,
        { nextUrl: null, validTill: null, skipped: 0, walkId: 'w', source: page.source },
        AT,
      );
      for (const p of page.products) {
        const detail = productDetail(store.db, PROFILE, 'c', p.productId);
        expect(detail).toMatchObject({
          productId: p.productId,
          title: p.title,
          sellingPrice: p.sellingPrice,
        });
        expect(detail?.history).toHaveLength(1);
        const specific = (p.raw as { categorySpecificInfoV1?: { keySpecs?: string[] } })
          .categorySpecificInfoV1;
        expect(detail?.keySpecs).toEqual((specific?.keySpecs ?? []).filter((s) => s !== ''));
      }
    });
  }

  it('product_by_id_v10_2016.json: a product record of the V1 groups reads into the model', () => {
    const product = normaliseProduct(JSON.parse(read('product_by_id_v10_2016.json')), '$');
    expect(product.productId).not.toBe('');
    expect(product.variant).toBe('v1.1.0');
    expect(product.sellingPrice).toBeGreaterThan(0);
  });
});
