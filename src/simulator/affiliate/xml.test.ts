import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildXml, writeFeedXml, xmlTree } from './xml.ts';

/** The page writer must give the very document the generic builder gives for the same page. */
const FIXTURES = new URL('../../../fixtures/affiliate-real/', import.meta.url);
const feeds = readdirSync(FIXTURES).filter((f) => f.startsWith('feed_') && f.endsWith('.json'));
const viaBuilder = (root: string, body: Record<string, unknown>) =>
  buildXml(root, xmlTree(body) as Record<string, unknown>);

describe('feed page XML writer', () => {
  it('holds real feed pages to check against', () => {
    expect(feeds.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of feeds) {
    it(`${file}: the same document as the builder`, () => {
      const body = JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Record<string, unknown>;
      const root = file.includes('v010') ? 'ProductFeed' : 'ProductFeedV1';
      expect(writeFeedXml(root, body)).toBe(viaBuilder(root, body));
    });
  }

  it('writes nulls, empty values, nested lists, maps and markup characters as the builder does', () => {
    const body = {
      nextUrl: 'https://h/x?a=1&b=2',
      lastProductId: null,
      skipped: undefined,
      products: {
        productInfoList: [
          {
            productBaseInfoV1: {
              productId: 'A<1>',
              title: `Tom & Jerry's "best"`,
              productDescription: '',
              offers: [],
              inStock: true,
              discountPercentage: 12.5,
              imageUrls: { '200x200': 'https://img/a.jpg?x=1&y=2', unknown: null },
              categoryPaths: { categoryPath: [[{ title: 'A' }, { title: 'B' }], [{ title: 'C' }]] },
              attributes: {},
            },
          },
        ],
      },
    };
    const xml = writeFeedXml('DeltaFeed', body);
    expect(xml).toBe(viaBuilder('DeltaFeed', body));
    expect(xml).toContain('<title>Tom &amp; Jerry&apos;s &quot;best&quot;</title>');
    expect(xml).toContain('<entry><key>unknown</key><value/></entry>');
  });
});
