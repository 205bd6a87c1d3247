import { create } from 'zustand';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { api, messageOf } from '../../api/index.ts';

interface SettingsState {
  profiles: ProfileSummary[];
  activeId: string;
  /** The profile whose details are open. */
  selectedId: string | null;
  loading: boolean;
  error: string | null;
  /** Counts credential saves per profile: a connection result describes the credentials it was made with. */
  revisions: Record<string, number>;
  credentialsSaved(profileId: string): void;
  load(): Promise<void>;
  select(id: string | null): void;
  activate(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export const useSettings = create<SettingsState>((set, get) => ({
  profiles: [],
  activeId: 'demo',
  selectedId: null,
  loading: false,
  error: null,
  revisions: {},
  credentialsSaved: (profileId) =>
    set((state) => ({
      revisions: { ...state.revisions, [profileId]: (state.revisions[profileId] ?? 0) + 1 },
    })),
  load: async () => {
    set({ loading: true });
    try {
      const { activeId, profiles } = await api.listProfiles();
      const selectedId = get().selectedId;
      set({
        activeId,
        profiles,
        loading: false,
        error: null,
        selectedId: selectedId !== null && profiles.some((p) => p.id === selectedId) ? selectedId : activeId,
      });
    } catch (error) {
      set({ loading: false, error: messageOf(error) });
    }
  },
  select: (selectedId) => set({ selectedId }),
  activate: async (id) => {
    await api.activateProfile({ id });
    await get().load();
  },
  remove: async (id) => {
    await api.removeProfile({ id });
    set({ selectedId: null });
    await get().load();
  },
}));

api.on('profilesChanged', () => void useSettings.getState().load());
api.onReconnect(() => void useSettings.getState().load());
