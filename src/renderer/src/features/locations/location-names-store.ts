import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import {
  locationLabel,
  locationNameProblem,
  type LocationNames,
} from '../../../../shared/locations/location-names.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';
import { t } from '../../i18n/index.ts';

export interface LocationNamesState {
  /** Location id → the seller's name for it, of the active profile's seller account. */
  names: LocationNames;
  error: string | null;
  init(api: Api): () => void;
  load(): Promise<void>;
  /** Names a location ('' for the default); answers whether it was saved (else `error` says why). */
  rename(locationId: string, name: string): Promise<boolean>;
}

/** The names of the seller's locations, read once and after a profile or account change. */
export function createLocationNamesStore() {
  const backend = apiHolder('location names');
  return create<LocationNamesState>()((set, get) => ({
    names: {},
    error: null,
    init: (api) => {
      backend.set(api);
      void get().load();
      const off = [
        api.on('profilesChanged', () => void get().load()),
        api.onReconnect(() => void get().load()),
      ];
      return () => off.forEach((unsubscribe) => unsubscribe());
    },
    load: async () => {
      try {
        set({ names: await backend.get().locationNames({}), error: null });
      } catch (error) {
        set({ error: messageOf(error) });
      }
    },
    rename: async (locationId, name) => {
      const problem = locationNameProblem(name, t);
      if (problem !== null) {
        set({ error: problem });
        return false;
      }
      try {
        set({ names: await backend.get().nameLocation({ locationId, name: name.trim() }), error: null });
        return true;
      } catch (error) {
        set({ error: messageOf(error) });
        return false;
      }
    },
  }));
}

export const useLocationNames = createLocationNamesStore();

/** A location as the screens show it: its name (see `locationLabel`). */
export function useLocationLabel(): (id: string | null | undefined) => string {
  const names = useLocationNames((s) => s.names);
  return (id) => locationLabel(id, names, t);
}
