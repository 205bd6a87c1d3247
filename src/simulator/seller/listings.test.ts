import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;
const JSON_UTF8 = { 'content-type': 'application/json; charset=utf-8' };

/** A request that passes every rule. */
function valid(): Record<string, Body> {
  return {
    product_id: 'TSHFZ4KXQWERTY12',
    price: { mrp: 999, sellingPrice: 799 },
    tax: { hsn: '6109', tax_code: 'GST_APPAREL' },
    listing_status: 'ACTIVE',
    shipping_fees: { local: 20, zonal: 40, national: 60 },
    fulfillment_profile: 'NON_FBF',
    fulfillment: { dispatch_sla: 2, shipping_provider: 'SELLER', procurement_type: 'REGULAR' },
    packages: [
      {
        name: 'box-1',
        dimensions: { length: 30, breadth: 20, height: 5.5 },
        weight: 0.4,
        description: 'One shirt',
        handling: { fragile: false },
      },
    ],
    locations: [
      { id: 'LOC1', status: 'ENABLED', inventory: 12 },
      { id: 'LOC2', status: 'DISABLED', inventory: 5 },
    ],
    address_label: {
      manufacturer_details: ['Maker, Tiruppur'],
      packer_details: ['Packer, Tiruppur'],
      countries_of_origin: ['IN'],
    },
    dating_label: { mfg_date: 1700000000, shelf_life: 155520000 },
  };
}

