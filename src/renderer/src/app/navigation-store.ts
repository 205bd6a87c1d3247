import { create } from 'zustand';

export const SCREENS = ['shipments', 'listings', 'feeds', 'settings'] as const;
export type Screen = (typeof SCREENS)[number];

const screenOf = (hash: string): Screen => {
  const name = hash.replace(/^#\/?/, '');
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'shipments';
};

interface NavigationState {
  screen: Screen;
  /** Follows the address hash (back and forward); called once by the app. */
  init(window: Window): () => void;
  go(screen: Screen): void;
}

/** Which screen is shown; kept in the address hash so a reload stays where the person was. */
export const useNavigation = create<NavigationState>((set) => {
  let location: Location | null = null;
  return {
    screen: 'shipments',
    init: (win) => {
      location = win.location;
      const follow = () => set({ screen: screenOf(win.location.hash) });
      follow();
      win.addEventListener('hashchange', follow);
      return () => win.removeEventListener('hashchange', follow);
    },
    go: (screen) => {
      if (location) location.hash = `/${screen}`;
      set({ screen });
    },
  };
});
