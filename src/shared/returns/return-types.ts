import type { ReturnItem } from './return-schemas.ts';

// The schema of the marketplace's answer is in return-schemas.ts: the screens take these names without zod.
export type { ReturnItem };

/**
 * The SDK types `status`, `type`, `reason` and `subReason` as plain strings and lists no values. The values below
 * are the ones Stockroom and its simulator use (docs/RETURNS.md says what each means to a seller); a value not in
 * these lists is kept and shown as it came, never refused.
 */

/** The `source` query `GET /v2/returns` requires: returns are searched one source at a time. */
export const RETURN_SOURCES = ['courier_return', 'customer_return'] as const;
export type ReturnSource = (typeof RETURN_SOURCES)[number];

/**
 * Return statuses. A courier return (RTO: not delivered, coming back): `in_transit` → `out_for_delivery` →
 * `delivered` (at the seller's location) → `completed`. A customer return picked up by the marketplace:
 * `requested` → `approved` → `in_transit` → … → `completed`. A self-ship customer return: `requested` (the seller
 * approves or rejects) → `approved` → `pickup_scheduled` (the seller's courier has a pickup date) → `completed`;
 * or `rejected`. Any return may end `cancelled`.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'pickup_scheduled',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'completed',
  'rejected',
  'cancelled',
] as const;

/** Statuses after which nothing more happens at the marketplace. */
export const FINAL_RETURN_STATUSES: readonly string[] = ['completed', 'rejected', 'cancelled'];

/** What the return is for: `rto` for every courier return; the buyer's refund, replacement or exchange otherwise. */
export const RETURN_TYPES = ['rto', 'refund', 'replacement', 'exchange'] as const;

/** `serviceProfile` of a return of an order the seller ships with their own courier: a self-ship return. */
export const SELF_SHIP_PROFILE = 'Seller_Fulfilment';

/** At most this many ids in `returnIds` or `trackingIds` (the SDK: "Max. 25 allowed"); also the page size. */
export const MAX_RETURN_IDS = 25;

/** The queries of `GET /v2/returns`, as the SDK names them; dates are ISO strings. */
export interface ReturnsQuery {
  source: ReturnSource;
  modifiedAfter?: string;
  modifiedBefore?: string;
  createdAfter?: string;
  createdBefore?: string;
  returnIds?: readonly string[];
  trackingIds?: readonly string[];
  locationId?: string;
}

/** One page of a returns search as the client yields it. */
export interface ReturnsPage {
  pageNumber: number;
  returnItems: ReturnItem[];
  hasMore: boolean;
}

/** Whether a return is a self-ship return: a customer return of an order the seller's own courier carried. */
export function isSelfShipReturn(source: string, serviceProfile: string | undefined | null): boolean {
  return source === 'customer_return' && serviceProfile === SELF_SHIP_PROFILE;
}
