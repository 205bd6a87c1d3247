import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import type { CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import { describePrice, describeStock } from '../../shared/my-listings/checks.ts';
import type { ListingEdit } from '../../shared/my-listings/payloads.ts';
import type { Answer } from './change-journal.ts';

/** A change's result per SKU in words, and whether a listing as read already carries it. */

/** True when the listing as read has the change's new values (it reached the marketplace). */
export function appliedIn(listing: ListingV3, edit: ListingEdit): boolean {
  if (edit.kind === 'price')
    return listing.price.mrp === edit.after.mrp && listing.price.sellingPrice === edit.after.sellingPrice;
  return edit.after.every((a) => {
    const l = listing.locations.find((x) => x.id === a.id);
    return (
      l !== undefined && l.inventory === a.inventory && (l.status === undefined || l.status === a.status)
    );
  });
}

const nowWords = (edit: ListingEdit): string =>
  edit.kind === 'price'
    ? `Price now ${describePrice(edit.after)}.`
    : `Stock now ${describeStock(edit.after)}.`;

export const confirmedWords = (edit: ListingEdit): string =>
  `${nowWords(edit)} The marketplace had it already after an interruption, so it was not sent again.`;

export const refusedWords = (reasons: readonly string[]): string =>
  reasons.length === 0
    ? 'Refused by the marketplace, which gave no reason.'
    : `Refused by the marketplace: ${reasons.join('; ')}.`.replace(/\.\.$/, '.');

export function answerOf(edit: ListingEdit, r: CreateListingResponse): Answer {
  const issues = [...r.errors, ...r.attributeErrors];
  if (r.status === 'SUCCESS') return { status: r.status, failed: false, words: nowWords(edit) };
  if (r.status === 'WARNING')
    return {
      status: r.status,
      failed: false,
      words: `${nowWords(edit)} With a warning: ${issues.map((e) => e.description).join('; ')}.`,
    };
  return { status: r.status, failed: true, words: refusedWords(issues.map((e) => e.description)) };
}
