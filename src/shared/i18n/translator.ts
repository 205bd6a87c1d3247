import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { messagesOf, type MessageId } from './catalogue.ts';
import { formatLocaleOf, type LanguageCode } from './languages.ts';

export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

export interface Translator {
  readonly language: LanguageCode;
  /** The locale numbers and dates are written in (`hi-IN-u-nu-latn`: Latin digits). */
  readonly locale: string;
  /** A message of the catalogue with its values, in this language. */
  t(id: MessageId, values?: MessageValues): string;
  readonly intl: IntlShape<string>;
}

const cache = createIntlCache();
const made = new Map<LanguageCode, Translator>();

/**
 * One language's messages, numbers and dates. The same code formats on both sides: the backend's sentences (jobs,
 * refusals, errors) and the screens'. A message that cannot be formatted shows its English, never a stack trace.
 */
export function translatorFor(language: LanguageCode): Translator {
  const known = made.get(language);
  if (known) return known;
  const locale = formatLocaleOf(language);
  const intl = createIntl(
    {
      locale,
      defaultLocale: 'en-IN-u-nu-latn',
      messages: messagesOf(language),
      onError: (error) => {
        if (typeof console !== 'undefined') console.error(`[i18n] ${error.message}`);
      },
    },
    cache,
  );
  const translator: Translator = {
    language,
    locale,
    intl,
    t: (id, values) => intl.formatMessage({ id }, values),
  };
  made.set(language, translator);
  return translator;
}
