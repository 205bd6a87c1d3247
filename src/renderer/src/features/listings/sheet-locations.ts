import { entries, joinEntries, LIST_SEPARATOR } from '../../../../shared/listings/columns.ts';
import { locationIdOf, type LocationNames } from '../../../../shared/locations/location-names.ts';
import type { SheetRow } from './sheet-model.ts';

/** Every location id the sheet's rows hold: with the named ones, what a location cell offers to choose. */
export function sheetLocationIds(rows: readonly SheetRow[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) for (const id of entries(row.cells, 'location_id')) if (id !== '') ids.add(id);
  return ids;
}

/** A location cell as typed: each entry that is a location's name becomes its id ("Pune warehouse | LOC2"). */
export function locationIdsOf(typed: string, names: LocationNames): string {
  if (!typed.includes(LIST_SEPARATOR)) return locationIdOf(typed, names);
  return joinEntries(typed.split(LIST_SEPARATOR).map((e) => locationIdOf(e, names)));
}
