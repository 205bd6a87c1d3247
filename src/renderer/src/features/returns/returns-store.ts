import { create } from 'zustand';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ReturnGridFilter } from '../../../../shared/returns/contract.ts';
import type {
  ReturnCacheStatus,
  ReturnCounts,
  ReturnSortColumn,
} from '../../../../shared/returns/return-rows.ts';
import type { ReturnTab } from '../../../../shared/returns/return-tabs.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';
import { latestOnly } from '../shipments/latest-only.ts';

export interface ReturnsState {
  filter: ReturnGridFilter;
  sort: GridSort<ReturnSortColumn>[];
  /** The ticked returns, among the rows the grid shows: another tab or filter starts a new selection. */
  selectedIds: string[];
  /** Grows by one when the store empties the selection, so the grid unticks its rows. */
  selectionVersion: number;
  counts: ReturnCounts | null;
  cache: ReturnCacheStatus | null;
  /** One sentence: the last thing that went wrong, until the next attempt. */
  error: string | null;
  /** Grows by one whenever the rows may have changed, so the grid reads its blocks again. */
  generation: number;
  /** Subscribes to the backend's events; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  setTab(tab: ReturnTab): void;
  setFilter(patch: Partial<ReturnGridFilter>): void;
  /**
   * Replaces the whole filter (a count on Today): the filter that count was counted under, and nothing else. The
   * seller's own filter is kept aside until they change this one (then it is theirs) or open Returns again.
   */
  showFilter(filter: ReturnGridFilter): void;
  /** The filter a count on Today put aside, while the grid shows that count's; null otherwise. */
  beforeLink: ReturnGridFilter | null;
  /** Returns opened from the menu: the seller's own filter again, rather than the last count's from Today. */
  ownFilter(): void;
  setSort(sort: GridSort<ReturnSortColumn>[]): void;
  setSelection(returnIds: string[]): void;
  clearSelection(): void;
  refreshCounts(): Promise<void>;
  loadCache(): Promise<void>;
  /** The screen is shown until the function answered is called: counts and the cache's status are read meanwhile. */
  show(): () => void;
  sync(): Promise<void>;
  /** The cache changed (a sync's page, a return received, an action read back): rows and counts are read again. */
  changed(): void;
  fail(error: unknown): void;
}

/** The Returns screen's state over the `api` given to `init`; days are counted in `timeZone` (the computer's). */
export function createReturnsStore(timeZone: () => string = localTimeZone) {
  const backend = apiHolder('returns');
  let counts: (() => Promise<void>) | undefined;
  let cache: (() => Promise<void>) | undefined;
  let shown = 0;
  // Grows when the active profile changes: an answer to a question asked before is the old profile's.
  let epoch = 0;
  const emptied = (s: ReturnsState) =>
    s.selectedIds.length === 0 ? {} : { selectedIds: [], selectionVersion: s.selectionVersion + 1 };
  const useStore = create<ReturnsState>()((set, get) => {
    const moveTo = (filter: ReturnGridFilter, beforeLink: ReturnGridFilter | null = null) => {
      set((s) => ({ ...emptied(s), filter, beforeLink, generation: s.generation + 1 }));
      if (shown > 0) void get().refreshCounts();
    };
    return {
      filter: { tab: 'arriving', timeZone: timeZone() },
      sort: [{ colId: 'expectedDate', sort: 'asc' }],
      selectedIds: [],
      selectionVersion: 0,
      counts: null,
      cache: null,
      error: null,
      generation: 0,
      init: (api) => {
        backend.set(api);
        const off = [
          api.on('returnsChanged', () => get().changed()),
          api.onReconnect(() => get().changed()),
          // Another profile is another cache: nothing of the one before stays on screen.
          api.on('profilesChanged', () => {
            epoch += 1;
            set((s) => ({ ...emptied(s), counts: null, cache: null }));
            get().changed();
          }),
        ];
        return () => off.forEach((unsubscribe) => unsubscribe());
      },
      setTab: (tab) => get().setFilter({ tab }),
      setFilter: (patch) => moveTo({ ...get().filter, ...patch }),
      showFilter: (filter) => moveTo(filter, get().beforeLink ?? get().filter),
      beforeLink: null,
      ownFilter: () => {
        const own = get().beforeLink;
        if (own !== null) moveTo(own);
      },
      setSort: (sort) => set({ sort }),
      setSelection: (selectedIds) => set({ selectedIds }),
      clearSelection: () => set((s) => emptied(s)),
      refreshCounts: () =>
        (counts ??= latestOnly(async (stale) => {
          const profile = epoch;
          const outdated = () => stale() || profile !== epoch;
          try {
            const answer = await backend.get().getReturnCounts({ filter: get().filter });
            if (!outdated()) set({ counts: answer });
          } catch (error) {
            if (!outdated()) get().fail(error);
          }
        }))(),
      loadCache: () =>
        (cache ??= latestOnly(async () => {
          const profile = epoch;
          try {
            const answer = await backend.get().getReturnCacheStatus({});
            if (profile === epoch) set({ cache: answer });
          } catch (error) {
            if (profile === epoch) get().fail(error);
          }
        }))(),
      show: () => {
        shown += 1;
        void get().refreshCounts();
        void get().loadCache();
        return () => {
          shown -= 1;
          // The grid goes with the screen, and its ticks with it: a selection no one can see acts on nothing.
          if (shown === 0) set((s) => emptied(s));
        };
      },
      sync: async () => {
        try {
          set({ error: null });
          await backend.get().startReturnSync({});
          await get().loadCache();
        } catch (error) {
          get().fail(error);
        }
      },
      changed: () => {
        set((s) => ({ generation: s.generation + 1 }));
        if (shown === 0) return;
        void get().refreshCounts();
        void get().loadCache();
      },
      fail: (error) => set({ error: typeof error === 'string' ? error : messageOf(error) }),
    };
  });
  return useStore;
}

export const useReturns = createReturnsStore();
