import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { catalogueLoaded, messagesOf, type MessageId } from './catalogue.ts';
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

/** What `messageFormatter` needs of an intl: `@formatjs/intl`'s and `react-intl`'s both are one. */
type FormattingIntl = Pick<IntlShape<never>, 'locale' | 'formats' | 'messages' | 'formatters'> & {
  formatMessage(descriptor: { id: string }, values?: MessageValues): unknown;
};

/**
 * `t` for one intl, with each message parsed once and a message without values formatted once. FormatJS's own
 * `formatMessage` finds its parsed message again on every call by a key it builds with `JSON.stringify` and merges
 * the values and formats anew, some 10–30 µs a call; a packing slip has ten sentences and a pick list 5,000 slips.
 * The same parsed message and formatters are used, so the answer is the same; a message that fails to format goes
 * through `formatMessage` (its `onError` and its fallback to the message's text or id), as before.
 */
export function messageFormatter(intl: FormattingIntl): (id: MessageId, values?: MessageValues) => string {
  const parsed = new Map<string, ReturnType<IntlShape['formatters']['getMessageFormat']>>();
  const plain = new Map<string, string>();
  const slow = (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values) as string;
  return (id, values) => {
    if (values === undefined) {
      const known = plain.get(id);
      if (known !== undefined) return known;
    }
    let format = parsed.get(id);
    if (format === undefined) {
      const message = Object.hasOwn(intl.messages, id) ? intl.messages[id] : undefined;
      if (typeof message !== 'string') return slow(id, values);
      try {
        format = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, {
          formatters: intl.formatters,
        });
      } catch {
        return slow(id, values);
      }
      parsed.set(id, format);
    }
    let said: string;
    try {
      said = format.format(values) as string;
    } catch {
      return slow(id, values);
    }
    if (values === undefined) plain.set(id, said);
    return said;
  };
}

/**
 * One language's messages, numbers and dates. The same code formats on both sides: the backend's sentences (jobs,
 * refusals, errors) and the screens'. A message that cannot be formatted shows its English, never a stack trace.
 * A language whose catalogue is not loaded yet (`loadCatalogue`) speaks English, and is not kept so.
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
    t: messageFormatter(intl),
  };
  if (catalogueLoaded(language)) made.set(language, translator);
  return translator;
}
