import { describe, expect, it } from 'vitest';
import { formatLocaleOf, languageChoiceOf, languageFromSystem, languageOf } from './languages.ts';
import { translatorFor } from './translator.ts';

describe('the languages', () => {
  it("the OS's first language Stockroom has, else English", () => {
    expect(languageFromSystem(['hi-IN', 'en-US'])).toBe('hi');
    expect(languageFromSystem(['ta-IN', 'mr', 'hi'])).toBe('mr');
    expect(languageFromSystem(['en-GB', 'hi-IN'])).toBe('en');
    expect(languageFromSystem(['fr-FR'])).toBe('en');
    expect(languageFromSystem([])).toBe('en');
    expect(languageOf('system', ['hi_IN'])).toBe('hi');
    expect(languageOf('mr', ['hi-IN'])).toBe('mr');
  });

  it('a hand-edited setting reads as the OS language', () => {
    expect(languageChoiceOf('hi')).toBe('hi');
    expect(languageChoiceOf('klingon')).toBe('system');
    expect(languageChoiceOf(undefined)).toBe('system');
  });

  it('numbers and dates in the language, digits Latin as on labels', () => {
    const money = (language: 'hi' | 'mr' | 'en') =>
      new Intl.NumberFormat(formatLocaleOf(language), { style: 'currency', currency: 'INR' }).format(
        123456.5,
      );
    expect(money('hi')).toBe('₹1,23,456.50');
    // Marathi groups as CLDR says; its digits stay Latin rather than its own (०-९).
    expect(money('mr')).toMatch(/^₹[\d,]+\.50$/);
    expect(money('en')).toBe('₹1,23,456.50');
    const day = new Date('2026-11-29T10:00:00+05:30');
    const date = new Intl.DateTimeFormat(formatLocaleOf('hi'), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(day);
    expect(date).toBe('29 नव॰ 2026');
  });

  it('the same message reads in each language, English where a language has none yet', () => {
    expect(translatorFor('hi').t('settings.language.heading')).toBe('भाषा');
    expect(translatorFor('en').t('settings.language.heading')).toBe('Language');
  });
});
