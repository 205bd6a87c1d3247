import { create } from 'zustand';
import { SCREENS, type Screen } from '../../../shared/app/screens.ts';
import { api } from '../api/index.ts';

export { SCREENS, type Screen };

const inHash = (): Screen | null => {
  const name = window.location.hash.replace(/^#\/?/, '');
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : null;
};

interface NavigationState {
  screen: Screen;
  go(screen: Screen): void;
}

/**
 * Which screen is shown: kept in the address hash, so a reload stays where the person was, and per profile in the
 * backend, so a restart (which opens with no hash) does too. Today before either.
 */
export const useNavigation = create<NavigationState>((set) => ({
  screen: inHash() ?? 'today',
  go: (screen) => {
    window.location.hash = `/${screen}`;
    set({ screen });
    api.setLastScreen({ screen }).catch(() => undefined);
  },
}));

window.addEventListener('hashchange', () => {
  const screen = inHash();
  if (screen !== null) useNavigation.setState({ screen });
});

// A start with no screen in the address opens where the active profile was last.
if (inHash() === null) {
  api
    .getLastScreen()
    .then((screen) => {
      if (screen !== null && inHash() === null) useNavigation.getState().go(screen);
    })
    .catch(() => undefined);
}
