import type { ReturnTab } from './return-tabs.ts';

/** One row of the Returns grid: a cached return, with the SKU and title of its order item when known. */
export interface ReturnRow {
  returnId: string;
  source: string;
  orderItemId: string | null;
  orderId: string | null;
  /** From the shipments cache or a read of the order item; null until known. */
  sku: string | null;
  title: string | null;
  quantity: number | null;
  type: string | null;
  reason: string | null;
  subReason: string | null;
  status: string | null;
  shipmentStatus: string | null;
  courierName: string | null;
  trackingId: string | null;
  /** The marketplace's strings, as sent (`+05:30`). */
  createdDate: string | null;
  updatedDate: string | null;
  expectedDate: string | null;
  locationId: string | null;
  selfShip: boolean;
  tab: ReturnTab;
  /** When the seller received it in Stockroom (ISO), else null. */
  receivedAt: string | null;
}

/** The grid's columns that sort, by colId. */
export const RETURN_SORT_COLUMNS = [
  'returnId',
  'orderItemId',
  'sku',
  'type',
  'reason',
  'status',
  'trackingId',
  'createdDate',
  'updatedDate',
  'expectedDate',
  'locationId',
] as const;
export type ReturnSortColumn = (typeof RETURN_SORT_COLUMNS)[number];

/** Rows of each tab under the search and filters (the tab itself set aside). */
export type ReturnCounts = Record<ReturnTab, number>;

export type ReturnSyncKind = 'full' | 'incremental';

/** A sync started (or joined): its job, to follow its progress. */
export interface ReturnSyncStart {
  jobId: string;
  kind: ReturnSyncKind;
  resumed: boolean;
}

/** Where the returns cache stands for the active profile's seller account. */
export interface ReturnCacheStatus {
  profileId: string;
  /** When the last returns sync that reached its end ended (ISO), null before the first. */
  lastSyncAt: string | null;
  /** The sentence of the last failure, when the last sync failed. */
  lastError: string | null;
  /** Returns in the cache. */
  total: number;
}
