import type { MyListingRow, MyListingsFilter } from '../../../../shared/my-listings/payloads.ts';
import { api } from '../../api/index.ts';
import { blockDatasource } from '../../ui/grid/block-datasource.ts';
import { sortColumn } from './sort-column.ts';
import { useMyListings } from './my-listings-store.ts';

/** Rows in one block of the My listings grid. */
export const MY_LISTINGS_BLOCK_SIZE = 100;

/** What the grid on screen shows of its blocks: the count and the last failure. */
interface BlockReports {
  count(rowCount: number): void;
  error(message: string): void;
}
let reports: BlockReports | undefined;

/**
 * The My listings grid's datasource, one for the app (whichever time the grid is drawn), kept outside the screen's
 * file as the shipment and product grids' are: the first block is asked for as the seller picks the tab (the
 * Listings screen's `askFirstMyListings`), so that SQL answers while React draws the screen and AG Grid builds its
 * fifteen columns, rather than only once the grid is built and asks.
 */
export const myListingBlocks = blockDatasource<MyListingRow, MyListingsFilter>({
  fetchBlock: (request) =>
    api.myListingsBlock({
      ...request,
      // Only the columns the call sorts by (in SQL): a column without a sort of its own never reaches the backend.
      sort: request.sort.flatMap((s) => {
        const colId = sortColumn(s.colId);
        return colId === undefined ? [] : [{ colId, sort: s.sort }];
      }),
    }),
  filter: () => useMyListings.getState().gridFilter(),
  onCount: (rowCount) => reports?.count(rowCount),
  onError: (message) => reports?.error(message),
});

/** The grid on screen hears its blocks' count and failures until it goes (the returned function). */
export function reportBlocksTo(to: BlockReports): () => void {
  reports = to;
  return () => {
    if (reports === to) reports = undefined;
  };
}

/**
 * Asks for the grid's first block now, under the store's filter, unsorted as the grid first asks (its sort is not
 * kept between visits). A question already on its way, or answered a moment ago, is not asked twice.
 */
export function askFirstMyListings(): void {
  myListingBlocks.prefetch({ endRow: MY_LISTINGS_BLOCK_SIZE, sort: [] });
}
