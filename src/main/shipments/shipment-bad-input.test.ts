import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fastHttp } from '../marketplace/testing/sim.test-support.ts';
import {
  startScriptedServer,
  type ScriptedServer,
} from '../marketplace/testing/scripted-server.test-support.ts';
import { SellerClient } from '../marketplace/seller/seller-client.ts';
import { KEY, openCache } from './shipments.test-support.ts';
import { runShipmentSync } from './shipment-sync.ts';

/** A marketplace that answers every search with `pages` in turn (each a JSON body), over real HTTP. */
async function marketplace(
  pages: (first: boolean) => string,
): Promise<{ server: ScriptedServer; seller: SellerClient }> {
  const server = await startScriptedServer((req) => ({ status: 200, body: pages(req.method === 'POST') }));
  const seller = new SellerClient({
    baseUrl: `${server.url}/sellers`,
    http: fastHttp(),
    tokens: { getAccessToken: async () => 'token', onUnauthorized: async () => 'token' },
  });
  return { server, seller };
}

const odd = {
  shipmentId: 'S-ODD',
  dispatchByDate: '2026-11-24T18:00:00.000+05:30',
  hold: null,
  courierPartner: 'EKART',
  orderItems: [
    {
      orderItemId: 'OI-1',
      orderId: 'OD-1',
      sku: 'SKU-1',
      quantity: '1.0',
      status: 'AWAITING_SOMETHING_NEW',
      priceComponents: { sellingPrice: 499.0, totalPrice: '549.5', giftWrap: 20 },
      newItemField: { nested: true },
    },
  ],
};
const bare = {
  shipmentId: 'S-BARE',
  orderItems: [{ orderItemId: 'OI-2', quantity: 1.0, status: 'APPROVED' }],
};
const oddPolicy = {
  shipmentId: 'S-POLICY',
  packagingPolicy: 'PLASTIC_FREE_2027',
  orderItems: [{ orderItemId: 'OI-3', status: 'PACKED' }],
  forms: null,
  subShipments: [{ subShipmentId: 'SS-1', packages: [{ packageId: 'P-1' }] }],
};

describe('shipments the marketplace sends in unexpected shapes', () => {
  let server: ScriptedServer | undefined;
  const cache = openCache();
  afterEach(async () => {
    await server?.close();
  });
  afterAll(() => cache.close());

  it('stores and shows them as they came: quantity 1.0, unknown state or policy, extra and missing fields', async () => {
    const m = await marketplace(() => JSON.stringify({ hasMore: false, shipments: [odd, bare, oddPolicy] }));
    server = m.server;
    await runShipmentSync(cache.deps(m.seller), KEY, { plan: { horizonDays: 6, windowDays: 6 } });

    const oddRow = cache.queries.block(KEY, {
      startRow: 0,
      endRow: 5,
      sort: [],
      filter: { view: 'other' },
    }).rows;
    expect(oddRow.map((r) => [r.shipmentId, r.status, r.quantity, r.sellingPrice, r.totalPrice])).toEqual([
      ['S-ODD', 'AWAITING_SOMETHING_NEW', 1, 499, 549.5],
    ]);
    const detail = cache.queries.detail(KEY, 'S-ODD');
    expect(detail.shipment['courierPartner']).toBe('EKART');
    expect(detail.shipment.orderItems[0]).toMatchObject({ newItemField: { nested: true } });
    expect(detail.shipment.orderItems[0]?.priceComponents).toMatchObject({ giftWrap: 20 });

    const bareRow = cache.queries.block(KEY, {
      startRow: 0,
      endRow: 5,
      sort: [],
      filter: { view: 'toPack' },
    }).rows;
    expect(bareRow).toMatchObject([
      { shipmentId: 'S-BARE', quantity: 1, dispatchBy: null, locationId: null, hold: null, orderIds: '' },
    ]);
    const policy = cache.queries.block(KEY, {
      startRow: 0,
      endRow: 5,
      sort: [],
      filter: { view: 'toDispatch' },
    }).rows;
    expect(policy.map((r) => r.packagingPolicy)).toEqual(['PLASTIC_FREE_2027']);
    expect(cache.queries.detail(KEY, 'S-POLICY').shipment.subShipments[0]?.packages[0]?.packageId).toBe(
      'P-1',
    );
  });

  it('a malformed page stops the sync with a sentence naming the bad field, keeping the pages before it', async () => {
    const good = Array.from({ length: 20 }, (_, i) => ({
      shipmentId: `S-${i}`,
      orderItems: [{ orderItemId: `OI-${i}`, status: 'APPROVED' }],
    }));
    const m = await marketplace((first) =>
      first
        ? JSON.stringify({ hasMore: true, nextPageUrl: '/v3/shipments/filter?next_token=2', shipments: good })
        : JSON.stringify({
            hasMore: false,
            shipments: [{ shipmentId: 'S-X', orderItems: [{ quantity: 2 }] }],
          }),
    );
    server = m.server;
    const fresh = openCache();
    try {
      const error = await runShipmentSync(fresh.deps(m.seller), KEY, {
        parallelism: 1,
        plan: { horizonDays: 6, windowDays: 6 },
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'SERVER',
        message: expect.stringContaining('at shipments[0].orderItems[0].orderItemId') as unknown,
      });
      expect(fresh.queries.total(KEY)).toBe(20);
      expect(fresh.checkpoints.unfinished(KEY)).toMatchObject({ state: 'failed' });
    } finally {
      fresh.close();
    }
  });
});
