import type { FeedProductFilter, FeedProductRow, FeedSortColumn } from '../../../../shared/feeds/types.ts';
import { api } from '../../api/index.ts';
import { appBlocks } from '../../ui/grid/app-blocks.ts';
import { useFeeds } from './feeds-store.ts';
import { sortColumn } from './sort-column.ts';

/** Rows in one block of the product grid. */
export const PRODUCT_BLOCK_SIZE = 100;

/**
 * The product grid's datasource, one for the app (whichever time the grid is drawn): what it holds is a block on its
 * way. It lives outside the screen's file, as the shipment grid's does, so that the first block can be asked for
 * before the screen's other questions: the web host's browser opens six connections at most (the event stream holds
 * one), and the screen asks nine more things as it mounts (the directory, its view, jobs, the watchlist's four,
 * the brands), so a block asked only once AG Grid had built itself waited for a connection behind all of them,
 * and for the backend's one thread behind the brands (a DISTINCT over the category's index: the longest of them at
 * a million products). The app asks as the move to Feeds is made (App's FIRST_DATA), before the screen is drawn.
 */
export const { datasource: productBlocks, reportTo: reportBlocksTo } = appBlocks<
  FeedProductRow,
  FeedProductFilter,
  FeedSortColumn
>({
  fetchBlock: (request) => api.queryFeedProducts(request),
  sortColumn,
  filter: () => useFeeds.getState().gridFilter(),
});

/**
 * Asks for the grid's first block now, in the category and sort the store holds: the grid asks only once the
 * screen has rendered and AG Grid has built itself, and takes this answer then. Nothing is asked before a category
 * is picked (the first visit: the directory picks it, and the store's change asks then). A question already on its
 * way is not asked twice.
 */
export function askFirstProducts(): void {
  const { selected, sort } = useFeeds.getState();
  if (selected !== null) productBlocks.prefetch({ endRow: PRODUCT_BLOCK_SIZE, sort });
}
