import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ListingsDay } from '../../../../shared/my-listings/listings-day.ts';
import type { TodayFigures } from '../../../../shared/shipments/today.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface TodayState {
  figures: TodayFigures | null;
  /** The listings' part (low stock, buy boxes, proposals), read with the figures. */
  listings: ListingsDay | null;
  error: string | null;
  /**
   * The figures shown were read after every change heard. False while a change came with the screen off view (it
   * reads them again as it is shown), until that read answers: the screen says its figures are being updated.
   */
  current: boolean;
  /** Subscribes to the events that change the figures; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  /** Reads the figures again from the offline cache (no network needed). */
  load(): Promise<void>;
  /**
   * The screen is on view until the returned function is called: only then do the events, and every TODAY_TICK_MS
   * the clock, read the figures again.
   */
  watch(): () => void;
}

/**
 * How often the figures are read again while the screen is on view: a deadline passes, and a day ends, with no event
 * from the backend, and "Overdue" would otherwise stay at its count from the last change until the next one.
 */
export const TODAY_TICK_MS = 60_000;

/** Runs `tick` every `ms` until the returned function is called: the window's own interval, or a test's. */
export type Every = (tick: () => void, ms: number) => () => void;

const everyInterval: Every = (tick, ms) => {
  const handle = setInterval(tick, ms);
  return () => clearInterval(handle);
};

/** The Today screen's state over the `api` given to `init`; days are counted in `timeZone` (the computer's). */
export function createTodayStore(timeZone: () => string = localTimeZone, every: Every = everyInterval) {
  const backend = apiHolder('today');
  let asked = 0;
  let watching = 0;
  let stopTicking: (() => void) | null = null;
  return create<TodayState>()((set, get) => ({
    figures: null,
    listings: null,
    error: null,
    current: false,
    init: (api) => {
      backend.set(api);
      // Only while the screen is on view (it reads them again as it is shown): a sync's every page, or the Demo's
      // new orders, would otherwise count the whole cache and the listings again for a screen nobody is looking
      // at, on the backend's one thread, holding up the screen that is (a price's preview in My listings).
      const reload = () => {
        if (watching > 0) void get().load();
        else if (get().current) set({ current: false });
      };
      const off = [
        api.on('shipmentsChanged', reload),
        api.on('profilesChanged', reload),
        // A read of My listings, a feed sync, a rule or a change sent moves the listings' part.
        api.on('buyBoxChanged', reload),
        api.on('listingChangeChanged', reload),
        api.onReconnect(reload),
      ];
      return () => off.forEach((unsubscribe) => unsubscribe());
    },
    watch: () => {
      watching += 1;
      stopTicking ??= every(() => void get().load(), TODAY_TICK_MS);
      let stopped = false;
      return () => {
        if (!stopped) watching -= 1;
        stopped = true;
        if (watching === 0) {
          stopTicking?.();
          stopTicking = null;
        }
      };
    },
    load: async () => {
      const mine = ++asked;
      try {
        const [figures, listings] = await Promise.all([
          backend.get().getToday({ timeZone: timeZone() }),
          backend.get().getListingsDay({}),
        ]);
        // Answers may cross while a sync writes: only the newest question's answer is shown.
        if (mine === asked) set({ figures, listings, error: null, current: true });
      } catch (error) {
        if (mine === asked) set({ error: messageOf(error) });
      }
    },
  }));
}

export const useToday = createTodayStore();
