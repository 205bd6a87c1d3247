import { create } from 'zustand';
import type { AppInfo, AppStatus } from '../../../shared/app/payloads.ts';
import { api, messageOf } from '../api/index.ts';

interface StatusState {
  info: AppInfo | null;
  status: AppStatus | null;
  /** The computer's own network state, from the browser. */
  networkOnline: boolean;
  error: string | null;
  load(): Promise<void>;
}

export const useStatus = create<StatusState>((set) => ({
  info: null,
  status: null,
  networkOnline: navigator.onLine,
  error: null,
  load: async () => {
    try {
      const [info, status] = await Promise.all([api.getAppInfo(), api.getStatus()]);
      set({ info, status, error: null });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
}));

api.on('statusChanged', (status) => useStatus.setState({ status }));
api.onReconnect(() => void useStatus.getState().load());
window.addEventListener('online', () => useStatus.setState({ networkOnline: true }));
window.addEventListener('offline', () => useStatus.setState({ networkOnline: false }));
