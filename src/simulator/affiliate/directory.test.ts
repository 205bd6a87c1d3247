import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, affiliateHeaders, getJson, startSmall } from '../support/test-kit.ts';

const FIXTURES = new URL('../../../fixtures/affiliate-real/', import.meta.url);

let sim: RunningSimulator;
let info: SimulatorInfo;
let directory: Body;
const dirUrl = (format: string) =>
  `${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.${format}`;

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  directory = (await getJson(dirUrl('json'), { headers: affiliateHeaders(info) })).body;
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data).
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('affiliate headers', () => {
  it('answers 401 without or with wrong Svc-Affiliate-Id / Svc-Affiliate-Token', async () => {
    expect((await fetch(dirUrl('json'))).status).toBe(401);
    const wrong = { ...affiliateHeaders(info), 'Svc-Affiliate-Token': 'nope' };
    expect((await fetch(dirUrl('json'), { headers: wrong })).status).toBe(401);
    const variant = directory.apiGroups.affiliate.apiListings.mobiles.availableVariants['v1.1.0'];
    expect((await fetch(variant.get)).status).toBe(401);
  });
});

describe('category directory', () => {
  it('lists every category with both variants, opaque codes, no books', () => {
    expect(directory).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      apiGroups: { affiliate: { name: 'affiliate' } },
    });
    const listings = directory.apiGroups.affiliate.apiListings;
    const names = Object.keys(listings);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(names.some((n) => /book/i.test(n))).toBe(false);
    for (const name of names) {
      const entry = listings[name];
      expect(entry.apiName).toBe(name);
      expect(Object.keys(entry.availableVariants).sort()).toEqual(['v0.1.0', 'v1.1.0']);
      const v0 = entry.availableVariants['v0.1.0'];
      const v1 = entry.availableVariants['v1.1.0'];
      expect(v0).toMatchObject({ resourceName: name, put: null, delete: null, post: null });
      expect(v0.top).toBeUndefined();
      expect(v1.top).toMatch(/\/affiliate\/1\.0\/topFeeds\//);
      const get = new URL(v1.get);
      expect(get.pathname).toMatch(/^\/affiliate\/1\.0\/feeds\/[^/]+\/category\/[a-z0-9-]+\.json$/);
      expect(get.pathname).not.toContain(name);
      expect(new URL(v0.get).pathname).toMatch(/^\/affiliate\/feeds\//);
      expect(new URL(v0.deltaGet).pathname).toMatch(/^\/affiliate\/deltaFeeds\//);
      // get and deltaGet of one variant share expiresAt and sig
      const delta = new URL(v1.deltaGet);
      expect(delta.searchParams.get('sig')).toBe(get.searchParams.get('sig'));
      expect(delta.searchParams.get('expiresAt')).toBe(get.searchParams.get('expiresAt'));
      expect(Number(get.searchParams.get('expiresAt'))).toBeGreaterThan(Date.now() + 9.9 * 3600 * 1000);
    }
  });

  it('writes the XML directory as ApiDirectory with entry key/value and version numbers', async () => {
    const res = await fetch(dirUrl('xml'), { headers: affiliateHeaders(info) });
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = new XMLParser({ isArray: (name) => name === 'entry' }).parse(await res.text());
    const groups = xml.ApiDirectory.apiGroups.entry;
    expect(groups[0].key).toBe('affiliate');
    const listing = groups[0].value.apiListings.entry.find((e: Body) => e.key === 'mobiles');
    const variants = listing.value.availableVariants.entry;
    const v1 = variants.find((v: Body) => v.key.majorVersion === 1);
    expect(v1.key).toEqual({ majorVersion: 1, minorVersion: 1, patchVersion: 0 });
    expect(v1.value.get).toMatch(/\/affiliate\/1\.0\/feeds\/.+\.xml\?expiresAt=\d+&sig=/);
    expect(v1.value).toHaveProperty('deltaGet');
    expect(v1.value).toHaveProperty('top');
    expect(v1.value.resourceName).toBe('mobiles');
    expect(xml.ApiDirectory.title).toEqual(expect.any(String));
  });
});

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length > 0 ? keyPaths(value[0], `${prefix}[]`) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${prefix}.${k}`, ...keyPaths(v, `${prefix}.${k}`)]);
}

describe('shape against the real captures', () => {
  const fixture = (name: string): Body => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

  it('directory keys match directory_both_variants_2016.json', () => {
    const real = fixture('directory_both_variants_2016.json');
    const mine = {
      ...directory,
      apiGroups: {
        affiliate: {
          ...directory.apiGroups.affiliate,
          apiListings: { bags_wallets_belts: directory.apiGroups.affiliate.apiListings.bags_wallets_belts },
        },
      },
    };
    expect(keyPaths(mine).sort()).toEqual(keyPaths(real).sort());
  });

  it('v1.1.0 feed page keys include every key of feed_v110_page_2018.json, with the same spellings', async () => {
    const real = fixture('feed_v110_page_2018.json');
    const page = (
      await getJson(directory.apiGroups.affiliate.apiListings.mobiles.availableVariants['v1.1.0'].get, {
        headers: affiliateHeaders(info),
      })
    ).body;
    const mineKeys = new Set(keyPaths(page));
    // Spec lists are shaped by content; compare the fixed structure only.
    const missing = keyPaths(real).filter((k) => !k.includes('.specificationList[].') && !mineKeys.has(k));
    expect(missing).toEqual([]);
  });

  it('v0.1.0 feed page keys match feed_v010_page_2016.json', async () => {
    const real = fixture('feed_v010_page_2016.json');
    const page = (
      await getJson(directory.apiGroups.affiliate.apiListings.mobiles.availableVariants['v0.1.0'].get, {
        headers: affiliateHeaders(info),
      })
    ).body;
    const mineKeys = new Set(keyPaths(page));
    const missing = keyPaths(real).filter(
      (k) => !k.includes('.imageUrls.') && !k.includes('.shippingOptions') && !mineKeys.has(k),
    );
    expect(missing).toEqual([]);
  });
});
