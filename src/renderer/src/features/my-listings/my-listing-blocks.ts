import type {
  MyListingRow,
  MyListingsFilter,
  MyListingsSortColumn,
} from '../../../../shared/my-listings/payloads.ts';
import { api } from '../../api/index.ts';
import { appBlocks } from '../../ui/grid/app-blocks.ts';
import { sortColumn } from './sort-column.ts';
import { useMyListings } from './my-listings-store.ts';

/** Rows in one block of the My listings grid. */
export const MY_LISTINGS_BLOCK_SIZE = 100;

/**
 * The My listings grid's datasource, one for the app (whichever time the grid is drawn), kept outside the screen's
 * file as the shipment and product grids' are: the first block is asked for as the seller picks the tab (the
 * Listings screen's `askFirstMyListings`), so that SQL answers while React draws the screen and AG Grid builds its
 * fifteen columns, rather than only once the grid is built and asks.
 */
export const { datasource: myListingBlocks, reportTo: reportBlocksTo } = appBlocks<
  MyListingRow,
  MyListingsFilter,
  MyListingsSortColumn
>({
  fetchBlock: (request) => api.myListingsBlock(request),
  sortColumn,
  filter: () => useMyListings.getState().gridFilter(),
});

/**
 * Asks for the grid's first block now, under the store's filter, unsorted as the grid first asks (its sort is not
 * kept between visits). A question already on its way, or answered a moment ago, is not asked twice.
 */
export function askFirstMyListings(): void {
  myListingBlocks.prefetch({ endRow: MY_LISTINGS_BLOCK_SIZE, sort: [] });
}
