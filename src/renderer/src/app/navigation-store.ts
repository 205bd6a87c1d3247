import { create } from 'zustand';

export const SCREENS = ['today', 'shipments', 'listings', 'feeds', 'settings'] as const;
export type Screen = (typeof SCREENS)[number];

const fromHash = (): Screen => {
  const name = window.location.hash.replace(/^#\/?/, '');
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'today';
};

interface NavigationState {
  screen: Screen;
  go(screen: Screen): void;
}

/** Which screen is shown; kept in the address hash so a reload stays where the person was. */
export const useNavigation = create<NavigationState>((set) => ({
  screen: fromHash(),
  go: (screen) => {
    window.location.hash = `/${screen}`;
    set({ screen });
  },
}));

window.addEventListener('hashchange', () => useNavigation.setState({ screen: fromHash() }));
