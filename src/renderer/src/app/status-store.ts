import { create } from 'zustand';
import type { AppInfo, AppStatus } from '../../../shared/app/payloads.ts';
import type { Api } from '../../../shared/ipc/types.ts';
import { messageOf } from '../api/api-error.ts';
import { apiHolder } from '../api/api-holder.ts';

export interface StatusState {
  info: AppInfo | null;
  status: AppStatus | null;
  /** The computer's own network state, from the browser. */
  networkOnline: boolean;
  error: string | null;
  /** Subscribes to the backend's events and the browser's network state; called once by the app. */
  init(api: Api, window?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
  load(): Promise<void>;
  /** Chooses where secrets are kept (only where the OS has no keychain); the app info says what was chosen. */
  setSecretStorage(mode: 'memory' | 'basic-text'): Promise<void>;
}

/** The status bar's and the app's own state, over the `api` given to `init`. */
export function createStatusStore(online = true) {
  const backend = apiHolder('status');
  return create<StatusState>()((set) => ({
    info: null,
    status: null,
    networkOnline: online,
    error: null,
    init: (api, win) => {
      backend.set(api);
      const goOnline = () => set({ networkOnline: true });
      const goOffline = () => set({ networkOnline: false });
      win?.addEventListener('online', goOnline);
      win?.addEventListener('offline', goOffline);
      const off = [
        api.on('statusChanged', (status) => set({ status })),
        api.onReconnect(() => void loadStatus(backend.get(), set)),
      ];
      return () => {
        win?.removeEventListener('online', goOnline);
        win?.removeEventListener('offline', goOffline);
        off.forEach((unsubscribe) => unsubscribe());
      };
    },
    load: () => loadStatus(backend.get(), set),
    setSecretStorage: async (mode) => {
      set({ info: await backend.get().setSecretStorage({ mode }) });
    },
  }));
}

async function loadStatus(api: Api, set: (partial: Partial<StatusState>) => void): Promise<void> {
  try {
    const [info, status] = await Promise.all([api.getAppInfo(), api.getStatus()]);
    set({ info, status, error: null });
  } catch (error) {
    set({ error: messageOf(error) });
  }
}

export const useStatus = createStatusStore(typeof navigator === 'undefined' ? true : navigator.onLine);
