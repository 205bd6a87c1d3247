import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceAlert, WatchedProduct } from '../../../../shared/feeds/watch-types.ts';
import { I18nProvider } from '../../i18n/index.ts';
import { PriceDropsView } from './PriceDropsView.tsx';
import { useWatch } from './watch-store.ts';

// A server render reads a zustand store's initial state (its server snapshot): the test writes into it, and puts
// it back after.
const initial = { ...useWatch.getInitialState() };
afterEach(() => Object.assign(useWatch.getInitialState(), initial));

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('the price drops view', () => {
  it('says a drop reached the target, and offers a copy of each link in the alerts and the watchlist', () => {
    const product = { category: 'mobiles', productId: 'MOB1', title: 'Redmi 12', currency: 'INR' };
    const alert: PriceAlert = {
      ...product,
      id: 1,
      kind: 'priceDrop',
      oldPrice: 60000,
      newPrice: 51000,
      targetPrice: 52000,
      at: '2026-11-24T09:15:00Z',
    };
    const watched = { ...product, sellingPrice: 51000, targetPrice: 52000, inStock: true, removed: false };
    Object.assign(useWatch.getInitialState(), {
      alerts: [alert],
      watchlist: [watched as unknown as WatchedProduct],
    });
    const html = renderToStaticMarkup(
      createElement(I18nProvider, null, createElement(PriceDropsView, { category: null })),
    );
    expect(text(html)).toContain('Price drop, target ₹52,000 reached');
    // Each "Copy link" is named by reference: "Copy link of Redmi 12", the title marked as data.
    expect(text(html).match(/Copy link of Redmi 12/g)).toHaveLength(2);
    expect(html.match(/aria-labelledby=/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('<span translate="no">Redmi 12</span>');
  });
});
