import {
  languageChoiceOf,
  languageOf,
  type LanguageChoice,
  type LanguageState,
} from '../../shared/i18n/languages.ts';
import type { EventBus } from '../backend/event-bus.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import type { SettingsStore } from '../storage/settings.ts';

/**
 * The app's language, kept in the settings file for the whole app (like the theme: how the person reads, not a fact
 * of a shop). The backend's own sentences follow it at once; each change is announced as `languageChanged`, which
 * the windows and the desktop shell (its menu) follow. `system` is the OS's languages as a window last named them,
 * kept in the settings so that a start speaks them before a window asks.
 */
export class LanguageSetting {
  readonly #settings: SettingsStore;
  readonly #bus: EventBus;
  #system: readonly string[] = [];

  constructor(settings: SettingsStore, bus: EventBus) {
    this.#settings = settings;
    this.#bus = bus;
    this.#system = settings.get('systemLanguages');
    setBackendLanguage(this.#state().language);
  }

  #state(): LanguageState {
    const choice = languageChoiceOf(this.#settings.get('language'));
    return { choice, language: languageOf(choice, this.#system) };
  }

  /** The setting, with the OS's languages (most preferred first) the window reads. */
  get(system: readonly string[]): LanguageState {
    if (system.length !== this.#system.length || system.some((tag, i) => tag !== this.#system[i])) {
      this.#system = [...system];
      try {
        this.#settings.set('systemLanguages', [...system]);
      } catch {
        // A data folder that cannot be written (said once, at the start): they serve this run only.
      }
    }
    const state = this.#state();
    setBackendLanguage(state.language);
    return state;
  }

  set(choice: LanguageChoice): LanguageState {
    this.#settings.set('language', choice);
    const state = this.#state();
    setBackendLanguage(state.language);
    this.#bus.emit('languageChanged', state);
    return state;
  }
}
