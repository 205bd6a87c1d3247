import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDirectory, parseFeedPage } from '../../../shared/marketplace/affiliate-formats.ts';
import { normaliseProduct } from '../../../shared/marketplace/affiliate-product.ts';
import type { FeedPage } from '../../../shared/marketplace/affiliate-types.ts';

/** Real captures of the affiliate service, kept in the repository byte for byte. */
const FIXTURES = new URL('../../../../fixtures/affiliate-real/', import.meta.url);

function text(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

function kindOf(value: Record<string, unknown>): 'directory' | 'page' | 'product' | 'unknown' {
  if ('apiGroups' in value) return 'directory';
  if ('nextUrl' in value || 'products' in value || 'productInfoList' in value) return 'page';
  if ('productBaseInfoV1' in value || 'productBaseInfo' in value) return 'product';
  return 'unknown';
}

describe('real affiliate captures', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json') || f.endsWith('.xml'));

  it('has captures to read', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`reads ${file} into the model`, () => {
      const body = text(file);
      const format = file.endsWith('.xml') ? 'xml' : 'json';
      const value = format === 'json' ? (JSON.parse(body) as Record<string, unknown>) : {};
      const kind =
        format === 'xml' ? (/<\s*(\w+:)?ApiDirectory/.test(body) ? 'directory' : 'page') : kindOf(value);
      expect(kind).not.toBe('unknown');
      if (kind === 'directory') {
        const dir = parseDirectory(body, format);
        expect(dir.categories.length).toBeGreaterThan(0);
        for (const c of dir.categories) {
          expect(Object.keys(c.variants).length).toBeGreaterThan(0);
          for (const v of Object.values(c.variants)) expect(v?.get).toMatch(/^https:\/\//);
        }
      } else if (kind === 'page') {
        const page = parseFeedPage(body, format);
        for (const p of page.products) {
          expect(p.productId).toMatch(/^[A-Z0-9]{16}$/);
          expect(p.title).not.toBe('');
          expect(p.categoryPath).toContain('>');
          expect(p.mrp).toBeGreaterThan(0);
          expect(p.currency).toBe('INR');
          expect(p.raw).toBeTypeOf('object');
        }
      } else {
        const p = normaliseProduct(value, '$');
        expect(p.productId).not.toBe('');
      }
    });
  }

  it('directory with both variants: names, top link, shared signature untouched', () => {
    const dir = parseDirectory(text('directory_both_variants_2016.json'), 'json');
    expect(dir.title).toBe('Flipkart Affiliate API Directory');
    const cat = dir.categories[0]!;
    expect(cat).toMatchObject({ name: 'bags_wallets_belts', apiName: 'bags_wallets_belts' });
    expect(cat.variants['v0.1.0']?.get).toBe(
      'https://affiliate-api.flipkart.net/affiliate/feeds/keshav/category/reh.json?expiresAt=1459959717790&sig=ec6c81c694581ccf1b2b5fe5bd9cf289',
    );
    expect(cat.variants['v0.1.0']?.top).toBeUndefined();
    expect(cat.variants['v1.1.0']?.top).toContain('/topFeeds/keshav/category/reh.json');
  });

  it('directory with v1.1.0 only and a null deltaGet', () => {
    const dir = parseDirectory(text('directory_v110_only_2022.json'), 'json');
    expect(dir.categories.map((c) => c.name)).toEqual([
      'food_nutrition',
      'televisions',
      'mobiles',
      'laptops',
    ]);
    expect(dir.categories[1]!.variants['v1.1.0']).toMatchObject({
      resourceName: 'televisions',
      deltaGet: null,
    });
    expect(dir.categories[1]!.variants['v0.1.0']).toBeUndefined();
  });

  it('v1.1.0 page (2020): five products, brand-named prices, stock flags, next page', () => {
    const page: FeedPage = parseFeedPage(text('feed_v110_page_2020.json'), 'json');
    expect(page.products).toHaveLength(5);
    expect(page.products.map((p) => p.inStock)).toEqual([true, false, false, false, true]);
    expect(page.products[0]).toMatchObject({
      productId: 'VSLEBF9XYYEEPB3K',
      brand: 'Universal Nutrition',
      mrp: 2499,
      sellingPrice: 2499,
      specialPrice: 1478,
      discountPercentage: 40,
      codAvailable: true,
      isAvailable: true,
      description: '',
      categoryPath: 'Health Care>Health Supplements>Vitamin Supplement',
      variant: 'v1.1.0',
    });
    expect(page.nextUrl).toBe(
      'https://affiliate-api.flipkart.net/affiliate/1.0/feeds/hi-imcodeman/category/c1p2.json',
    );
    expect(page.validTill).toBe(1590194045062);
  });

  it('v1.1.0 page (2018): signed nextUrl kept as sent, images and offers', () => {
    const page = parseFeedPage(text('feed_v110_page_2018.json'), 'json');
    expect(page.nextUrl).toContain(
      '/j9e-abm-c54/5abcb0c6e43a5edee0e6cebe.json?expiresAt=1522372888722&sig=9b1f9b5efc8ab39ee0c04343d4fec8f5',
    );
    expect(page.lastProductId).toBe('ACNF3H4KV93M2TRW');
    const p = page.products[0]!;
    expect(Object.keys(p.imageUrls)).toEqual(['200x200', '400x400', '800x800']);
    expect(p.offers).toEqual(['Extra 5% off* with Axis Bank Buzz Credit Card']);
    expect(p.categoryPath).toBe('Electronics>Appliances>Home Appliances>Air Conditioners');
  });

  it('last page: null nextUrl ends the feed', () => {
    const page = parseFeedPage(text('feed_v110_last_page_handmade.json'), 'json');
    expect(page).toMatchObject({ products: [], nextUrl: null, lastProductId: 'FRYESTHHEUTDHAXH' });
  });

  it('v0.1.0 page: productBaseInfo records, category path from categoryPaths', () => {
    const page = parseFeedPage(text('feed_v010_page_2016.json'), 'json');
    expect(page.products[0]).toMatchObject({
      productId: 'TDHD8YQH2U5PUG6Z',
      title: 'American Tourister Slim Fold Wallet',
      brand: 'American Tourister',
      mrp: 490,
      sellingPrice: 392,
      inStock: false,
      isAvailable: true,
      styleCode: '16X (0) 09 004',
      variant: 'v0.1.0',
      categoryPath:
        'Lifestyle>Leather & Travel Accessories>Wallets & Clutches>Travel Document Holders & Card Holders>Travel Document Holders',
    });
    expect(page.products[0]!.imageUrls.unknown).toContain('original');
    expect(page.products[0]!.specialPrice).toBeUndefined();
  });

  it('v0.1.0 empty page with a nextUrl is not the end', () => {
    const page = parseFeedPage(text('feed_v010_empty_page_2015.json'), 'json');
    expect(page.products).toEqual([]);
    expect(page.nextUrl).toMatch(/^https:\/\/.+sig=/);
    expect(page.lastProductId).toBeUndefined();
  });

  it('product by id: the three V1 groups at the top level', () => {
    const p = normaliseProduct(JSON.parse(text('product_by_id_v10_2016.json')), '$');
    expect(p).toMatchObject({
      productId: 'TSHENH9UGMUYZJZZ',
      mrp: 899,
      sellingPrice: 360,
      specialPrice: 296,
      categoryPath: 'Apparels>Men>Polos & T-Shirts',
    });
  });
});
