import { z } from 'zod';
import { gridBlockRequestSchema } from '../grid/block-schema.ts';
import type { GridBlock } from '../grid/block.ts';
import { call, event } from '../ipc/define.ts';
import { timeZoneField } from '../ipc/time-zone-field.ts';
import { subIdFields } from './sub-id-schema.ts';
import type { FeedCategoryView, FeedProductRow, FeedSettings, ProductDetail } from './types.ts';

const category = z.string().trim().min(1, 'a category is required').max(200);
const amount = z.number().min(0).max(1e12);

export const feedFilterSchema = z
  .object({
    category: category.optional(),
    search: z.string().max(200).optional(),
    brand: z.string().max(200).optional(),
    minPrice: amount.optional(),
    maxPrice: amount.optional(),
    minDiscount: z.number().min(0).max(100).optional(),
    inStockOnly: z.boolean().optional(),
    codOnly: z.boolean().optional(),
    hideRemoved: z.boolean().optional(),
  })
  .strict();

export const FEED_SORT_COLUMNS = ['sellingPrice', 'discount', 'title', 'changedAt', 'category'] as const;
/** An export's order: the grid's sort, at most three columns. */
export const feedSortSchema = z
  .array(z.object({ colId: z.enum(FEED_SORT_COLUMNS), sort: z.enum(['asc', 'desc']) }))
  .max(3)
  .default([]);
const blockRequest = gridBlockRequestSchema(FEED_SORT_COLUMNS, feedFilterSchema);

/** The affiliate feed browser: directory, syncs (as jobs), the product grid, detail and export. */
export const feedsCalls = {
  /** The stored directory of the active profile (no network): categories, counts, sync state. */
  feedDirectory: call<{ categories: FeedCategoryView[]; settings: FeedSettings }>()(z.object({}).strict()),
  /** Fetches the category directory again in the chosen format. */
  refreshFeedDirectory: call<{ categories: FeedCategoryView[]; settings: FeedSettings }>()(
    z.object({}).strict(),
  ),
  saveFeedSettings: call<FeedSettings>()(
    z
      .object({
        format: z.enum(['json', 'xml']),
        variant: z.enum(['v1.1.0', 'v0.1.0']),
        inStockOnly: z.boolean(),
      })
      .strict(),
  ),
  /** Starts a full or delta sync of a category as a job (kind `feedSync:<category>`); queued behind others. */
  startFeedSync: call<{ jobId: string }>()(z.object({ category, mode: z.enum(['full', 'delta']) }).strict()),
  queryFeedProducts: call<GridBlock<FeedProductRow>>()(blockRequest),
  feedBrands: call<string[]>()(z.object({ category: category.optional() }).strict()),
  feedProduct: call<ProductDetail>()(z.object({ category, productId: z.string().min(1).max(100) }).strict()),
  /** The filtered products as CSV text (raw values, affiliate links included, with the sub-ids given). */
  exportFeedProducts: call<{ csv: string; rows: number; fileName: string }>()(
    z
      .object({
        filter: feedFilterSchema,
        sort: feedSortSchema,
        subId1: subIdFields.subId1.optional(),
        subId2: subIdFields.subId2.optional(),
        /** The seller's zone: the file is named with the day there (India's when not given). */
        timeZone: timeZoneField.optional(),
      })
      .strict(),
  ),
};

export const feedsEvents = {
  /** Stored products of a category changed (a page stored, a sync ended): counts and grids refresh. */
  feedsChanged: event<{ profileId: string; category: string; ended: boolean }>(),
};
