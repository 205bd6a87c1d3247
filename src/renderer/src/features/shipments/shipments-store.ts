import { create } from 'zustand';
import type {
  ShipmentDetail,
  ShipmentCacheStatus,
  ShipmentCounts,
  ShipmentGridFilter,
  ShipmentSummary,
} from '../../../../shared/shipments/types.ts';
import type { ShipmentView } from '../../../../shared/shipments/views.ts';
import { api, messageOf } from '../../api/index.ts';

interface ShipmentsState {
  filter: ShipmentGridFilter;
  counts: ShipmentCounts | null;
  summary: ShipmentSummary | null;
  cache: ShipmentCacheStatus | null;
  detail: ShipmentDetail | null;
  error: string | null;
  /** Grows by one whenever the rows may have changed, so the grid reads its blocks again. */
  generation: number;
  setView(view: ShipmentView): void;
  setFilter(patch: Partial<ShipmentGridFilter>): void;
  refreshCounts(): Promise<void>;
  loadCache(): Promise<void>;
  sync(kind?: 'auto' | 'full'): Promise<void>;
  open(shipmentId: string): Promise<void>;
  close(): void;
  changed(): void;
}

export const useShipments = create<ShipmentsState>((set, get) => ({
  filter: { view: 'toPack' },
  counts: null,
  summary: null,
  cache: null,
  detail: null,
  error: null,
  generation: 0,
  setView: (view) => get().setFilter({ view }),
  setFilter: (patch) => {
    set((s) => ({ filter: { ...s.filter, ...patch }, generation: s.generation + 1 }));
    void get().refreshCounts();
  },
  refreshCounts: async () => {
    try {
      const { counts, summary } = await api.getShipmentCounts({ filter: get().filter });
      set({ counts, summary });
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
  sync: async (kind = 'auto') => {
    try {
      set({ error: null });
      await api.startShipmentSync({ kind });
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
api.on('profilesChanged', () => {
  useShipments.setState({ detail: null });
  useShipments.getState().changed();
  void useShipments.getState().sync();
});
