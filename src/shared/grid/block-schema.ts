import { z } from 'zod';
import { MAX_BLOCK_ROWS } from './block.ts';

/**
 * The input schema of a slice's block call: its sortable columns and its filter. Sorting and filtering happen in
 * SQL, so only named columns pass; an unknown column is a VALIDATION error naming it, never SQL.
 */
export function gridBlockRequestSchema<const C extends readonly [string, ...string[]], F extends z.ZodType>(
  sortable: C,
  filter: F,
) {
  return z
    .object({
      startRow: z.number().int().min(0),
      endRow: z.number().int().min(1),
      sort: z
        .array(z.object({ colId: z.enum(sortable), sort: z.enum(['asc', 'desc']) }))
        .max(3)
        .default([]),
      filter,
    })
    .refine((r) => r.endRow > r.startRow, { message: 'endRow must be after startRow', path: ['endRow'] })
    .refine((r) => r.endRow - r.startRow <= MAX_BLOCK_ROWS, {
      message: `a block is at most ${MAX_BLOCK_ROWS} rows`,
      path: ['endRow'],
    });
}
