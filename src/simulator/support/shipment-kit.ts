/** Shipment calls for the simulator's own tests, on a running simulator and a token got once it started. */
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Body } from './test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from './test-kit.ts';

export const PRE_DISPATCH = ['APPROVED', 'PACKING_IN_PROGRESS', 'PACKED', 'READY_TO_DISPATCH'];

/** A complete PackRequest for a shipment, as the SDK's model spells it. */
export const packRequest = (s: Body, invoiceNumber = `INV-${s.shipmentId.slice(-6)}`) => ({
  shipmentId: s.shipmentId,
  locationId: s.locationId,
  taxItems: s.orderItems.map((i: Body) => ({
    orderItemId: i.orderItemId,
    taxRate: 18,
    quantity: i.quantity,
    purchasePrice: i.priceComponents.totalPrice,
  })),
  invoices: [{ shipmentId: s.shipmentId, invoiceNumber, invoiceDate: '2026-11-27' }],
  subShipments: s.subShipments.map((sub: Body) => ({
    subShipmentId: sub.subShipmentId,
    dimensions: { length: 20, breadth: 15, height: 10, weight: 0.5 },
  })),
});

export function shipmentKit(started: () => { info: SimulatorInfo; token: string }) {
  const postJson = (path: string, body: unknown, token = started().token) =>
    getJson(`${started().info.base_url}${path}`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });

  async function search(states: string[], order: 'asc' | 'desc' = 'asc'): Promise<Body[]> {
    const res = await postJson('/v3/shipments/filter', {
      filter: { type: 'preDispatch', states },
      pagination: { pageSize: 20 },
      sort: { field: 'dispatchAfterDate', order },
    });
    expect(res.status).toBe(200);
    return res.body.shipments;
  }

  /** Shipments that can be packed now (not held, dispatch-after date passed), moved to `status` (APPROVED). */
  async function packable(n: number, status = 'APPROVED'): Promise<Body[]> {
    const { info } = started();
    const now = (await admin(info, 'GET', '/clock')).now as number;
    const list = (await search(PRE_DISPATCH)).filter(
      (s) => !s.hold && Date.parse(s.dispatchAfterDate) <= now,
    );
    expect(list.length).toBeGreaterThanOrEqual(n);
    const chosen = list.slice(0, n);
    await admin(info, 'POST', '/shipments/move', { shipmentIds: chosen.map((s) => s.shipmentId), status });
    return chosen;
  }

  const statesOf = async (ids: string[]): Promise<string[]> => {
    const { info, token } = started();
    const res = await getJson(`${info.base_url}/v3/shipments?shipmentIds=${ids.join(',')}`, {
      headers: bearer(token),
    });
    return ids.map((id) => res.body.shipments.find((s: Body) => s.shipmentId === id).orderItems[0].status);
  };

  return { postJson, search, packable, statesOf, approved: () => search(['APPROVED']) };
}

/**
 * For a test file: a small simulator started once, a self-access token of its primary seller, the world reset
 * before each test; the shipment calls on them.
 */
export function shipmentSimPerFile() {
  let sim: RunningSimulator | undefined;
  let token = '';
  const info = (): SimulatorInfo => {
    if (sim === undefined) throw new Error('the simulator is not started yet');
    return sim.info;
  };
  beforeAll(async () => {
    sim = await startSmall();
    token = await selfToken(sim.info);
  });
  beforeEach(() => admin(info(), 'POST', '/reset'));
  afterAll(() => sim?.close());
  return { info, ...shipmentKit(() => ({ info: info(), token })) };
}
