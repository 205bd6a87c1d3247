import { useEffect } from 'react';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { t } from '../i18n/index.ts';
import type { Screen } from './navigation-store.ts';

/** Each screen's name, as the menu shows it and as the window's title starts (a message of the catalogue). */
export const SCREEN_LABEL_IDS: Record<Screen, MessageId> = {
  today: 'app.screen.today',
  shipments: 'app.screen.shipments',
  returns: 'app.screen.returns',
  listings: 'app.screen.listings',
  products: 'app.screen.products',
  feeds: 'app.screen.feeds',
  settings: 'app.screen.settings',
};

/** A screen's name in the language the screens speak now. */
export function screenLabel(screen: Screen): string {
  return t(SCREEN_LABEL_IDS[screen]);
}

/** The window's title: the screen first, so a task switcher, a tab and a screen reader say where the person is. */
export function screenTitle(screen: Screen): string {
  return t('app.window.title', { screen: screenLabel(screen) });
}

export function useScreenTitle(screen: Screen, language: string): void {
  useEffect(() => {
    document.title = screenTitle(screen);
  }, [screen, language]);
}
