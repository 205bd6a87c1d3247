import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';

/** The real service's two small writes: validated per SKU, applied to the listing the v3 read returns, counted. */
let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;
const JSON_UTF8 = { 'content-type': 'application/json; charset=utf-8' };
const PRODUCT = 'TSHFZ4KXQWERTY12';

const post = (path: string, body: unknown, headers = JSON_UTF8) =>
  getJson(`${info.base_url}${path}`, {
    method: 'POST',
    headers: bearer(token, headers),
    body: JSON.stringify(body),
  });
const read = async (sku: string) =>
  (await getJson(`${info.base_url}/listings/v3/${encodeURIComponent(sku)}`, { headers: bearer(token) })).body
    .available[sku];
const price = (mrp: unknown, selling: unknown, currency: unknown = 'INR') => ({
  product_id: PRODUCT,
  price: { mrp, selling_price: selling, currency },
});

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
beforeEach(async () => {
  await admin(info, 'POST', '/reset');
  const created = await post('/listings/v3', {
    'SKU-A': {
      product_id: PRODUCT,
      price: { mrp: 999, selling_price: 799, currency: 'INR' },
      tax: { hsn: '6109' },
      listing_status: 'ACTIVE',
      fulfillment_profile: 'NON_FBF',
      packages: [],
      locations: [
        { id: 'LOC1', status: 'ENABLED', inventory: 12 },
        { id: 'LOC2', status: 'ENABLED', inventory: 3 },
      ],
    },
  });
  expect(created.body['SKU-A'].status).toBe('SUCCESS');
});
afterAll(() => sim.close());

describe('POST /listings/v3/update/price', () => {
  it('changes the price the v3 read returns and answers {status: SUCCESS}', async () => {
    const res = await post('/listings/v3/update/price', { 'SKU-A': price(999, 749) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ 'SKU-A': { status: 'SUCCESS' } });
    expect((await read('SKU-A')).price).toEqual({ mrp: 999, selling_price: 749, currency: 'INR' });
    const counted = await admin(info, 'GET', '/listings/updates-received');
    expect(counted).toEqual({ price: { 'SKU-A': { count: 1, lastStatus: 'SUCCESS' } }, inventory: {} });
  });

  it.each([
    ['a selling price above the MRP', price(999, 1000), '$.price.selling_price'],
    ['a price in paise', price(999, 749.5), '$.price.selling_price'],
    ['a negative MRP', price(-1, 0), '$.price.mrp'],
    ['another currency', price(999, 749, 'USD'), '$.price.currency'],
    ['another product id', { ...price(999, 749), product_id: 'OTHERPRODUCT0001' }, '$.product_id'],
  ])('refuses %s, says where, and leaves the listing as it was', async (_what, change, path) => {
    const res = await post('/listings/v3/update/price', { 'SKU-A': change, 'SKU-UNKNOWN': price(10, 5) });
    expect(res.status).toBe(200);
    expect(res.body['SKU-A']).toMatchObject({ status: 'FAILURE', errors: [{ severity: 'ERROR', path }] });
    expect(res.body['SKU-UNKNOWN'].errors[0].description).toBe(
      'no listing of SKU SKU-UNKNOWN for this seller',
    );
    expect((await read('SKU-A')).price.selling_price).toBe(799);
  });

  it('refuses more than 10 SKUs, an empty body and a body that is not JSON', async () => {
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`S${i}`, price(10, 5)]));
    expect((await post('/listings/v3/update/price', eleven)).status).toBe(400);
    expect((await post('/listings/v3/update/price', {})).status).toBe(400);
    expect((await post('/listings/v3/update/price', {}, { 'content-type': 'text/plain' })).status).toBe(400);
  });

  it('is not in the spec dialect', async () => {
    await admin(info, 'PUT', '/switches', { sellerDialect: 'spec' });
    expect((await post('/listings/v3/update/price', { 'SKU-A': price(999, 749) })).status).toBe(404);
  });
});

describe('POST /listings/v3/update/inventory', () => {
  const stock = (locations: Body[]) => ({ 'SKU-A': { product_id: PRODUCT, locations } });

  it('changes the named locations only, as the captured answer shows', async () => {
    const res = await post(
      '/listings/v3/update/inventory',
      stock([{ id: 'LOC2', status: 'ENABLED', inventory: 0 }]),
    );
    expect(res.body).toEqual({ 'SKU-A': { status: 'SUCCESS' } });
    expect((await read('SKU-A')).locations).toEqual([
      { id: 'LOC1', status: 'ENABLED', inventory: 12 },
      { id: 'LOC2', status: 'ENABLED', inventory: 0 },
    ]);
    const counted = (await admin(info, 'GET', '/listings/updates-received')) as Body;
    expect(counted.inventory['SKU-A']).toEqual({ count: 1, lastStatus: 'SUCCESS' });
  });

  it('refuses an unknown location, a fractional stock and no locations, and changes nothing', async () => {
    const paths = async (locations: Body[]) =>
      (await post('/listings/v3/update/inventory', stock(locations))).body['SKU-A'].errors.map(
        (e: Body) => e.path,
      );
    expect(
      await paths([
        { id: 'LOC1', status: 'ENABLED', inventory: 1 },
        { id: 'LOC9', status: 'ENABLED', inventory: 1 },
      ]),
    ).toEqual(['$.locations[1].id']);
    expect(await paths([{ id: 'LOC1', status: 'ENABLED', inventory: 1.5 }])).toEqual([
      '$.locations[0].inventory',
    ]);
    expect(await paths([{ id: 'LOC1', status: 'ON', inventory: 1 }])).toEqual(['$.locations[0].status']);
    expect(await paths([])).toEqual(['$.locations']);
    expect((await read('SKU-A')).locations[0].inventory).toBe(12);
  });
});
