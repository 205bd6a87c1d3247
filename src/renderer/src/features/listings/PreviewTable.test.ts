import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RawIntlProvider } from 'react-intl';
import { useLanguage } from '../../i18n/index.ts';
import { intlFor } from '../../i18n/language-store.ts';
import type { PreviewItem } from '../../../../shared/listings/payloads.ts';
import { PreviewTable } from './PreviewTable.tsx';

const same = (i: number): PreviewItem => ({ rowId: `s${i}`, sku: `SAME-${i}`, state: 'same', changes: [] });
const changed = (sku: string): PreviewItem => ({
  rowId: sku,
  sku,
  state: 'changes',
  changes: [{ field: 'selling_price', label: 'Price', money: true, old: '649', new: '599' }],
});

/** The text of a part of the markup, tags dropped, in reading order. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The preview as the screens draw it, in the language of the moment (a server render reads no store's changes). */
const render = (items: PreviewItem[]) =>
  renderToStaticMarkup(
    createElement(
      RawIntlProvider,
      { value: intlFor(useLanguage.getState().language) },
      createElement(PreviewTable, { items }),
    ),
  );

describe('the upload preview', () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('shows the changes first and folds the SKUs with nothing to change under a count', () => {
    const items = [...Array.from({ length: 30 }, (_, i) => same(i)), changed('CH-1'), ...[30, 31].map(same)];
    items.splice(5, 0, changed('CH-2'));
    const html = render(items);
    const [open, folded] = html.split('<details');
    expect(text(open ?? '')).toBe(
      'SKU What happens Old → new CH-2 Will change Price: ₹649.00 → ₹599.00 CH-1 Will change Price: ₹649.00 → ₹599.00',
    );
    expect(folded).toMatch(/^ class="preview-same"><summary>32 SKUs have nothing to change<\/summary>/);
    expect(folded).toContain('SAME-31');
  });

  it('reads in Hindi when the screens speak Hindi; the SKU stays as it is, marked as data', () => {
    useLanguage.setState({ language: 'hi' });
    const html = render([changed('CH-1'), same(1)]);
    const [open, folded] = html.split('<details');
    expect(text(open ?? '')).toBe('SKU क्या होगा पुराना → नया CH-1 बदलेगी दाम: ₹649.00 से ₹599.00');
    expect(open).toContain('<th scope="row" translate="no">CH-1</th>');
    expect(folded).toContain('<summary>1 SKU में कोई बदलाव नहीं</summary>');
  });
});