const create = (body: unknown, headers: Record<string, string> = JSON_UTF8) =>
  getJson(`${info.base_url}/listings/v3`, {
    method: 'POST',
    headers: bearer(token, headers),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

// The specification's dialect (`price.sellingPrice`, the `/skus/listings` read); the real one: listings-real.test.ts.
beforeAll(async () => {
  sim = await startSmall({ sellerDialect: 'spec' });
  info = sim.info;
  token = await selfToken(info);
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data).
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('POST /listings/v3', () => {
  it('does its work within its latency: the listing is stored before the answer leaves, which waits it out', async () => {
    await admin(info, 'PUT', '/faults', { rules: [{ match: '/sellers/listings/v3', latencyMs: 1000 }] });
    const started = performance.now();
    let answered = false;
    const answer = create({ 'LATE-SKU': valid() }).then((res) => {
      answered = true;
      return res;
    });
    await expect
      .poll(async () => (await admin(info, 'GET', '/listings/received')).skus['LATE-SKU']?.count, {
        timeout: 900,
        interval: 20,
      })
      .toBe(1);
    expect(answered).toBe(false);
    expect((await answer).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('creates a listing, readable through the listing read, and overwrites it', async () => {
    const res = await create({ 'NEW-SKU-1': valid() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ 'NEW-SKU-1': { status: 'SUCCESS' } });
    const received = await admin(info, 'GET', '/listings/received');
    const listingId = received.skus['NEW-SKU-1'].listingId;
    const read = await getJson(`${info.base_url}/skus/listings/${listingId}`, { headers: bearer(token) });
    expect(read.body).toEqual({
      listingId,
      skuId: 'NEW-SKU-1',
      attributeValues: {
        mrp: '999.00',
        selling_price: '799.00',
        stock_count: '12',
        procurement_sla: '2',
        listing_status: 'ACTIVE',
        national_shipping_charge: '60.00',
        zonal_shipping_charge: '40.00',
        local_shipping_charge: '20.00',
      },
    });
    const changed = valid();
    changed['price'] = { mrp: 1099, sellingPrice: 899 };
    changed['listing_status'] = 'INACTIVE';
    expect((await create({ 'NEW-SKU-1': changed })).body['NEW-SKU-1'].status).toBe('SUCCESS');
    const again = await getJson(`${info.base_url}/skus/listings/${listingId}`, { headers: bearer(token) });
    expect(again.body.attributeValues).toMatchObject({
      mrp: '1099.00',
      selling_price: '899.00',
      listing_status: 'INACTIVE',
    });
    expect((await admin(info, 'GET', '/listings/received')).skus['NEW-SKU-1'].count).toBe(2);
  });

  it('requires Content-Type application/json; charset=utf-8', async () => {
    const plain = await create({ A: valid() }, { 'content-type': 'application/json' });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('INVALID_CONTENT_TYPE');
    expect((await create('x', { 'content-type': 'text/plain' })).status).toBe(400);
  });

  it('takes 10 SKUs and refuses 11 with 400', async () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`BULK-${i}`, valid()]));
    const ok = await create(ten);
    expect(ok.status).toBe(200);
    expect(Object.values(ok.body).every((r: Body) => r.status === 'SUCCESS')).toBe(true);
    const res = await create({ ...ten, 'BULK-10': valid() });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('at most 10');
  });

  it('answers malformed JSON, an empty map and a non-object with 400', async () => {
    const bad = await create('{"A": {', JSON_UTF8);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MALFORMED_JSON');
    expect((await create({})).status).toBe(400);
    expect((await create([valid()])).status).toBe(400);
  });

  const cases: [string, (r: Record<string, Body>) => void, string][] = [
    ['product_id missing', (r) => delete r['product_id'], '$.product_id'],
    ['product_id of 12 characters', (r) => (r['product_id'] = 'ABCDEFGHIJKL'), '$.product_id'],
    ['product_id of 17 characters', (r) => (r['product_id'] = 'ABCDEFGHIJKLMNOPQ'), '$.product_id'],
    ['mrp negative', (r) => (r['price'].mrp = -1), '$.price.mrp'],
    ['mrp not an integer', (r) => (r['price'].mrp = 99.5), '$.price.mrp'],
    ['sellingPrice missing', (r) => delete r['price'].sellingPrice, '$.price.sellingPrice'],
    ['sellingPrice above mrp', (r) => (r['price'].sellingPrice = 1000), '$.price.sellingPrice'],
    ['hsn missing', (r) => delete r['tax'].hsn, '$.tax.hsn'],
    ['tax_code unknown', (r) => (r['tax'].tax_code = 'GST_99'), '$.tax.tax_code'],
    ['listing_status unknown', (r) => (r['listing_status'] = 'LIVE'), '$.listing_status'],
    ['fulfillment_profile unknown', (r) => (r['fulfillment_profile'] = 'DROPSHIP'), '$.fulfillment_profile'],
    ['dispatch_sla 0', (r) => (r['fulfillment'].dispatch_sla = 0), '$.fulfillment.dispatch_sla'],
    [
      'dispatch_sla missing for NON_FBF',
      (r) => delete r['fulfillment'].dispatch_sla,
      '$.fulfillment.dispatch_sla',
    ],
    [
      'shipping_provider unknown',
      (r) => (r['fulfillment'].shipping_provider = 'POST'),
      '$.fulfillment.shipping_provider',
    ],
    [
      'procurement_type missing',
      (r) => delete r['fulfillment'].procurement_type,
      '$.fulfillment.procurement_type',
    ],
    [
      'shipping fee missing when the seller ships',
      (r) => delete r['shipping_fees'].zonal,
      '$.shipping_fees.zonal',
    ],
    ['package name over 64', (r) => (r['packages'][0].name = 'n'.repeat(65)), '$.packages[0].name'],
    [
      'package description over 4000',
      (r) => (r['packages'][0].description = 'd'.repeat(4001)),
      '$.packages[0].description',
    ],
    ['package weight missing with dimensions', (r) => delete r['packages'][0].weight, '$.packages[0].weight'],
    [
      'package breadth missing',
      (r) => delete r['packages'][0].dimensions.breadth,
      '$.packages[0].dimensions.breadth',
    ],
    [
      'fragile not boolean',
      (r) => (r['packages'][0].handling.fragile = 'yes'),
      '$.packages[0].handling.fragile',
    ],
    [
      'notional_value missing with two packages',
      (r) => r['packages'].push({ name: 'box-2' }),
      '$.packages[0].notional_value',
    ],
    [
      'notional_value unit unknown',
      (r) => (r['packages'][0].notional_value = { amount: 50, unit: 'USD' }),
      '$.packages[0].notional_value.unit',
    ],
    ['locations missing', (r) => delete r['locations'], '$.locations'],
    ['location status unknown', (r) => (r['locations'][0].status = 'ON'), '$.locations[0].status'],
    ['location inventory negative', (r) => (r['locations'][0].inventory = -3), '$.locations[0].inventory'],
    [
      'manufacturer_details missing',
      (r) => delete r['address_label'].manufacturer_details,
      '$.address_label.manufacturer_details',
    ],
    [
      'packer_details over 5 entries',
      (r) => (r['address_label'].packer_details = ['a', 'b', 'c', 'd', 'e', 'f']),
      '$.address_label.packer_details',
    ],
    [
      'importer_details missing for a foreign origin',
      (r) => (r['address_label'].countries_of_origin = ['CN']),
      '$.address_label.importer_details',
    ],
    [
      'country not alpha-2',
      (r) => (r['address_label'].countries_of_origin = ['India']),
      '$.address_label.countries_of_origin[0]',
    ],
    ['mfg_date 0', (r) => (r['dating_label'].mfg_date = 0), '$.dating_label.mfg_date'],
    [
      'shelf_life over 60 months',
      (r) => (r['dating_label'].shelf_life = 155520001),
      '$.dating_label.shelf_life',
    ],
  ];

  it.each(cases)('fails the SKU when %s, with the attribute path', async (_name, mutate, path) => {
    const request = valid();
    mutate(request);
    const res = await create({ 'RULE-SKU': request, 'GOOD-SKU': valid() });
    expect(res.status).toBe(200);
    const result = res.body['RULE-SKU'];
    expect(result.status).toBe('FAILURE');
    expect(result.attribute_errors).toContainEqual({
      severity: 'ERROR',
      code: expect.any(Number),
      description: expect.any(String),
      path,
    });
    expect(res.body['GOOD-SKU']).toEqual({ status: 'SUCCESS' });
  });

  it('answers WARNING for an unknown attribute and for fees the marketplace ignores', async () => {
    const r = valid();
    r['colour'] = 'red';
    r['fulfillment'].shipping_provider = 'FLIPKART';
    const res = await create({ 'WARN-SKU': r });
    expect(res.body['WARN-SKU'].status).toBe('WARNING');
    const paths = res.body['WARN-SKU'].attribute_errors.map((e: Body) => `${e.severity} ${e.path}`);
    expect(paths).toEqual(expect.arrayContaining(['WARNING $.colour', 'WARNING $.shipping_fees']));
  });

  it('answers a server failure with 500 (simulated through a fault rule)', async () => {
    await admin(info, 'PUT', '/faults', {
      rules: [{ match: '/sellers/listings/v3', fault: '500', times: 1 }],
    });
    const res = await create({ 'FAULT-SKU': valid() });
    await admin(info, 'DELETE', '/faults');
    expect(res.status).toBe(500);
    expect((await create({ 'FAULT-SKU': valid() })).status).toBe(200);
  });

  it('fails a SKU whose request is not an object, under errors', async () => {
    const res = await create({ 'ODD-SKU': 'nope' });
    expect(res.body['ODD-SKU']).toMatchObject({
      status: 'FAILURE',
      errors: [{ severity: 'ERROR', code: expect.any(Number), description: expect.any(String) }],
    });
  });
});

describe('GET /skus/listings/{listingId} (spec dialect)', () => {
  it('reads the listing of an ordered SKU with two-decimal amounts', async () => {
    const res = await getJson(`${info.base_url}/v3/shipments/filter`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ filter: { type: 'preDispatch' } }),
    });
    const item = res.body.shipments[0].orderItems[0];
    const got = await getJson(`${info.base_url}/skus/listings/${item.listingId}`, { headers: bearer(token) });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ listingId: item.listingId, skuId: item.sku });
    const a = got.body.attributeValues;
    for (const k of [
      'mrp',
      'selling_price',
      'national_shipping_charge',
      'zonal_shipping_charge',
      'local_shipping_charge',
    ])
      expect(a[k]).toMatch(/^\d+\.\d{2}$/);
    expect(a.stock_count).toMatch(/^\d+$/);
    expect(a.procurement_sla).toMatch(/^\d+$/);
    expect(['ACTIVE', 'INACTIVE']).toContain(a.listing_status);
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await getJson(`${info.base_url}/skus/listings/LSTNOPE`, { headers: bearer(token) })).status).toBe(
      404,
    );
  });
});
