import type { FeedProductRow } from './types.ts';

/** A product on the affiliate's watchlist, with the grid's columns as the last sync left them. */
export interface WatchedProduct extends FeedProductRow {
  /** Alert when the selling price falls to this or below; null: only the percentage rule. */
  targetPrice: number | null;
  addedAt: string;
}

/**
 * What a sync found about a watched product: its selling price fell by at least the set percentage, or to the
 * target price or below; it came back in stock; it went out of stock.
 */
export type AlertKind = 'priceDrop' | 'belowTarget' | 'backInStock' | 'outOfStock';

export interface PriceAlert {
  id: number;
  category: string;
  productId: string;
  title: string;
  kind: AlertKind;
  /** The selling price before and after the sync that found it. */
  oldPrice: number | null;
  newPrice: number | null;
  currency: string;
  targetPrice: number | null;
  at: string;
}

/** A product of a category whose selling price fell in the category's last sync. */
export interface CategoryDrop {
  category: string;
  productId: string;
  title: string;
  oldPrice: number;
  newPrice: number;
  currency: string;
  /** How much lower, in percent of the old price (one decimal). */
  dropPercent: number;
  at: string;
}

export interface CategoryDrops {
  /** When the category's last finished sync ended; null before one. */
  syncedAt: string | null;
  drops: CategoryDrop[];
}

/** The watchlist's rule: a fall of at least this percentage of the last price is an alert. */
export interface WatchSettings {
  dropPercent: number;
}

/** The affiliate's sub-ids (`affExtParam1`, `affExtParam2`), e.g. channel and post; the last used are kept. */
export interface SubIds {
  subId1: string;
  subId2: string;
}

/** Pushed when a sync found alerts for watched products (an OS notification, or a toast in the browser). */
export interface PriceAlertsFound {
  profileId: string;
  category: string;
  count: number;
  message: string;
}
