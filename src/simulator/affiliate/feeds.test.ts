import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, affiliateHeaders, getJson, startSmall } from '../support/test-kit.ts';
import { AFFILIATE_NAMESPACE } from './xml.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let variants: Record<string, Body>;
const get = (url: string) => getJson(url, { headers: affiliateHeaders(info) });

/** Follows nextUrl to the end (null, missing or empty), returning the pages. */
async function walk(first: string, listKey: string): Promise<Body[]> {
  const pages: Body[] = [];
  let url: string | null | undefined = first;
  while (url) {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    pages.push(res.body);
    expect(Array.isArray(res.body[listKey])).toBe(true);
    url = res.body.nextUrl;
  }
  return pages;
}

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  const dir = (
    await get(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`)
  ).body;
  variants = dir.apiGroups.affiliate.apiListings.mobiles.availableVariants;
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data).
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('v1.1.0 product feed (JSON)', () => {
  it('walks 1,200 products in pages of 500, nextUrl with a cursor segment and its own signature, ending on null', async () => {
    const pages = await walk(variants['v1.1.0'].get, 'products');
    expect(pages.map((p) => p.products.length)).toEqual([500, 500, 200]);
    const ids = pages.flatMap((p) => p.products.map((r: Body) => r.productBaseInfoV1.productId));
    expect(new Set(ids).size).toBe(1200);
    for (const id of ids) expect(id).toMatch(/^MOB[A-Z0-9]{13}$/);
    const first = pages[0];
    const next = new URL(first.nextUrl);
    expect(next.pathname).toMatch(/\/affiliate\/1\.0\/feeds\/[^/]+\/category\/[a-z0-9-]+\/[0-9a-f]+\.json$/);
    expect(first.validTill).toBe(Number(next.searchParams.get('expiresAt')));
    expect(next.searchParams.get('sig')).not.toBe(new URL(variants['v1.1.0'].get).searchParams.get('sig'));
    expect(first.lastProductId).toBe(ids[499]);
    expect(pages[2].nextUrl).toBeNull();
  });

  it('writes each page as one JSON document of its stated length, the envelope first and the records last', async () => {
    let url: string | null = variants['v1.1.0'].get;
    const sizes: number[] = [];
    while (url) {
      const res = await fetch(url, { headers: affiliateHeaders(info) });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      const page = JSON.parse(bytes.toString('utf8'));
      expect(Object.keys(page)).toEqual(['nextUrl', 'validTill', 'lastProductId', 'products']);
      expect(page.lastProductId).toBe(page.products.at(-1).productBaseInfoV1.productId);
      sizes.push(page.products.length);
      url = page.nextUrl;
    }
    expect(sizes).toEqual([500, 500, 200]);
  });

  it('sends records with the three V1 groups, prices as {amount, currency} and product URLs without affid', async () => {
    const page = (await get(variants['v1.1.0'].get)).body;
    const r = page.products[0];
    expect(Object.keys(r)).toEqual(['productBaseInfoV1', 'productShippingInfoV1', 'categorySpecificInfoV1']);
    const base = r.productBaseInfoV1;
    expect(base.maximumRetailPrice).toEqual({ amount: expect.any(Number), currency: 'INR' });
    expect(base.flipkartSellingPrice.amount).toBeLessThanOrEqual(base.maximumRetailPrice.amount);
    expect(base.productUrl).not.toContain('affid');
    expect(base.categoryPath).toContain('>');
    expect(Object.keys(base.attributes).sort()).toEqual([
      'color',
      'displaySize',
      'size',
      'sizeUnit',
      'storage',
    ]);
    expect(page.products.some((p: Body) => p.productBaseInfoV1.inStock === false)).toBe(true);
  });

  it('filters with inStock=true|yes|1 and keeps the filter in every nextUrl', async () => {
    for (const value of ['true', 'yes', '1']) {
      const pages = await walk(`${variants['v1.1.0'].get}&inStock=${value}`, 'products');
      const records = pages.flatMap((p) => p.products);
      expect(records.length).toBeGreaterThan(0);
      expect(records.length).toBeLessThan(1200);
      expect(records.every((p: Body) => p.productBaseInfoV1.inStock === true)).toBe(true);
      for (const p of pages.slice(0, -1)) expect(new URL(p.nextUrl).searchParams.get('inStock')).toBe('true');
    }
  });

  it('uses the spec spellings when switched', async () => {
    await admin(info, 'PUT', '/switches', { affiliateSpelling: 'spec' });
    const page = (await get(variants['v1.1.0'].get)).body;
    await admin(info, 'PUT', '/switches', { affiliateSpelling: 'real' });
    const base = page.productInfoList[0].productBaseInfoV1;
    expect(base.marketplaceSellingPrice).toEqual({ amount: expect.any(Number), currency: 'INR' });
    expect(JSON.parse(base.categoryPath)[0]).toEqual({
      node_id: expect.any(Number),
      node_name: expect.any(String),
    });
  });
});

describe('v0.1.0 product feed', () => {
  it('walks productInfoList pages and ends with a missing nextUrl', async () => {
    const pages = await walk(variants['v0.1.0'].get, 'productInfoList');
    expect(pages.map((p) => p.productInfoList.length)).toEqual([500, 500, 200]);
    expect('nextUrl' in pages[2]).toBe(false);
    const r = pages[0].productInfoList[0];
    expect(r.productBaseInfo.productIdentifier.categoryPaths.categoryPath[0][0].title).toContain('>');
    expect(Object.keys(r.productBaseInfo.productAttributes.imageUrls)).toContain('unknown');
    expect(r).toHaveProperty('offset', null);
  });
});

describe('signed URLs', () => {
  it('answers 403 when the signature, expiry or category was altered', async () => {
    const url = new URL(variants['v1.1.0'].get);
    const sig = url.searchParams.get('sig') ?? '';
    const badSig = new URL(url);
    badSig.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
    expect((await get(badSig.toString())).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('expiresAt', String(Number(url.searchParams.get('expiresAt')) + 1000));
    expect((await get(later.toString())).status).toBe(403);
    const otherVariant = variants['v0.1.0'].get.replace(/sig=\w+/, `sig=${sig}`);
    expect((await get(otherVariant)).status).toBe(403);
    const unsigned = `${url.origin}${url.pathname}`;
    expect((await get(unsigned)).status).toBe(403);
  });

  it('answers 410 once the URL has expired (10 hours), and fresh directory URLs work again', async () => {
    const url = variants['v1.1.0'].get;
    await admin(info, 'POST', '/clock/advance', { seconds: 10 * 3600 + 1 });
    expect((await get(url)).status).toBe(410);
    const dir = (
      await get(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`)
    ).body;
    const fresh = dir.apiGroups.affiliate.apiListings.mobiles.availableVariants['v1.1.0'].get;
    expect((await get(fresh)).status).toBe(200);
    variants = dir.apiGroups.affiliate.apiListings.mobiles.availableVariants;
  });

  it('answers 404 for an unknown category, a bad suffix and an unknown cursor', async () => {
    const url = new URL(variants['v1.1.0'].get);
    expect((await get(url.toString().replace(/category\/[^/.]+/, 'category/nope'))).status).toBe(404);
    expect((await get(url.toString().replace('.json', '.csv'))).status).toBe(404);
    expect((await get(url.toString().replace('.json', '/zz.json'))).status).toBe(404);
  });
});

