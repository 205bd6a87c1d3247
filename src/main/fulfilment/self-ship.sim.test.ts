import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { dayOf } from '../../shared/shipments/time-zone.ts';
import { fulfilmentServiceOn } from './testing/fulfilment-service.test-support.ts';
import {
  packRequestFor,
  received,
  selfShipShipments,
  simPerFile,
} from './testing/fulfilment.test-support.ts';

/**
 * Self-ship shipments through the fulfilment service's journal and runner: each action read back before it is sent,
 * sent once, its answer understood, refused offline in one sentence; the words a seller reads per shipment.
 */
const world = simPerFile();
const TZ = 'Asia/Kolkata';
const today = () => dayOf(Date.now(), TZ);
const inDays = (n: number) => dayOf(Date.now() + n * 86_400_000, TZ);

let app: ReturnType<typeof fulfilmentServiceOn>;
beforeEach(() => {
  app = fulfilmentServiceOn(world.dir, world.sim, world.seller);
});
afterEach(() => app.close());

const ids = (list: Shipment[]) => list.map((s) => s.shipmentId);
const stateOf = async (id: string) =>
  (await world.seller.getShipments('shipmentIds', [id]))[0]?.orderItems[0]?.status;
const ended = async (started: Promise<{ actionId: string }>) => {
  const { actionId } = await started;
  await app.settled();
  return app.service.action(actionId);
};
/** A new tracking id of a courier for a shipment on its way, the delivery expected in `days`. */
const track = (shipmentId: string, trackingId: string, deliveryPartner: string, days: number) =>
  app.service.selfShip.tracking(
    { shipmentId, trackingId, deliveryPartner, tentativeDeliveryDate: inDays(days) },
    TZ,
  );
const dispatchOf = (s: Shipment, extra: { invoiceNumber?: string; trackingId?: string } = {}) => ({
  shipmentId: s.shipmentId,
  deliveryPartner: 'Blue Dart',
  trackingId: extra.trackingId ?? `BD${s.shipmentId.slice(-6)}`,
  tentativeDeliveryDate: inDays(3),
  invoiceNumber: extra.invoiceNumber ?? 'INV-77',
});

