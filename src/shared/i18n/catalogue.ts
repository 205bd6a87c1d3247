import type { en } from './catalogues/en.ts';
import type { enBackend } from './catalogues/en-backend.ts';
import { enWindow } from './catalogues/en-window.ts';
import type { LanguageCode } from './languages.ts';
import { pseudoCatalogue } from './pseudo.ts';

export type MessageId = keyof typeof en;
/** A complete language: every id, and no other (an extra or misspelt id fails the typecheck). */
export type Catalogue = { readonly [K in MessageId]: string };
/** A language still growing: what it lacks reads in English. */
export type PartialCatalogue = Partial<Catalogue>;
/** A language's messages the window says (each language is kept in the two halves English is). */
export type WindowCatalogue = { readonly [K in keyof typeof enWindow]: string };
/** A language's messages only the backend says. */
export type BackendCatalogue = { readonly [K in keyof typeof enBackend]: string };

type Written = Exclude<LanguageCode, 'pseudo'>;

/**
 * English, what every other language falls back to: in the window, the messages it says itself (en-window.ts, its
 * first screen's bytes); the backend adds the rest with `all-catalogues.ts`.
 */
let english: PartialCatalogue = enWindow;

/**
 * The other catalogues at hand, added by `loadCatalogue` (the window: only the chosen one, a chunk of its own) or
 * all at once by `all-catalogues.ts` (the backend, the listings worker and the tests).
 */
const loaded: Partial<Record<Exclude<Written, 'en'>, PartialCatalogue>> = {};

/**
 * The window's half of the other languages, each its own chunk in the window's bundle: fetched and parsed only when
 * chosen.
 */
const LOADERS: Record<Exclude<Written, 'en'>, () => Promise<PartialCatalogue>> = {
  hi: () => import('./catalogues/hi-window.ts').then((m) => m.hiWindow),
  mr: () => import('./catalogues/mr-window.ts').then((m) => m.mrWindow),
};

export function addCatalogue(language: Written, catalogue: PartialCatalogue): void {
  if (language === 'en') {
    english = { ...english, ...catalogue };
    pseudo = undefined;
  } else loaded[language] = catalogue;
}

/** Whether `messagesOf(language)` gives that language's own messages (English and pseudo-English always do). */
export function catalogueLoaded(language: LanguageCode): boolean {
  return language === 'pseudo' || language === 'en' || loaded[language] !== undefined;
}

/** Brings a language's catalogue in (at once when already here). */
export async function loadCatalogue(language: LanguageCode): Promise<void> {
  if (catalogueLoaded(language) || language === 'en' || language === 'pseudo') return;
  addCatalogue(language, await LOADERS[language]());
}

let pseudo: PartialCatalogue | undefined;

/**
 * Every message of a language, English where it has none yet (all of it while its catalogue is not loaded). In the
 * window, English is the window's half: the ids it never writes (catalogue-split.test.ts) are not there.
 */
export function messagesOf(language: LanguageCode): Catalogue {
  if (language === 'pseudo') return (pseudo ??= pseudoCatalogue(english)) as Catalogue;
  return (language === 'en' ? english : { ...english, ...loaded[language] }) as Catalogue;
}
