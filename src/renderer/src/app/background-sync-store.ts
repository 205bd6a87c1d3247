import { create } from 'zustand';
import type { BackgroundSyncState, NewOrdersNotice } from '../../../shared/app/payloads.ts';
import type { Api } from '../../../shared/ipc/types.ts';
import { messageOf } from '../api/index.ts';

interface BackgroundSyncStore {
  state: BackgroundSyncState | null;
  /** The last "new orders to pack", until dismissed (a toast in the browser; the desktop app notifies the OS). */
  notice: NewOrdersNotice | null;
  error: string | null;
  setMinutes(minutes: 0 | 5 | 15 | 30 | 60): Promise<void>;
  dismissNotice(): void;
  init(api: Pick<Api, 'on' | 'getBackgroundSync' | 'setBackgroundSync' | 'onReconnect'>): void;
}

let api: Pick<Api, 'setBackgroundSync'> | null = null;

export const useBackgroundSync = create<BackgroundSyncStore>((set) => ({
  state: null,
  notice: null,
  error: null,
  setMinutes: async (minutes) => {
    try {
      set({ state: await api!.setBackgroundSync({ minutes }), error: null });
    } catch (e) {
      set({ error: messageOf(e) });
    }
  },
  dismissNotice: () => set({ notice: null }),
  init: (given) => {
    if (api) return;
    api = given;
    const load = () =>
      given.getBackgroundSync({}).then(
        (state) => set({ state }),
        (e: unknown) => set({ error: messageOf(e) }),
      );
    given.on('backgroundSyncChanged', (state) => set({ state }));
    given.on('newOrdersToPack', (notice) => set({ notice }));
    given.onReconnect(() => void load());
    void load();
  },
}));