describe('self-ship shipments', () => {
  it('marks dispatched with the courier and tracking id, then delivered; each received once', async () => {
    const [s] = await selfShipShipments(world.sim, world.seller, 1, 'READY_TO_DISPATCH');
    const dispatched = await ended(app.service.selfShip.dispatch([dispatchOf(s!)], TZ));
    expect(dispatched.message).toBe('1 of 1 marked dispatched.');
    expect(dispatched.items.map((i) => i.message)).toEqual(['Marked dispatched.']);
    expect(await stateOf(s!.shipmentId)).toBe('SHIPPED');

    const attempt = await ended(app.service.selfShip.attempt([s!.shipmentId], today(), TZ));
    expect(attempt.message).toBe('1 of 1 recorded as a failed delivery attempt.');
    const tracking = await ended(track(s!.shipmentId, 'BD-NEW-1', 'Blue Dart', 2));
    expect(tracking.items.map((i) => i.message)).toEqual(['Tracking id updated.']);
    const delivered = await ended(app.service.selfShip.deliver([s!.shipmentId], today(), TZ));
    expect(delivered.message).toBe('1 of 1 marked delivered.');
    expect(await stateOf(s!.shipmentId)).toBe('DELIVERED');
    const got = await received(world.sim);
    for (const kind of ['selfShipDispatch', 'selfShipAttempt', 'trackingUpdate', 'selfShipDeliver'] as const)
      expect(got[kind]).toEqual({ [s!.shipmentId]: 1 });
  });

  it('after a lost answer reads the states back: dispatched once, never sent again', async () => {
    const list = await selfShipShipments(world.sim, world.seller, 3, 'PACKED');
    await world.sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/selfShip/dispatch', fault: 'truncate', times: 1 }],
    });
    const r = await ended(
      app.service.selfShip.dispatch(
        list.map((s) => dispatchOf(s)),
        TZ,
      ),
    );
    expect(r.message).toBe('3 of 3 marked dispatched.');
    expect((await received(world.sim)).selfShipDispatch).toEqual(
      Object.fromEntries(ids(list).map((id) => [id, 1])),
    );
  });

  it('does not send a failed attempt again after a lost answer: it cannot be read back, so the seller is asked', async () => {
    const [s] = await selfShipShipments(world.sim, world.seller, 1, 'SHIPPED');
    await world.sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/selfShip/deliveryAttempt', fault: 'truncate', times: 1 }],
    });
    const r = await ended(app.service.selfShip.attempt([s!.shipmentId], today(), TZ));
    expect(r.items).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        errorCode: 'NOT_KNOWN',
        message:
          "The marketplace did not say whether it took this, and a shipment does not show its attempts, so Stockroom did not send it again; check the shipment in the marketplace's panel.",
      }),
    ]);
    expect((await received(world.sim)).selfShipAttempt).toEqual({ [s!.shipmentId]: 1 });
  });

  it("refuses in words a shipment the marketplace's courier takes, one not on its way, and a refused tracking id", async () => {
    const [normal] = await selfShipShipments(world.sim, world.seller, 1, 'PACKED', 'NORMAL');
    const [early] = await selfShipShipments(world.sim, world.seller, 1, 'APPROVED');
    const r = await ended(app.service.selfShip.dispatch([dispatchOf(normal!), dispatchOf(early!)], TZ));
    expect(r.items.map((i) => i.message)).toEqual([
      "It goes with the marketplace's courier, not yours, so it was not marked dispatched.",
      'It is approved at the marketplace, so it was not marked dispatched.',
    ]);
    expect((await received(world.sim)).selfShipDispatch).toEqual({});
    // The marketplace's own refusal of a tracking id (here a shipment another job moved on since the read).
    const [shipped] = await selfShipShipments(world.sim, world.seller, 1, 'SHIPPED');
    await world.sim.admin('PUT', '/fulfilment/refusals', {
      refusals: [
        {
          shipmentId: shipped!.shipmentId,
          action: 'trackingUpdate',
          errorCode: 'E9',
          errorMessage: 'Tracking id in use',
        },
      ],
    });
    const refused = await ended(track(shipped!.shipmentId, 'T1', 'DTDC', 1));
    expect(refused.items.map((i) => [i.outcome, i.message])).toEqual([
      ['refused', 'The marketplace refused it: Tracking id in use (E9).'],
    ]);
  });

  it('names the invoice the shipment was packed with when Stockroom packed it, and asks for one otherwise', async () => {
    const [s] = await selfShipShipments(world.sim, world.seller, 1, 'APPROVED');
    await ended(app.service.startPack([packRequestFor(s!, 'PACK-SELF-1')]));
    await expect(
      app.service.selfShip.dispatch([dispatchOf(s!, { invoiceNumber: '' })], TZ),
    ).resolves.toBeDefined();
    await app.settled();
    expect(await stateOf(s!.shipmentId)).toBe('SHIPPED');
    const [other] = await selfShipShipments(world.sim, world.seller, 1, 'PACKED');
    await expect(
      app.service.selfShip.dispatch([dispatchOf(other!, { invoiceNumber: '' })], TZ),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: `Stockroom did not pack shipment ${other!.shipmentId}, so type the invoice number it was packed with.`,
    });
    await expect(
      app.service.selfShip.dispatch([{ ...dispatchOf(other!), tentativeDeliveryDate: inDays(-1) }], TZ),
    ).rejects.toMatchObject({ message: 'The expected delivery date cannot be before today.' });
  });

  it('takes one action per shipment at a time: a second on a shipment being dispatched is refused in words', async () => {
    const [s] = await selfShipShipments(world.sim, world.seller, 1, 'PACKED');
    // The dispatch is slow at the marketplace: it still holds the shipment when the seller asks again.
    await world.sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/selfShip/dispatch', latencyMs: 1_500 }],
    });
    const first = app.service.selfShip.dispatch([dispatchOf(s!)], TZ);
    await first;
    await expect(
      app.service.selfShip.dispatch([dispatchOf(s!, { trackingId: 'OTHER1' })], TZ),
    ).rejects.toMatchObject({
      code: 'BUSY',
      message: `Shipment ${s!.shipmentId} is already being marked dispatched, so nothing was marked dispatched; wait for that to finish, then try again.`,
    });
    expect((await ended(first)).message).toBe('1 of 1 marked dispatched.');
    expect((await received(world.sim)).selfShipDispatch).toEqual({ [s!.shipmentId]: 1 });
  });

  it('refuses offline in one sentence, and journals nothing to send later', async () => {
    const [s] = await selfShipShipments(world.sim, world.seller, 1, 'SHIPPED');
    await world.sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });
    await expect(app.service.selfShip.deliver([s!.shipmentId], today(), TZ)).rejects.toMatchObject({
      message:
        'Stockroom cannot reach the marketplace, so nothing was marked delivered; try again when you are online.',
    });
    await world.sim.admin('DELETE', '/faults');
    expect(await app.service.resumeUnfinished()).toEqual([]);
    expect((await received(world.sim)).selfShipDeliver).toEqual({});
  });
});
