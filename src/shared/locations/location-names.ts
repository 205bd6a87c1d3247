/**
 * Locations as a seller reads them. The marketplace names a dispatch location by an id from its onboarding
 * (`LOC853BCAA9FD7D`); the seller may give each a name, kept per seller account. Until then a location reads as
 * "Location 9FD7D" (the id's end, which tells a seller's few locations apart); ids stay in data and CSV.
 */

/** The longest name a location takes. */
export const MAX_LOCATION_NAME = 60;

/** Location id → the name the seller gave it. */
export type LocationNames = Readonly<Record<string, string>>;

/** How a shipment without a location reads. */
export const NO_LOCATION = 'No location';

/** The name of a location: the seller's, else a readable default from its id. */
export function locationLabel(id: string | null | undefined, names: LocationNames): string {
  const code = (id ?? '').trim();
  if (code === '') return NO_LOCATION;
  const named = Object.hasOwn(names, code) ? names[code] : undefined;
  if (named !== undefined && named !== '') return named;
  // An id made of a code's characters and long: its last five tell a seller's locations apart.
  return /^[A-Z0-9_-]{9,}$/i.test(code) ? `Location ${code.slice(-5)}` : code;
}

/** A list of ids as the pick list joins them ("LOC1, LOC2"), each by its name. */
export function locationsLabel(ids: string, names: LocationNames): string {
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .map((id) => locationLabel(id, names))
    .join(', ');
}

/** What is wrong with a name typed for a location, or null; an empty name goes back to the default. */
export function locationNameProblem(name: string): string | null {
  return name.trim().length > MAX_LOCATION_NAME
    ? `A location's name is at most ${MAX_LOCATION_NAME} characters.`
    : null;
}
