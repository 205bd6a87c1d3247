import { afterEach, describe, expect, it } from 'vitest';
import type { CreateListingRequest } from '../../../shared/marketplace/listing-types.ts';
import { HttpClient } from '../http/http-client.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer, SeenRequest } from '../testing/scripted-server.test-support.ts';
import { SellerClient } from './seller-client.ts';
import type { AccessTokens } from './seller-client.ts';
import { failure } from '../testing/failure.test-support.ts';

const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Hands out T1, T2, … : a new token each time one is reported as refused. */
class CountingTokens implements AccessTokens {
  current = 1;
  renewals = 0;
  async getAccessToken(): Promise<string> {
    return `T${this.current}`;
  }
  async onUnauthorized(rejected: string): Promise<string> {
    if (rejected === `T${this.current}`) {
      this.current++;
      this.renewals++;
    }
    return `T${this.current}`;
  }
}

async function setup(reply: (req: SeenRequest) => ScriptedReply) {
  const server = await startScriptedServer(reply);
  servers.push(server);
  const tokens = new CountingTokens();
  const client = new SellerClient({
    baseUrl: `${server.url}/sellers`,
    tokens,
    http: new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 }),
  });
  return { server, tokens, client };
}

function minimalListing(): CreateListingRequest {
  return {
    productId: 'TSHENH9UGMUYZJZZ',
    price: { mrp: 899, sellingPrice: 360 },
    tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
    listingStatus: 'ACTIVE',
    fulfillmentProfile: 'NON_FBF',
    fulfillment: { shippingProvider: 'SELLER', procurementType: 'REGULAR' },
    locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 3 }],
    addressLabel: { manufacturerDetails: ['Acme'], packerDetails: ['Acme'], countriesOfOrigin: ['IN'] },
  };
}

const json = (body: unknown, status = 200): ScriptedReply => ({ status, body: JSON.stringify(body) });

// As the real service sends it: offsets and ms, quantity 1.0 (a JSON number), a missing locationId and forms,
// an unknown state, numeric strings.
const REAL_SHIPMENT = {
  shipmentId: 'S1',
  dispatchByDate: '2020-09-28T12:00:00.000+05:30',
  dispatchAfterDate: '2020-09-27T12:00:00.000+05:30',
  updatedAt: '2020-09-27T13:01:02.123+05:30',
  hold: false,
  orderItems: [
    {
      orderItemId: 'OI1',
      orderId: 'OD1',
      quantity: 1.0,
      status: 'SOME_NEW_STATE',
      paymentType: 'COD',
      priceComponents: { sellingPrice: 499.0, totalPrice: '539.00' },
      packageIds: ['P1'],
      extra: { x: 1 },
    },
  ],
  subShipments: [
    {
      subShipmentId: 'SS1',
      packages: [
        {
          packageId: 'P1',
          packageSku: 'SKU1',
          dimensions: { length: 10, breadth: 5, height: 2, weight: 0.3 },
        },
      ],
    },
  ],
};

