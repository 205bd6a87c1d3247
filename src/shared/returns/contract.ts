import { z } from 'zod';
import type { GridBlock } from '../grid/block.ts';
import { gridBlockRequestSchema } from '../grid/block-schema.ts';
import { call, event } from '../ipc/define.ts';
import {
  RETURN_SORT_COLUMNS,
  type ReturnCacheStatus,
  type ReturnCounts,
  type ReturnRow,
  type ReturnSyncStart,
} from './return-rows.ts';
import { RETURN_TABS } from './return-tabs.ts';
import { RETURN_SOURCES } from './return-types.ts';
import { expectedDaysFields } from './expected-days.ts';

const word = z.string().trim().min(1).max(100).optional();

/** The grid's filter: the tab, a quick search (return id, order item, SKU, tracking id) and the filters. */
export const returnGridFilterSchema = z
  .object({
    tab: z.enum(RETURN_TABS),
    search: z.string().max(200).optional(),
    source: z.enum(RETURN_SOURCES).optional(),
    type: word,
    reason: word,
    status: word,
    locationId: z.string().trim().min(1).max(200).optional(),
    ...expectedDaysFields,
  })
  .strict();
export type ReturnGridFilter = z.infer<typeof returnGridFilterSchema>;

/** The returns slice: the sync of the active profile's returns and reads of its offline cache. */
export const returnsCalls = {
  /** Starts (or joins) the returns sync: resumes an unfinished one, else full the first time, then incremental. */
  startReturnSync: call<ReturnSyncStart>()(
    z.object({ kind: z.enum(['auto', 'full', 'incremental']).default('auto') }).strict(),
  ),
  getReturnCacheStatus: call<ReturnCacheStatus>()(z.object({}).strict()),
  /** A block of a tab's rows under the search and filters, sorted in SQL. */
  getReturnBlock: call<GridBlock<ReturnRow>>()(
    gridBlockRequestSchema(RETURN_SORT_COLUMNS, returnGridFilterSchema),
  ),
  /** Rows of every tab under the filter's search and filters: each count is the rows its tab lists. */
  getReturnCounts: call<ReturnCounts>()(z.object({ filter: returnGridFilterSchema }).strict()),
};

export const returnsEvents = {
  /** The returns cache of a profile changed (a sync stored a page, a receipt was written): grids read again. */
  returnsChanged: event<{ profileId: string }>(),
};