describe('XML feeds', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['productInfoList', 'entry', 'offers'].includes(name),
  });

  it('writes ProductFeedV1 and ProductFeed with the namespace, products/productInfoList and entry maps', async () => {
    for (const [variant, root, baseKey] of [
      ['v1.1.0', 'ProductFeedV1', 'productBaseInfoV1'],
      ['v0.1.0', 'ProductFeed', 'productBaseInfo'],
    ] as const) {
      const res = await fetch(variants[variant].get.replace('.json?', '.xml?'), {
        headers: affiliateHeaders(info),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      const doc = parser.parse(await res.text());
      expect(doc[root]['@_xmlns']).toBe(AFFILIATE_NAMESPACE);
      const list = doc[root].products.productInfoList;
      expect(list).toHaveLength(500);
      expect(Number(doc[root].validTill)).toBeGreaterThan(Date.now());
      expect(doc[root].nextUrl).toMatch(/\.xml\?expiresAt=\d+&sig=/);
      const images =
        variant === 'v1.1.0' ? list[0][baseKey].imageUrls : list[0][baseKey].productAttributes.imageUrls;
      expect(images.entry[0]).toEqual({
        key: expect.stringMatching(/^\d+x\d+$|^unknown$/),
        value: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/images\//),
      });
    }
  });
});

describe('top feed', () => {
  it('serves the v1.1.0 top link as one page of in-stock products', async () => {
    const page = (await get(variants['v1.1.0'].top)).body;
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.length).toBeLessThanOrEqual(100);
    expect(page.nextUrl).toBeNull();
    expect(page.products.every((p: Body) => p.productBaseInfoV1.inStock)).toBe(true);
  });
});
