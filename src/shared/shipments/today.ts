/** What the Today screen shows, read from the offline cache in SQL; days in the computer's zone. */
export interface TodayFigures {
  timeZone: string;
  /** Epoch ms the figures were counted at. */
  at: number;
  counts: TodayCounts;
  /** The last 30 days, oldest first, today last: orders placed and their selling value. */
  perDay: { day: string; orders: number; value: number }[];
  currency: string;
  /** The SKUs with the most units among the shipments to pack today (the lines of that pick list). */
  topSkus: { sku: string; title: string; quantity: number; shipments: number }[];
  /** Per location (null: shipments without one), when there is more than one row; the rows add up to the counts. */
  locations: { locationId: string | null; toPackToday: number; overdue: number }[];
  /** Shipments in the cache of this account; 0 before a first sync. */
  stored: number;
}

export interface TodayCounts {
  /** Approved, not held, no failed form, not being packed, due by the end of today: what Pack takes. */
  toPackToday: number;
  /** Packed at the seller's request, the marketplace still making the labels (none of them with a failed form). */
  packingInProgress: number;
  /** Packed or ready, waiting for the courier: what the seller hands over next. */
  toDispatch: number;
  overdue: number;
  dueNext24h: number;
  onHold: number;
  formsFailed: number;
  /** Null until a second sync: on a first one everything would be new. */
  newSinceLastSync: number | null;
}

export type TodayCount = keyof TodayCounts;
