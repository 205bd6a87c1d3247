/**
 * Affiliate feed resources in one model, whatever the variant (v0.1.0 / v1.1.0) or format (JSON / XML) they
 * came in (spec §Affiliate, fixtures/affiliate-real).
 */

export type FeedFormat = 'json' | 'xml';
export type FeedVariant = 'v0.1.0' | 'v1.1.0';

export interface DirectoryVariant {
  resourceName: string;
  /** Full product feed of the category; signed, used as given. */
  get: string | null;
  /** Latest category version; `/fromVersion/<v>` makes the delta-products URL from it. */
  deltaGet: string | null;
  /** Top feed (v1.1.0 only). */
  top?: string | null;
}

export interface DirectoryCategory {
  /** Key of the category in the directory, e.g. `bags_wallets_belts`. */
  name: string;
  apiName: string;
  /** Keyed by version string: `v0.1.0`, `v1.1.0` (others the service adds are kept). */
  variants: Partial<Record<FeedVariant, DirectoryVariant>> & Record<string, DirectoryVariant | undefined>;
}

export interface Directory {
  title: string;
  description: string;
  categories: DirectoryCategory[];
}

export interface Product {
  productId: string;
  title: string;
  description: string;
  brand: string;
  mrp: number | null;
  sellingPrice: number | null;
  /** Price after extra offers (v1.1.0). */
  specialPrice?: number;
  currency: string;
  inStock: boolean;
  /** False for a product removed from the category (delta feeds). True when the record does not say. */
  isAvailable: boolean;
  codAvailable: boolean;
  discountPercentage: number | null;
  /** Size label (`200x200`, `unknown` for the original) → URL. */
  imageUrls: Record<string, string>;
  /** Levels joined by `>`: `Electronics>Appliances>Air Conditioners`. */
  categoryPath: string;
  productUrl: string;
  offers: string[];
  styleCode?: string;
  variant: FeedVariant;
  /** The record as it came, for anything this model leaves out. */
  raw: unknown;
}

export interface FeedPage {
  products: Product[];
  /** Null at the end of the feed (missing, null or empty `nextUrl`). */
  nextUrl: string | null;
  /** Epoch ms until which the returned URLs are valid. */
  validTill: number | null;
  /** Delta feeds: the category version of the result. */
  version?: number;
  lastProductId?: string;
  /** Product records that could not be read (no id, not an object): left out of `products`, counted here. */
  skipped: SkippedRecord[];
  /** A JSON page's own text, so its records can be stored as they came rather than serialised again. */
  source?: PageSource;
}

export interface PageSource {
  /** The page as it came (JSON). */
  text: string;
  /** For each of `products`, its place in the page's record list (`feedRecordAt`); skipped records leave gaps. */
  positions: number[];
}

export interface SkippedRecord {
  /** Where the record sits in the page, e.g. `products[3]`. */
  path: string;
  /** The sentence saying what is wrong with it. */
  message: string;
}

export interface DeltaVersion {
  category: string;
  /** Latest version of the category; -1 when the service reported an error instead (see `error`). */
  version: number;
  /** As sent (UTC time the category was updated); null when missing. */
  timestamp: string | number | null;
  error: string | null;
}
