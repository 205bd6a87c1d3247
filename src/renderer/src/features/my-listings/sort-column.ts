import { MY_LISTINGS_SORTABLE } from '../../../../shared/my-listings/payloads.ts';
import type { MyListingsSortColumn } from '../../../../shared/my-listings/payloads.ts';

/** The column's id, when it is one the backend sorts by. */
export function sortColumn(colId: string): MyListingsSortColumn | undefined {
  return (MY_LISTINGS_SORTABLE as readonly string[]).includes(colId)
    ? (colId as MyListingsSortColumn)
    : undefined;
}
