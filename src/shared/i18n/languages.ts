/**
 * The languages Stockroom speaks. A language is its catalogue (`catalogues/<code>.ts`) and one row here. `pseudo` is
 * for development: English accented and made 40% longer, to show untranslated and cramped places at a glance.
 */
export const LANGUAGES = {
  en: { locale: 'en-IN', name: 'English' },
  hi: { locale: 'hi-IN', name: 'हिन्दी' },
  mr: { locale: 'mr-IN', name: 'मराठी' },
  pseudo: { locale: 'en-IN', name: 'Ƥşḗḗŭḓǿǿ (development)' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

/** What the seller chose in Settings › Language: a language, or the OS's (the browser's in the web host). */
export const LANGUAGE_CHOICES = ['system', ...LANGUAGE_CODES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export interface LanguageState {
  choice: LanguageChoice;
  /** The language the app speaks now: the choice, or for `system` the first of the OS's languages Stockroom has. */
  language: LanguageCode;
}

/** A stored value as a choice: anything else (a hand-edited settings file) is `system`, the default. */
export function languageChoiceOf(value: unknown): LanguageChoice {
  return (LANGUAGE_CHOICES as readonly unknown[]).includes(value) ? (value as LanguageChoice) : 'system';
}

/**
 * The first of the OS's preferred languages (BCP 47 tags, most preferred first: `navigator.languages`, Electron's
 * `app.getPreferredSystemLanguages()`) that Stockroom has, else English. `hi-IN` and `hi` are both Hindi.
 */
export function languageFromSystem(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    const known = LANGUAGE_CODES.find((code) => code === base && code !== 'pseudo');
    if (known) return known;
  }
  return 'en';
}

export function languageOf(choice: LanguageChoice, system: readonly string[]): LanguageCode {
  return choice === 'system' ? languageFromSystem(system) : choice;
}

/**
 * The locale that numbers and dates are formatted in. Digits stay Latin (`-u-nu-latn`), as sellers read them on
 * their labels: Marathi's own default is Devanagari digits.
 */
export function formatLocaleOf(language: LanguageCode): string {
  return `${LANGUAGES[language].locale}-u-nu-latn`;
}
