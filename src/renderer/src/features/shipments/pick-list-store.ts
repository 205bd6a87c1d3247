import { create } from 'zustand';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { PickList } from '../../../../shared/shipments/pick-list.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import type { ShipmentGridFilter, ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

export type PickListSource =
  { filter: ShipmentGridFilter; sort: GridSort<ShipmentSortColumn>[] } | { shipmentIds: string[] };

export interface PickListState {
  /** The list on show, or null when the print view is closed. */
  list: PickList | null;
  loading: boolean;
  error: string | null;
  /** Keeps the api the app starts it with (or a test's fake one). */
  init(api: Api): () => void;
  open(source: PickListSource): Promise<void>;
  close(): void;
}

/** The pick list and packing slips on show, read from the offline cache over the `api` given to `init`. */
export function createPickListStore(timeZone: () => string = localTimeZone) {
  const backend = apiHolder('pick list');
  let asked = 0;
  return create<PickListState>()((set) => ({
    list: null,
    loading: false,
    error: null,
    init: (api) => {
      backend.set(api);
      return () => undefined;
    },
    open: async (source) => {
      const mine = ++asked;
      set({ loading: true, error: null });
      try {
        const request =
          'shipmentIds' in source
            ? { shipmentIds: source.shipmentIds, timeZone: timeZone() }
            : { filter: { ...source.filter, timeZone: undefined }, sort: source.sort, timeZone: timeZone() };
        const list = await backend.get().getPickList(request);
        if (mine === asked) set({ list, loading: false });
      } catch (error) {
        if (mine === asked) set({ loading: false, error: messageOf(error) });
      }
    },
    close: () => {
      asked++;
      set({ list: null, loading: false, error: null });
    },
  }));
}

export const usePickList = createPickListStore();
