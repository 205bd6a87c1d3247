import { create } from 'zustand';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { PickList } from '../../../../shared/shipments/pick-list.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import type { ShipmentGridFilter, ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import { messageOf } from '../../api/api-error.ts';

export type PickListSource =
  { filter: ShipmentGridFilter; sort: GridSort<ShipmentSortColumn>[] } | { shipmentIds: string[] };

export interface PickListState {
  /** The list on show, or null when the print view is closed. */
  list: PickList | null;
  loading: boolean;
  error: string | null;
  open(source: PickListSource): Promise<void>;
  close(): void;
}

/** The pick list and packing slips on show, read from the offline cache over the given api. */
export function createPickListStore(api: Api, timeZone: () => string = localTimeZone) {
  let asked = 0;
  return create<PickListState>((set) => ({
    list: null,
    loading: false,
    error: null,
    open: async (source) => {
      const mine = ++asked;
      set({ loading: true, error: null });
      try {
        const request =
          'shipmentIds' in source
            ? { shipmentIds: source.shipmentIds, timeZone: timeZone() }
            : { filter: { ...source.filter, timeZone: undefined }, sort: source.sort, timeZone: timeZone() };
        const list = await api.getPickList(request);
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
