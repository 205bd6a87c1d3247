import { en } from './catalogues/en.ts';
import { hi } from './catalogues/hi.ts';
import { mr } from './catalogues/mr.ts';
import type { LanguageCode } from './languages.ts';
import { pseudoCatalogue } from './pseudo.ts';

export type MessageId = keyof typeof en;
/** A complete language: every id, and no other (an extra or misspelt id fails the typecheck). */
export type Catalogue = { readonly [K in MessageId]: string };
/** A language still growing: what it lacks reads in English. */
export type PartialCatalogue = Partial<Catalogue>;

/** The languages' own catalogues, as written. */
export const CATALOGUES: Record<Exclude<LanguageCode, 'pseudo'>, PartialCatalogue> = { en, hi, mr };

let pseudo: Catalogue | undefined;

/** Every message of a language, English where it has none yet. */
export function messagesOf(language: LanguageCode): Catalogue {
  if (language === 'pseudo') return (pseudo ??= pseudoCatalogue(en));
  return { ...en, ...CATALOGUES[language] };
}
