import { describe, expect, it } from 'vitest';
import { translatorFor } from './translator.ts';
import { pseudoMessage } from './pseudo.ts';

describe('the pseudo-locale', () => {
  it('accents the words, makes them about 40% longer, and keeps values and plurals working', () => {
    const message = pseudoMessage('{count, plural, one {# order to pack} other {# orders to pack}}');
    expect(message).toMatch(/^\[\{count,plural,one\{# ǿǿřḓḗḗř ŧǿǿ ƥȧȧƈķ·*\} other\{# ǿǿřḓḗḗřş /);
    expect(pseudoMessage('Packed')).toMatch(/^\[Ƥȧȧƈķḗḗḓ·*\]$/);
    expect(pseudoMessage('Orders to pack today').length).toBeGreaterThanOrEqual(Math.ceil(20 * 1.4));
  });

  it('is a language of its own: every message in it reads accented', () => {
    expect(translatorFor('pseudo').t('settings.language.heading')).toMatch(/^\[Ŀȧȧƞɠŭŭȧȧɠḗḗ·*\]$/);
  });
});
