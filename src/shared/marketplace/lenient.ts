import * as z from 'zod';

/**
 * Building blocks of the lenient readers of seller answers (shipments, listings, returns), as the real service sends
 * them: optional fields may be missing or null, numbers may come as `1.0` or as numeric strings, flags as
 * "true"/"false", lists as null.
 *
 * A null field reads as missing. In the three blocks every field uses (text, number, flag) that is one more choice
 * of their union rather than a `z.preprocess` around it: every seller answer runs them for every field of every
 * shipment, and the preprocess's extra pipe took a quarter to a third of zod's time on a shipment (issue 43). The
 * answer read is the same, and so is the path of the first field refused.
 */

/** Null, read as a missing value: a choice of a union of its own (a return's count, say). */
export const nullAsMissing = z.null().transform(() => undefined);

export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());
export const text = z.union([z.string(), z.number().transform(String), nullAsMissing]).optional();
export const number = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
    nullAsMissing,
  ])
  .optional();
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true'), nullAsMissing])
  .optional();
export const id = z.union([z.string().min(1), z.number().transform(String)]);
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item));
