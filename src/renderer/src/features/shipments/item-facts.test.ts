import { describe, expect, it } from 'vitest';
import { priceText, returnText } from './item-facts.ts';

describe('order item facts in the detail panel', () => {
  it('lists the price components that came, and none that did not, with no dangling separator', () => {
    const text = priceText({
      orderItemId: '1',
      priceComponents: { sellingPrice: 1499, marketplaceDiscount: 25.5 },
    });
    expect(text).toBe('selling ₹1,499.00, marketplace discount ₹25.50');
    expect(priceText({ orderItemId: '1', priceComponents: { emi: 0, totalPrice: 123456 } })).toBe(
      'total ₹1,23,456.00, EMI ₹0.00',
    );
    expect(priceText({ orderItemId: '1' })).toBe('');
  });

  it('says replacement and courier return in words, or nothing when the marketplace did not say', () => {
    expect(returnText({ orderItemId: '1', isReplacement: true, courierReturn: false })).toBe(
      'replacement order, no courier return',
    );
    expect(returnText({ orderItemId: '1', courierReturn: true })).toBe('courier return');
    expect(returnText({ orderItemId: '1' })).toBe('');
  });
});
