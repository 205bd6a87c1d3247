import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { createFulfilmentStore } from './fulfilment-store.ts';

/** The fulfilment store's self-ship actions: what each sends, and what the seller reads when it is refused. */
describe('self-ship actions in the fulfilment store', () => {
  it('sends each action with the seller’s time zone and follows its job', async () => {
    const fake = fakeApi({
      startSelfShipDispatch: () => ({ actionId: 'A1', jobId: 'J1' }),
      startSelfShipDelivery: () => ({ actionId: 'A2', jobId: 'J2' }),
      startSelfShipAttempt: () => ({ actionId: 'A3', jobId: 'J3' }),
      startTrackingUpdate: () => ({ actionId: 'A4', jobId: 'J4' }),
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    const courier = { deliveryPartner: 'Blue Dart', trackingId: 'BD1', tentativeDeliveryDate: '2026-12-01' };
    await store.getState().selfShipDispatch([{ shipmentId: 'S1', ...courier }]);
    expect(fake.calls.at(-1)).toEqual({
      name: 'startSelfShipDispatch',
      input: { shipments: [{ shipmentId: 'S1', ...courier }], timeZone: 'Asia/Kolkata' },
    });
    expect(store.getState().action).toEqual({
      actionId: 'A1',
      jobId: 'J1',
      kind: 'selfShipDispatch',
      asked: true,
    });
    await store.getState().selfShipDelivery('delivered', ['S1'], '2026-11-29');
    expect(fake.calls.at(-1)).toEqual({
      name: 'startSelfShipDelivery',
      input: { shipmentIds: ['S1'], day: '2026-11-29', timeZone: 'Asia/Kolkata' },
    });
    await store.getState().selfShipDelivery('attempt', ['S1'], '2026-11-29');
    expect(store.getState().action?.kind).toBe('selfShipAttempt');
    await store.getState().trackingUpdate({ shipmentId: 'S1', ...courier });
    expect(fake.calls.at(-1)).toEqual({
      name: 'startTrackingUpdate',
      input: { shipmentId: 'S1', ...courier, timeZone: 'Asia/Kolkata' },
    });
  });

  it('says in one sentence why a dispatch was not started', async () => {
    const sentence = 'Stockroom did not pack shipment S1, so type the invoice number it was packed with.';
    const fake = fakeApi({
      startSelfShipDispatch: () => {
        throw new AppError('VALIDATION', sentence);
      },
    });
    const store = createFulfilmentStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store
      .getState()
      .selfShipDispatch([
        { shipmentId: 'S1', deliveryPartner: 'DTDC', trackingId: 'D1', tentativeDeliveryDate: '2026-12-01' },
      ]);
    expect(store.getState().error).toBe(sentence);
    expect(store.getState().action).toBeNull();
  });
});
