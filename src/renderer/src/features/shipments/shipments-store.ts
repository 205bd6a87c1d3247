import { create } from 'zustand';
import type {
  ShipmentDetail,
  ShipmentCacheStatus,
  ShipmentCounts,
  ShipmentGridFilter,
  ShipmentSummary,
} from '../../../../shared/shipments/types.ts';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import type { ShipmentView } from '../../../../shared/shipments/views.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { api, messageOf } from '../../api/index.ts';

interface ShipmentsState {
  filter: ShipmentGridFilter;
  /** The grid's sort, as the export needs it. */
  sort: GridSort<ShipmentSortColumn>[];
  selectedIds: string[];
  counts: ShipmentCounts | null;
  summary: ShipmentSummary | null;
  cache: ShipmentCacheStatus | null;
  detail: ShipmentDetail | null;
  error: string | null;
  /** Grows by one whenever the rows may have changed, so the grid reads its blocks again. */
  generation: number;
  /** Grows by one when the sort is set from outside the grid (a restored view), so the grid shows it. */
  sortVersion: number;
  /** Reads the tab, filters and sort the profile last had (after a restart, or a switch of profile). */
  restoreView(): Promise<void>;
  setView(view: ShipmentView): void;
  setFilter(patch: Partial<ShipmentGridFilter>): void;
  /** Replaces the whole filter (a link from Today), days still counted in the computer's zone. */
  showFilter(filter: Omit<ShipmentGridFilter, 'timeZone'>): void;
  refreshCounts(): Promise<void>;
  loadCache(): Promise<void>;
  /** Starts a sync; `whenDue` (a visit) waits out the marketplace's last silence rather than trying again. */
  sync(kind?: 'auto' | 'full', whenDue?: boolean): Promise<void>;
  open(shipmentId: string): Promise<void>;
  close(): void;
  changed(): void;
}

let countsAsked = 0;

export const useShipments = create<ShipmentsState>((set, get) => ({
  filter: { view: 'toPack', timeZone: localTimeZone() },
  sort: [{ colId: 'dispatchBy', sort: 'asc' }],
  selectedIds: [],
  counts: null,
  summary: null,
  cache: null,
  detail: null,
  error: null,
  generation: 0,
  sortVersion: 0,
  restoreView: async () => {
    try {
      const view = await api.getShipmentView();
      if (view === null) return;
      set((s) => ({
        filter: { ...view.filter, timeZone: localTimeZone() },
        sort: view.sort,
        sortVersion: s.sortVersion + 1,
        generation: s.generation + 1,
      }));
      void get().refreshCounts();
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
  setView: (view) => get().setFilter({ view }),
  setFilter: (patch) => {
    set((s) => ({ filter: { ...s.filter, ...patch }, generation: s.generation + 1 }));
    void get().refreshCounts();
  },
  showFilter: (filter) => {
    set((s) => ({ filter: { ...filter, timeZone: localTimeZone() }, generation: s.generation + 1 }));
    void get().refreshCounts();
  },
  refreshCounts: async () => {
    const asked = ++countsAsked;
    try {
      const { counts, summary } = await api.getShipmentCounts({ filter: get().filter });
      // Answers may cross: only the newest question's answer is shown.
      if (asked === countsAsked) set({ counts, summary });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
  loadCache: async () => {
    try {
      set({ cache: await api.getShipmentCacheStatus() });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
  sync: async (kind = 'auto', whenDue = false) => {
    try {
      set({ error: null });
      await api.startShipmentSync({ kind, whenDue });
      await get().loadCache();
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
  open: async (shipmentId) => {
    try {
      set({ detail: await api.getShipment({ shipmentId }) });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
  close: () => set({ detail: null }),
  changed: () => {
    set((s) => ({ generation: s.generation + 1 }));
    void get().refreshCounts();
    void get().loadCache();
  },
}));

api.on('shipmentsChanged', () => useShipments.getState().changed());
api.onReconnect(() => useShipments.getState().changed());
// Another profile (or new credentials) means another cache: read again, with that profile's tab and filters. The
// screen syncs when it is opened.
api.on('profilesChanged', () => {
  useShipments.setState({ detail: null });
  useShipments.getState().changed();
  void useShipments.getState().restoreView();
});
void useShipments.getState().restoreView();

// The tab, filters and sort are kept per profile as they change (a burst of typing is saved once, when it pauses).
const SAVE_VIEW_AFTER_MS = 400;
let saveView: ReturnType<typeof setTimeout> | undefined;
useShipments.subscribe((state, before) => {
  if (state.filter === before.filter && state.sort === before.sort) return;
  clearTimeout(saveView);
  saveView = setTimeout(() => {
    const { filter, sort } = useShipments.getState();
    const { timeZone: _zone, ...kept } = filter;
    api.saveShipmentView({ filter: kept, sort }).catch(() => undefined);
  }, SAVE_VIEW_AFTER_MS);
});
