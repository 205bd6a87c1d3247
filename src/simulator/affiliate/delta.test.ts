import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, affiliateHeaders, getJson, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let variants: Record<string, Body>;
let code: string;
const get = (url: string) => getJson(url, { headers: affiliateHeaders(info) });
/** `deltaGet` with `/fromVersion/<v>` inserted before the format suffix (spec rule 2). */
const fromVersion = (deltaGet: string, v: number) =>
  deltaGet.replace(/\.(json|xml)\?/, `/fromVersion/${v}.$1?`);

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  const dir = (
    await get(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`)
  ).body;
  variants = dir.apiGroups.affiliate.apiListings.mobiles.availableVariants;
  code = new URL(variants['v1.1.0'].get).pathname.split('/').pop()?.replace('.json', '') ?? '';
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data).
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('delta feeds', () => {
  it('answers the version envelope in JSON and XML', async () => {
    const v = await get(variants['v1.1.0'].deltaGet);
    expect(v.status).toBe(200);
    expect(v.body).toEqual({
      category: code,
      version: expect.any(Number),
      timestamp: expect.any(Number),
      error: null,
    });
    const res = await fetch(variants['v0.1.0'].deltaGet.replace('.json?', '.xml?'), {
      headers: affiliateHeaders(info),
    });
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await res.text());
    expect(xml.DeltaFeed).toMatchObject({ category: code, version: v.body.version });
  });

  it('sets error in the version envelope when the server reports one', async () => {
    await admin(info, 'PUT', '/switches', { deltaVersionError: 'version store unavailable' });
    const v = await get(variants['v1.1.0'].deltaGet);
    await admin(info, 'PUT', '/switches', { deltaVersionError: null });
    expect(v.body.error).toBe('version store unavailable');
    expect((await get(variants['v1.1.0'].deltaGet)).body.error).toBeNull();
  });

  it('reports price and stock changes, additions and removals (isAvailable false) after a bump', async () => {
    const before = (await get(variants['v1.1.0'].deltaGet)).body.version;
    const bump = await admin(info, 'POST', `/affiliate/categories/${code}/bump`);
    expect(bump.version).toBe(before + 1);
    const latest = (await get(variants['v1.1.0'].deltaGet)).body;
    expect(latest.version).toBe(before + 1);
    const page = (await get(fromVersion(variants['v1.1.0'].deltaGet, before))).body;
    expect(page.version).toBe(before + 1);
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.nextUrl).toBeNull();
    expect(page.lastProductId).toBe(page.products.at(-1).productBaseInfoV1.productId);
    const removed = page.products.filter((p: Body) => p.productBaseInfoV1.isAvailable === false);
    expect(removed.length).toBe(bump.removals);
    expect(page.products.length).toBe(bump.priceChanges + bump.stockChanges + bump.removals + bump.additions);
    // a removed product is gone from the full feed
    const full = [];
    let url: string | null = variants['v1.1.0'].get;
    while (url) {
      const p: Body = (await get(url)).body;
      full.push(...p.products.map((r: Body) => r.productBaseInfoV1.productId));
      url = p.nextUrl;
    }
    expect(full.length).toBe(1200 + bump.additions - bump.removals);
    for (const r of removed) expect(full).not.toContain(r.productBaseInfoV1.productId);
  });

  it('serves v0.1.0 deltas on both path forms (with and without /api) with the deltaGet signature', async () => {
    const before = (await get(variants['v0.1.0'].deltaGet)).body.version;
    await admin(info, 'POST', `/affiliate/categories/${code}/bump`);
    const plain = fromVersion(variants['v0.1.0'].deltaGet, before);
    const withApi = plain.replace('/affiliate/deltaFeeds/', '/affiliate/api/deltaFeeds/');
    const a = await get(plain);
    const b = await get(withApi);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.productInfoList).toEqual(a.body.productInfoList);
    expect(b.body.version).toBe(a.body.version);
    expect(a.body.version).toBe(before + 1);
    expect(a.body.productInfoList.length).toBeGreaterThan(0);
    expect(a.body.productInfoList[0].productBaseInfo.productAttributes).toHaveProperty('isAvailable');
  });

  it('answers an empty last page from the latest version, and 400 for versions out of range', async () => {
    const latest = (await get(variants['v1.1.0'].deltaGet)).body.version;
    const empty = (await get(fromVersion(variants['v1.1.0'].deltaGet, latest))).body;
    expect(empty.products).toEqual([]);
    expect(empty.nextUrl).toBeNull();
    expect((await get(fromVersion(variants['v1.1.0'].deltaGet, latest + 1))).status).toBe(400);
    expect((await get(fromVersion(variants['v1.1.0'].deltaGet, 0))).status).toBe(400);
  });

  it('writes delta pages as DeltaFeed XML with an ISO validTill', async () => {
    const latest = (await admin(info, 'POST', `/affiliate/categories/${code}/bump`)).version;
    const res = await fetch(
      fromVersion(variants['v1.1.0'].deltaGet, latest - 1)
        .replace('.json/', '.xml/')
        .replace('.json?', '.xml?'),
      { headers: affiliateHeaders(info) },
    );
    expect(res.status).toBe(200);
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await res.text());
    expect(xml.DeltaFeed['@_xmlns']).toEqual(expect.any(String));
    expect(xml.DeltaFeed.validTill).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(xml.DeltaFeed.version).toBe(latest);
  });

  it('advances versions as the clock passes', async () => {
    const before = (await get(variants['v1.1.0'].deltaGet)).body.version;
    await admin(info, 'POST', '/clock/advance', { seconds: 13 * 3600 });
    const dir = (
      await get(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`)
    ).body;
    const fresh = dir.apiGroups.affiliate.apiListings.mobiles.availableVariants['v1.1.0'];
    const after = (await get(fresh.deltaGet)).body.version;
    expect(after).toBe(before + 2);
  });
});
