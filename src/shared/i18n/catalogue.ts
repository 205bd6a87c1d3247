import { en } from './catalogues/en.ts';
import type { LanguageCode } from './languages.ts';
import { pseudoCatalogue } from './pseudo.ts';

export type MessageId = keyof typeof en;
/** A complete language: every id, and no other (an extra or misspelt id fails the typecheck). */
export type Catalogue = { readonly [K in MessageId]: string };
/** A language still growing: what it lacks reads in English. */
export type PartialCatalogue = Partial<Catalogue>;

type Written = Exclude<LanguageCode, 'pseudo'>;

/**
 * The catalogues at hand. English is always here (the source of the ids, and what a missing message reads in); the
 * others are added by `loadCatalogue` (the window: only the chosen one, a chunk of its own) or all at once by
 * `all-catalogues.ts` (the backend, the listings worker and the tests).
 */
const loaded: Partial<Record<Written, PartialCatalogue>> = { en };

/** The other languages' catalogues, each its own chunk in the window's bundle: fetched and parsed only when chosen. */
const LOADERS: Record<Exclude<Written, 'en'>, () => Promise<PartialCatalogue>> = {
  hi: () => import('./catalogues/hi.ts').then((m) => m.hi),
  mr: () => import('./catalogues/mr.ts').then((m) => m.mr),
};

export function addCatalogue(language: Written, catalogue: PartialCatalogue): void {
  loaded[language] = catalogue;
}

/** Whether `messagesOf(language)` gives that language's own messages (English and pseudo-English always do). */
export function catalogueLoaded(language: LanguageCode): boolean {
  return language === 'pseudo' || loaded[language] !== undefined;
}

/** Brings a language's catalogue in (at once when already here). */
export async function loadCatalogue(language: LanguageCode): Promise<void> {
  if (catalogueLoaded(language) || language === 'en' || language === 'pseudo') return;
  addCatalogue(language, await LOADERS[language]());
}

let pseudo: Catalogue | undefined;

/** Every message of a language, English where it has none yet (all of it while its catalogue is not loaded). */
export function messagesOf(language: LanguageCode): Catalogue {
  if (language === 'pseudo') return (pseudo ??= pseudoCatalogue(en));
  return { ...en, ...loaded[language] };
}
