import { themeChoiceOf, type ThemeChoice, type ThemeState } from '../../shared/app/theme.ts';
import type { EventBus } from '../backend/event-bus.ts';
import type { SettingsStore } from '../storage/settings.ts';

/**
 * The app's theme (System, Light or Dark), kept in the settings file for the whole app rather than per profile:
 * it is how the person likes the screen, not a fact of a shop. Each change is announced as `themeChanged`, which
 * the windows and the desktop shell (Electron's `nativeTheme`) follow.
 */
export class ThemeSetting {
  readonly #settings: SettingsStore;
  readonly #bus: EventBus;

  constructor(settings: SettingsStore, bus: EventBus) {
    this.#settings = settings;
    this.#bus = bus;
  }

  get(): ThemeState {
    return { theme: themeChoiceOf(this.#settings.get('theme')) };
  }

  set(theme: ThemeChoice): ThemeState {
    this.#settings.set('theme', theme);
    const state = { theme };
    this.#bus.emit('themeChanged', state);
    return state;
  }
}
