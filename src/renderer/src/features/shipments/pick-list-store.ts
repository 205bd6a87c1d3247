import { create } from 'zustand';
import { fileDay } from '../../../../shared/dates.ts';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { PrintOutcome } from '../../../../shared/app/payloads.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { PickList } from '../../../../shared/shipments/pick-list.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import type { ShipmentGridFilter, ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';
import { t } from '../../i18n/index.ts';
import { partLabel } from './part-label.ts';
import { partCount } from './print-parts.ts';

export type PickListSource =
  { filter: ShipmentGridFilter; sort: GridSort<ShipmentSortColumn>[] } | { shipmentIds: string[] };

export interface PickListState {
  /** The list on show, or null when the print view is closed. */
  list: PickList | null;
  loading: boolean;
  error: string | null;
  /** What the desktop app's print or PDF did ("Saved to …"), or why it did not; null before any. */
  printed: string | null;
  /** The part of a long list on show (`print-parts.ts`): 0 is the list itself; a short list has only part 0. */
  part: number;
  /** While the desktop app prints a long list in parts: which ("Printing slips 1,001–1,500 of 5,000…"). */
  progress: string | null;
  /** Keeps the api the app starts it with (or a test's fake one). */
  init(api: Api): () => void;
  open(source: PickListSource): Promise<void>;
  close(): void;
  /** The desktop app's own print (`canPrintInApp`): the system's print dialog, or a PDF named in the save dialog. */
  print(to: 'printer' | 'pdf'): Promise<void>;
  /** Stops a print in parts after the part printing now; nothing is saved or printed. */
  cancelPrint(): void;
  /** Pages a long list: the part to show (and, in the browser, to print). */
  showPart(index: number): void;
}

/** Until the part just set is on screen: the frame after React's commit (a test gives its own). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The pick list and packing slips on show, read from the offline cache over the `api` given to `init`. */
export function createPickListStore(
  timeZone: () => string = localTimeZone,
  drawn: () => Promise<void> = afterPaint,
) {
  const backend = apiHolder('pick list');
  let asked = 0;
  let printings = 0;
  let cancelled = false;

  return create<PickListState>()((set, get) => {
    /**
     * Shows each part in turn and has the desktop app print it; the backend joins the parts into one PDF and saves or
     * prints it. The screen goes back to the part it showed.
     */
    const printInParts = async (list: PickList, to: 'printer' | 'pdf'): Promise<PrintOutcome> => {
      const api = backend.get();
      const documentId = `pick-list-${Date.now()}-${++printings}`;
      const parts = partCount(list.slips.length);
      const shown = get().part;
      try {
        for (let index = 0; index < parts && !cancelled; index++) {
          const progress =
            index === 0
              ? t('shipments.print.printingList')
              : t('shipments.print.printingPart', {
                  part: partLabel(index, list.slips.length).toLowerCase(),
                });
          set({ part: index, progress });
          await drawn();
          await api.printDocumentPart({ documentId, index });
        }
        if (cancelled) {
          await api.dropDocumentParts({ documentId });
          return { outcome: 'cancelled' };
        }
        set({ progress: t('shipments.print.joining') });
        return await api.finishDocumentParts({ documentId, parts, to, fileName: pdfName(list) });
      } catch (error) {
        await api.dropDocumentParts({ documentId }).catch(() => undefined);
        throw error;
      } finally {
        set({ part: shown, progress: null });
      }
    };

    return {
      list: null,
      loading: false,
      error: null,
      printed: null,
      part: 0,
      progress: null,
      init: (api) => {
        backend.set(api);
        return () => undefined;
      },
      open: async (source) => {
        const mine = ++asked;
        set({ loading: true, error: null, printed: null, part: 0 });
        try {
          const request =
            'shipmentIds' in source
              ? { shipmentIds: source.shipmentIds, timeZone: timeZone() }
              : {
                  filter: { ...source.filter, timeZone: undefined },
                  sort: source.sort,
                  timeZone: timeZone(),
                };
          const list = await backend.get().getPickList(request);
          if (mine === asked) set({ list, loading: false });
        } catch (error) {
          if (mine === asked) set({ loading: false, error: messageOf(error) });
        }
      },
      close: () => {
        asked++;
        cancelled = true;
        set({ list: null, loading: false, error: null, printed: null, part: 0 });
      },
      print: async (to) => {
        const list = get().list;
        if (list === null || get().progress !== null) return;
        set({ printed: null });
        cancelled = false;
        try {
          const whole = partCount(list.slips.length) === 1;
          const done = whole
            ? await backend.get().printDocument({ to, fileName: pdfName(list) })
            : await printInParts(list, to);
          const said =
            done.outcome === 'saved'
              ? t('shipments.print.saved', { path: done.path })
              : done.outcome === 'printed'
                ? t('shipments.print.sent')
                : cancelled
                  ? t(to === 'pdf' ? 'shipments.print.cancelledSave' : 'shipments.print.cancelledPrint')
                  : null;
          set({ printed: said });
        } catch (error) {
          set({ printed: messageOf(error) });
        }
      },
      cancelPrint: () => {
        if (get().progress !== null) cancelled = true;
      },
      showPart: (index) => {
        const list = get().list;
        if (list === null || get().progress !== null) return;
        set({ part: Math.max(0, Math.min(index, partCount(list.slips.length) - 1)) });
      },
    };
  });
}

/**
 * "Pick list To pack 2026-11-25.pdf": what it holds and the day it was made, as a plain file name, in the language
 * the screens speak (letters of any script are kept: Devanagari's vowel signs too).
 */
function pdfName(list: PickList): string {
  const day = fileDay(list.at, list.timeZone);
  const what = list.source.replace(/[^\p{L}\p{M}\p{N} .,()_-]/gu, '').slice(0, 60);
  return t('shipments.print.fileName', { what, day }).replace(/ +/g, ' ');
}

export const usePickList = createPickListStore();
