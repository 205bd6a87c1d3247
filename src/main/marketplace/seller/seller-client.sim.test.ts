import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateListingRequest } from '../../../shared/marketplace/listing-types.ts';
import type { Shipment } from '../../../shared/marketplace/seller-types.ts';
import type { HttpEvent } from '../http/http-client.ts';
import { fastHttp, selfAccessSeller, startSim } from '../testing/sim.test-support.ts';
import type { Sim } from '../testing/sim.test-support.ts';
import { SellerClient } from './seller-client.ts';
import { failure } from '../testing/failure.test-support.ts';

let sim: Sim;
const allIds: string[] = [];

const SHIPMENTS = 'GET /sellers/v3/shipments';
const FILTER_POST = 'POST /sellers/v3/shipments/filter';
const FILTER_GET = 'GET /sellers/v3/shipments/filter';
const LISTINGS = 'POST /sellers/listings/v3';
const TOKEN = 'GET /oauth-service/oauth/token';

beforeAll(async () => {
  sim = await startSim({ shipments: 700, products: 10 });
  const { seller } = selfAccessSeller(sim);
  for (const type of ['preDispatch', 'postDispatch'] as const) {
    for await (const page of seller.filterShipments({ type }))
      allIds.push(...page.shipments.map((s) => s.shipmentId));
  }
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  await sim.admin('DELETE', '/faults');
  await sim.admin('DELETE', '/counters');
});

function listing(n: number): CreateListingRequest {
  return {
    productId: `PRODUCT${String(n).padStart(8, '0')}`,
    price: { mrp: 1000 + n, sellingPrice: 900 + n },
    tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
    listingStatus: 'ACTIVE',
    fulfillmentProfile: 'NON_FBF',
    fulfillment: { dispatchSla: 2, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
    shippingFees: { local: 30, zonal: 50, national: 70 },
    locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 5 + n }],
    addressLabel: {
      manufacturerDetails: ['Acme Textiles, Pune'],
      packerDetails: ['Acme Textiles, Pune'],
      countriesOfOrigin: ['IN'],
    },
  };
}

