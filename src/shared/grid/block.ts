import { z } from 'zod';

/** The most rows one block may ask for: a grid asks for a screenful or two, never a whole table. */
export const MAX_BLOCK_ROWS = 1000;

export interface GridSort<C extends string = string> {
  colId: C;
  sort: 'asc' | 'desc';
}

/** What an infinite grid asks for: rows [startRow, endRow) of the table under `sort` and `filter`. */
export interface GridBlockRequest<C extends string = string, F = unknown> {
  startRow: number;
  endRow: number;
  sort: GridSort<C>[];
  filter: F;
}

/** One block of rows and the count of all rows that match, so the grid knows where the end is. */
export interface GridBlock<Row> {
  rows: Row[];
  rowCount: number;
}

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
