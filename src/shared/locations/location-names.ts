/**
 * Locations as a seller reads them. The marketplace names a dispatch location by an id from its onboarding
 * (`LOC853BCAA9FD7D`); the seller may give each a name, kept per seller account. Until then a location reads as
 * "Location 9FD7D" (the id's end, which tells a seller's few locations apart); ids stay in data and CSV.
 */

import type { MessageId } from '../i18n/catalogue.ts';
import { translatorFor, type MessageValues } from '../i18n/translator.ts';

/** A sentence of the catalogue in the language of the side showing it (the screens' `t`, the backend's `t`). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** English, for callers that do not say their language (CSV and logs, which stay in English). */
const english: Translate = (id, values) => translatorFor('en').t(id, values);

/** The longest name a location takes. */
export const MAX_LOCATION_NAME = 60;

/** Location id → the name the seller gave it. */
export type LocationNames = Readonly<Record<string, string>>;

/** How a shipment without a location reads, in `tr`'s language. */
export const noLocation = (tr: Translate = english): string => tr('locations.label.none');

/** The name of a location: the seller's, else a readable default from its id, in `tr`'s language. */
export function locationLabel(
  id: string | null | undefined,
  names: LocationNames,
  tr: Translate = english,
): string {
  const code = (id ?? '').trim();
  if (code === '') return noLocation(tr);
  const named = Object.hasOwn(names, code) ? names[code] : undefined;
  if (named !== undefined && named !== '') return named;
  // An id made of a code's characters and long: its last five tell a seller's locations apart.
  return /^[A-Z0-9_-]{9,}$/i.test(code) ? tr('locations.label.byCode', { code: code.slice(-5) }) : code;
}

/** A list of ids as the pick list joins them ("LOC1, LOC2"), each by its name. */
export function locationsLabel(ids: string, names: LocationNames, tr: Translate = english): string {
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .map((id) => locationLabel(id, names, tr))
    .join(', ');
}

/** What is wrong with a name typed for a location, or null; an empty name goes back to the default. */
export function locationNameProblem(name: string, tr: Translate = english): string | null {
  return name.trim().length > MAX_LOCATION_NAME
    ? tr('locations.error.nameTooLong', { max: MAX_LOCATION_NAME })
    : null;
}

/**
 * The id a seller means by what they typed where a location is entered: an id as it is, else the id of the location
 * with that name (any case), else the text as typed, for the rules to judge.
 */
export function locationIdOf(typed: string, names: LocationNames): string {
  const text = typed.trim();
  if (text === '' || Object.hasOwn(names, text)) return text;
  const wanted = text.toLowerCase();
  const match = Object.entries(names).find(([, name]) => name.trim().toLowerCase() === wanted);
  return match?.[0] ?? text;
}

/** What a choice list of locations offers: each id once, named ones first by name, then the others by id. */
export function locationChoices(names: LocationNames, seen: Iterable<string>): string[] {
  const ids = new Set([...Object.keys(names), ...seen].map((id) => id.trim()).filter((id) => id !== ''));
  const named = (id: string) => Object.hasOwn(names, id) && names[id] !== '';
  return [...ids].sort(
    (a, b) =>
      Number(named(b)) - Number(named(a)) ||
      locationLabel(a, names).localeCompare(locationLabel(b, names)) ||
      a.localeCompare(b),
  );
}

/** A location in a choice list: its name and, to tell it apart, its id ("Pune warehouse (LOCBBADD394CE14)"). */
export const locationChoiceLabel = (id: string, names: LocationNames, tr: Translate = english): string =>
  id.trim() === '' ? '' : `${locationLabel(id, names, tr)} (${id.trim()})`;
