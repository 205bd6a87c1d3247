import { z } from 'zod';
import { listOf, nullAsMissing, optional, text } from '../marketplace/lenient.ts';

/**
 * The marketplace's returns as `GET /v2/returns` sends them (the SDK's `ReturnItem` and `ReturnsSearchResponseV2`,
 * real-seller-api.md §4), read leniently: every field may be missing or null, numbers may come as strings, unknown
 * fields are kept. Only `returnId` is required: without it a return cannot be stored.
 */

/** A quantity: a number, or a whole number as text (`"2"`, `"2.0"`); null reads as missing. */
const count = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.0+)?$/)
      .transform(Number),
    nullAsMissing,
  ])
  .optional();

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
