import { describe, expect, it } from 'vitest';
import { alertsFor, alertSentence } from './watch-rules.ts';

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

describe('alertSentence', () => {
  it('counts the products in the category', () => {
    expect(alertSentence(1, 'Mobiles')).toBe(
      'A watched product in Mobiles has a new price or stock: see Price drops.',
    );
    expect(alertSentence(3, 'Mobiles')).toBe(
      '3 watched products in Mobiles have a new price or stock: see Price drops.',
    );
  });
});
