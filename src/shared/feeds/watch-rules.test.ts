import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { alertMoney, alertsFor, alertSentence, alertWords, type AlertVoice } from './watch-rules.ts';

const voiceIn = (language: 'en' | 'hi'): AlertVoice => {
  const { t, locale } = translatorFor(language);
  return { t, money: (amount, currency) => alertMoney(locale, amount, currency) };
};
const english = voiceIn('en');

const base = { seenPrice: 1000, seenInStock: true, price: 1000, inStock: true, targetPrice: null };

describe('alertsFor', () => {
  it('raises a price drop at the set percentage and not below it', () => {
    expect(alertsFor({ ...base, price: 900 }, 10)).toEqual(['priceDrop']);
    expect(alertsFor({ ...base, price: 901 }, 10)).toEqual([]);
    expect(alertsFor({ ...base, price: 1100 }, 10)).toEqual([]);
  });

  it('raises "below target" for a smaller fall that crosses the target, once', () => {
    expect(alertsFor({ ...base, price: 980, targetPrice: 990 }, 10)).toEqual(['belowTarget']);
    // Already below the target at the last check: no new alert for a further small fall.
    expect(alertsFor({ ...base, seenPrice: 980, price: 970, targetPrice: 990 }, 10)).toEqual([]);
    // A big fall is a price drop, whatever the target.
    expect(alertsFor({ ...base, price: 500, targetPrice: 990 }, 10)).toEqual(['priceDrop']);
  });

  it('raises stock changes either way, beside a price alert', () => {
    expect(alertsFor({ ...base, seenInStock: false, inStock: true }, 5)).toEqual(['backInStock']);
    expect(alertsFor({ ...base, inStock: false, price: 800 }, 5)).toEqual(['priceDrop', 'outOfStock']);
  });

  it('raises no price alert without a price before and after', () => {
    expect(alertsFor({ ...base, seenPrice: null, price: 10 }, 5)).toEqual([]);
    expect(alertsFor({ ...base, price: null }, 5)).toEqual([]);
  });
});

describe('what an alert says', () => {
  const drop = {
    kind: 'priceDrop' as const,
    oldPrice: 60000,
    newPrice: 51000,
    targetPrice: null,
    currency: 'INR',
  };

  it('says a price drop also reached the target', () => {
    expect(alertWords(drop, english)).toBe('Price drop');
    expect(alertWords({ ...drop, targetPrice: 52000 }, english)).toBe('Price drop, target ₹52,000 reached');
    expect(alertWords({ ...drop, kind: 'belowTarget', targetPrice: 52000 }, english)).toBe(
      'Target ₹52,000 reached',
    );
    expect(alertWords({ ...drop, kind: 'backInStock' }, english)).toBe('Back in stock');
  });

  it('names the product in the sentence of a sync, and counts the others', () => {
    const a = { ...drop, productId: 'A', title: 'Redmi 12', targetPrice: 52000 };
    expect(alertSentence([a], 'Mobiles', english)).toBe(
      'Redmi 12 is now ₹51,000 (was ₹60,000), your target ₹52,000 reached in Mobiles: see Price drops.',
    );
    const b = { ...drop, kind: 'outOfStock' as const, productId: 'B', title: 'Moto G' };
    expect(alertSentence([b, a, { ...a, kind: 'outOfStock' as const }], 'Mobiles', english)).toBe(
      'Redmi 12 is now ₹51,000 (was ₹60,000), your target ₹52,000 reached, and 1 other watched product in ' +
        'Mobiles has a new price or stock: see Price drops.',
    );
    expect(alertSentence([b], 'Mobiles', english)).toBe(
      'Moto G is out of stock in Mobiles: see Price drops.',
    );
    // Paise, where a price has some, in both digits, as the grid shows them.
    expect(alertSentence([{ ...a, newPrice: 51000.5, targetPrice: null }], 'Mobiles', english)).toBe(
      'Redmi 12 is now ₹51,000.50 (was ₹60,000) in Mobiles: see Price drops.',
    );
  });

  it('says the sentence in Hindi, the product and category as they came, the rupees as Hindi writes them', () => {
    const hindi = voiceIn('hi');
    const a = { ...drop, productId: 'A', title: 'Redmi 12', targetPrice: 52000 };
    expect(alertWords({ ...drop, targetPrice: 52000 }, hindi)).toBe('दाम गिरा, टारगेट ₹52,000 पूरा');
    expect(alertSentence([a], 'Mobiles', hindi)).toBe(
      'Mobiles में: Redmi 12 अब ₹51,000 का है (पहले ₹60,000), आपका टारगेट ₹52,000 पूरा। "दाम में गिरावट" देखें।',
    );
  });
});
