import { create } from 'zustand';
import type {
  ShipmentDetail,
  ShipmentCacheStatus,
  ShipmentCounts,
  ShipmentGridFilter,
  ShipmentSummary,
} from '../../../../shared/shipments/types.ts';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import type { ShipmentView } from '../../../../shared/shipments/views.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { CHIP_DEADLINES, showsDeadlineChips } from '../../../../shared/shipments/counts.ts';
import type { ShipmentGridView } from '../../../../shared/shipments/types.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';
import { latestOnly } from './latest-only.ts';

export interface ShipmentsState {
  filter: ShipmentGridFilter;
  /** The grid's sort, as the export needs it. */
  sort: GridSort<ShipmentSortColumn>[];
  /**
   * The ticked shipments, always among the rows the grid shows: another filter (a tab, a search, a card of Today)
   * starts a new selection, and a change of the rows (a job moved them) keeps only those the view still shows.
   */
  selectedIds: string[];
  counts: ShipmentCounts | null;
  summary: ShipmentSummary | null;
  cache: ShipmentCacheStatus | null;
  /** The active profile as last heard (its event, or the cache's answer): counts and cache on screen are its own. */
  profileId: string | null;
  detail: ShipmentDetail | null;
  /** One sentence: the last thing that went wrong, until the next attempt. Written only through `fail`. */
  error: string | null;
  /** Grows by one whenever the rows may have changed, so the grid reads its blocks again. */
  generation: number;
  /** The generation the counts on screen were read at: below `generation`, newer counts are on their way. */
  countedGeneration: number;
  /** Grows by one when the sort is set from outside the grid (a restored view), so the grid shows it. */
  sortVersion: number;
  /** Subscribes to the backend's events; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  setView(view: ShipmentView): void;
  setFilter(patch: Partial<ShipmentGridFilter>): void;
  /**
   * Replaces the whole filter (a link from Today), days still counted in the computer's zone. The seller's own
   * filter is kept aside until they change this one (then it is theirs) or open Shipments again (`ownFilter`).
   */
  showFilter(filter: Omit<ShipmentGridFilter, 'timeZone'>): void;
  /** The filter a link from Today put aside, while the grid shows that link's; null otherwise. */
  beforeLink: ShipmentGridFilter | null;
  /** Shipments opened from the sidebar: the seller's own filter again, rather than the last link's from Today. */
  ownFilter(): void;
  /** Reads the tab, filters and sort the profile last had (after a restart, or a switch of profile). */
  restoreView(): Promise<void>;
  setSort(sort: GridSort<ShipmentSortColumn>[]): void;
  setSelection(shipmentIds: string[]): void;
  /** Empties the selection (Escape, Clear, another tab or filter); the grid unticks its rows. */
  clearSelection(): void;
  /** Grows by one whenever the store empties or narrows the selection, so the grid ticks just `selectedIds`. */
  selectionVersion: number;
  refreshCounts(): Promise<void>;
  loadCache(): Promise<void>;
  /**
   * The screen is shown until the function answered is called: the tab counts and the cache's status are read now
   * and after each change meanwhile. Unseen, they are not read at all: a launch onto another screen, or the launch
   * sync's events before the grid's first rows, would count the whole cache on the backend for nobody.
   */
  show(): () => void;
  /** Starts a sync; `whenDue` (a visit) waits out the marketplace's last silence rather than trying again. */
  sync(kind?: 'auto' | 'full', whenDue?: boolean): Promise<void>;
  /** Keeps in the selection only the shipments the view still shows (after the rows changed: a job moved some). */
  keepShownSelection(): Promise<void>;
  /** Reads the selected shipments again from the marketplace; answers how many, or null when it failed. */
  refreshSelected(): Promise<number | null>;
  open(shipmentId: string): Promise<void>;
  close(): void;
  /** The cache changed: the grid, the counts and an open detail are read again. */
  changed(): void;
  /** Shows what went wrong (an error or a sentence already written). */
  fail(error: unknown): void;
}

/** The tab, filters and sort are kept per profile as they change; a burst of typing is saved once it pauses. */
const SAVE_VIEW_AFTER_MS = 400;

/**
 * A filter less a deadline chip its tab does not draw (Delivered has none): pressed on To dispatch and kept on
 * another tab, or kept so across a restart, it narrowed the rows and the counts with no control showing it.
 */
function withoutHiddenChip(filter: ShipmentGridFilter): ShipmentGridFilter {
  const hidden =
    filter.deadline !== undefined &&
    CHIP_DEADLINES.includes(filter.deadline) &&
    !showsDeadlineChips(filter.view);
  return hidden ? { ...filter, deadline: undefined } : filter;
}

