import { describe, expect, it } from 'vitest';
import type { ShipmentCacheStatus, ShipmentCounts } from '../../../../shared/shipments/types.ts';
import { SHIPMENT_VIEW_IDS } from '../../../../shared/shipments/views.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { createShipmentsStore } from './shipments-store.ts';

const countsOf = (all: number): ShipmentCounts => {
  const counts = Object.fromEntries(SHIPMENT_VIEW_IDS.map((v) => [v, 0])) as ShipmentCounts;
  return { ...counts, all };
};
const summary = { overdue: 0, dueToday: 0, dueLater: 0, onHold: 0, formsFailed: 0 };
const cacheOf = (profileId: string): ShipmentCacheStatus => ({
  profileId,
  lastSyncAt: null,
  marketplace: 'online',
  lastError: null,
  runningJobId: null,
  locations: [],
  nextTryAt: null,
});
/** Answers held back until the test releases them, in the order it chooses. */
function heldAnswers<T>() {
  const waiting: ((value: T) => void)[] = [];
  return {
    ask: () => new Promise<T>((resolve) => waiting.push(resolve)),
    pending: () => waiting.length,
    release: (index: number, value: T) => waiting[index]!(value),
  };
}

describe('the shipments store, when answers come back out of order', () => {
  it('after a switch of profile, shows nothing of the old profile, even an answer to a question asked before', async () => {
    let active = 'demo';
    const counts = heldAnswers<{ counts: ShipmentCounts; summary: typeof summary }>();
    const fake = fakeApi({
      getShipmentCounts: counts.ask,
      getShipmentCacheStatus: () => cacheOf(active),
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    // The Demo's screen is shown; its counts are asked and not answered yet when the seller leaves for Settings.
    const hide = store.getState().show();
    await settle();
    expect(store.getState().cache?.profileId).toBe('demo');
    hide();
    active = 'shop';
    fake.emit('profilesChanged', { activeId: 'shop' });
    await settle();
    // Nothing of the Demo's stays on screen: not its counts, not its cache (whose profile picks the sync line).
    expect(store.getState()).toMatchObject({ profileId: 'shop', counts: null, summary: null, cache: null });
    // The Demo's answer lands now, late: it is the Demo's, and is not shown as the shop's.
    counts.release(0, { counts: countsOf(150), summary });
    await settle();
    expect(store.getState().counts).toBeNull();

    // Back on the screen: the shop's own counts.
    store.getState().show();
    await settle();
    expect(counts.pending()).toBe(2);
    counts.release(1, { counts: countsOf(16), summary });
    await settle();
    expect(store.getState().counts).toMatchObject({ all: 16 });
    expect(store.getState().cache?.profileId).toBe('shop');
  });
});
