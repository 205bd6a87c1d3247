import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';

/** The seller interface's listings in the real dialect (the default): the SDK's bodies and the v3 read. */
let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;
const JSON_UTF8 = { 'content-type': 'application/json; charset=utf-8' };

/** A request of the real CreateListingRequest model that passes every rule. */
function valid(): Record<string, Body> {
  return {
    product_id: 'TSHFZ4KXQWERTY12',
    price: { mrp: 999, selling_price: 799, currency: 'INR' },
    tax: { hsn: '6109', tax_code: 'GST_APPAREL' },
    listing_status: 'ACTIVE',
    shipping_fees: { local: 20, zonal: 40, national: 60, currency: 'INR' },
    fulfillment_profile: 'NON_FBF',
    fulfillment: { dispatch_sla: 2, shipping_provider: 'SELLER', procurement_type: 'REGULAR' },
    packages: [],
    locations: [
      { id: 'LOC1', status: 'ENABLED', inventory: 12 },
      { id: 'LOC2', status: 'DISABLED' },
    ],
  };
}

const create = (body: unknown, type: Record<string, string> = JSON_UTF8) =>
  getJson(`${info.base_url}/listings/v3`, {
    method: 'POST',
    headers: bearer(token, type),
    body: JSON.stringify(body),
  });
const read = (path: string) => getJson(`${info.base_url}/listings/v3/${path}`, { headers: bearer(token) });
const ids = (...skus: string[]) => encodeURIComponent(skus.join(','));

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('POST /listings/v3, real dialect', () => {
  it('accepts the real body and the v3 read gives the listing back in the real shape', async () => {
    const res = await create({ 'NEW SKU/1': valid() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ 'NEW SKU/1': { status: 'SUCCESS' } });
    const got = await read(ids('NEW SKU/1'));
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      available: {
        'NEW SKU/1': {
          listing_id: expect.stringMatching(/^LST/),
          product_id: 'TSHFZ4KXQWERTY12',
          price: { mrp: 999, selling_price: 799, currency: 'INR' },
          tax: { hsn: '6109', tax_code: 'GST_APPAREL' },
          listing_status: 'ACTIVE',
          shipping_fees: { local: 20, zonal: 40, national: 60, currency: 'INR' },
          fulfillment_profile: 'NON_FBF',
          fulfillment: { dispatch_sla: 2, shipping_provider: 'SELLER', procurement_type: 'REGULAR' },
          packages: [],
          locations: [
            { id: 'LOC1', status: 'ENABLED', inventory: 12 },
            { id: 'LOC2', status: 'DISABLED' },
          ],
          archived_status: 'NONE',
        },
      },
      unavailable: [],
      invalid: [],
    });
  });

  it('takes Content-Type application/json without a charset, as the SDK sends it; refuses another charset or type', async () => {
    const plain = await create({ 'SDK-SKU': valid() }, { 'content-type': 'application/json' });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ 'SDK-SKU': { status: 'SUCCESS' } });
    expect((await read(ids('SDK-SKU'))).body.available['SDK-SKU'].product_id).toBe('TSHFZ4KXQWERTY12');
    for (const other of ['application/json; charset=iso-8859-1', 'text/plain']) {
      const refused = await create({ 'OTHER-SKU': valid() }, { 'content-type': other });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('INVALID_CONTENT_TYPE');
    }
  });

  it('fails a SKU sent with the spec spelling sellingPrice, and one without the currencies', async () => {
    const spec = valid();
    spec.price = { mrp: 999, sellingPrice: 799 };
    const noCurrency = valid();
    noCurrency.price = { mrp: 999, selling_price: 799 };
    noCurrency.shipping_fees = { local: 20, zonal: 40, national: 60 };
    const res = await create({ SPEC: spec, BARE: noCurrency });
    expect(res.status).toBe(200);
    const errors = (sku: string) =>
      (res.body[sku].attribute_errors as Body[])
        .filter((e) => e.severity === 'ERROR')
        .map((e) => e.path)
        .sort();
    expect(res.body.SPEC.status).toBe('FAILURE');
    expect(errors('SPEC')).toEqual(['$.price.currency', '$.price.sellingPrice', '$.price.selling_price']);
    // Refused in words, not "ignored" as an unknown key would be.
    expect(
      (res.body.SPEC.attribute_errors as Body[]).filter((e) => e.path === '$.price.sellingPrice'),
    ).toEqual([
      {
        severity: 'ERROR',
        code: 4007,
        description: 'sellingPrice is not a field of the price: the selling price is selling_price',
        path: '$.price.sellingPrice',
      },
    ]);
    expect(res.body.BARE.status).toBe('FAILURE');
    expect(errors('BARE')).toEqual(['$.price.currency', '$.shipping_fees.currency']);
    expect((await read(ids('SPEC', 'BARE'))).body.unavailable).toEqual(['SPEC', 'BARE']);
  });

  it('follows the real models: packages required (may be empty), fees complete, fulfillment complete when sent', async () => {
    const noPackages = valid();
    delete noPackages.packages;
    const partFees = valid();
    partFees.fulfillment.shipping_provider = 'FLIPKART';
    partFees.shipping_fees = { local: 20, currency: 'INR' };
    const partFulfillment = valid();
    partFulfillment.fulfillment_profile = 'FBF';
    partFulfillment.fulfillment = { shipping_provider: 'SELLER' };
    const res = await create({ A: noPackages, B: partFees, C: partFulfillment });
    const paths = (sku: string) =>
      (res.body[sku].attribute_errors as Body[]).filter((e) => e.severity === 'ERROR').map((e) => e.path);
    expect(paths('A')).toEqual(['$.packages']);
    expect(paths('B')).toEqual(['$.shipping_fees.zonal', '$.shipping_fees.national']);
    expect(paths('C')).toEqual(['$.fulfillment.dispatch_sla', '$.fulfillment.procurement_type']);
  });

  it('takes a listing without address label, tax code, fulfillment or a location inventory (optional in the SDK)', async () => {
    const lean = valid();
    delete lean.fulfillment;
    delete lean.shipping_fees;
    lean.tax = { hsn: '6109' };
    lean.locations = [{ id: 'LOC1', status: 'ENABLED' }];
    const res = await create({ LEAN: lean });
    expect(res.body).toEqual({ LEAN: { status: 'SUCCESS' } });
  });
});

