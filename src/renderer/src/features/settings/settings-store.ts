import { create } from 'zustand';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface SettingsState {
  profiles: ProfileSummary[];
  activeId: string;
  /** The profile whose details are open. */
  selectedId: string | null;
  loading: boolean;
  error: string | null;
  /** Counts credential saves per profile: a connection result describes the credentials it was made with. */
  revisions: Record<string, number>;
  /** Subscribes to the backend's events; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  credentialsSaved(profileId: string): void;
  load(): Promise<void>;
  select(id: string | null): void;
  activate(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The profiles as the Settings screen shows them, over the `api` given to `init`. */
export function createSettingsStore() {
  const backend = apiHolder('settings');
  return create<SettingsState>()((set, get) => ({
    profiles: [],
    activeId: 'demo',
    selectedId: null,
    loading: false,
    error: null,
    revisions: {},
    init: (api) => {
      backend.set(api);
      const off = [
        api.on('profilesChanged', () => void get().load()),
        api.onReconnect(() => void get().load()),
      ];
      return () => off.forEach((unsubscribe) => unsubscribe());
    },
    credentialsSaved: (profileId) =>
      set((state) => ({
        revisions: { ...state.revisions, [profileId]: (state.revisions[profileId] ?? 0) + 1 },
      })),
    load: async () => {
      set({ loading: true });
      try {
        const { activeId, profiles } = await backend.get().listProfiles();
        const selectedId = get().selectedId;
        set({
          activeId,
          profiles,
          loading: false,
          error: null,
          selectedId:
            selectedId !== null && profiles.some((p) => p.id === selectedId) ? selectedId : activeId,
        });
      } catch (error) {
        set({ loading: false, error: messageOf(error) });
      }
    },
    select: (selectedId) => set({ selectedId }),
    activate: async (id) => {
      await backend.get().activateProfile({ id });
      await get().load();
    },
    remove: async (id) => {
      await backend.get().removeProfile({ id });
      set({ selectedId: null });
      await get().load();
    },
  }));
}

export const useSettings = createSettingsStore();
