import type { CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import {
  describeLevel,
  describePrice,
  describeStock,
  formatRupees,
  sameStock,
  touched,
} from '../../shared/my-listings/checks.ts';
import { locationLabel, type LocationNames } from '../../shared/locations/location-names.ts';
import type { ListingEdit, PriceValues, StockLocation } from '../../shared/my-listings/payloads.ts';
import type { Answer } from './change-journal.ts';
import { anywayEdit, type Held } from './change-compare.ts';

/** A change's result per SKU in words; `names` are the seller's names of locations (Shipments › Name locations). */

const nowWords = (edit: ListingEdit, names?: LocationNames): string =>
  edit.kind === 'price'
    ? `Price now ${describePrice(edit.after)}.`
    : `Stock now ${describeStock(edit.after, names)}.`;

/** Found already at the marketplace: after an interruption (`sent`), or before it was ever sent. */
export const confirmedWords = (edit: ListingEdit, sent: boolean, names?: LocationNames): string =>
  sent
    ? `${nowWords(edit, names)} The marketplace had it already after an interruption, so it was not sent again.`
    : `${nowWords(edit, names)} The marketplace had it already, so it was not sent.`;

/** A price as the seller compares two: the selling price alone while the MRP is the same. */
const priceAgainst = (p: PriceValues, other: PriceValues, currency?: string): string =>
  p.mrp === other.mrp
    ? formatRupees(p.sellingPrice, currency)
    : `${formatRupees(p.sellingPrice, currency)} (MRP ${formatRupees(p.mrp, currency)})`;

const level = (l: StockLocation | undefined): string => (l === undefined ? 'none' : describeLevel(l));

/** "Price is now ₹800, not ₹900: not changed." — what was found instead of what the change was made against. */
export function stoppedWords(edit: ListingEdit, found: Held, names?: LocationNames): string {
  if (edit.kind === 'price') {
    const f = found as PriceValues & { currency?: string };
    return `Price is now ${priceAgainst(f, edit.before, f.currency)}, not ${priceAgainst(edit.before, f, f.currency)}: not changed.`;
  }
  const now = found as StockLocation[];
  const parts = touched(edit).flatMap(({ before, after }) => {
    const held = now.find((l) => l.id === after.id);
    return sameStock(after, held) || (before !== undefined && sameStock(before, held))
      ? []
      : [
          `at ${names === undefined ? after.id : locationLabel(after.id, names)} is now ${level(held)}, not ${level(before)}`,
        ];
  });
  // A status alone told apart: the locations as found and as the change was made against.
  if (parts.length === 0)
    return `Stock is now ${describeStock(now, names)}, not ${describeStock(edit.before, names)}: not changed.`;
  return `Stock ${parts.join('; ')}: not changed.`;
}

/** "Set it to ₹700 anyway?": the change's new values, against what was found. */
export function anywayQuestion(edit: ListingEdit, found: Held, names?: LocationNames): string {
  const again = anywayEdit(edit, found);
  if (again.kind === 'price') {
    const { currency } = found as { currency?: string };
    return `Set it to ${priceAgainst(again.after, again.before, currency)} anyway?`;
  }
  return `Set it to ${describeStock(
    touched(again).map((t) => t.after),
    names,
  )} anyway?`;
}

/** Why a change was refused or an item not sent: another change of the SKU still waits for its answer. */
export function busySentence(skus: readonly string[]): string {
  const named =
    skus.length === 1
      ? `SKU ${skus[0]} has a change`
      : `SKUs ${skus.slice(0, 3).join(', ')}${skus.length > 3 ? ` and ${skus.length - 3} more` : ''} have changes`;
  return `${named} still waiting for the marketplace's answer; resume that change or wait for it to end, then try again.`;
}

export const refusedWords = (reasons: readonly string[]): string =>
  reasons.length === 0
    ? 'Refused by the marketplace, which gave no reason.'
    : `Refused by the marketplace: ${reasons.join('; ')}.`.replace(/\.\.$/, '.');

export function answerOf(edit: ListingEdit, r: CreateListingResponse, names?: LocationNames): Answer {
  const issues = [...r.errors, ...r.attributeErrors];
  if (r.status === 'SUCCESS') return { status: r.status, failed: false, words: nowWords(edit, names) };
  if (r.status === 'WARNING')
    return {
      status: r.status,
      failed: false,
      words: `${nowWords(edit, names)} With a warning: ${issues.map((e) => e.description).join('; ')}.`,
    };
  return { status: r.status, failed: true, words: refusedWords(issues.map((e) => e.description)) };
}
