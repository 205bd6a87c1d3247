import type { FeedSortColumn } from '../../../../shared/feeds/types.ts';

/**
 * The columns the block call sorts by (the contract's FEED_SORT_COLUMNS), as a type-checked record rather than an
 * import of the contract: the app's first file asks for the grid's first block through this, and the contract's
 * schemas stay in the screens' files.
 */
const SORTED: Record<FeedSortColumn, true> = {
  sellingPrice: true,
  discount: true,
  title: true,
  changedAt: true,
  category: true,
};

/** The column's id, when it is one the backend sorts by. */
export function sortColumn(colId: string): FeedSortColumn | undefined {
  return Object.hasOwn(SORTED, colId) ? (colId as FeedSortColumn) : undefined;
}
