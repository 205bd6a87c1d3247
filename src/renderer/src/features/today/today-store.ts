import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { TodayFigures } from '../../../../shared/shipments/today.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { messageOf } from '../../api/api-error.ts';

export interface TodayState {
  figures: TodayFigures | null;
  error: string | null;
  /** Reads the figures again from the offline cache (no network needed). */
  load(): Promise<void>;
  /** Subscribes to the events that change the figures; returns the unsubscribe. Called once by the app. */
  init(): () => void;
}

/** The Today screen's state over the given api, so a test can hand it a fake one. */
export function createTodayStore(api: Api, timeZone: () => string = localTimeZone) {
  let asked = 0;
  return create<TodayState>((set, get) => ({
    figures: null,
    error: null,
    load: async () => {
      const mine = ++asked;
      try {
        const figures = await api.getToday({ timeZone: timeZone() });
        // Answers may cross while a sync writes: only the newest question's answer is shown.
        if (mine === asked) set({ figures, error: null });
      } catch (error) {
        if (mine === asked) set({ error: messageOf(error) });
      }
    },
    init: () => {
      const reload = () => void get().load();
      const off = [
        api.on('shipmentsChanged', reload),
        api.on('profilesChanged', reload),
        api.onReconnect(reload),
      ];
      return () => off.forEach((unsubscribe) => unsubscribe());
    },
  }));
}
