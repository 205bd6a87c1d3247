// Every language's messages, before anything that translates at load (docs/PERFORMANCE.md, issue 43).
import '../../shared/i18n/all-catalogues.ts';
import { followDateLocale } from '../../shared/dates.ts';
import type { MessageId } from '../../shared/i18n/catalogue.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { translatorFor, type MessageValues, type Translator } from '../../shared/i18n/translator.ts';

/**
 * The language of the backend's sentences (a job's closing sentence, a refusal, an error, a notification, the
 * desktop menu): the one the screens speak, set by the language setting (`app/language-setting.ts`). One per process,
 * as there is one seller at the screen; English until the setting is read.
 */
let current: Translator = translatorFor('en');
// The dates in its sentences are written in the same language.
followDateLocale(() => current.locale);

export function setBackendLanguage(language: LanguageCode): void {
  current = translatorFor(language);
}

/** A sentence of the catalogue in the seller's language. */
export function t(id: MessageId, values?: MessageValues): string {
  return current.t(id, values);
}

/** The locale the backend writes numbers and money in (`hi-IN-u-nu-latn`: Latin digits). */
export function backendLocale(): string {
  return current.locale;
}
