import { describe, expect, it } from 'vitest';
import type { ReturnGridFilter } from '../../../../shared/returns/contract.ts';
import type { ReturnCounts } from '../../../../shared/returns/return-rows.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { createReturnsStore } from './returns-store.ts';
import { cacheSentence, emptyTabSentence } from './return-text.ts';

const zone = () => 'Asia/Kolkata';
const counts = (arriving: number): ReturnCounts => ({
  arriving,
  'to-receive': 2,
  'to-decide': 1,
  'to-pick-up': 0,
  done: 7,
});

describe('the returns store', () => {
  it('reads the tab counts under the search and filters, and again when the cache changes', async () => {
    let stored = 3;
    const asked: ReturnGridFilter[] = [];
    const fake = fakeApi({
      getReturnCounts: ({ filter }) => {
        asked.push(filter);
        return counts(filter.search ? 1 : stored);
      },
      getReturnCacheStatus: () => ({
        profileId: 'demo',
        lastSyncAt: '2026-11-29T10:00:00.000Z',
        lastError: null,
        total: 12,
      }),
    });
    const store = createReturnsStore(zone);
    store.getState().init(fake.api);
    // Unseen, nothing is counted.
    fake.emit('returnsChanged', { profileId: 'demo' });
    await settle();
    expect(fake.count('getReturnCounts')).toBe(0);

    const hide = store.getState().show();
    await settle();
    expect(store.getState().counts?.arriving).toBe(3);
    expect(store.getState().cache?.total).toBe(12);
    stored = 5;
    const generation = store.getState().generation;
    fake.emit('returnsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState().counts?.arriving).toBe(5);
    expect(store.getState().generation).toBe(generation + 1);

    store.getState().setFilter({ search: 'R-1001' });
    await settle();
    expect(asked.at(-1)).toEqual({ tab: 'arriving', search: 'R-1001', timeZone: 'Asia/Kolkata' });
    expect(store.getState().counts?.arriving).toBe(1);
    hide();
  });

  it('starts a new selection under another tab, and drops everything of a profile left', async () => {
    const fake = fakeApi({
      getReturnCounts: () => counts(3),
      getReturnCacheStatus: () => ({ profileId: 'demo', lastSyncAt: null, lastError: null, total: 0 }),
    });
    const store = createReturnsStore(zone);
    store.getState().init(fake.api);
    store.getState().show();
    await settle();
    store.getState().setSelection(['R1', 'R2']);
    const version = store.getState().selectionVersion;
    store.getState().setTab('to-receive');
    expect(store.getState()).toMatchObject({ selectedIds: [], selectionVersion: version + 1 });

    store.getState().setSelection(['R3']);
    fake.emit('profilesChanged', { activeId: 'other', profiles: [] } as never);
    expect(store.getState()).toMatchObject({ selectedIds: [], counts: null, cache: null });
    await settle();
    expect(store.getState().counts?.arriving).toBe(3);
  });
});

describe("the Returns screen's sentences", () => {
  it('says how old the stored returns are, and that it is the offline copy when the marketplace is away', () => {
    const at = '2026-11-29T09:15:00.000Z';
    expect(cacheSentence({ lastSyncAt: null, lastError: null }, false)).toBe(
      'No returns stored yet: they appear here after the first sync.',
    );
    expect(cacheSentence({ lastSyncAt: at, lastError: null }, false)).toMatch(
      /^Returns as of 29 Nov, .+, the last sync\.$/,
    );
    expect(cacheSentence({ lastSyncAt: at, lastError: 'The marketplace is not answering.' }, true)).toMatch(
      /^Offline: showing the stored copy\. Returns as of 29 Nov, /,
    );
  });

  it('says what an empty tab will hold, or that the search hides its returns', () => {
    expect(emptyTabSentence('to-decide', false)).toMatch(/^Nothing to approve or reject\. Self-ship returns/);
    expect(emptyTabSentence('arriving', true)).toBe('No returns here under this search and these filters.');
  });
});
