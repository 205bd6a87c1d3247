import { afterEach, describe, expect, it } from 'vitest';
import { t, useLanguage } from '../../i18n/index.ts';
import { buyBoxLine, lowStockLine, proposalLine, type ListingLine } from './listings-day-text.ts';

/** The line as the screen shows it, the SKU and a seller's name put in as data. */
const said = (line: ListingLine) =>
  `${line.sku}: ${t(line.id, { ...line.values, seller: line.seller ?? '' })}`;

describe("the listings' day in a seller's words", () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('says how long the stock lasts at its sales rate', () => {
    expect(said(lowStockLine({ sku: 'TEA-01', stock: 16, perDay: 4, daysLeft: 4 }))).toBe(
      'TEA-01: 16 left, selling about 4 a day: 4 days of stock',
    );
    expect(said(lowStockLine({ sku: 'TEA-02', stock: 1, perDay: 2.14, daysLeft: 0 }))).toBe(
      'TEA-02: 1 left, selling about 2.1 a day: less than a day of stock',
    );
    expect(said(lowStockLine({ sku: 'TEA-03', stock: 3, perDay: 2.5, daysLeft: 1 }))).toMatch(
      /: 1 day of stock$/,
    );
  });

  it('names who holds the buy box, at what price against yours, in rupees', () => {
    expect(
      said(buyBoxLine({ sku: 'TEA-01', seller: 'Zephyr Retail', buyBoxPrice: 760, sellingPrice: 817 })),
    ).toBe('TEA-01: Zephyr Retail sells at ₹760 against your ₹817');
    expect(said(buyBoxLine({ sku: 'TEA-01', seller: null, buyBoxPrice: 1299, sellingPrice: null }))).toBe(
      'TEA-01: Another seller sells at ₹1,299',
    );
  });

  it('says a proposal from the price to the proposed one', () => {
    expect(said(proposalLine({ sku: 'TEA-01', sellingPrice: 817, proposed: 759 }))).toBe(
      'TEA-01: ₹817 to ₹759 proposed',
    );
  });

  it('speaks Hindi when the screens do, the SKU and the rupees as they are', () => {
    useLanguage.setState({ language: 'hi' });
    const line = said(lowStockLine({ sku: 'TEA-01', stock: 16, perDay: 4, daysLeft: 4 }));
    expect(line).toMatch(/^TEA-01: /);
    expect(line).toContain('16');
    expect(line).not.toMatch(/left|selling|days/);
    expect(said(proposalLine({ sku: 'TEA-01', sellingPrice: 817, proposed: 759 }))).toContain('₹759');
  });
});
