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
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface ShipmentsState {
  filter: ShipmentGridFilter;
  /** The grid's sort, as the export needs it. */
  sort: GridSort<ShipmentSortColumn>[];
  selectedIds: string[];
  counts: ShipmentCounts | null;
  summary: ShipmentSummary | null;
  cache: ShipmentCacheStatus | null;
  detail: ShipmentDetail | null;
  /** One sentence: the last thing that went wrong, until the next attempt. Written only through `fail`. */
  error: string | null;
  /** Grows by one whenever the rows may have changed, so the grid reads its blocks again. */
  generation: number;
  /** Subscribes to the backend's events; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  setView(view: ShipmentView): void;
  setFilter(patch: Partial<ShipmentGridFilter>): void;
  setSort(sort: GridSort<ShipmentSortColumn>[]): void;
  setSelection(shipmentIds: string[]): void;
  refreshCounts(): Promise<void>;
  loadCache(): Promise<void>;
  sync(kind?: 'auto' | 'full'): Promise<void>;
  /** Reads the selected shipments again from the marketplace; answers how many, or null when it failed. */
  refreshSelected(): Promise<number | null>;
  open(shipmentId: string): Promise<void>;
  close(): void;
  changed(): void;
  /** Shows what went wrong (an error or a sentence already written). */
  fail(error: unknown): void;
}

/** The shipments screen's state and what it does, over the `api` given to `init`. */
export function createShipmentsStore() {
  const backend = apiHolder('shipments');
  let countsAsked = 0;
  return create<ShipmentsState>()((set, get) => ({
    filter: { view: 'toPack' },
    sort: [{ colId: 'dispatchBy', sort: 'asc' }],
    selectedIds: [],
    counts: null,
    summary: null,
    cache: null,
    detail: null,
    error: null,
    generation: 0,
    init: (api) => {
      backend.set(api);
      const off = [
        api.on('shipmentsChanged', () => get().changed()),
        api.onReconnect(() => get().changed()),
        // Another profile (or new credentials) means another cache: read again. The screen syncs when opened.
        api.on('profilesChanged', () => {
          set({ detail: null });
          get().changed();
        }),
      ];
      return () => off.forEach((unsubscribe) => unsubscribe());
    },
    setView: (view) => get().setFilter({ view }),
    setFilter: (patch) => {
      set((s) => ({ filter: { ...s.filter, ...patch }, generation: s.generation + 1 }));
      void get().refreshCounts();
    },
    setSort: (sort) => set({ sort }),
    setSelection: (selectedIds) => set({ selectedIds }),
    refreshCounts: async () => {
      const asked = ++countsAsked;
      try {
        const { counts, summary } = await backend.get().getShipmentCounts({ filter: get().filter });
        // Answers may cross: only the newest question's answer is shown.
        if (asked === countsAsked) set({ counts, summary });
      } catch (error) {
        get().fail(error);
      }
    },
    loadCache: async () => {
      try {
        set({ cache: await backend.get().getShipmentCacheStatus() });
      } catch (error) {
        get().fail(error);
      }
    },
    sync: async (kind = 'auto') => {
      try {
        set({ error: null });
        await backend.get().startShipmentSync({ kind });
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
    changed: () => {
      set((s) => ({ generation: s.generation + 1 }));
      void get().refreshCounts();
      void get().loadCache();
    },
    fail: (error) => set({ error: typeof error === 'string' ? error : messageOf(error) }),
  }));
}

export const useShipments = createShipmentsStore();
