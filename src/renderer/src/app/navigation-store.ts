import { create } from 'zustand';
import { SCREENS, type Screen } from '../../../shared/app/screens.ts';
import type { Api } from '../../../shared/ipc/types.ts';

export { SCREENS, type Screen };

const inHash = (hash: string): Screen | null => {
  const name = hash.replace(/^#\/?/, '');
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : null;
};

interface NavigationState {
  screen: Screen;
  /**
   * Whether `screen` is the one to show: false on a start with no hash until the backend has said which screen the
   * profile was last on, so that a launch does not load (and ask the backend for) a screen it is about to leave.
   */
  settled: boolean;
  /**
   * Follows the address hash (back and forward), and on a start with none opens the screen the active profile was
   * last on; called once by the app.
   */
  init(window: Window, api: Api): () => void;
  go(screen: Screen): void;
}

/**
 * Which screen is shown: kept in the address hash, so a reload stays where the person was, and per profile in the
 * backend, so a restart (which opens with no hash) does too. Today before either.
 */
export const useNavigation = create<NavigationState>((set, get) => {
  let location: Location | null = null;
  let backend: Api | null = null;
  return {
    screen: 'today',
    settled: false,
    init: (win, api) => {
      location = win.location;
      backend = api;
      const follow = () => {
        const screen = inHash(win.location.hash);
        if (screen !== null) set({ screen, settled: true });
      };
      follow();
      win.addEventListener('hashchange', follow);
      if (inHash(win.location.hash) === null)
        api
          .getLastScreen()
          .then((screen) => {
            if (screen !== null && inHash(win.location.hash) === null) get().go(screen);
          })
          .catch(() => undefined)
          .finally(() => set({ settled: true }));
      return () => win.removeEventListener('hashchange', follow);
    },
    go: (screen) => {
      if (location) location.hash = `/${screen}`;
      set({ screen, settled: true });
      backend?.setLastScreen({ screen }).catch(() => undefined);
    },
  };
});
