import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, affiliateHeaders, getJson, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
const get = (url: string) => getJson(url, { headers: affiliateHeaders(info) });

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
});
afterAll(() => sim.close());

describe('POST /__sim/affiliate/categories/:code/reprice', () => {
  it('makes a version in which one product sells at the given price, and the delta feed says so', async () => {
    const dir = (
      await get(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`)
    ).body;
    const links = dir.apiGroups.affiliate.apiListings.mobiles.availableVariants['v1.1.0'];
    const code = new URL(links.get).pathname.split('/').pop()!.replace('.json', '');
    const product = (await get(links.get)).body.products[3].productBaseInfoV1;
    const before = (await get(links.deltaGet)).body.version as number;

    const answer = await admin(info, 'POST', `/affiliate/categories/${code}/reprice`, {
      productId: product.productId,
      sellingPrice: 123,
    });
    expect(answer).toMatchObject({ name: 'mobiles', version: before + 1, productId: product.productId });
    const delta = (await get(links.deltaGet.replace(/\.json\?/, `/fromVersion/${before}.json?`))).body;
    expect(delta.products.map((r: Body) => r.productBaseInfoV1.productId)).toEqual([product.productId]);
    expect(delta.products[0].productBaseInfoV1.flipkartSellingPrice).toEqual({
      amount: 123,
      currency: 'INR',
    });

    const url = `${info.admin_url}/affiliate/categories/${code}/reprice`;
    const post = (body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ productId: 'NOPE', sellingPrice: 1 })).status).toBe(404);
    expect((await post({ productId: product.productId })).status).toBe(400);
  });
});
