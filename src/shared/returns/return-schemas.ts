import { z } from 'zod';

/**
 * The marketplace's returns as `GET /v2/returns` sends them (the SDK's `ReturnItem` and `ReturnsSearchResponseV2`,
 * real-seller-api.md §4), read leniently: every field may be missing or null, numbers may come as strings, unknown
 * fields are kept. Only `returnId` is required: without it a return cannot be stored.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());
// Null reads as missing: in the fields every return has, one more choice of the union rather than a preprocess
// around it, whose pipe took a quarter to a third of zod's time on a record (as in main's seller lenient.ts).
const nullAsMissing = z.null().transform(() => undefined);
const text = z.union([z.string(), z.number().transform(String), nullAsMissing]).optional();
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