/** Whether two plain values (a filter, a sort) hold the same, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): string =>
    JSON.stringify(v, (_key, value: unknown) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
        : value,
    );
  return canonical(a) === canonical(b);
}

export function createShipmentsStore(timeZone: () => string = localTimeZone) {
  const backend = apiHolder('shipments');
  // One question of each kind at a time, and one more after it if something changed meanwhile: a sync's page
  // after page of events (a launch's) would otherwise queue a count of the whole cache per page on the backend,
  // ahead of the grid's first rows.
  let counts: (() => Promise<void>) | undefined;
  let cache: (() => Promise<void>) | undefined;
  let reread: (() => Promise<void>) | undefined;
  let saveView: ReturnType<typeof setTimeout> | undefined;
  let shown = 0;
  // Grows when the active profile changes: an answer to a question asked before is the old profile's.
  let epoch = 0;
  let keepShown: (() => Promise<void>) | undefined;
  /** The open detail read again after a change (an action's read-back landing), as the grid's rows are. */
  const rereadDetail = () =>
    (reread ??= latestOnly(async () => {
      const id = useStore.getState().detail?.shipment.shipmentId;
      if (id === undefined) return;
      const profile = epoch;
      // Closed, another shipment opened or another profile active meanwhile: this answer is not on screen.
      const gone = () => profile !== epoch || useStore.getState().detail?.shipment.shipmentId !== id;
      try {
        const detail = await backend.get().getShipment({ shipmentId: id });
        if (!gone()) useStore.setState({ detail });
      } catch (error) {
        if (!gone()) useStore.getState().fail(error);
      }
    }))();
  const recount = (again: { refreshCounts(): Promise<void> }) => {
    if (shown > 0) void again.refreshCounts();
  };
  /** No selection any more (the grid unticks its rows); nothing changes when there was none. */
  const emptied = (s: ShipmentsState) =>
    s.selectedIds.length === 0 ? {} : { selectedIds: [], selectionVersion: s.selectionVersion + 1 };
  /** The selection under another filter: a new filter starts a new selection. */
  const selectionFor = (s: ShipmentsState, filter: ShipmentGridFilter) =>
    sameJson(filter, s.filter) ? {} : emptied(s);
  /** Another profile is active: nothing of the one before stays on screen, and its late answers are dropped. */
  const switchTo = (profileId: string) => {
    if (useStore.getState().profileId === profileId) return;
    epoch += 1;
    useStore.setState((s) => ({
      profileId,
      counts: null,
      summary: null,
      cache: null,
      detail: null,
      ...emptied(s),
    }));
  };
  const useStore = create<ShipmentsState>()((set, get, store) => ({
    filter: { view: 'toPack', timeZone: timeZone() },
    sort: [{ colId: 'dispatchBy', sort: 'asc' }],
    selectedIds: [],
    counts: null,
    summary: null,
    cache: null,
    profileId: null,
    detail: null,
    error: null,
    generation: 0,
    countedGeneration: -1,
    sortVersion: 0,
    selectionVersion: 0,
    beforeLink: null,
    init: (api) => {
      backend.set(api);
      const off = [
        api.on('shipmentsChanged', () => get().changed()),
        api.onReconnect(() => get().changed()),
        // Another profile (or new credentials) means another cache: read again, with that profile's tab and
        // filters. The screen syncs when opened.
        api.on('profilesChanged', ({ activeId }) => {
          switchTo(activeId);
          set({ detail: null });
          get().changed();
          void get().restoreView();
        }),
      ];
      void get().restoreView();
      const unwatch = store.subscribe((state, before) => {
        if (state.filter === before.filter && state.sort === before.sort) return;
        // The backend keeps it less the zone, which is the computer's. While a link from Today is shown, the view
        // kept is the seller's own, which opening Shipments puts back: after a restart too.
        const view: ShipmentGridView = { filter: state.beforeLink ?? state.filter, sort: state.sort };
        clearTimeout(saveView);
        saveView = setTimeout(() => {
          backend
            .get()
            .saveShipmentView(view)
            .catch(() => undefined);
        }, SAVE_VIEW_AFTER_MS);
      });
      return () => {
        clearTimeout(saveView);
        unwatch();
        off.forEach((unsubscribe) => unsubscribe());
      };
    },
    restoreView: async () => {
      try {
        const view = await backend.get().getShipmentView();
        if (view === null) return;
        const filter = withoutHiddenChip({ ...view.filter, timeZone: timeZone() });
        // The view on screen already (a token renewed at launch announces its profile again): nothing to redraw.
        if (sameJson(filter, get().filter) && sameJson(view.sort, get().sort)) return;
        set((s) => ({
          ...selectionFor(s, filter),
          filter,
          beforeLink: null,
          sort: view.sort,
          sortVersion: s.sortVersion + 1,
          generation: s.generation + 1,
        }));
        recount(get());
      } catch (error) {
        get().fail(error);
      }
    },
    // A selection covers one tab's shipments: another tab starts with none.
    setView: (view) => get().setFilter(withoutHiddenChip({ ...get().filter, view })),
    setFilter: (patch) => {
      set((s) => {
        const filter = { ...s.filter, ...patch };
        // A change of a link's filter makes it the seller's own.
        const beforeLink = sameJson(filter, s.filter) ? s.beforeLink : null;
        return { ...selectionFor(s, filter), filter, beforeLink, generation: s.generation + 1 };
      });
      recount(get());
    },
    showFilter: (filter) => {
      set((s) => {
        const shown = { ...filter, timeZone: timeZone() };
        return {
          ...selectionFor(s, shown),
          filter: shown,
          beforeLink: s.beforeLink ?? s.filter,
          generation: s.generation + 1,
        };
      });
      recount(get());
    },
    ownFilter: () => {
      const own = get().beforeLink;
      if (own === null) return;
      set((s) => ({ ...selectionFor(s, own), filter: own, beforeLink: null, generation: s.generation + 1 }));
      recount(get());
    },
    setSort: (sort) => set({ sort }),
    setSelection: (selectedIds) => set({ selectedIds }),
    clearSelection: () => set((s) => ({ selectedIds: [], selectionVersion: s.selectionVersion + 1 })),
    keepShownSelection: () =>
      (keepShown ??= latestOnly(async (stale) => {
        const profile = epoch;
        const { filter, selectedIds } = get();
        if (selectedIds.length === 0) return;
        try {
          const asked = selectedIds.slice(0, 1000);
          const answer = await backend.get().getShipmentsShown({ filter, shipmentIds: asked });
          // Another filter meanwhile started a new selection; a newer question asks again.
          if (stale() || profile !== epoch || !sameJson(get().filter, filter)) return;
          const gone = new Set(asked);
          for (const id of answer.shipmentIds) gone.delete(id);
          // Beyond the first 1,000 nothing is known: never acted on unseen, they go too.
          for (const id of selectedIds.slice(1000)) gone.add(id);
          if (gone.size === 0) return;
          set((s) => ({
            selectedIds: s.selectedIds.filter((id) => !gone.has(id)),
            selectionVersion: s.selectionVersion + 1,
          }));
        } catch (error) {
          if (!stale() && profile === epoch) get().fail(error);
        }
      }))(),
    refreshCounts: () =>
      (counts ??= latestOnly(async (stale) => {
        const profile = epoch;
        // A newer question (another filter) is on its way, or another profile is active: out of date already.
        const outdated = () => stale() || profile !== epoch;
        try {
          const asked = get().generation;
          const { counts, summary } = await backend.get().getShipmentCounts({ filter: get().filter });
          if (!outdated()) set({ counts, summary, countedGeneration: asked });
        } catch (error) {
          if (!outdated()) get().fail(error);
        }
      }))(),
    loadCache: () =>
      (cache ??= latestOnly(async () => {
        const profile = epoch;
        try {
          const cache = await backend.get().getShipmentCacheStatus();
          if (profile !== epoch) return;
          const known = get().profileId;
          // The backend switched before its event reached the screen: the counts on screen are the old profile's.
          if (known !== null && cache.profileId !== known) {
            switchTo(cache.profileId);
            set({ cache });
            get().changed();
            return;
          }
          set({ cache, profileId: cache.profileId });
        } catch (error) {
          if (profile === epoch) get().fail(error);
        }
      }))(),
    sync: async (kind = 'auto', whenDue = false) => {
      try {
        set({ error: null });
        await backend.get().startShipmentSync({ kind, whenDue });
        await get().loadCache();
      } catch (error) {
        get().fail(error);
      }
    },
    refreshSelected: async () => {
      const ids = get().selectedIds;
      if (ids.length === 0) return null;
      try {
        set({ error: null });
        return (await backend.get().refreshShipments({ shipmentIds: ids.slice(0, 1000) })).refreshed;
      } catch (error) {
        get().fail(error);
        return null;
      }
    },
    open: async (shipmentId) => {
      try {
        set({ detail: await backend.get().getShipment({ shipmentId }) });
      } catch (error) {
        get().fail(error);
      }
    },
    close: () => set({ detail: null }),
    show: () => {
      shown += 1;
      void get().refreshCounts();
      void get().loadCache();
      return () => {
        shown -= 1;
        // The grid goes with the screen, and its ticks with it: a selection no one can see acts on nothing.
        if (shown === 0 && get().selectedIds.length > 0) get().clearSelection();
      };
    },
    changed: () => {
      set((s) => ({ generation: s.generation + 1 }));
      if (get().selectedIds.length > 0) void get().keepShownSelection();
      if (get().detail !== null) void rereadDetail();
      if (shown === 0) return;
      void get().refreshCounts();
      void get().loadCache();
    },
    fail: (error) => set({ error: typeof error === 'string' ? error : messageOf(error) }),
  }));
  return useStore;
}

export const useShipments = createShipmentsStore();
