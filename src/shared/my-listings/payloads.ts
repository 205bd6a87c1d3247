/**
 * My listings: price and stock changes sent through the real service's two small writes, as the screen and the
 * backend both see them. Prices are whole rupees.
 */
export type ChangeKind = 'price' | 'stock';

export interface PriceValues {
  mrp: number;
  sellingPrice: number;
}

export interface StockLocation {
  id: string;
  status: 'ENABLED' | 'DISABLED';
  inventory: number;
}

/** One SKU's change of one kind, from what the listing was read as (`before`) to what it should become. */
export type ListingEdit =
  | { sku: string; productId: string; kind: 'price'; before: PriceValues; after: PriceValues }
  | {
      sku: string;
      productId: string;
      kind: 'stock';
      before: StockLocation[];
      after: StockLocation[];
      /**
       * Units added to the stock as read (a restock), not a level set: found at `after` before it was sent, the units
       * were added by another hand, so the change stops rather than counting itself done.
       */
      adds?: boolean;
    };

/** The seller's own bounds of a SKU's selling price (whole rupees), checked before anything is sent. */
export interface PriceLimits {
  floor?: number | undefined;
  ceiling?: number | undefined;
}

export interface PreviewRow {
  sku: string;
  kind: ChangeKind;
  /** `₹1,299 (MRP ₹1,499)`, `12 at LOC1`: what the listing was read as, and what it becomes. */
  from: string;
  to: string;
  /** Sentences; a row with problems is held back. */
  problems: string[];
}

export interface ChangePreview {
  rows: PreviewRow[];
  /** Rows that would be sent (no problems) and those held back. */
  sendable: number;
  heldBack: number;
  /** The confirmation's question, saying how many. */
  confirm: string;
  /** Given back to startListingChanges so the confirm sends what this preview showed. */
  previewId?: string;
}

export type ChangeState = 'running' | 'done' | 'failed' | 'cancelled';

export interface ChangeSummary {
  id: string;
  profileId: string;
  state: ChangeState;
  total: number;
  /** Answered: changed, refused (`failed`) or stopped. */
  answered: number;
  failed: number;
  /** Not sent: the SKU held a third value, neither the one the change was made against nor the new one. */
  stopped: number;
  message: string;
  createdAt: string;
  /** The change this one undoes. */
  undoes?: string;
}

export interface ChangeStarted {
  changeId: string;
  jobId: string;
  total: number;
  heldBack: number;
}

/** One SKU's answer, in words. */
export interface ChangeResult {
  sku: string;
  kind: ChangeKind;
  status: string;
  failed: boolean;
  words: string;
  /** Not sent: the SKU held a third value (the words say which); never counted as refused. */
  stopped?: boolean;
  /** On a stopped row: "Set it to ₹700 anyway?", a new change made against the value found. */
  anyway?: string;
}

/** One row of My listings, as the v3 read last told it. */
export interface MyListingRow {
  sku: string;
  /** available, unavailable, invalid, unreported; `unread` before the first read. */
  state: string;
  productId: string | null;
  listingId: string | null;
  mrp: number | null;
  sellingPrice: number | null;
  /** Stock over the enabled locations. */
  stock: number | null;
  locations: StockLocation[];
  /** ACTIVE or INACTIVE, as the listing says. */
  status: string | null;
  readAt: string | null;
  floor: number | null;
  ceiling: number | null;
  /** The affiliate mirror's offer of the product, as the last feed sync or read left it; null where it holds none. */
  buyBox: BuyBoxCell | null;
  /** The seller's rule: match the buy box less this many rupees; null for none. */
  ruleUnder: number | null;
  /** The selling price the rule proposes now (never sent by itself), or null. */
  proposed: number | null;
  /** GST ("12%", or the tax code where the price decides) and HSN from the SKU's product record, when it has them. */
  gst?: string | undefined;
  hsn?: string | undefined;
}

/** The buy box of one listing: the price buyers see, stock, and the seller named on the offer. */
export interface BuyBoxCell {
  price: number | null;
  inStock: boolean;
  seller: string | null;
  /** Whether the offer's seller is this seller (by the seller name set or guessed); null when no name is known. */
  mine: boolean | null;
  /** When a feed sync last saw the offer (ISO). */
  seenAt: string;
}

/** Whose name on offers is this seller's: set by the seller, or guessed from the offers at their own prices. */
export interface BuyBoxSettings {
  sellerName: string;
  /** True while the name is Stockroom's guess rather than the seller's word. */
  guessed: boolean;
}

export const MY_LISTINGS_SORTABLE = [
  'sku',
  'sellingPrice',
  'mrp',
  'stock',
  'status',
  'readAt',
  'buyBoxPrice',
] as const;
export type MyListingsSortColumn = (typeof MY_LISTINGS_SORTABLE)[number];

export interface MyListingsFilter {
  /** Part of a SKU or product id. */
  search: string;
  /** Only listings whose buy box names another seller. */
  notMine?: boolean | undefined;
  /** Only listings with a proposed price. */
  proposals?: boolean | undefined;
  /** Only listings whose stock lasts less than a week at their SKU's sales rate (low-stock.ts). */
  lowStock?: boolean | undefined;
}
