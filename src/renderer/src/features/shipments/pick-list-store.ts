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
  /** What the desktop app's print or PDF did ("Saved to …"), or why it did not; null before any. */
  printed: string | null;
  /** Keeps the api the app starts it with (or a test's fake one). */
  init(api: Api): () => void;
  open(source: PickListSource): Promise<void>;
  close(): void;
  /** The desktop app's own print (`canPrintInApp`): the system's print dialog, or a PDF named in the save dialog. */
  print(to: 'printer' | 'pdf'): Promise<void>;
}

/** The pick list and packing slips on show, read from the offline cache over the `api` given to `init`. */
export function createPickListStore(timeZone: () => string = localTimeZone) {
  const backend = apiHolder('pick list');
  let asked = 0;
  return create<PickListState>()((set, get) => ({
    list: null,
    loading: false,
    error: null,
    printed: null,
    init: (api) => {
      backend.set(api);
      return () => undefined;
    },
    open: async (source) => {
      const mine = ++asked;
      set({ loading: true, error: null, printed: null });
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
      set({ list: null, loading: false, error: null, printed: null });
    },
    print: async (to) => {
      const list = get().list;
      if (list === null) return;
      set({ printed: null });
      try {
        const done = await backend.get().printDocument({ to, fileName: pdfName(list) });
        const said =
          done.outcome === 'saved'
            ? `Saved to ${done.path}.`
            : done.outcome === 'printed'
              ? 'Sent to the printer.'
              : null;
        set({ printed: said });
      } catch (error) {
        set({ printed: messageOf(error) });
      }
    },
  }));
}

/** "Pick list To pack 2026-11-25.pdf": what it holds and the day it was made, as a plain file name. */
function pdfName(list: PickList): string {
  const day = new Date(list.at).toLocaleDateString('en-CA', { timeZone: list.timeZone });
  const what = list.source.replace(/[^\w .,()-]/g, '').slice(0, 60);
  return `Pick list ${what} ${day}.pdf`.replace(/ +/g, ' ');
}

export const usePickList = createPickListStore();
