import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fastHttp, startSim } from '../testing/sim.test-support.ts';
import type { Sim } from '../testing/sim.test-support.ts';
import { failure } from '../testing/failure.test-support.ts';
import { AffiliateClient } from './affiliate-client.ts';

/**
 * The credentials' header names: the spec writes `Svc-Affiliate-*`, the real service reads `Fk-Affiliate-*` and
 * refuses a call without them. The simulator's real-spelling switch requires the real names, as the service does.
 */
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 600 });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  await sim.admin('POST', '/reset');
});

function client(): AffiliateClient {
  const { trackingId, token } = sim.info.credentials.affiliate;
  return new AffiliateClient({ baseUrl: sim.info.affiliate_base_url, trackingId, token, http: fastHttp() });
}

async function firstPageOfMobiles(c: AffiliateClient) {
  const directory = await c.getDirectory('json');
  const link = directory.categories.find((x) => x.name === 'mobiles')?.variants['v1.1.0']?.get;
  if (!link) throw new Error('no v1.1.0 feed link for mobiles');
  const pages = c.feedPages(link);
  const first = await pages.next();
  await pages.return();
  return { link, page: first.done ? undefined : first.value };
}

/**
 * The requests the public npm client `flipkart-api-affiliate-client` (1.1.0, index.js) makes: a GET of the
 * directory and of a feed link, with `Fk-Affiliate-Id` and `Fk-Affiliate-Token` and no other header of its own.
 */
function publicClientGet(url: string): Promise<Response> {
  const { trackingId, token } = sim.info.credentials.affiliate;
  return fetch(url, { headers: { 'Fk-Affiliate-Id': trackingId, 'Fk-Affiliate-Token': token } });
}

describe('affiliate credentials under both spellings', () => {
  it("Stockroom's client is served in the spec's mode and in the real service's", async () => {
    const spec = await firstPageOfMobiles(client());
    expect(spec.page?.products.length).toBeGreaterThan(0);

    await sim.admin('PUT', '/switches', { realSpelling: true });
    const real = await firstPageOfMobiles(client());
    expect(real.page?.products.map((p) => p.productId)).toEqual(spec.page?.products.map((p) => p.productId));
    expect(await sim.count('GET /affiliate/api/:file', '401')).toBe(0);
  });

  it("the real-spelling mode refuses a call with only the spec's names, as the real service does", async () => {
    await sim.admin('PUT', '/switches', { realSpelling: true });
    const { trackingId, token } = sim.info.credentials.affiliate;
    const res = await fetch(`${sim.info.affiliate_base_url}/affiliate/api/${trackingId}.json`, {
      headers: { 'Svc-Affiliate-Id': trackingId, 'Svc-Affiliate-Token': token },
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Fk-Affiliate-Id');
  });

  it("the public client's directory and feed-page requests answer 200 in real-spelling mode only", async () => {
    const directoryUrl = `${sim.info.affiliate_base_url}/affiliate/api/${sim.info.credentials.affiliate.trackingId}.json`;
    expect((await publicClientGet(directoryUrl)).status).toBe(401);

    await sim.admin('PUT', '/switches', { realSpelling: true });
    const directory = await publicClientGet(directoryUrl);
    expect(directory.status).toBe(200);
    const body = (await directory.json()) as {
      apiGroups: {
        affiliate: { apiListings: Record<string, { availableVariants: Record<string, { get: string }> }> };
      };
    };
    const feedUrl = body.apiGroups.affiliate.apiListings['mobiles']?.availableVariants['v1.1.0']?.get ?? '';
    const page = await publicClientGet(feedUrl);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
  });

  it('a wrong token is refused under the real names too, with the coded error', async () => {
    await sim.admin('PUT', '/switches', { realSpelling: true });
    const { trackingId } = sim.info.credentials.affiliate;
    const wrong = new AffiliateClient({
      baseUrl: sim.info.affiliate_base_url,
      trackingId,
      token: 'not-the-token',
      http: fastHttp(),
    });
    expect((await failure(wrong.getDirectory('json'))).code).toBe('AUTH_INVALID');
  });
});