describe('SellerClient against the simulator', () => {
  it('getShipments: 250 ids → 3 calls of at most 100, results in the order asked', async () => {
    expect(allIds.length).toBeGreaterThanOrEqual(250);
    const ids = allIds.slice(0, 250).reverse();
    const { seller } = selfAccessSeller(sim);
    const shipments = await seller.getShipments('shipmentIds', ids);
    expect(shipments.map((s) => s.shipmentId)).toEqual(ids);
    expect(await sim.count(SHIPMENTS, '200')).toBe(3);
  });

  it('getShipments by order item ids finds the same shipments', async () => {
    const { seller } = selfAccessSeller(sim);
    const some = await seller.getShipments('shipmentIds', allIds.slice(0, 5));
    const itemIds = some.map((s) => s.orderItems[0]?.orderItemId ?? '');
    const byItem = await seller.getShipments('orderItemIds', itemIds);
    expect(byItem.map((s) => s.shipmentId)).toEqual(some.map((s) => s.shipmentId));
  });

  it('filter: pages to the end, each shipment once, GET for every page after the first', async () => {
    const { seller } = selfAccessSeller(sim);
    const sizes: number[] = [];
    const seen = new Set<string>();
    let last = true;
    for await (const page of seller.filterShipments(
      { type: 'postDispatch' },
      { pageSize: 7, sort: { field: 'orderDate', order: 'desc' } },
    )) {
      sizes.push(page.shipments.length);
      for (const s of page.shipments) seen.add(s.shipmentId);
      last = page.hasMore;
    }
    const pages = sizes.length;
    expect(last).toBe(false);
    expect(pages).toBeGreaterThan(3);
    expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(seen.size).toBe(sizes.reduce((a, b) => a + b, 0));
    expect(await sim.count(FILTER_POST, '200')).toBe(1);
    expect(await sim.count(FILTER_GET, '200')).toBe(pages - 1);

    // The default page size is the maximum, 20.
    const first = await seller.filterShipments({ type: 'postDispatch' }).next();
    expect(first.value?.shipments).toHaveLength(20);
  });

  it('a token expiring mid-sync is renewed transparently between pages', async () => {
    const { seller } = selfAccessSeller(sim);
    const shipments: Shipment[] = [];
    let pageNo = 0;
    for await (const page of seller.filterShipments({ type: 'postDispatch' }, { pageSize: 10 })) {
      shipments.push(...page.shipments);
      if (++pageNo === 2) await sim.admin('POST', '/tokens/expire');
    }
    expect(pageNo).toBeGreaterThan(3);
    expect(await sim.count(FILTER_GET, '401')).toBe(1);
    expect(await sim.count(TOKEN, '200')).toBe(2);
    expect(new Set(shipments.map((s) => s.shipmentId)).size).toBe(shipments.length);
  });

  it('a storm of 429s with Retry-After is waited out', async () => {
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments', fault: '429', times: 4, retryAfterSeconds: 2 }],
    });
    const waits: number[] = [];
    const events: HttpEvent[] = [];
    // Real HTTP; the wait itself is shortened so the test stays fast, but its length is what the client chose.
    const http = fastHttp(events, { maxAttempts: 6, sleep: async (ms) => void waits.push(ms) });
    const { seller } = selfAccessSeller(sim, http);
    const out = await seller.getShipments('shipmentIds', allIds.slice(0, 3));
    expect(out).toHaveLength(3);
    expect(waits).toEqual([2000, 2000, 2000, 2000]);
    expect(await sim.count(SHIPMENTS, '429')).toBe(4);
    expect(events.filter((e) => e.outcome === 'retry').map((e) => e.status)).toEqual([429, 429, 429, 429]);
  });

  it('429s beyond the attempts end as RATE_LIMITED', async () => {
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments', fault: '429', retryAfterSeconds: 0 }],
    });
    const { seller } = selfAccessSeller(sim, fastHttp(undefined, { maxAttempts: 3 }));
    const err = await failure(seller.getShipments('shipmentIds', allIds.slice(0, 1)));
    expect(err.code).toBe('RATE_LIMITED');
    expect(await sim.count(SHIPMENTS, '429')).toBe(3);
  });

  it('a gateway HTML page on 503 is retried, and reported as SERVER when it persists', async () => {
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/filter', method: 'POST', fault: 'gateway-503', times: 2 }],
    });
    const { seller } = selfAccessSeller(sim);
    const first = await seller.filterShipments({ type: 'preDispatch' }).next();
    expect(first.value?.shipments.length).toBe(20);
    expect(await sim.count(FILTER_POST, '503')).toBe(2);

    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/filter', fault: 'gateway-503' }],
    });
    const err = await failure(
      selfAccessSeller(sim, fastHttp(undefined, { maxAttempts: 2 }))
        .seller.filterShipments({ type: 'preDispatch' })
        .next(),
    );
    expect(err.code).toBe('SERVER');
    expect(err.details).toMatchObject({ status: 503, body: 'html', attempts: 2 });
    expect(err.message).not.toMatch(/<html|JSON/i);
  });

  it('a cut-off answer is retried', async () => {
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments', fault: 'truncate', times: 1 }],
    });
    const { seller } = selfAccessSeller(sim);
    expect(await seller.getShipments('shipmentIds', allIds.slice(0, 4))).toHaveLength(4);
    expect(await sim.count(SHIPMENTS, '200')).toBe(2);
  });

  it('createListings: 25 SKUs → 3 calls of at most 10, every SKU reported; the listing reads back', async () => {
    const { seller } = selfAccessSeller(sim);
    const input: Record<string, CreateListingRequest> = {};
    for (let i = 0; i < 25; i++) input[`SKU-${i}`] = listing(i);
    const chunks: number[] = [];
    const results = await seller.createListings(input, {
      onChunk: (r) => chunks.push(Object.keys(r).length),
    });
    expect(await sim.count(LISTINGS, '200')).toBe(3);
    expect(chunks.sort()).toEqual([10, 10, 5]);
    expect(Object.keys(results)).toEqual(Object.keys(input));
    expect(Object.values(results).map((r) => r.status)).toEqual(Array(25).fill('SUCCESS'));

    const [read] = await seller.getListingsBySku(['SKU-7']);
    expect(read).toMatchObject({
      sku: 'SKU-7',
      state: 'available',
      listing: { price: { mrp: 1007, sellingPrice: 907, currency: 'INR' }, listingStatus: 'ACTIVE' },
    });
  });

  it('createListings reports per-SKU failures with paths', async () => {
    const { seller } = selfAccessSeller(sim);
    const bad = { ...listing(1), productId: 'SHORT' };
    const results = await seller.createListings({ GOOD: listing(2), BAD: bad });
    expect(results.GOOD?.status).toBe('SUCCESS');
    expect(results.BAD?.status).toBe('FAILURE');
    expect(results.BAD?.attributeErrors.map((e) => e.path)).toContain('$.product_id');
  });

  it('a SKU without a listing is unavailable', async () => {
    const { seller } = selfAccessSeller(sim);
    expect(await seller.getListingsBySku(['NOPE'])).toEqual([{ sku: 'NOPE', state: 'unavailable' }]);
  });

  it('an http:// address that is not loopback is refused before anything is sent', async () => {
    const { tokens, http } = selfAccessSeller(sim);
    const seller = new SellerClient({ baseUrl: 'http://api.marketplace.example.com/sellers', tokens, http });
    const err = await failure(seller.getShipments('shipmentIds', ['a']));
    expect(err.code).toBe('INSECURE_URL');
    expect(err.message).toMatch(/https/);
    expect(await sim.count(TOKEN)).toBe(0);
  });
});