describe('GET /listings/v3/{skuIds}', () => {
  it('decodes %2C-joined SKUs and answers available, unavailable and invalid', async () => {
    await create({ 'x/y': valid(), 'P Q%': valid() });
    const res = await read(ids('x/y', 'NOPE', 'P Q%', '', 'x/y'));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.available)).toEqual(['x/y', 'P Q%']);
    expect(res.body.unavailable).toEqual(['NOPE']);
    expect(res.body.invalid).toEqual(['']);
  });

  it('refuses more than 10 SKUs with 400', async () => {
    const skus = Array.from({ length: 11 }, (_, i) => `S${i}`);
    expect((await read(ids(...skus.slice(0, 10)))).status).toBe(200);
    const res = await read(ids(...skus));
    expect(res.status).toBe(400);
  });

  it("has the Demo seller's listings for the SKUs in its orders: product id the FSN, its shipments' locations", async () => {
    const res = await getJson(`${info.base_url}/v3/shipments/filter`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        filter: { type: 'preDispatch', states: ['APPROVED', 'PACKED', 'READY_TO_DISPATCH'] },
      }),
    });
    expect(res.status).toBe(200);
    const shipments = res.body.shipments as Body[];
    const items = shipments.flatMap((s) =>
      (s.orderItems as Body[]).map((i) => ({ sku: i.sku, fsn: i.fsn, location: s.locationId })),
    );
    expect(items.length).toBeGreaterThan(0);
    const skus = [...new Set(items.map((i) => i.sku as string))].slice(0, 10);
    const got = await read(ids(...skus));
    expect(Object.keys(got.body.available).sort()).toEqual([...skus].sort());
    for (const item of items.filter((i) => skus.includes(i.sku))) {
      const listing = got.body.available[item.sku];
      expect(listing.product_id).toBe(item.fsn);
      if (item.location !== undefined)
        expect(listing.locations.map((l: Body) => l.id)).toContain(item.location);
    }
  });

  it('leaves the spec read: GET /skus/listings/{listingId} is 404', async () => {
    await create({ OLD: valid() });
    const { listingId } = (await admin(info, 'GET', '/listings/received')).skus.OLD;
    const res = await getJson(`${info.base_url}/skus/listings/${listingId}`, { headers: bearer(token) });
    expect(res.status).toBe(404);
  });

  it('is not there in the spec dialect (404), where the spec read answers', async () => {
    await admin(info, 'PUT', '/switches', { sellerDialect: 'spec' });
    expect((await read(ids('A'))).status).toBe(404);
  });
});
