import { createIntl, createIntlCache } from '@formatjs/intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesOf, type MessageId } from './catalogue.ts';
import { formatLocaleOf, type LanguageCode } from './languages.ts';
import { messageFormatter, translatorFor, type MessageValues } from './translator.ts';

/** FormatJS's own `formatMessage`, as `t` called it before each message was kept parsed. */
function formatjs(language: LanguageCode, onError: (e: unknown) => void = () => undefined) {
  const intl = createIntl(
    {
      locale: formatLocaleOf(language),
      defaultLocale: 'en-IN-u-nu-latn',
      messages: messagesOf(language),
      onError,
    },
    createIntlCache(),
  );
  return { intl, t: (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values) };
}

const asked: [MessageId, MessageValues | undefined][] = [
  ['shipments.slip.orders', undefined],
  ['shipments.slip.title', { shipmentId: 'B0000020' }],
  ['shipments.print.slips', { from: 1001, to: 1500, slips: 5000 }],
  ['shipments.export.done', { count: 1, name: 'a.csv' }],
  ['shipments.export.done', { count: 123456, name: 'b.csv' }],
  ['shipments.refresh.done', { count: 0 }],
];

describe('counts in English', () => {
  it('say one listing, and more in Indian grouping', () => {
    const { t } = translatorFor('en');
    expect(t('myListings.grid.count', { count: 1 })).toBe('1 listing');
    expect(t('myListings.grid.count', { count: 123456 })).toBe('1,23,456 listings');
    expect(t('listings.load.added', { added: 1, read: 1 })).toBe('Added 1 row from 1 listing in your orders');
  });
});

describe('t with each message parsed once', () => {
  it.each(['en', 'hi', 'mr'] as const)('says what FormatJS says, in %s, again and again', (language) => {
    const { t: before } = formatjs(language);
    const { t } = translatorFor(language);
    for (let round = 0; round < 2; round++)
      for (const [id, values] of asked) expect(t(id, values)).toBe(before(id, values));
  });

  it('falls back as FormatJS does when a value is missing, and says why each time', () => {
    const errors: unknown[] = [];
    const { intl, t: before } = formatjs('en', (e) => errors.push(e));
    const t = messageFormatter(intl);
    const expected = before('shipments.print.slips');
    expect(errors).toHaveLength(1);
    expect(t('shipments.print.slips')).toBe(expected);
    expect(t('shipments.print.slips')).toBe(expected);
    expect(errors).toHaveLength(3);
    // Given its values afterwards, the same message formats.
    expect(t('shipments.print.slips', { from: 1, to: 2, slips: 2 })).toBe('Slips 1–2 of 2');
  });

  it('parses a message once however often it is said', () => {
    const { intl } = formatjs('en');
    const parse = vi.spyOn(intl.formatters, 'getMessageFormat');
    const t = messageFormatter(intl);
    for (let i = 0; i < 50; i++) t('shipments.slip.title', { shipmentId: `B${i}` });
    for (let i = 0; i < 50; i++) t('shipments.slip.orders');
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
