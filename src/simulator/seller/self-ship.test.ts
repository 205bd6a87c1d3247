import { describe, expect, it } from 'vitest';
import { formatIst } from '../clock.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, partnerToken } from '../support/test-kit.ts';
import { PRE_DISPATCH, packRequest, shipmentSimPerFile } from '../support/shipment-kit.ts';

/** The self-ship calls: dispatched, a failed attempt, a new tracking id, delivered; and what they refuse. */
const { info, postJson, statesOf } = shipmentSimPerFile();

const now = async () => (await admin(info(), 'GET', '/clock')).now as number;
const DAY = 24 * 3600 * 1000;

/** `n` shipments of a type, not held, moved to `status`, first by dispatch-after date. */
async function ofType(type: 'SELF' | 'NORMAL', n: number, status: string, access?: string): Promise<Body[]> {
  const res = await postJson(
    '/v3/shipments/filter',
    {
      filter: { type: 'preDispatch', states: PRE_DISPATCH, shipmentTypes: [type] },
      pagination: { pageSize: 20 },
    },
    access,
  );
  const list = (res.body.shipments as Body[]).filter((s) => !s.hold).slice(0, n);
  expect(list).toHaveLength(n);
  await admin(info(), 'POST', '/shipments/move', { shipmentIds: list.map((s) => s.shipmentId), status });
  return list;
}

async function dispatchRequest(s: Body, extra: Body = {}): Promise<Body> {
  const t = await now();
  return {
    shipmentId: s.shipmentId,
    locationId: s.locationId,
    dispatchDate: formatIst(t),
    tentativeDeliveryDate: formatIst(t + 3 * DAY),
    deliveryPartner: 'Blue Dart',
    trackingId: 'BD123456789IN',
    invoice: {
      invoiceNumber: 'INV-9',
      invoiceDate: '2026-11-27',
      items: s.orderItems.map((i: Body) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
    },
    ...extra,
  };
}

describe('self-ship calls', () => {
  it('dispatches, records a failed attempt, takes a new tracking id and delivers, each answered per shipment', async () => {
    const [s] = await ofType('SELF', 1, 'READY_TO_DISPATCH');
    const id = s.shipmentId as string;
    const dispatched = await postJson('/v3/shipments/selfShip/dispatch', {
      shipments: [await dispatchRequest(s)],
    });
    expect(dispatched.status).toBe(200);
    expect(dispatched.body).toEqual({ shipments: [{ shipmentId: id, processingStatus: 'SUCCESS' }] });
    expect(await statesOf([id])).toEqual(['SHIPPED']);

    const day = formatIst(await now());
    const attempt = await postJson('/v3/shipments/selfShip/deliveryAttempt', {
      shipments: [{ shipmentId: id, deliveryDate: day }],
    });
    expect(attempt.body.shipments[0].processingStatus).toBe('SUCCESS');
    expect(await statesOf([id])).toEqual(['SHIPPED']);

    const update = await postJson(`/v3/shipments/${id}/update`, {
      shipment_id: id,
      tracking_id: 'BD999',
      delivery_partner: 'Blue Dart',
      tentative_delivery_date: formatIst((await now()) + 2 * DAY),
    });
    expect(update.status).toBe(200);

    const delivered = await postJson('/v3/shipments/selfShip/delivery', {
      shipments: [{ shipmentId: id, deliveryDate: day }],
    });
    expect(delivered.body.shipments[0].processingStatus).toBe('SUCCESS');
    expect(await statesOf([id])).toEqual(['DELIVERED']);
    const received = await admin(info(), 'GET', '/fulfilment/received');
    for (const action of ['selfShipDispatch', 'selfShipAttempt', 'trackingUpdate', 'selfShipDeliver'])
      expect(received[action]).toEqual({ [id]: 1 });
  });

  it("refuses a shipment of the marketplace's courier, a wrong state, a date out of range and another seller's shipment", async () => {
    const [normal] = await ofType('NORMAL', 1, 'PACKED');
    const [approved, early] = await ofType('SELF', 2, 'APPROVED');
    await admin(info(), 'POST', '/shipments/move', { shipmentIds: [early.shipmentId], status: 'PACKED' });
    const second = await partnerToken(info(), 'second-seller');
    const [theirs] = await ofType('SELF', 1, 'PACKED', second.access);
    const res = await postJson('/v3/shipments/selfShip/dispatch', {
      shipments: [
        await dispatchRequest(normal),
        await dispatchRequest(approved),
        await dispatchRequest(early, { tentativeDeliveryDate: formatIst((await now()) - 2 * DAY) }),
        await dispatchRequest(theirs),
      ],
    });
    expect(res.body.shipments.map((e: Body) => [e.processingStatus, e.errorCode])).toEqual([
      ['FAILURE', 'NOT_SELF_SHIP'],
      ['FAILURE', 'INVALID_SHIPMENT_STATE'],
      ['FAILURE', 'INVALID_TENTATIVE_DELIVERY_DATE'],
      ['FAILURE', 'INVALID_SHIPMENT_ID'],
    ]);
    expect(await statesOf([normal.shipmentId, approved.shipmentId, early.shipmentId])).toEqual([
      'PACKED',
      'APPROVED',
      'PACKED',
    ]);
    // Delivered before dispatch, and a tracking id for a shipment not on its way: refused.
    const delivered = await postJson('/v3/shipments/selfShip/delivery', {
      shipments: [{ shipmentId: early.shipmentId, deliveryDate: formatIst(await now()) }],
    });
    expect(delivered.body.shipments[0]).toMatchObject({
      processingStatus: 'FAILURE',
      errorCode: 'INVALID_SHIPMENT_STATE',
    });
    const update = await postJson(`/v3/shipments/${theirs.shipmentId}/update`, { tracking_id: 'X1' });
    expect(update.status).toBe(400);
    expect(update.body.code).toBe('INVALID_SHIPMENT_ID');
  });

  it('refuses a dispatch with another invoice than the one the shipment was packed with', async () => {
    const [s] = await ofType('SELF', 1, 'READY_TO_DISPATCH');
    // Packed here with INV-PACKED, then marked ready.
    await admin(info(), 'POST', '/shipments/move', { shipmentIds: [s.shipmentId], status: 'APPROVED' });
    const now0 = await now();
    expect(Date.parse(s.dispatchAfterDate)).toBeLessThanOrEqual(now0);
    expect(
      (await postJson('/v3/shipments/labels', { shipments: [packRequest(s, 'INV-PACKED')] })).status,
    ).toBe(200);
    await admin(info(), 'POST', '/clock/advance', { seconds: 10 });
    const wrong = await postJson('/v3/shipments/selfShip/dispatch', {
      shipments: [await dispatchRequest(s)],
    });
    expect(wrong.body.shipments[0].errorCode).toBe('INVOICE_MISMATCH');
    const right = await postJson('/v3/shipments/selfShip/dispatch', {
      shipments: [
        await dispatchRequest(s, {
          invoice: { ...(await dispatchRequest(s)).invoice, invoiceNumber: 'INV-PACKED' },
        }),
      ],
    });
    expect(right.body.shipments[0].processingStatus).toBe('SUCCESS');
  });
});
