import { useEffect } from 'react';
import type { Screen } from './navigation-store.ts';

/** Each screen's name, as the menu shows it and as the window's title starts. */
export const SCREEN_LABELS: Record<Screen, string> = {
  today: 'Today',
  shipments: 'Shipments',
  returns: 'Returns',
  listings: 'Listings',
  products: 'Products',
  feeds: 'Feeds',
  settings: 'Settings',
};

/** The window's title: the screen first, so a task switcher, a tab and a screen reader say where the person is. */
export function screenTitle(screen: Screen): string {
  return `${SCREEN_LABELS[screen]} — Stockroom`;
}

export function useScreenTitle(screen: Screen): void {
  useEffect(() => {
    document.title = screenTitle(screen);
  }, [screen]);
}
