import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Directory, FeedPage } from '../../../shared/marketplace/affiliate-types.ts';
import { fastHttp, startSim } from '../testing/sim.test-support.ts';
import type { Sim } from '../testing/sim.test-support.ts';
import { affiliateLink } from './affiliate-urls.ts';
import { AffiliateClient } from './affiliate-client.ts';
import { failure } from '../testing/failure.test-support.ts';

let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 1100 });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  await sim.admin('DELETE', '/counters');
});

function client(token = sim.info.credentials.affiliate.token): AffiliateClient {
  const { trackingId } = sim.info.credentials.affiliate;
  return new AffiliateClient({ baseUrl: sim.info.affiliate_base_url, trackingId, token, http: fastHttp() });
}

async function walk(pages: AsyncIterable<FeedPage>): Promise<FeedPage[]> {
  const out: FeedPage[] = [];
  for await (const p of pages) out.push(p);
  return out;
}

function variant(dir: Directory, category: string, version: 'v0.1.0' | 'v1.1.0') {
  const v = dir.categories.find((c) => c.name === category)?.variants[version];
  if (!v?.get || !v.deltaGet) throw new Error(`no ${version} links for ${category}`);
  return { get: v.get, deltaGet: v.deltaGet, top: v.top };
}

describe('AffiliateClient against the simulator', () => {
  it('reads the directory in JSON and XML into the same model', async () => {
    const json = await client().getDirectory('json');
    const xml = await client().getDirectory('xml');
    expect(json.categories.length).toBeGreaterThan(3);
    expect(xml.categories.map((c) => [c.name, Object.keys(c.variants).sort()])).toEqual(
      json.categories.map((c) => [c.name, Object.keys(c.variants).sort()]),
    );
    const mobiles = variant(json, 'mobiles', 'v1.1.0');
    expect(mobiles.top).toMatch(/\/topFeeds\/.+\.json\?/);
    expect(variant(xml, 'mobiles', 'v1.1.0').get).toMatch(/\.xml\?expiresAt=\d+&sig=/);
  });

  it('walks a v1.1.0 feed to its end in JSON and in XML with the same products', async () => {
    const jsonPages = await walk(
      client().feedPages(variant(await client().getDirectory('json'), 'mobiles', 'v1.1.0').get),
    );
    const xmlPages = await walk(
      client().feedPages(variant(await client().getDirectory('xml'), 'mobiles', 'v1.1.0').get),
    );
    expect(jsonPages.length).toBeGreaterThanOrEqual(3);
    expect(jsonPages.at(-1)?.nextUrl).toBeNull();
    const ids = jsonPages.flatMap((p) => p.products.map((x) => x.productId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(1000);
    expect(xmlPages.flatMap((p) => p.products.map((x) => x.productId))).toEqual(ids);

    const a = jsonPages[0]!.products[0]!;
    const b = xmlPages[0]!.products[0]!;
    const comparable = (p: typeof a) => ({ ...p, raw: undefined });
    expect(comparable(b)).toEqual(comparable(a));
    expect(a).toMatchObject({ variant: 'v1.1.0', currency: 'INR' });
    expect(a.sellingPrice).toBeGreaterThan(0);
    expect(a.categoryPath).toContain('>');
    expect(new URL(affiliateLink(a.productUrl, 'me')).searchParams.get('affid')).toBe('me');
  });

  it('gives no page once cancelled, though the page fetched ahead came in whole before the cancel', async () => {
    // The first page comes in 20 pieces over 600 ms; the second, asked for as the first one's head came, is in whole
    // long before the first ends.
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/affiliate/1.0/feeds/*', fault: 'drip', times: 1, dripMs: 600 }],
    });
    const controller = new AbortController();
    const url = variant(await client().getDirectory('json'), 'mobiles', 'v1.1.0').get;
    const pages = client().feedPages(url, { signal: controller.signal });
    expect((await pages.next()).value?.products.length).toBe(500);
    expect(await sim.count('GET /affiliate/1.0/feeds/:tid/category/:cat/:file', '200')).toBe(1);
    controller.abort();
    expect(await failure(pages.next())).toMatchObject({ code: 'CANCELLED' });
  });

  it('reads the spec spellings too (marketplaceSellingPrice, categoryPath as a JSON node list)', async () => {
    await sim.admin('PUT', '/switches', { affiliateSpelling: 'spec' });
    const page = (
      await client()
        .feedPages(variant(await client().getDirectory('json'), 'mobiles', 'v1.1.0').get)
        .next()
    ).value;
    const p = page?.products[0];
    expect(JSON.stringify(p?.raw)).toContain('marketplaceSellingPrice');
    expect(p?.sellingPrice).toBeGreaterThan(0);
    expect(p?.specialPrice).toBeGreaterThan(0);
    expect(p?.categoryPath).toMatch(/^[^[{]+>[^[{]+$/);
    await sim.admin('PUT', '/switches', { affiliateSpelling: 'real' });
  });

  it('walks a v0.1.0 feed and an in-stock-only feed', async () => {
    const dir = await client().getDirectory('json');
    const old = await walk(client().feedPages(variant(dir, 'televisions', 'v0.1.0').get));
    expect(old.flatMap((p) => p.products).every((p) => p.variant === 'v0.1.0' && p.productId !== '')).toBe(
      true,
    );
    const all = old.flatMap((p) => p.products);
    const inStock = (
      await walk(client().feedPages(variant(dir, 'televisions', 'v0.1.0').get, { inStock: true }))
    ).flatMap((p) => p.products);
    expect(inStock.length).toBe(all.filter((p) => p.inStock).length);
    expect(inStock.every((p) => p.inStock)).toBe(true);
  });

  it('after a version bump, the delta from the old version holds the changes, removals flagged', async () => {
    const dir = await client().getDirectory('json');
    for (const format of ['json', 'xml'] as const) {
      const links = variant(
        format === 'json' ? dir : await client().getDirectory('xml'),
        'laptops',
        'v1.1.0',
      );
      const before = await client().deltaVersion(links.deltaGet);
      expect(before.error).toBeNull();
      const code =
        new URL(links.deltaGet).pathname
          .split('/')
          .at(-1)
          ?.replace(/\.(json|xml)$/, '') ?? '';
      const bump = (await sim.admin('POST', `/affiliate/categories/${code}/bump`)) as Record<
        'removals' | 'priceChanges' | 'stockChanges' | 'additions',
        number
      >;
      const after = await client().deltaVersion(links.deltaGet);
      expect(after.version).toBe(before.version + 1);
      const delta = await walk(client().deltaPages(links.deltaGet, before.version));
      expect(delta[0]?.version).toBe(after.version);
      const changed = delta.flatMap((p) => p.products);
      expect(changed.length).toBe(bump.priceChanges + bump.stockChanges + bump.removals + bump.additions);
      expect(changed.filter((p) => !p.isAvailable).length).toBe(bump.removals);
    }
  });

  it('a tampered signature → URL_TAMPERED; an expired link → URL_EXPIRED, and a fresh directory works again', async () => {
    const dir = await client().getDirectory('json');
    const { get } = variant(dir, 'mobiles', 'v1.1.0');
    const tampered = get.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await failure(client().feedPages(tampered).next())).code).toBe('URL_TAMPERED');

    await sim.admin('POST', '/clock/advance', { seconds: 11 * 3600 });
    const expired = await failure(client().feedPages(get).next());
    expect(expired.code).toBe('URL_EXPIRED');
    const fresh = variant(await client().getDirectory('json'), 'mobiles', 'v1.1.0').get;
    expect((await client().feedPages(fresh).next()).value?.products.length).toBe(500);
  });

  it('a wrong affiliate token → AUTH_INVALID, and the token is not in the error', async () => {
    const err = await failure(client('wrong-token-value').getDirectory('json'));
    expect(err.code).toBe('AUTH_INVALID');
    expect(JSON.stringify(err.toData())).not.toContain('wrong-token-value');
  });
});