describe('SellerClient (scripted server)', () => {
  it('reads shipments as the real service sends them', async () => {
    const { client } = await setup(() => json({ shipments: [REAL_SHIPMENT] }));
    const [s] = await client.getShipments('shipmentIds', ['S1']);
    expect(s).toMatchObject({
      shipmentId: 'S1',
      dispatchByDate: '2020-09-28T12:00:00.000+05:30',
      forms: [],
      orderItems: [
        {
          orderItemId: 'OI1',
          quantity: 1,
          status: 'SOME_NEW_STATE',
          priceComponents: { sellingPrice: 499, totalPrice: 539 },
        },
      ],
    });
    expect(s?.locationId).toBeUndefined();
    expect(s?.subShipments[0]?.packages[0]?.dimensions?.weight).toBe(0.3);
  });

  it('names the bad field of a malformed answer (SERVER)', async () => {
    const { client } = await setup(() =>
      json({
        shipments: [
          REAL_SHIPMENT,
          { ...REAL_SHIPMENT, orderItems: [{ orderItemId: 'X', quantity: 'many' }] },
        ],
      }),
    );
    const err = await failure(client.getShipments('shipmentIds', ['S1', 'S2']));
    expect(err.code).toBe('SERVER');
    expect(err.details?.path).toBe('shipments[1].orderItems[0].quantity');
  });

  it('sends ids comma-joined then encoded (%2C), one kind per call, and orders results like the input', async () => {
    const { client, server: s } = await setup(() =>
      json({
        shipments: [
          { shipmentId: 'B', orderItems: [] },
          { shipmentId: 'A', orderItems: [] },
        ],
      }),
    );
    const out = await client.getShipments('shipmentIds', ['A', 'B', 'A']);
    expect(out.map((x) => x.shipmentId)).toEqual(['A', 'B']);
    expect(s.seen[0]?.url).toBe('/sellers/v3/shipments?shipmentIds=A%2CB');
    expect(s.seen[0]?.headers.authorization).toBe('Bearer T1');
  });

  it('renews the token once on 401 and retries once; a second 401 is AUTH_EXPIRED', async () => {
    const {
      client,
      tokens,
      server: s,
    } = await setup((req) =>
      req.headers.authorization === 'Bearer T1'
        ? json({ error: 'invalid_token' }, 401)
        : json({ shipments: [] }),
    );
    await client.getShipments('orderIds', ['OD1']);
    expect(tokens.renewals).toBe(1);
    expect(s.seen.map((r) => r.headers.authorization)).toEqual(['Bearer T1', 'Bearer T2']);

    const always = await setup(() => json({ error: 'invalid_token' }, 401));
    const err = await failure(always.client.getShipments('orderIds', ['OD1']));
    expect(err.code).toBe('AUTH_EXPIRED');
    expect(always.server.seen).toHaveLength(2);
  });

  it('filter: POSTs the body, GETs relative next pages under /sellers, stops on hasMore false despite a nextPageUrl', async () => {
    const pages: Record<string, unknown> = {
      'POST /sellers/v3/shipments/filter': {
        hasMore: true,
        nextPageUrl: '/v3/shipments/filter?next_token=p2',
        shipments: [{ shipmentId: 'S1' }],
      },
      'GET /sellers/v3/shipments/filter?next_token=p2': {
        hasMore: true,
        nextPageUrl: '/v3/shipments/filter?next_token=p3',
        shipments: [{ shipmentId: 'S2' }],
      },
      'GET /sellers/v3/shipments/filter?next_token=p3': {
        hasMore: false,
        nextPageUrl: '/v3/shipments/filter?next_token=p4',
        shipments: [{ shipmentId: 'S3' }],
      },
    };
    const { client, server: s } = await setup((req) =>
      json(
        pages[`${req.method} ${req.url}`] ?? { error: 'nope' },
        pages[`${req.method} ${req.url}`] ? 200 : 404,
      ),
    );
    const seen: string[] = [];
    for await (const page of client.filterShipments(
      { type: 'preDispatch', states: ['APPROVED'] },
      { pageSize: 5, sort: { field: 'orderDate', order: 'desc' } },
    )) {
      seen.push(`${page.pageNumber}:${page.shipments.map((x) => x.shipmentId).join()}:${page.hasMore}`);
    }
    expect(seen).toEqual(['1:S1:true', '2:S2:true', '3:S3:false']);
    expect(s.seen).toHaveLength(3);
    // What the caller chose is kept; every kind and profile is named, and hold is explicit.
    expect(JSON.parse(s.seen[0]!.body)).toEqual({
      filter: {
        type: 'preDispatch',
        states: ['APPROVED'],
        shipmentTypes: ['NORMAL', 'SELF', 'EXPRESS'],
        serviceProfiles: ['NON_FBF', 'FBF_LITE', 'FBF'],
        hold: false,
      },
      pagination: { pageSize: 5 },
      sort: { field: 'orderDate', order: 'desc' },
    });
  });

  it('filter: a search without states names every state of its type, as the real service needs', async () => {
    const { client, server: s } = await setup(() => json({ hasMore: false, shipments: [] }));
    const bodies = [
      { filter: { type: 'preDispatch' } },
      { filter: { type: 'postDispatch', hold: true, shipmentTypes: ['SELF'] } },
      { filter: { type: 'cancelled', cancellationDate: { from: '2026-01-01T00:00:00.000Z' } } },
    ];
    for (const { filter } of bodies) for await (const _ of client.filterShipments(filter)) void _;
    expect(s.seen.map((r) => JSON.parse(r.body).filter)).toEqual([
      {
        type: 'preDispatch',
        states: ['APPROVED', 'PACKING_IN_PROGRESS', 'FORM_FAILED', 'PACKED', 'READY_TO_DISPATCH'],
        shipmentTypes: ['NORMAL', 'SELF', 'EXPRESS'],
        serviceProfiles: ['NON_FBF', 'FBF_LITE', 'FBF'],
        hold: false,
      },
      {
        type: 'postDispatch',
        states: ['PICKUP_COMPLETE', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'COMPLETED'],
        shipmentTypes: ['SELF'],
        serviceProfiles: ['NON_FBF', 'FBF_LITE', 'FBF'],
        hold: true,
      },
      {
        type: 'cancelled',
        cancellationDate: { from: '2026-01-01T00:00:00.000Z' },
        states: ['CANCELLED'],
        shipmentTypes: ['NORMAL', 'SELF', 'EXPRESS'],
        serviceProfiles: ['NON_FBF', 'FBF_LITE', 'FBF'],
        hold: false,
      },
    ]);
    expect(s.seen.map((r) => r.body.includes('"pagination":{"pageSize":20}'))).toEqual([true, true, true]);
  });

  it('filter: refuses page sizes over 20 and a next page on another host', async () => {
    const { client } = await setup(() =>
      json({
        hasMore: true,
        nextPageUrl: 'https://elsewhere.example.com/v3/shipments/filter?next_token=x',
        shipments: [],
      }),
    );
    expect(
      (await failure(client.filterShipments({ type: 'preDispatch' }, { pageSize: 50 }).next())).code,
    ).toBe('VALIDATION');
    const it = client.filterShipments({ type: 'preDispatch' });
    await it.next();
    expect((await failure(it.next())).code).toBe('SERVER');
  });

  it('create listings: the charset header, upper-cased statuses, codes as strings, missing SKUs reported', async () => {
    const { client, server: s } = await setup(() =>
      json({
        A: { status: 'success' },
        B: {
          status: 'FAILURE',
          errors: [{ severity: 'error', code: 1234, description: 'bad' }],
          attribute_errors: [{ severity: 'WARNING', code: 'E9', description: 'x', path: '$.price.mrp' }],
        },
      }),
    );
    const out = await client.createListings({
      A: minimalListing(),
      B: minimalListing(),
      C: minimalListing(),
    });
    expect(s.seen[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(s.seen[0]?.url).toBe('/sellers/listings/v3');
    expect(Object.keys(JSON.parse(s.seen[0]!.body))).toEqual(['A', 'B', 'C']);
    expect(out.A).toEqual({ status: 'SUCCESS', errors: [], attributeErrors: [] });
    expect(out.B).toEqual({
      status: 'FAILURE',
      errors: [{ severity: 'ERROR', code: '1234', description: 'bad' }],
      attributeErrors: [{ severity: 'WARNING', code: 'E9', description: 'x', path: '$.price.mrp' }],
    });
    expect(out.C?.status).toBe('NOT_REPORTED');
  });
});
