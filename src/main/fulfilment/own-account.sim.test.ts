import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import { FULFILMENT_ACTION_KINDS } from '../../shared/fulfilment/action-types.ts';
import type { ShipmentDetail } from '../../shared/shipments/types.ts';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';
import { contract, filledPack, profileOn, syncedToPack } from './testing/contract.test-support.ts';
import { received } from './testing/fulfilment.test-support.ts';

/**
 * An action belongs to its account (issue 38, case 6). Two profiles whose marketplaces share shipment ids (the same
 * simulator seed, as the Demo's and a test marketplace can): a shipment of one, left on screen across a switch,
 * is refused by the other with a sentence, and its marketplace receives nothing.
 */
describe('an action on another profile’s shipment', { timeout: 60_000 }, () => {
  let t: ReturnType<typeof startTestBackend>;
  let sims: Sim[];
  afterEach(async () => {
    await t.close();
    for (const s of sims) await s.close();
  });

  it('is refused with a sentence, and nothing reaches the active profile’s marketplace', async () => {
    // The same seed: each marketplace has shipments of the same ids, each its own.
    sims = [await startSim({ seed: 21, shipments: 40 }), await startSim({ seed: 21, shipments: 40 })];
    const [a, b] = sims as [Sim, Sim];
    t = startTestBackend();
    const jobs: JobProgress[] = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    const call = contract(() => t.backend);
    const shopA = await profileOn(call, a, 'Shop A');
    const shopB = await profileOn(call, b, 'Shop B');
    await call('activateProfile', { id: shopA });
    const [packed, toPack] = await syncedToPack(call, jobs, a, 2);
    await a.admin('POST', '/shipments/move', { shipmentIds: [packed], status: 'PACKED' });
    const form = await filledPack(call, [toPack!]);
    // The same ids exist at B's marketplace, packed and to pack, but Shop B never synced them.
    await b.admin('POST', '/shipments/move', { shipmentIds: [packed], status: 'PACKED' });
    await b.admin('POST', '/shipments/move', { shipmentIds: [toPack], status: 'APPROVED' });
    expect(await selfAccessSeller(b).seller.getShipments('shipmentIds', [packed!, toPack!])).toHaveLength(2);

    // The seller switches to Shop B; Shop A's result and its open form are still on screen, and confirmed.
    await call('activateProfile', { id: shopB });
    await b.admin('DELETE', '/counters');
    const refusal = (id: string, outcome: string) => ({
      code: 'VALIDATION',
      message: `Shipment ${id} is not among this profile's shipments (they may be another profile's), so ${outcome}. Choose them on this profile's Shipments screen.`,
    });
    await expect(call('startReadyToDispatch', { shipmentIds: [packed] })).rejects.toMatchObject(
      refusal(packed!, 'nothing was marked ready to dispatch'),
    );
    await expect(call('startPack', { shipments: form })).rejects.toMatchObject(
      refusal(toPack!, 'nothing was packed'),
    );
    await expect(
      call('getPackForm', { shipmentIds: [toPack], timeZone: 'Asia/Kolkata' }),
    ).rejects.toMatchObject(refusal(toPack!, 'nothing was packed'));
    await expect(
      call('startCancelShipments', { shipments: [{ shipmentId: toPack, reason: 'out_of_stock' }] }),
    ).rejects.toMatchObject(refusal(toPack!, 'nothing was cancelled'));
    await expect(call('getLabels', { shipmentIds: [packed] })).rejects.toMatchObject(
      refusal(packed!, 'no labels were downloaded'),
    );
    // A self-ship action too (issue 40): refused before anything is read.
    await expect(
      call('startSelfShipDispatch', {
        shipments: [
          {
            shipmentId: packed,
            deliveryPartner: 'Blue Dart',
            trackingId: 'BD1',
            tentativeDeliveryDate: '2099-01-01',
            invoiceNumber: 'INV-1',
          },
        ],
        timeZone: 'Asia/Kolkata',
      }),
    ).rejects.toMatchObject(refusal(packed!, 'nothing was marked dispatched'));
    expect(await received(b)).toEqual(Object.fromEntries(FULFILMENT_ACTION_KINDS.map((k) => [k, {}])));
    expect(jobs.filter((j) => j.kind.startsWith('fulfilment'))).toEqual([]);
    // Refused before anything was asked of B's marketplace.
    expect(Object.keys(await b.counters()).filter((route) => route.includes('/sellers/'))).toEqual([]);

    // Once Shop B's own shipments are synced, the same ids are its own and its actions go on.
    const { jobId } = await call<{ jobId: string }>('startShipmentSync', {});
    await vi.waitFor(
      () => expect(jobs.find((j) => j.jobId === jobId && j.state !== 'running')).toBeDefined(),
      {
        timeout: 30_000,
      },
    );
    expect(await call<ShipmentDetail>('getShipment', { shipmentId: packed })).toMatchObject({
      status: 'PACKED',
    });
    await call('startReadyToDispatch', { shipmentIds: [packed] });
    await vi.waitFor(async () => expect((await received(b)).dispatch).toEqual({ [packed!]: 1 }), {
      timeout: 10_000,
    });
  });
});
