import { afterEach, describe, expect, it } from 'vitest';
import type { CreateListingRequest } from '../../../shared/marketplace/listing-types.ts';
import { HttpClient } from '../http/http-client.ts';
import { failure } from '../testing/failure.test-support.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer, SeenRequest } from '../testing/scripted-server.test-support.ts';
import { SellerClient } from './seller-client.ts';

/** The listing calls' exact paths and bytes, on a real loopback server that records what it receives. */
const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(reply: (req: SeenRequest) => ScriptedReply) {
  const server = await startScriptedServer(reply);
  servers.push(server);
  const client = new SellerClient({
    baseUrl: `${server.url}/sellers`,
    tokens: { getAccessToken: async () => 'T1', onUnauthorized: async () => 'T2' },
    http: new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 }),
  });
  return { server, client };
}

const json = (body: unknown, status = 200): ScriptedReply => ({ status, body: JSON.stringify(body) });

const listing: CreateListingRequest = {
  productId: 'TSHENH9UGMUYZJZZ',
  price: { mrp: 899, sellingPrice: 649 },
  tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
  listingStatus: 'ACTIVE',
  shippingFees: { local: 20, zonal: 40, national: 60 },
  fulfillmentProfile: 'NON_FBF',
  fulfillment: { dispatchSla: 2, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
  locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 25 }],
};

describe('SellerClient listing calls (real dialect)', () => {
  it('create: POSTs the real body, byte for byte, to /sellers/listings/v3', async () => {
    const { client, server } = await setup(() => json({ 'SKU 1': { status: 'SUCCESS' } }));
    await client.createListings({ 'SKU 1': listing });
    expect(server.seen[0]?.method).toBe('POST');
    expect(server.seen[0]?.url).toBe('/sellers/listings/v3');
    expect(server.seen[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(server.seen[0]?.body).toBe(
      '{"SKU 1":{"product_id":"TSHENH9UGMUYZJZZ",' +
        '"price":{"mrp":899,"selling_price":649,"currency":"INR"},' +
        '"tax":{"hsn":"6109","tax_code":"GST_APPAREL"},"listing_status":"ACTIVE",' +
        '"shipping_fees":{"local":20,"zonal":40,"national":60,"currency":"INR"},' +
        '"fulfillment_profile":"NON_FBF",' +
        '"fulfillment":{"dispatch_sla":2,"shipping_provider":"SELLER","procurement_type":"REGULAR"},' +
        '"packages":[],"locations":[{"id":"LOC1","status":"ENABLED","inventory":25}]}}',
    );
  });

  it('read: GETs /listings/v3/{skuIds} with the SKUs comma-joined then encoded, 10 a call', async () => {
    const { client, server } = await setup((req) => {
      const skus = decodeURIComponent(req.url.slice('/sellers/listings/v3/'.length)).split(',');
      return json({ available: {}, unavailable: skus, invalid: [] });
    });
    const skus = Array.from({ length: 12 }, (_, i) => `SKU/${i + 1}`);
    skus.splice(1, 0, 'A,B', 'café 1', 'SKU/1');
    const reads = await client.getListingsBySku(skus);
    const urls = server.seen.map((r) => r.url).sort();
    expect(urls).toEqual([
      '/sellers/listings/v3/SKU%2F1%2CA%2CB%2Ccaf%C3%A9%201%2CSKU%2F2%2CSKU%2F3%2CSKU%2F4%2CSKU%2F5%2CSKU%2F6%2CSKU%2F7%2CSKU%2F8',
      '/sellers/listings/v3/SKU%2F9%2CSKU%2F10%2CSKU%2F11%2CSKU%2F12',
    ]);
    expect(server.seen.every((r) => r.method === 'GET' && r.body === '')).toBe(true);
    // Each distinct SKU once, in the order given.
    expect(reads.map((r) => r.sku)).toEqual([...new Set(skus)]);
  });

  it('read: available, unavailable, invalid and unreported SKUs, with lenient values', async () => {
    const { client } = await setup(() =>
      json({
        available: {
          A: {
            listing_id: 'LSTA',
            product_id: 'TSHENH9UGMUYZJZZ',
            price: { mrp: 899, selling_price: '649', currency: 'INR' },
            tax: { hsn: '6109', tax_code: 'GST_APPAREL', goods_services_rate: 5 },
            listing_status: 'ACTIVE',
            shipping_fees: { local: 20, zonal: 40, national: 60, currency: 'INR' },
            fulfillment_profile: 'NON_FBF',
            fulfillment: { dispatch_sla: 2, shipping_provider: 'SELLER', procurement_type: 'REGULAR' },
            packages: [{ name: 'box-1', dimensions: { length: 30, breadth: 20, height: 5 }, weight: 0.4 }],
            locations: [
              { id: 'LOC1', status: 'ENABLED', inventory: 25, pending_inventory: 1 },
              { id: 'LOC2', status: 'DISABLED' },
            ],
            archived_status: 'NONE',
            something_new: true,
          },
          F: {
            listing_id: 'LSTF',
            product_id: null,
            price: null,
            listing_status: 'INACTIVE',
            packages: null,
          },
        },
        unavailable: ['B'],
        invalid: [''],
      }),
    );
    const reads = await client.getListingsBySku(['A', 'B', 'C', 'F']);
    expect(reads).toEqual([
      {
        sku: 'A',
        state: 'available',
        listing: {
          listingId: 'LSTA',
          productId: 'TSHENH9UGMUYZJZZ',
          price: { mrp: 899, sellingPrice: 649, currency: 'INR' },
          tax: { hsn: '6109', taxCode: 'GST_APPAREL', goodsServicesRate: 5 },
          listingStatus: 'ACTIVE',
          shippingFees: { local: 20, zonal: 40, national: 60, currency: 'INR' },
          fulfillmentProfile: 'NON_FBF',
          fulfillment: { dispatchSla: 2, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
          packages: [{ name: 'box-1', dimensions: { length: 30, breadth: 20, height: 5 }, weight: 0.4 }],
          locations: [
            { id: 'LOC1', status: 'ENABLED', inventory: 25, pendingInventory: 1 },
            { id: 'LOC2', status: 'DISABLED' },
          ],
          archivedStatus: 'NONE',
        },
      },
      { sku: 'B', state: 'unavailable' },
      { sku: 'C', state: 'unreported' },
      {
        sku: 'F',
        state: 'available',
        listing: {
          listingId: 'LSTF',
          productId: '',
          price: {},
          listingStatus: 'INACTIVE',
          packages: [],
          locations: [],
        },
      },
    ]);
  });

  it('read: an answer without `available` is a SERVER error naming it', async () => {
    const { client } = await setup(() => json({ unavailable: [] }));
    const e = await failure(client.getListingsBySku(['A']));
    expect(e.code).toBe('SERVER');
    expect(e.message).toBe(
      'The marketplace sent listings Stockroom cannot read (at available). Try again later.',
    );
  });
});
