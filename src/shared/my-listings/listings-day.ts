import type { MyListingsFilter } from './payloads.ts';

/**
 * The listings' part of a seller's day on Today: each a count and a few of its rows, and a link into My listings
 * under one filter. The backend counts the filter with My listings' own query, so the card's number is the number
 * of rows its link opens.
 */
export const LISTINGS_DAY_LINKS = {
  lowStock: { label: 'Low stock', filter: { lowStock: true } },
  buyBoxLost: { label: 'Buy box with another seller', filter: { notMine: true } },
  proposals: { label: 'Price proposals to review', filter: { proposals: true } },
} as const satisfies Record<string, { label: string; filter: Omit<MyListingsFilter, 'search'> }>;

export type ListingsDayLink = keyof typeof LISTINGS_DAY_LINKS;

/** A listing that would run out within a week: its stock, and what its SKU sold a day lately. */
export interface LowStockRow {
  sku: string;
  stock: number;
  perDay: number;
  /** Whole days the stock lasts at that rate. */
  daysLeft: number;
}

/** A listing whose buy box another seller holds: their price against the seller's own. */
export interface BuyBoxLostRow {
  sku: string;
  buyBoxPrice: number | null;
  seller: string | null;
  sellingPrice: number | null;
}

/** A price a rule proposes, waiting for the seller's review (never sent by itself). */
export interface ProposalRow {
  sku: string;
  sellingPrice: number | null;
  proposed: number;
}

export interface ListingsDay {
  /** Listings of the profile as last read; 0 before My listings was first read. */
  read: number;
  lowStock: { count: number; rows: LowStockRow[] };
  buyBoxLost: { count: number; rows: BuyBoxLostRow[] };
  proposals: { count: number; rows: ProposalRow[] };
}
