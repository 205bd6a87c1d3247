import * as z from 'zod';

/**
 * Building blocks of the lenient readers of seller answers, as the real service sends them: optional fields may be
 * missing or null, numbers may come as `1.0` or as numeric strings, flags as "true"/"false", lists as null.
 */

export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());
export const text = optional(z.union([z.string(), z.number().transform(String)]));
export const number = optional(
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
);
export const flag = optional(
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
);
export const id = z.union([z.string().min(1), z.number().transform(String)]);
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item));
