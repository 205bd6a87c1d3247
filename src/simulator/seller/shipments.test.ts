import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import {
  IST_DATE,
  admin,
  bearer,
  getJson,
  partnerToken,
  selfToken,
  startSmall,
} from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;
/** Every shipment of the primary seller, through the filter (all types). */
let all: Body[];

async function filterAll(body: Record<string, unknown>, auth = token): Promise<Body[]> {
  const out: Body[] = [];
  let res = await getJson(`${info.base_url}/v3/shipments/filter`, {
    method: 'POST',
    headers: bearer(auth, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
  for (;;) {
    expect(res.status).toBe(200);
    out.push(...res.body.shipments);
    if (!res.body.hasMore) return out;
    res = await getJson(`${info.base_url}${res.body.nextPageUrl}`, { headers: bearer(auth) });
  }
}

const byIds = (query: string, auth = token) =>
  getJson(`${info.base_url}/v3/shipments?${query}`, { headers: bearer(auth) });
const WIDE = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000+05:30' };

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
  // The specification's dialect throughout (forms with status, empty filters): filter-real.test.ts has the real one.
  await admin(info, 'PUT', '/switches', { sellerDialect: 'spec' });
  all = [
    ...(await filterAll({ filter: { type: 'preDispatch' } })),
    ...(await filterAll({ filter: { type: 'postDispatch' } })),
    ...(await filterAll({ filter: { type: 'cancelled', cancellationDate: WIDE } })),
  ];
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data).
beforeEach(async () => {
  await admin(info, 'POST', '/reset');
  await admin(info, 'PUT', '/switches', { sellerDialect: 'spec' });
});
afterAll(() => sim.close());

describe('shipment data', () => {
  it('holds the 300 shipments of the seed, in every order item state', () => {
    expect(all).toHaveLength(300);
    const states = new Set(all.flatMap((s) => s.orderItems.map((i: Body) => i.status)));
    for (const st of [
      'APPROVED',
      'PACKING_IN_PROGRESS',
      'PACKED',
      'READY_TO_DISPATCH',
      'PICKUP_COMPLETE',
      'CANCELLED',
      'SHIPPED',
      'DELIVERED',
      'RETURN_REQUESTED',
      'RETURNED',
    ]) {
      expect(states, st).toContain(st);
    }
  });

  it('sends dates with +05:30 and milliseconds, dispatchAfterDate before dispatchByDate', () => {
    for (const s of all) {
      expect(s.dispatchByDate).toMatch(IST_DATE);
      expect(s.dispatchAfterDate).toMatch(IST_DATE);
      expect(s.updatedAt).toMatch(IST_DATE);
      expect(Date.parse(s.dispatchAfterDate)).toBeLessThan(Date.parse(s.dispatchByDate));
      for (const item of s.orderItems)
        expect(Date.parse(item.orderDate)).toBeLessThanOrEqual(Date.parse(s.updatedAt));
    }
  });

  it('has cancellations with reasons and valid seller sub-reasons, replacements, courier returns and holds', () => {
    const items = all.flatMap((s) => s.orderItems);
    const cancelled = items.filter((i) => i.status === 'CANCELLED');
    expect(cancelled.length).toBeGreaterThan(0);
    for (const i of cancelled) {
      expect(i.cancellationDate).toMatch(IST_DATE);
      expect(i.cancellationReason).toEqual(expect.any(String));
      expect(i.cancellationGroupId).toEqual(expect.any(String));
      if (i.cancellationReason === 'seller_cancellation' && i.cancellationSubReason) {
        expect(['cannot_procure_item', 'not_enough_inventory', 'b2b_order']).toContain(
          i.cancellationSubReason,
        );
      }
    }
    expect(items.filter((i) => i.status !== 'CANCELLED').every((i) => i.cancellationDate === undefined)).toBe(
      true,
    );
    expect(items.some((i) => i.isReplacement === true)).toBe(true);
    expect(items.some((i) => i.courierReturn === true && i.status === 'RETURNED')).toBe(true);
    expect(all.some((s) => s.hold === true)).toBe(true);
  });

  it('has forms in each status, sub-shipments with packages, and some optional fields missing', () => {
    const formStates = new Set(all.flatMap((s) => (s.forms ?? []).map((f: Body) => f.status)));
    expect([...formStates].sort()).toEqual(['COMPLETED', 'FAILED', 'IN-PROGRESS', 'NOT-CREATED']);
    for (const s of all) {
      expect(s.subShipments[0].packages.length).toBeGreaterThan(0);
      const packageIds = s.subShipments.flatMap((x: Body) => x.packages.map((p: Body) => p.packageId));
      for (const item of s.orderItems) expect(packageIds).toEqual(expect.arrayContaining(item.packageIds));
      for (const item of s.orderItems) {
        const p = item.priceComponents;
        expect(p.totalPrice).toBeCloseTo(p.customerPrice + p.shippingCharge, 2);
      }
    }
    expect(all.some((s) => s.forms === undefined)).toBe(true);
    expect(all.some((s) => s.locationId === undefined)).toBe(true);
    expect(all.some((s) => s.subShipments[0].packages.some((p: Body) => p.dimensions === undefined))).toBe(
      true,
    );
  });
});

describe('GET /v3/shipments by ids', () => {
  it('returns shipments by shipmentIds, orderItemIds and orderIds', async () => {
    const picked = all.slice(0, 3);
    const ids = picked.map((s) => s.shipmentId);
    const res = await byIds(`shipmentIds=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.shipments.map((s: Body) => s.shipmentId).sort()).toEqual([...ids].sort());
    const item = picked[0].orderItems[0];
    const byItem = await byIds(`orderItemIds=${item.orderItemId}`);
    expect(byItem.body.shipments[0].shipmentId).toBe(picked[0].shipmentId);
    const byOrder = await byIds(`orderIds=${item.orderId}`);
    expect(byOrder.body.shipments.map((s: Body) => s.shipmentId)).toContain(picked[0].shipmentId);
  });

  it('accepts exactly one id parameter', async () => {
    expect((await byIds('')).status).toBe(400);
    const two = await byIds(`shipmentIds=${all[0].shipmentId}&orderIds=x`);
    expect(two.status).toBe(400);
    expect(two.body.message).toContain('exactly one');
  });

  it('processes 100 ids and refuses 101 with UNPROCESSABLE_ENTITY', async () => {
    const ids = all.slice(0, 101).map((s) => s.shipmentId);
    const hundred = await byIds(`shipmentIds=${ids.slice(0, 100).join(',')}`);
    expect(hundred.status).toBe(200);
    expect(hundred.body.shipments).toHaveLength(100);
    const over = await byIds(`shipmentIds=${ids.join(',')}`);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('UNPROCESSABLE_ENTITY');
  });

  it("refuses another seller's ids", async () => {
    const second = await partnerToken(info, 'second-seller');
    const theirs = await filterAll({ filter: { type: 'postDispatch' } }, second.access);
    expect(theirs.length).toBeGreaterThan(0);
    const res = await byIds(`shipmentIds=${theirs[0].shipmentId}`);
    expect(res.status).toBe(403);
    const own = await byIds(`shipmentIds=${theirs[0].shipmentId}`, second.access);
    expect(own.status).toBe(200);
    expect(own.body.shipments).toHaveLength(1);
  });

  it('fails with DEPENDENT_SYSTEM_CALL_FAILED while the forms switch is on', async () => {
    await admin(info, 'PUT', '/switches', { formsFailure: true });
    const res = await byIds(`shipmentIds=${all[0].shipmentId}`);
    await admin(info, 'PUT', '/switches', { formsFailure: false });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('DEPENDENT_SYSTEM_CALL_FAILED');
    expect((await byIds(`shipmentIds=${all[0].shipmentId}`)).status).toBe(200);
  });
});
