import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import { makeSellers } from '../seller/sellers.ts';
import { buildPools } from '../support/pools.ts';
import type { Body } from '../support/test-kit.ts';
import { SMALL, affiliateHeaders, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';
import { sellerOffers } from './seller-offers.ts';

/** The Demo seller's products in the affiliate catalogue: some its own offers, some the second seller's, cheaper. */
let sim: RunningSimulator;
let info: SimulatorInfo;
beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
});
afterAll(() => sim.close());

/** Every record of a category's full v1.1.0 JSON feed, page by page. */
async function walk(category: string): Promise<Body[]> {
  const headers = affiliateHeaders(info);
  const dir = (
    await getJson(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`, {
      headers,
    })
  ).body;
  let url: string | null = dir.apiGroups.affiliate.apiListings[category].availableVariants['v1.1.0'].get;
  const records: Body[] = [];
  while (url !== null) {
    const page = (await getJson(url, { headers })).body;
    records.push(...(page.products as Body[]));
    url = page.nextUrl ?? null;
  }
  return records;
}

describe("the Demo seller's products in the affiliate catalogue", () => {
  it('offers some listings of its orders under its own name at its price, others by a second seller for less', async () => {
    const token = await selfToken(info);
    // The Demo seller's catalogue (its listings' product ids are these FSNs; listings-real.test.ts checks them).
    const demo = makeSellers(SMALL.seed!, buildPools(SMALL.seed!))[0]!;
    const skuOf = new Map(demo.skus.map((s) => [s.fsn, s.sku]));
    const offered = (await walk('mens_clothing'))
      .map((r) => ({ base: r.productBaseInfoV1, seller: r.productShippingInfoV1.sellerName as string }))
      .filter((o) => skuOf.has(o.base.productId));
    expect(offered.length).toBeGreaterThan(1);

    // The listings as the seller interface reads them (10 SKUs a call): the offer's price against the listing's.
    const skus = offered.map((o) => skuOf.get(o.base.productId)!).slice(0, 10);
    const listings = (
      await getJson(`${info.base_url}/listings/v3/${encodeURIComponent(skus.join(','))}`, {
        headers: bearer(token),
      })
    ).body.available as Record<string, Body>;
    const rows = offered
      .filter((o) => skus.includes(skuOf.get(o.base.productId)!))
      .map((o) => ({
        seller: o.seller,
        price: o.base.flipkartSellingPrice.amount as number,
        listed: listings[skuOf.get(o.base.productId)!].price.selling_price as number,
      }));
    const own = rows.filter((r) => r.price === r.listed);
    const undercut = rows.filter((r) => r.price < r.listed);
    expect(own.length).toBeGreaterThan(0);
    expect(undercut.length).toBeGreaterThan(0);
    expect(own.length + undercut.length).toBe(rows.length);
    const ownNames = new Set(own.map((r) => r.seller));
    const otherNames = new Set(undercut.map((r) => r.seller));
    expect(ownNames.size).toBe(1);
    expect(otherNames.size).toBe(1);
    expect([...ownNames][0]).not.toBe([...otherNames][0]);
  });

  it('is the same from the same seed, and differs from another', () => {
    const offers = (seed: number) => sellerOffers(seed, makeSellers(seed, buildPools(seed)));
    expect(offers(42)).toEqual(offers(42));
    expect(offers(42)).not.toEqual(offers(7));
    const sellers = makeSellers(42, buildPools(42));
    const names = new Set([...offers(42).values()].flat().map((o) => o.sellerName));
    expect(names).toEqual(new Set([sellers[0]!.name, sellers[1]!.name]));
  });
});
