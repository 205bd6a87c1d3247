import { locationLabel, type LocationNames } from '../locations/location-names.ts';
import { entries, joinEntries, type Cells } from './columns.ts';

/**
 * An export meant for a spreadsheet keeps the marketplace's location ids (what an import reads back) and adds the
 * seller's names for them in a column right after, so a person reading the file sees "Pune warehouse". An import
 * reads past this column without a word: the id column is the one that counts.
 */
export const LOCATION_NAME_COLUMN = 'location_name';

/** The names of a row's locations, in the order of its ids ("Pune warehouse | Location D5E6F"). */
export const locationNamesOf = (cells: Cells, names: LocationNames): string =>
  joinEntries(entries(cells, 'location_id').map((id) => locationLabel(id, names)));

/** A row of the listing columns (in `ids` order) with `name` placed right after the location id. */
export function withLocationName<T>(ids: readonly string[], values: readonly T[], name: T): T[] {
  const at = ids.indexOf('location_id') + 1;
  return [...values.slice(0, at), name, ...values.slice(at)];
}
