import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

describe('the upload preview', () => {
  it('shows the changes first and folds the SKUs with nothing to change under a count', () => {
    const items = [...Array.from({ length: 30 }, (_, i) => same(i)), changed('CH-1'), ...[30, 31].map(same)];
    items.splice(5, 0, changed('CH-2'));
    const html = renderToStaticMarkup(createElement(PreviewTable, { items }));
    const [open, folded] = html.split('<details');
    expect(text(open ?? '')).toBe(
      'SKU What happens Old → new CH-2 Will change Price: ₹649.00 → ₹599.00 CH-1 Will change Price: ₹649.00 → ₹599.00',
    );
    expect(folded).toMatch(/^ class="preview-same"><summary>32 SKUs have nothing to change<\/summary>/);
    expect(folded).toContain('SAME-31');
  });
});
