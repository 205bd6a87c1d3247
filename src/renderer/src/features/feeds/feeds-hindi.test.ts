import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { editionsSentence, subIdProblem } from '../../../../shared/feeds/feed-words.ts';
import { t, useLanguage } from '../../i18n/index.ts';
import { buyerPriceText } from './buyer-price.ts';
import { FeedSettingsForm } from './FeedSettingsForm.tsx';
import { readFilterFields } from './filter-fields.ts';
import { formatPrice } from './money.ts';
import { productColumns } from './product-columns.tsx';

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('the Feeds screen in Hindi', () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it("names the grid's columns and says its cells in Hindi; data columns are marked as data", () => {
    useLanguage.setState({ language: 'hi' });
    const columns = productColumns();
    const header = (colId: string) => columns.find((c) => c.colId === colId)?.headerName;
    expect(header('title')).toBe('नाम');
    expect(header('sellingPrice')).toBe('सेलिंग प्राइस');
    expect(header('inStock')).toBe('स्टॉक');
    expect(header('mrp')).toBe('MRP');
    const stock = columns.find((c) => c.colId === 'inStock')!.valueFormatter as (p: unknown) => string;
    expect(stock({ data: { inStock: false } })).toBe('स्टॉक ख़त्म');
    for (const data of ['title', 'brand', 'category'])
      expect(columns.find((c) => c.colId === data)?.cellClass).toBe('no-translate');
  });

  it('says prices in the record currency, refusals and settings in Hindi', () => {
    useLanguage.setState({ language: 'hi' });
    // Whole rupees without paise, as the alerts say them; past ₹1,00,000 in Indian grouping; paise in two digits.
    expect(formatPrice(52000, 'INR')).toBe('₹52,000');
    expect(formatPrice(134989, 'INR')).toBe('₹1,34,989');
    expect(formatPrice(52000.5, 'INR')).toBe('₹52,000.50');
    expect(buyerPriceText(52000, 49999, 'INR')).toBe('₹49,999 (स्पेशल प्राइस)');
    expect(
      readFilterFields({ search: '', brand: '', minPrice: 'abc', maxPrice: '', minDiscount: '' }),
    ).toEqual({
      problem: 'दाम से: रकम लिखें, जैसे 1500।',
    });
    expect(subIdProblem('subId1', 'insta gram', t)).toBe(
      'सब-आईडी 1 में सिर्फ़ अंग्रेज़ी अक्षर, अंक और . _ ~ - हो सकते हैं (खाली जगह नहीं)।',
    );
    expect(editionsSentence(['v1.1.0'], t)).toBe('सिर्फ़ नया संस्करण');
    const settings = text(renderToStaticMarkup(createElement(FeedSettingsForm)));
    expect(settings).toContain('फ़ीड का संस्करण');
    expect(settings).not.toMatch(/Feed|Current|edition/);
  });
});
