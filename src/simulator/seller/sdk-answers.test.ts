import { describe, expect, it } from 'vitest';
import type { Body } from '../support/test-kit.ts';
import { admin } from '../support/test-kit.ts';
import { packRequest, shipmentSimPerFile } from '../support/shipment-kit.ts';

/** The `actionAnswers` switch: pack, ready to dispatch and cancel answered as the SDK models them. */
const { info, postJson, packable, statesOf } = shipmentSimPerFile();

const ids = (list: Body[]) => list.map((s) => s.shipmentId);

describe('actionAnswers: sdk', () => {
  it('answers {shipments: [Shipment]} with no status, the action taken all the same', async () => {
    const list = await packable(2);
    await admin(info(), 'PUT', '/switches', { actionAnswers: 'sdk' });
    const packed = await postJson('/v3/shipments/labels', { shipments: list.map((s) => packRequest(s)) });
    expect(packed.status).toBe(200);
    expect(ids(packed.body.shipments)).toEqual(ids(list));
    for (const s of packed.body.shipments) {
      expect(s).not.toHaveProperty('status');
      expect(s.orderItems[0].status).toBe('PACKING_IN_PROGRESS');
      expect(s.subShipments).toBeInstanceOf(Array);
    }
    await admin(info(), 'POST', '/clock/advance', { seconds: 10 });
    const ready = await postJson('/v3/shipments/dispatch', { shipmentIds: ids(list) });
    expect(ready.body.shipments.map((s: Body) => s.orderItems[0].status)).toEqual([
      'READY_TO_DISPATCH',
      'READY_TO_DISPATCH',
    ]);
    expect(await statesOf(ids(list))).toEqual(['READY_TO_DISPATCH', 'READY_TO_DISPATCH']);
  });

  it('says nothing of a refusal either: the shipment as it stands, an unknown one left out', async () => {
    const [s] = await packable(1, 'PACKED');
    await admin(info(), 'PUT', '/switches', { actionAnswers: 'sdk' });
    const res = await postJson('/v3/shipments/cancel', {
      shipments: [
        { shipmentId: s.shipmentId, reason: 'out_of_stock' },
        { shipmentId: 'NO-SUCH-SHIPMENT', reason: 'out_of_stock' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.shipments).toHaveLength(1);
    expect(res.body.shipments[0]).toMatchObject({ shipmentId: s.shipmentId });
    expect(res.body.shipments[0].orderItems[0].status).toBe('PACKED');
    expect(res.body.shipments[0]).not.toHaveProperty('errorCode');
  });

  it('is off after a reset: the captured answer with a status per shipment', async () => {
    await admin(info(), 'PUT', '/switches', { actionAnswers: 'sdk' });
    await admin(info(), 'POST', '/reset');
    const [s] = await packable(1);
    const res = await postJson('/v3/shipments/labels', { shipments: [packRequest(s)] });
    expect(res.body.shipments).toEqual([{ shipmentId: s.shipmentId, status: 'success' }]);
  });
});
