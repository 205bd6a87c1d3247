import type { Shipment } from '../marketplace/seller-types.ts';
import type { ShipmentView, StoredView } from './views.ts';

/** One grid row: a cached shipment flattened to what the columns show. Times stay the marketplace's strings. */
export interface ShipmentRow {
  shipmentId: string;
  orderIds: string;
  orderItemIds: string;
  skus: string;
  fsns: string;
  /** The items' titles, joined with " | ". */
  titles: string;
  quantity: number | null;
  sellingPrice: number | null;
  totalPrice: number | null;
  currency: string;
  dispatchAfter: string | null;
  dispatchBy: string | null;
  /** Epoch ms of `dispatchBy`, for the countdown. */
  dispatchByMs: number | null;
  hold: boolean | null;
  status: string;
  view: StoredView;
  locationId: string | null;
  packagingPolicy: string | null;
  paymentType: string | null;
  updatedAt: string | null;
  formsFailed: boolean;
  notSeenInLastFullSync: boolean;
}

/** The grid's columns that sort, by colId. */
export const SHIPMENT_SORT_COLUMNS = [
  'shipmentId',
  'orderIds',
  'skus',
  'fsns',
  'quantity',
  'sellingPrice',
  'totalPrice',
  'dispatchAfter',
  'dispatchBy',
  'hold',
  'status',
  'locationId',
  'packagingPolicy',
  'paymentType',
  'updatedAt',
] as const;
export type ShipmentSortColumn = (typeof SHIPMENT_SORT_COLUMNS)[number];

/** What the grid filters on, beside the tab: quick search, a date range, location and hold. */
export interface ShipmentGridFilter {
  view: ShipmentView;
  search?: string | undefined;
  /** Which date the range applies to. */
  dateField?: 'orderDate' | 'dispatchBy' | undefined;
  /** `YYYY-MM-DD` days in the seller's time zone, both included. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  locationId?: string | undefined;
  hold?: boolean | undefined;
  /**
   * Only shipments still to dispatch whose dispatch-by is overdue, due today, later (or not given), by the end of
   * today or within 24 h.
   */
  deadline?: DeadlineFilter | undefined;
  formsFailed?: boolean | undefined;
  /** Only shipments the marketplace is packing (an item `PACKING_IN_PROGRESS`), or (false) only the others. */
  packing?: boolean | undefined;
  /** Only shipments the last sync stored for the first time. */
  newSinceSync?: boolean | undefined;
  /** The computer's zone, in which days are counted (default: the marketplace's, India's). */
  timeZone?: string | undefined;
}

export const DEADLINE_FILTERS = ['overdue', 'dueToday', 'later', 'byToday', 'next24h'] as const;
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];

export type ShipmentCounts = Record<ShipmentView, number>;

/**
 * The summary chips of a tab under the grid's filters (its deadline set aside): overdue, due today and due later
 * split what the tab still has to dispatch; on hold and forms failed are among the tab's shipments.
 */
export interface ShipmentSummary {
  overdue: number;
  dueToday: number;
  dueLater: number;
  onHold: number;
  formsFailed: number;
}

/** Where the cache stands for the active profile's seller account. */
export interface ShipmentCacheStatus {
  profileId: string;
  /** When the last sync that reached the marketplace ended (ISO), or null before the first one. */
  lastSyncAt: string | null;
  /** Whether the marketplace answered the last time it was asked. */
  marketplace: 'online' | 'offline' | 'unknown';
  /** The sentence of the last failure, when the last sync failed. */
  lastError: string | null;
  /** The running sync job, if any. */
  runningJobId: string | null;
  /** After the marketplace did not answer: when a screen opening tries again (ISO), else null. */
  nextTryAt: string | null;
  locations: string[];
}

/** A cached shipment in full: the stored resource as it came (extra fields kept) and its cache marks. */
export interface ShipmentDetail {
  shipment: Shipment & Record<string, unknown>;
  view: StoredView;
  status: string;
  notSeenInLastFullSync: boolean;
  syncedAt: string;
}

export type ShipmentSyncKind = 'full' | 'incremental';

/**
 * A started (or joined) sync's job; or no job, for a visit: when the marketplace's silence says to wait (and until
 * when), or when a sync ended moments ago (no wait).
 */
export type ShipmentSyncStart =
  { jobId: string; nextTryAt: null } | { jobId: null; nextTryAt: string | null };

/** The grid as the person left it: tab and filters (the zone is the computer's, not kept), and the sort. */
export interface ShipmentGridView {
  filter: Omit<ShipmentGridFilter, 'timeZone'>;
  sort: { colId: ShipmentSortColumn; sort: 'asc' | 'desc' }[];
}
