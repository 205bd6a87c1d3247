import { z } from 'zod';

/**
 * The marketplace's returns as `GET /v2/returns` sends them (the SDK's `ReturnItem` and `ReturnsSearchResponseV2`,
 * real-seller-api.md §4), read leniently: every field may be missing or null, numbers may come as strings, unknown
 * fields are kept. Only `returnId` is required: without it a return cannot be stored.
 *
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

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());
const text = optional(z.union([z.string(), z.number().transform(String)]));
const count = optional(
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.0+)?$/)
      .transform(Number),
  ]),
);
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item));

/** A service of a return (a technician's visit, say): `services[]` of the SDK's `ReturnItem`. */
export const returnServiceSchema = z.looseObject({
  serviceFulfilmentId: text,
  description: text,
  serviceByDate: text,
  createdAt: text,
});

/** The SDK's `ReturnItem`; dates are the marketplace's strings (`2026-11-28T10:15:00.000+05:30`). */
export const returnItemSchema = z.looseObject({
  returnId: z.union([z.string().trim().min(1), z.number().transform(String)]),
  orderItemId: text,
  orderId: text,
  locationId: text,
  quantity: count,
  orderDate: text,
  createdDate: text,
  updatedDate: text,
  courierName: text,
  sellerId: text,
  status: text,
  type: text,
  reason: text,
  subReason: text,
  trackingId: text,
  shipmentStatus: text,
  shipmentId: text,
  comments: text,
  approvedOn: text,
  expectedDate: text,
  serviceProfile: text,
  services: listOf(returnServiceSchema),
});
export type ReturnItem = z.output<typeof returnItemSchema>;

/** The SDK's `ReturnsSearchResponseV2`: a page of at most 25 returns. */
export const returnsSearchResponseSchema = z.looseObject({
  hasMore: optional(z.boolean()),
  nextUrl: text,
  returnItems: listOf(returnItemSchema),
});

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
