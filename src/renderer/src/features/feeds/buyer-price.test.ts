import { describe, expect, it } from 'vitest';
import { buyerPriceText } from './buyer-price.ts';
import { formatPrice } from './money.ts';

describe('which price buyers pay', () => {
  it('says the special price where it is lower, else the selling price', () => {
    expect(buyerPriceText(52000, 49999, 'INR')).toBe(`${formatPrice(49999, 'INR')} (the special price)`);
    expect(buyerPriceText(52000, null, 'INR')).toBe(`${formatPrice(52000, 'INR')} (the selling price)`);
    expect(buyerPriceText(52000, 53000, 'INR')).toBe(`${formatPrice(52000, 'INR')} (the selling price)`);
    expect(buyerPriceText(null, null, 'INR')).toBe('No price in the feed');
  });
});
