import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, partnerToken, selfToken, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;

const send = (method: 'POST' | 'PUT', path: string, body: unknown, as = token) =>
  getJson(`${info.base_url}${path}`, {
    method,
    headers: bearer(as, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
const byItem = async (orderItemId: string): Promise<Body> =>
  (await getJson(`${info.base_url}/v3/shipments?orderItemIds=${orderItemId}`, { headers: bearer(token) }))
    .body.shipments[0];

/** A listing id of the primary seller, as its order items carry it. */
async function ownListingId(): Promise<string> {
  const res = await send('POST', '/v3/shipments/filter', {
    filter: { type: 'preDispatch', states: ['APPROVED', 'PACKED', 'READY_TO_DISPATCH'] },
    pagination: { pageSize: 5 },
  });
  return res.body.shipments[0].orderItems[0].listingId as string;
}

async function testOrder(quantity = 1): Promise<{ orderId: string; orderItemId: string; listingId: string }> {
  const listingId = await ownListingId();
  const res = await send('POST', '/orders/sandbox/test_orders', { orderItems: [{ listingId, quantity }] });
  expect(res.status).toBe(200);
  return { orderId: res.body.orderId, orderItemId: res.body.orderItems[0].orderItemId, listingId };
}

describe('the sandbox self-serve calls (SelfServeApi)', () => {
  beforeAll(async () => {
    sim = await startSmall();
    info = sim.info;
    token = await selfToken(info);
  });
  afterAll(() => sim.close());
  beforeEach(() => admin(info, 'POST', '/reset'));

  it('makes a test order in the SDK shape that the shipment reads and searches then find, due now', async () => {
    const listingId = await ownListingId();
    const res = await send('POST', '/orders/sandbox/test_orders', {
      shipmentType: 'NORMAL',
      orderItems: [{ listingId, quantity: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orderId: expect.stringMatching(/^OD9/),
      orderItems: [{ orderItemId: expect.any(String), listingId, quantity: 2 }],
    });
    const shipment = await byItem(res.body.orderItems[0].orderItemId);
    expect(shipment.orderItems[0]).toMatchObject({ status: 'APPROVED', listingId, quantity: 2 });
    expect(shipment.hold).toBe(false);
    expect(shipment.dispatchByDate).toBe(shipment.orderItems[0].orderDate);
    const search = await send('POST', '/v3/shipments/filter', {
      filter: { type: 'preDispatch', states: ['APPROVED'] },
      pagination: { pageSize: 20 },
      sort: { field: 'orderDate', order: 'desc' },
    });
    expect(search.body.shipments.map((s: Body) => s.shipmentId)).toContain(shipment.shipmentId);
    expect((await admin(info, 'GET', '/sandbox/received')).testOrders).toBe(1);
  });

  it('refuses a test order of no items, another seller’s listing, a bad quantity, type or location', async () => {
    const listingId = await ownListingId();
    const cases: [unknown, string][] = [
      [{ orderItems: [] }, 'INVALID_REQUEST'],
      ['not json at all', 'INVALID_REQUEST'],
      [{ orderItems: [{ listingId: 'LSTNOSUCHLISTING', quantity: 1 }] }, 'INVALID_LISTING_ID'],
      [{ orderItems: [{ listingId, quantity: 0 }] }, 'INVALID_QUANTITY'],
      [{ orderItems: [{ listingId, quantity: 1.5 }] }, 'INVALID_QUANTITY'],
      [{ shipmentType: 'DRONE', orderItems: [{ listingId }] }, 'INVALID_SHIPMENT_TYPE'],
      [{ locationId: 'LOCELSEWHERE', orderItems: [{ listingId }] }, 'INVALID_LOCATION_ID'],
    ];
    for (const [body, code] of cases) {
      const res = await send('POST', '/orders/sandbox/test_orders', body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code });
      expect(res.body.message).toEqual(expect.any(String));
    }
    // The second seller cannot order the first's listing.
    const second = (await partnerToken(info, 'second-seller')).access;
    const res = await send('POST', '/orders/sandbox/test_orders', { orderItems: [{ listingId }] }, second);
    expect(res.body.code).toBe('INVALID_LISTING_ID');
    expect((await admin(info, 'GET', '/sandbox/received')).testOrders).toBe(0);
  });

  it('holds and un-holds with PUT, then refuses what the state does not allow, in words', async () => {
    const { orderItemId } = await testOrder();
    expect((await send('PUT', '/orders/sandbox/on_hold', { orderItemId })).body).toEqual({
      response: 'SUCCESS',
    });
    expect((await byItem(orderItemId)).hold).toBe(true);
    const again = await send('PUT', '/orders/sandbox/on_hold', { orderItemId });
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 400,
      code: 'ORDER_ITEM_ON_HOLD',
    });
    // The SDK sends hold with PUT; a POST is no such route.
    expect((await send('POST', '/orders/sandbox/on_hold', { orderItemId })).status).toBe(404);
    expect((await send('PUT', '/orders/sandbox/un_hold', { orderItemId })).status).toBe(200);
    expect((await byItem(orderItemId)).hold).toBe(false);
    expect((await send('PUT', '/orders/sandbox/un_hold', { orderItemId })).body.code).toBe(
      'ORDER_ITEM_NOT_ON_HOLD',
    );
    // Not yet handed to the courier: pickup complete needs READY_TO_DISPATCH.
    const early = await send('POST', '/orders/sandbox/pick_up_complete', { orderItemId });
    expect(early.body).toEqual({
      code: 'INVALID_ORDER_ITEM_STATE',
      message: `order item ${orderItemId} is APPROVED; pick_up_complete needs READY_TO_DISPATCH`,
    });
    expect((await send('POST', '/orders/sandbox/shipped', {})).body.code).toBe('INVALID_REQUEST');
    expect((await send('POST', '/orders/sandbox/shipped', { orderItemId: '999' })).body.code).toBe(
      'INVALID_ORDER_ITEM_ID',
    );
  });

  it('moves a dispatched order on: pickup complete, shipped, delivered, each once', async () => {
    const { orderItemId } = await testOrder();
    const { shipmentId } = await byItem(orderItemId);
    await admin(info, 'POST', '/shipments/move', { shipmentIds: [shipmentId], status: 'READY_TO_DISPATCH' });
    for (const [path, status] of [
      ['pick_up_complete', 'PICKUP_COMPLETE'],
      ['shipped', 'SHIPPED'],
      ['delivered', 'DELIVERED'],
    ] as const) {
      expect((await send('POST', `/orders/sandbox/${path}`, { orderItemId })).status).toBe(200);
      expect((await byItem(orderItemId)).orderItems[0].status).toBe(status);
    }
    expect((await send('POST', '/orders/sandbox/delivered', { orderItemId })).body.code).toBe(
      'INVALID_ORDER_ITEM_STATE',
    );
    expect((await admin(info, 'GET', '/sandbox/received')).received.delivered[orderItemId]).toBe(2);
  });

  it('moves the dispatch slot a day on before packing, and notes a service at its trailing-slash path', async () => {
    const { orderItemId } = await testOrder();
    const before = Date.parse((await byItem(orderItemId)).dispatchByDate);
    expect((await send('POST', '/orders/sandbox/update_dispatch_slot', { orderItemId })).status).toBe(200);
    expect(Date.parse((await byItem(orderItemId)).dispatchByDate)).toBeGreaterThanOrEqual(
      before + 86_400_000,
    );
    const service = await send('POST', '/v2/shipments/sandbox/create_service/', {
      orderItemId,
      serviceType: 'INSTALLATION',
    });
    expect(service.body).toEqual({ response: 'SUCCESS' });
    expect((await send('POST', '/v2/shipments/sandbox/create_service/', { orderItemId })).body.code).toBe(
      'INVALID_SERVICE_TYPE',
    );
  });

  it('makes a customer return of a delivered test order and moves it by return events, in the returns search', async () => {
    const { orderItemId } = await testOrder();
    const { shipmentId } = await byItem(orderItemId);
    const since = new Date(Date.now() - 60_000).toISOString();
    const early = await send('POST', '/returns/sandbox/create_returns', {
      orderItemId,
      returnType: 'customer_return',
    });
    expect(early.body.code).toBe('INVALID_ORDER_ITEM_STATE');
    await admin(info, 'POST', '/shipments/move', { shipmentIds: [shipmentId], status: 'DELIVERED' });
    const bad = await send('POST', '/returns/sandbox/create_returns', { orderItemId, returnType: 'lost' });
    expect(bad.body.code).toBe('INVALID_RETURN_TYPE');
    const made = await send('POST', '/returns/sandbox/create_returns', {
      orderItemId,
      returnType: 'customer_return',
    });
    expect(made.body).toEqual({ response: 'SUCCESS' });
    const twice = await send('POST', '/returns/sandbox/create_returns', {
      orderItemId,
      returnType: 'customer_return',
    });
    expect(twice.body.code).toBe('RETURN_EXISTS');
    const found = async () =>
      (
        await getJson(
          `${info.base_url}/v2/returns?source=customer_return&createdAfter=${encodeURIComponent(since)}`,
          {
            headers: bearer(token),
          },
        )
      ).body.returnItems.filter((r: Body) => r.orderItemId === orderItemId);
    expect(await found()).toEqual([expect.objectContaining({ orderItemId, status: 'requested' })]);
    const skip = await send('POST', '/returns/sandbox/return_events', {
      orderItemId,
      eventType: 'delivered',
    });
    expect(skip.body).toEqual({
      code: 'INVALID_EVENT_TYPE',
      message: expect.stringMatching(/is requested; eventType must be one of approved, cancelled$/),
    });
    expect(
      (await send('POST', '/returns/sandbox/return_events', { orderItemId, eventType: 'approved' })).status,
    ).toBe(200);
    expect(await found()).toEqual([
      expect.objectContaining({ status: 'approved', shipmentStatus: 'pickup_pending' }),
    ]);
    expect(
      (await send('POST', '/returns/sandbox/return_events', { orderItemId: '999', eventType: 'approved' }))
        .body.code,
    ).toBe('NO_OPEN_RETURN');
  });

  it('answers 404 as the production host would once the environment switch says production', async () => {
    const listingId = await ownListingId();
    await admin(info, 'PUT', '/switches', { environment: 'production' });
    const res = await send('POST', '/orders/sandbox/test_orders', { orderItems: [{ listingId }] });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await admin(info, 'GET', '/sandbox/received')).testOrders).toBe(0);
  });
});
