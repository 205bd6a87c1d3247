import { describe, expect, it } from 'vitest';
import type { ReturnGridFilter } from '../../../../shared/returns/contract.ts';
import type { ReturnCounts } from '../../../../shared/returns/return-rows.ts';
import { RETURN_TABS, type ReturnTab } from '../../../../shared/returns/return-tabs.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { createReturnsStore } from './returns-store.ts';
import { createTodayReturnsStore } from './today-returns-store.ts';

/** The cache's returns as the counts see them: a tab and, when known, the day it is expected (India's day). */
const CACHE: { tab: ReturnTab; expectedDay: string | null }[] = [
  { tab: 'arriving', expectedDay: '2026-11-30' },
  { tab: 'arriving', expectedDay: '2026-11-30' },
  { tab: 'arriving', expectedDay: '2026-11-29' },
  { tab: 'arriving', expectedDay: null },
  { tab: 'to-receive', expectedDay: '2026-11-28' },
  { tab: 'to-decide', expectedDay: null },
  { tab: 'to-decide', expectedDay: null },
  { tab: 'to-decide', expectedDay: null },
  { tab: 'done', expectedDay: '2026-11-20' },
];

/** What the backend counts: rows of each tab under the filter's day range (the tab itself set aside). */
function countsUnder(filter: ReturnGridFilter): ReturnCounts {
  const counts = Object.fromEntries(RETURN_TABS.map((t) => [t, 0])) as ReturnCounts;
  for (const r of CACHE) {
    const from = filter.expectedFrom;
    const to = filter.expectedTo;
    if ((from || to) && r.expectedDay === null) continue;
    if (from && r.expectedDay! < from) continue;
    if (to && r.expectedDay! > to) continue;
    counts[r.tab] += 1;
  }
  return counts;
}

function backend() {
  return fakeApi({
    getReturnCounts: ({ filter }) => countsUnder(filter),
    getReturnCacheStatus: () => ({
      profileId: 'demo',
      lastSyncAt: null,
      lastError: null,
      total: CACHE.length,
    }),
  });
}

describe("Today's returns", () => {
  // 20:00 UTC on 29 Nov is already 30 Nov in India: "today" is the seller's day, not UTC's.
  const now = () => Date.parse('2026-11-29T20:00:00Z');
  const zone = () => 'Asia/Kolkata';

  it("counts returns arriving on the seller's day, to receive and to decide, as the tabs count them", async () => {
    const fake = backend();
    const today = createTodayReturnsStore(zone, now);
    today.getState().init(fake.api);
    await today.getState().load();
    expect(today.getState()).toMatchObject({
      counts: { arrivingToday: 2, toReceive: 1, toDecide: 3 },
      stored: CACHE.length,
      error: null,
    });
    expect(today.getState().filters?.arrivingToday).toMatchObject({
      tab: 'arriving',
      expectedFrom: '2026-11-30',
      expectedTo: '2026-11-30',
    });
  });

  it('opens each count on its tab, whose count is the same number', async () => {
    const fake = backend();
    const today = createTodayReturnsStore(zone, now);
    const returns = createReturnsStore(zone);
    today.getState().init(fake.api);
    returns.getState().init(fake.api);
    returns.getState().show();
    await today.getState().load();
    const { counts, filters } = today.getState();
    for (const name of ['arrivingToday', 'toReceive', 'toDecide'] as const) {
      returns.getState().showFilter(filters![name]);
      await settle();
      const { filter, counts: tabs } = returns.getState();
      expect(tabs![filter.tab], name).toBe(counts![name]);
    }
    // From the menu, the seller's own view again: the day Today's count set is gone.
    returns.getState().ownFilter();
    await settle();
    expect(returns.getState().filter).toEqual({ tab: 'arriving', timeZone: 'Asia/Kolkata' });
    expect(returns.getState().counts?.arriving).toBe(4);
  });

  it('reads the counts again when a sync stores returns, once Today has asked', async () => {
    const fake = backend();
    const today = createTodayReturnsStore(zone, now);
    today.getState().init(fake.api);
    fake.emit('returnsChanged', { profileId: 'demo' });
    await settle();
    expect(fake.count('getReturnCounts')).toBe(0);
    await today.getState().load();
    const asked = fake.count('getReturnCounts');
    fake.emit('returnsChanged', { profileId: 'demo' });
    await settle();
    expect(fake.count('getReturnCounts')).toBe(asked * 2);
  });
});
