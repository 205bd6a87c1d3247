import type { FeedFormat, FeedVariant } from '../marketplace/affiliate-types.ts';

/** What the feed browser shows and asks for; no signed links, no secrets. */

export type { FeedFormat, FeedVariant };

export interface FeedCategoryView {
  /** Directory key, e.g. `mobiles`. */
  name: string;
  apiName: string;
  /** Variants the directory offers with a feed link, e.g. `['v0.1.0', 'v1.1.0']`. */
  variants: FeedVariant[];
  /** False for categories the interface does not offer as feeds (books, eBooks). */
  hasFeed: boolean;
  /** Products stored for this category (removed ones included), and how many are marked removed. */
  stored: number;
  removed: number;
  /** Category version the stored copy is current to; null before a first full sync. */
  version: number | null;
  lastSyncAt: string | null;
  /** `running`, `stopped` (cancelled or interrupted: can resume), `done`, `failed`, or null when never synced. */
  syncStatus: SyncStatus | null;
  syncMessage: string;
}

export type SyncStatus = 'running' | 'stopped' | 'done' | 'failed';
export type SyncMode = 'full' | 'delta';

/** How this profile reads feeds. JSON is the default format, v1.1.0 the default variant. */
export interface FeedSettings {
  format: FeedFormat;
  variant: FeedVariant;
  inStockOnly: boolean;
}

export interface FeedSyncOptions {
  category: string;
  variant: FeedVariant;
  format: FeedFormat;
  /** Only in-stock products (the service's `inStock` parameter). */
  inStock: boolean;
}

export interface FeedSyncProgress {
  category: string;
  mode: SyncMode;
  pages: number;
  products: number;
  /** Records the service sent that could not be read, skipped. */
  skipped: number;
  removed: number;
  /** Products this run fetched (a resumed walk's `products` also counts those stored before it). */
  fetched: number;
  /** Products per second since this run started. */
  rate: number;
  message: string;
}

export interface FeedProductRow {
  productId: string;
  category: string;
  title: string;
  brand: string;
  mrp: number | null;
  sellingPrice: number | null;
  specialPrice: number | null;
  currency: string;
  discount: number | null;
  inStock: boolean;
  codAvailable: boolean;
  /** Removed from the category by a delta feed (kept, shown as removed). */
  removed: boolean;
  imageUrl: string | null;
  productUrl: string;
  /** Last price or stock change (ISO). */
  changedAt: string;
}

export interface HistoryPoint {
  at: string;
  mrp: number | null;
  sellingPrice: number | null;
  specialPrice: number | null;
  inStock: boolean;
  removed: boolean;
}

export interface ProductDetail extends FeedProductRow {
  description: string;
  categoryPath: string;
  variant: FeedVariant;
  imageUrls: Record<string, string>;
  offers: string[];
  keySpecs: string[];
  /** Groups of `key: value` pairs (`specificationList`), in the record's order. */
  specifications: { group: string; values: { key: string; value: string }[] }[];
  seller: {
    name: string | null;
    averageRating: number | null;
    ratings: number | null;
    reviews: number | null;
  };
  shipping: { charges: number | null; currency: string | null; estimatedDelivery: string | null };
  history: HistoryPoint[];
  /**
   * The image the panel shows: the best https image, or the Demo simulator's own (plain http on this computer)
   * as a data: URL; null when there is none or it could not be read.
   */
  image: string | null;
  /** The product link with the profile's `affid` added. */
  affiliateUrl: string;
}

export type FeedSortColumn = 'sellingPrice' | 'discount' | 'title' | 'changedAt' | 'category';

export interface FeedProductFilter {
  category?: string | undefined;
  /** Words matched against title and brand (prefixes), all of them. */
  search?: string | undefined;
  brand?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minDiscount?: number | undefined;
  inStockOnly?: boolean | undefined;
  codOnly?: boolean | undefined;
  /** Removed products are shown (marked) unless hidden. */
  hideRemoved?: boolean | undefined;
}

export interface FeedProductQuery {
  startRow: number;
  endRow: number;
  sort: { colId: FeedSortColumn; sort: 'asc' | 'desc' }[];
  filter: FeedProductFilter;
}
