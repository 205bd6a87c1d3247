import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import type {
  ShipmentCacheStatus,
  ShipmentCounts,
  ShipmentDetail,
} from '../../../../shared/shipments/types.ts';
import { SHIPMENT_VIEW_IDS } from '../../../../shared/shipments/views.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { createShipmentsStore } from './shipments-store.ts';

/** Counts of every tab, `all` of them stored so far; toPack one third of them. */
const countsOf = (stored: number): ShipmentCounts => {
  const counts = Object.fromEntries(SHIPMENT_VIEW_IDS.map((v) => [v, 0])) as ShipmentCounts;
  return { ...counts, all: stored, toPack: Math.floor(stored / 3) };
};
const summary = { overdue: 0, dueToday: 0, dueLater: 0, onHold: 0, formsFailed: 0 };
const cacheOf = (lastSyncAt: string | null): ShipmentCacheStatus => ({
  profileId: 'demo',
  lastSyncAt,
  marketplace: 'online',
  lastError: null,
  runningJobId: null,
  locations: [],
  nextTryAt: null,
});

describe('the shipments store', () => {
  it("follows a sync's events: the counts and the cache are read again as the sync stores pages", async () => {
    // The backend's cache as a sync fills it: each page adds 120 shipments.
    let stored = 0;
    let lastSyncAt: string | null = null;
    const fake = fakeApi({
      getShipmentCounts: () => ({ counts: countsOf(stored), summary }),
      getShipmentCacheStatus: () => cacheOf(lastSyncAt),
      startShipmentSync: () => ({ jobId: 'job-1', nextTryAt: null }),
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    store.getState().show();
    await settle();
    expect(store.getState().counts).toMatchObject({ all: 0, toPack: 0 });

    await store.getState().sync('auto');
    const generation = store.getState().generation;
    stored = 120;
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState().counts).toMatchObject({ all: 120, toPack: 40 });
    stored = 240;
    lastSyncAt = '2026-11-24T10:00:00.000+05:30';
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState()).toMatchObject({
      counts: { all: 240, toPack: 80 },
      cache: { lastSyncAt: '2026-11-24T10:00:00.000+05:30' },
      // The grid reads its blocks again once per change.
      generation: generation + 2,
      error: null,
    });
  });

  it('tells whether the counts on screen are those after the last change (a sync says done only then)', async () => {
    let stored = 0;
    let answer: (() => void) | undefined;
    const fake = fakeApi({
      getShipmentCounts: () =>
        new Promise((resolve) => {
          const counts = countsOf(stored);
          answer = () => resolve({ counts, summary });
        }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    store.getState().show();
    await settle();
    answer?.();
    await settle();
    const final = () => store.getState().countedGeneration === store.getState().generation;
    expect(final()).toBe(true);
    // The sync's last pages: the counts asked after them are still on their way.
    stored = 150;
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(final()).toBe(false);
    answer?.();
    await settle();
    expect(store.getState().counts).toMatchObject({ all: 150 });
    expect(final()).toBe(true);
  });

  it('a burst of events asks the backend once more after the question in flight, and shows the last answer', async () => {
    let stored = 0;
    const fake = fakeApi({
      getShipmentCounts: () => ({ counts: countsOf(stored), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    store.getState().show();
    await settle();
    const before = { counts: fake.count('getShipmentCounts'), cache: fake.count('getShipmentCacheStatus') };
    // A sync storing ten pages in a row, faster than the backend answers.
    for (let page = 1; page <= 10; page++) {
      stored = page * 120;
      fake.emit('shipmentsChanged', { profileId: 'demo' });
    }
    await settle();
    await settle();
    expect(fake.count('getShipmentCounts') - before.counts).toBe(2);
    expect(fake.count('getShipmentCacheStatus') - before.cache).toBe(2);
    expect(store.getState().counts).toMatchObject({ all: 1200, toPack: 400 });
  });

  it('counts the cache only while the screen is shown: unseen, a sync only marks the rows changed', async () => {
    let stored = 0;
    const fake = fakeApi({
      getShipmentCounts: () => ({ counts: countsOf(stored), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    await settle();
    const generation = store.getState().generation;
    // A launch onto another screen (or before the grid's first rows): the launch sync stores pages.
    for (let page = 1; page <= 3; page++) {
      stored = page * 120;
      fake.emit('shipmentsChanged', { profileId: 'demo' });
    }
    await settle();
    expect(fake.count('getShipmentCounts')).toBe(0);
    expect(fake.count('getShipmentCacheStatus')).toBe(0);
    expect(store.getState().generation).toBe(generation + 3);

    // Opening the screen reads them, and each change while it is shown reads them again.
    const hide = store.getState().show();
    await settle();
    expect(store.getState().counts).toMatchObject({ all: 360, toPack: 120 });
    stored = 480;
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState().counts).toMatchObject({ all: 480, toPack: 160 });

    // Left again: nothing more is read.
    hide();
    const asked = fake.count('getShipmentCounts');
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(fake.count('getShipmentCounts')).toBe(asked);
  });

  it('a profile announced again with the same saved view keeps the filter on screen, so the grid reads once', async () => {
    const view = {
      filter: { view: 'toPack' as const, search: 'saree' },
      sort: [{ colId: 'sku', sort: 'desc' }],
    };
    const fake = fakeApi({
      getShipmentView: () => view as never,
      getShipmentCounts: () => ({ counts: countsOf(0), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await settle();
    const shown = store.getState();
    expect(shown.filter).toEqual({ view: 'toPack', search: 'saree', timeZone: 'Asia/Kolkata' });

    // A token renewed at launch: the same profile, the same saved view.
    fake.emit('profilesChanged', { activeId: 'demo' });
    await settle();
    expect(fake.count('getShipmentView')).toBe(2);
    expect(store.getState().filter).toBe(shown.filter);
    expect(store.getState().sortVersion).toBe(shown.sortVersion);
    // Read again once, for the event itself (it may mean new credentials).
    expect(store.getState().generation).toBe(shown.generation + 1);
  });

  it('shows one sentence for what went wrong last, written by the store alone, and clears it on the next try', async () => {
    let fail = true;
    const fake = fakeApi({
      getShipmentCounts: () => {
        if (fail) throw new AppError('NETWORK', 'The marketplace did not answer. Check your connection.');
        return { counts: countsOf(3), summary };
      },
      getShipmentCacheStatus: () => cacheOf(null),
      startShipmentSync: () => {
        if (fail)
          throw new AppError(
            'NOT_CONFIGURED',
            'No seller account is set up for this profile yet. Add it in Settings.',
          );
        return { jobId: 'job-2', nextTryAt: null };
      },
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    await store.getState().refreshCounts();
    expect(store.getState().error).toBe('The marketplace did not answer. Check your connection.');
    await store.getState().sync('auto');
    // The newest failure replaces the older one: one sentence, never two run together.
    expect(store.getState().error).toBe(
      'No seller account is set up for this profile yet. Add it in Settings.',
    );
    // The grid reports its own failures through the same writer.
    store.getState().fail('The rows could not be read.');
    expect(store.getState().error).toBe('The rows could not be read.');

    fail = false;
    await store.getState().sync('auto');
    expect(store.getState().error).toBeNull();
  });

  it('closes an open shipment when the profile changes, and stops listening when the app undoes init', async () => {
    const fake = fakeApi({
      getShipment: ({ shipmentId }) => ({ shipmentId }) as never,
      getShipmentCounts: () => ({ counts: countsOf(0), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore();
    const stop = store.getState().init(fake.api);
    await store.getState().open('S1');
    expect(store.getState().detail).toEqual({ shipmentId: 'S1' });
    fake.emit('profilesChanged', { activeId: 'other' });
    expect(store.getState().detail).toBeNull();

    stop();
    expect(fake.listening()).toBe(0);
    const generation = store.getState().generation;
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    expect(store.getState().generation).toBe(generation);
  });

  it('keeps a selection only among the rows on screen: another filter starts anew, moved rows leave it', async () => {
    // What To pack shows: a pack job takes S1 and S2 out of it.
    let toPack = new Set(['S1', 'S2', 'S3']);
    const fake = fakeApi({
      getShipmentCounts: () => ({ counts: countsOf(3), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
      getShipmentsShown: (input) => ({
        shipmentIds: (input as { shipmentIds: string[] }).shipmentIds.filter((id) => toPack.has(id)),
      }),
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    const hide = store.getState().show();
    await settle();
    const version = () => store.getState().selectionVersion;

    store.getState().setSelection(['S1', 'S2', 'S3']);
    toPack = new Set(['S3']);
    const before = version();
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState().selectedIds).toEqual(['S3']);
    // The grid is told to tick just those.
    expect(version()).toBe(before + 1);
    // A change that moves none of them leaves the selection (and the grid's ticks) alone.
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(version()).toBe(before + 1);

    // Another tab, a search, a card of Today: each starts a new selection.
    store.getState().setView('toDispatch');
    expect(store.getState().selectedIds).toEqual([]);
    store.getState().setSelection(['D1']);
    store.getState().setFilter({ search: 'saree' });
    expect(store.getState().selectedIds).toEqual([]);
    store.getState().setSelection(['D1']);
    store.getState().showFilter({ view: 'toPack', hold: true });
    expect(store.getState().selectedIds).toEqual([]);
    // The same filter again keeps it.
    store.getState().setSelection(['S3']);
    store.getState().setFilter({ hold: true });
    expect(store.getState().selectedIds).toEqual(['S3']);

    // Leaving the screen takes the grid and its ticks away.
    hide();
    expect(store.getState().selectedIds).toEqual([]);
  });

  it("puts the seller's own filter back when Shipments is opened again after a link from Today", async () => {
    const fake = fakeApi({
      getShipmentCounts: () => ({ counts: countsOf(3), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    store.getState().setFilter({ view: 'toDispatch', locationId: 'LOC1' });
    const own = store.getState().filter;
    store.getState().showFilter({ view: 'all', hold: true });
    store.getState().showFilter({ view: 'toPack', deadline: 'byToday' });
    store.getState().ownFilter();
    expect(store.getState().filter).toEqual(own);
    // Nothing put aside: opening Shipments changes nothing.
    store.getState().ownFilter();
    expect(store.getState().filter).toBe(own);

    // A link's filter the seller changed is theirs: it stays.
    store.getState().showFilter({ view: 'all', hold: true });
    store.getState().setFilter({ search: 'saree' });
    store.getState().ownFilter();
    expect(store.getState().filter).toEqual({
      view: 'all',
      hold: true,
      search: 'saree',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('lets a deadline chip go on a tab that draws none, and from a kept view, so nothing narrows the rows unseen', async () => {
    const fake = fakeApi({
      getShipmentView: () => ({ filter: { view: 'delivered', deadline: 'later' }, sort: [] }) as never,
      getShipmentCounts: () => ({ counts: countsOf(3), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await settle();
    // Kept so before this was mended: Delivered has no chips, so the chip is let go.
    expect(store.getState().filter).toEqual({ view: 'delivered', timeZone: 'Asia/Kolkata' });

    // "Due later" pressed on To dispatch stays on To pack and All, which draw the chips, and goes on Delivered.
    store.getState().setView('toDispatch');
    store.getState().setFilter({ deadline: 'later' });
    store.getState().setView('toPack');
    expect(store.getState().filter.deadline).toBe('later');
    store.getState().setView('all');
    expect(store.getState().filter.deadline).toBe('later');
    store.getState().setView('delivered');
    expect(store.getState().filter.deadline).toBeUndefined();
    // Today's own deadlines (by today, the next 24 h) are shown as filters of their own, and stay.
    store.getState().setFilter({ deadline: 'byToday' });
    store.getState().setView('delivered');
    expect(store.getState().filter.deadline).toBe('byToday');
  });

  it("keeps the seller's own view, not a link from Today, for the next launch", async () => {
    vi.useFakeTimers();
    try {
      const saved: unknown[] = [];
      const fake = fakeApi({
        getShipmentView: () => null,
        saveShipmentView: (view) => void saved.push(view),
        getShipmentCounts: () => ({ counts: countsOf(3), summary }),
        getShipmentCacheStatus: () => cacheOf(null),
      });
      const store = createShipmentsStore(() => 'Asia/Kolkata');
      store.getState().init(fake.api);
      await vi.runAllTimersAsync();
      store.getState().setView('delivered');
      await vi.runAllTimersAsync();
      store.getState().showFilter({ view: 'all', hold: true });
      await vi.runAllTimersAsync();
      expect(saved.at(-1)).toMatchObject({ filter: { view: 'delivered' } });
      expect(saved.at(-1)).not.toMatchObject({ filter: { hold: true } });
      // Changed by the seller, the link's filter becomes theirs, and is kept.
      store.getState().setFilter({ search: 'mug' });
      await vi.runAllTimersAsync();
      expect(saved.at(-1)).toMatchObject({ filter: { view: 'all', hold: true, search: 'mug' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads an open shipment again when the cache changes (a cancel's read-back), and not once it is closed", async () => {
    let state = 'APPROVED';
    let answer: (() => void) | undefined;
    const detailOf = (shipmentId: string): ShipmentDetail => ({
      shipment: {
        shipmentId,
        orderItems: [
          { orderItemId: 'OI1', status: 'APPROVED' },
          { orderItemId: 'OI2', status: state },
        ],
        forms: [],
        subShipments: [],
      },
      view: 'toPack',
      status: `APPROVED, ${state}`,
      notSeenInLastFullSync: false,
      syncedAt: '2026-11-27T10:00:00.000Z',
    });
    let hold = false;
    const fake = fakeApi({
      getShipment: ({ shipmentId }) => {
        const detail = detailOf(shipmentId);
        return hold ? new Promise((resolve) => (answer = () => resolve(detail))) : detail;
      },
      getShipmentCounts: () => ({ counts: countsOf(0), summary }),
      getShipmentCacheStatus: () => cacheOf(null),
    });
    const store = createShipmentsStore();
    store.getState().init(fake.api);
    await store.getState().open('S1');
    expect(store.getState().detail?.shipment.orderItems.map((i) => i.status)).toEqual([
      'APPROVED',
      'APPROVED',
    ]);

    state = 'CANCELLED';
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState().detail?.shipment.orderItems.map((i) => i.status)).toEqual([
      'APPROVED',
      'CANCELLED',
    ]);
    expect(store.getState().detail?.status).toBe('APPROVED, CANCELLED');

    // Closed while its read is on its way: the answer does not open it again.
    hold = true;
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    store.getState().close();
    answer?.();
    await settle();
    expect(store.getState().detail).toBeNull();
    const reads = fake.count('getShipment');
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(fake.count('getShipment')).toBe(reads);
  });

  it('says so when used before the app gave it an api', async () => {
    const store = createShipmentsStore();
    await store.getState().refreshCounts();
    expect(store.getState().error).toBe('The shipments store was used before init(api).');
  });
});
