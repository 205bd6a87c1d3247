import { create } from 'zustand';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { followDateLocale } from '../../../shared/dates.ts';
import {
  catalogueLoaded,
  loadCatalogue,
  messagesOf,
  type MessageId,
} from '../../../shared/i18n/catalogue.ts';
import {
  formatLocaleOf,
  LANGUAGE_CODES,
  LANGUAGES,
  languageFromSystem,
  type LanguageChoice,
  type LanguageCode,
} from '../../../shared/i18n/languages.ts';
import { messageFormatter, type MessageValues } from '../../../shared/i18n/translator.ts';
import type { Api } from '../../../shared/ipc/types.ts';
import { messageOf } from '../api/api-error.ts';
import { apiHolder } from '../api/api-holder.ts';

/** What the language needs of the window: its languages, its root element, and a place to remember the last one. */
export type LanguageWindow = {
  navigator: { languages: readonly string[] };
  document: { documentElement: HTMLElement; fonts?: Pick<FontFaceSet, 'load'> };
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
};

const LAST_LANGUAGE = 'stockroom.language';
const cache = createIntlCache();
const intls = new Map<LanguageCode, IntlShape>();
const formatters = new Map<LanguageCode, (id: MessageId, values?: MessageValues) => string>();

/**
 * React's formatter for a language: `<FormattedMessage>` and rich text; `t()` below for plain sentences. English
 * until the language's catalogue is loaded (`languageReady`), which the store waits for before speaking it.
 */
export function intlFor(language: LanguageCode): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: formatLocaleOf(language),
        defaultLocale: 'en-IN-u-nu-latn',
        messages: messagesOf(language),
        onError: (error) => console.error(`[i18n] ${error.message}`),
      },
      cache,
    );
    if (catalogueLoaded(language)) intls.set(language, intl);
  }
  return intl;
}

export interface LanguageStoreState {
  /** The setting; null until the backend answered. */
  choice: LanguageChoice | null;
  /** The language the screens speak now. */
  language: LanguageCode;
  error: string | null;
  setLanguage(choice: LanguageChoice): Promise<void>;
  /** Reads the setting with the window's languages, follows its changes, and marks the page's `lang`. */
  init(api: Api, win: LanguageWindow): () => void;
}

/** How long a switch to Hindi or Marathi waits for the bundled font at most, before drawing anyway. */
const FONT_WAIT_MS = 1500;

/**
 * Resolves once Devanagari's faces (every weight the screens use) have loaded, at most `FONT_WAIT_MS` later; at once
 * for a language in Latin letters. Hindi is drawn only then: on a stock Linux no other font has these letters, and
 * Chromium kept a word drawn before the font arrived as boxes (the menu's "आज" in a screenshot).
 */
export function devanagariReady(win: LanguageWindow, language: LanguageCode): Promise<void> {
  const fonts = win.document.fonts;
  if ((language !== 'hi' && language !== 'mr') || !fonts) return Promise.resolve();
  const loads = [400, 600, 700].map((weight) =>
    fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'क').catch(() => undefined),
  );
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]);
}

/**
 * Resolves once a language can be drawn: its catalogue loaded (Hindi and Marathi are chunks of their own, fetched
 * only when chosen; English is in the entry) and its font ready, both at once.
 */
export function languageReady(
  win: LanguageWindow | null,
  language: LanguageCode,
  load: (language: LanguageCode) => Promise<void> = loadCatalogue,
): Promise<void> {
  return Promise.all([
    // A chunk that cannot be fetched leaves the language's sentences in English rather than no window at all.
    load(language).catch((error: unknown) => console.error('[i18n] catalogue not loaded', error)),
    win ? devanagariReady(win, language) : Promise.resolve(),
  ]).then(() => undefined);
}

/** `load` brings a language's catalogue in (a test gives its own to hold a switch). */
export function createLanguageStore(load: (language: LanguageCode) => Promise<void> = loadCatalogue) {
  const backend = apiHolder('language');
  let win: LanguageWindow | null = null;
  const apply = (language: LanguageCode) => {
    if (!win) return;
    win.document.documentElement.lang = LANGUAGES[language].locale;
    try {
      win.localStorage?.setItem(LAST_LANGUAGE, language);
    } catch {
      // A browser that keeps nothing: the first paint of the next start follows the OS instead.
    }
  };
  return create<LanguageStoreState>()((set, get) => {
    // The screens change language once its catalogue and font are ready; only the latest of several quick switches
    // applies.
    let latest = 0;
    const speak = (
      state: Partial<Pick<LanguageStoreState, 'choice' | 'error'>> & { language: LanguageCode },
    ) => {
      const mine = ++latest;
      return languageReady(win, state.language, load).then(() => {
        if (mine !== latest) return;
        set(state);
        apply(state.language);
      });
    };
    return {
      choice: null,
      language: 'en',
      error: null,
      setLanguage: async (choice) => {
        const before = get();
        try {
          const state = await backend.get().setLanguage({ choice });
          await speak({ choice: state.choice, language: state.language, error: null });
        } catch (error) {
          set({ choice: before.choice, language: before.language, error: messageOf(error) });
        }
      },
      init: (api, w) => {
        backend.set(api);
        win = w;
        // The first paint speaks the language of the last start (or the OS's) rather than flashing English; the
        // window draws it once its catalogue and font are ready (main.tsx, `languageReady`).
        const last = w.localStorage?.getItem(LAST_LANGUAGE);
        const first = (LANGUAGE_CODES as readonly string[]).includes(last ?? '')
          ? (last as LanguageCode)
          : languageFromSystem(w.navigator.languages);
        set({ language: first });
        apply(first);
        const load = () =>
          api.getLanguage({ system: [...w.navigator.languages].slice(0, 20) }).then(
            (state) => speak({ choice: state.choice, language: state.language, error: null }),
            (error: unknown) => set({ error: messageOf(error) }),
          );
        const off = [
          api.on(
            'languageChanged',
            (state) => void speak({ choice: state.choice, language: state.language }),
          ),
          api.onReconnect(() => void load()),
        ];
        void load();
        return () => off.forEach((unsubscribe) => unsubscribe());
      },
    };
  });
}

export const useLanguage = createLanguageStore();

/** A sentence of the catalogue in the language the screens speak now. Outside React too (stores, grid columns). */
export function t(id: MessageId, values?: MessageValues): string {
  const language = useLanguage.getState().language;
  let format = formatters.get(language);
  if (format === undefined) {
    format = messageFormatter(intlFor(language));
    // Kept only once the language's own messages are there: never an English stand-in for good.
    if (catalogueLoaded(language)) formatters.set(language, format);
  }
  return format(id, values);
}

/** The locale numbers, money and dates are written in now (`hi-IN-u-nu-latn`: Latin digits). */
export function locale(): string {
  return formatLocaleOf(useLanguage.getState().language);
}

// Dates (month names, am/pm) are written in the language the screens speak.
followDateLocale(locale);
