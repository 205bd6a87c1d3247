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
import { t } from '../i18n/backend-language.ts';
import { anywayEdit, type Held } from './change-compare.ts';

/**
 * A change's result per SKU in words, in the seller's language at the moment of the answer (kept so in the journal);
 * `names` are the seller's names of locations (Shipments › Name locations).
 */

const nowWords = (edit: ListingEdit, names?: LocationNames): string =>
  edit.kind === 'price'
    ? t('myListings.words.priceNow', { price: describePrice(edit.after, t) })
    : t('myListings.words.stockNow', { stock: describeStock(edit.after, names, t) });

/** Found already at the marketplace: after an interruption (`sent`), or before it was ever sent. */
export const confirmedWords = (edit: ListingEdit, sent: boolean, names?: LocationNames): string =>
  sent
    ? t('myListings.words.hadItAfterInterruption', { now: nowWords(edit, names) })
    : t('myListings.words.hadIt', { now: nowWords(edit, names) });

/** A price as the seller compares two: the selling price alone while the MRP is the same. */
const priceAgainst = (p: PriceValues, other: PriceValues, currency?: string): string =>
  p.mrp === other.mrp
    ? formatRupees(p.sellingPrice, currency)
    : t('myListings.words.price', {
        price: formatRupees(p.sellingPrice, currency),
        mrp: formatRupees(p.mrp, currency),
      });

const level = (l: StockLocation | undefined): string =>
  l === undefined ? t('myListings.words.none') : describeLevel(l, t);

/** "Price is now ₹800, not ₹900: not changed." — what was found instead of what the change was made against. */
export function stoppedWords(edit: ListingEdit, found: Held, names?: LocationNames): string {
  if (edit.kind === 'price') {
    const f = found as PriceValues & { currency?: string };
    return t('myListings.words.priceStopped', {
      found: priceAgainst(f, edit.before, f.currency),
      before: priceAgainst(edit.before, f, f.currency),
    });
  }
  const now = found as StockLocation[];
  const parts = touched(edit).flatMap(({ before, after }) => {
    const held = now.find((l) => l.id === after.id);
    return sameStock(after, held) || (before !== undefined && sameStock(before, held))
      ? []
      : [
          t('myListings.words.stockPart', {
            location: names === undefined ? after.id : locationLabel(after.id, names, t),
            found: level(held),
            before: level(before),
          }),
        ];
  });
  // A status alone told apart: the locations as found and as the change was made against.
  if (parts.length === 0)
    return t('myListings.words.stockStopped', {
      found: describeStock(now, names, t),
      before: describeStock(edit.before, names, t),
    });
  return t('myListings.words.stockPartsStopped', { parts: parts.join('; ') });
}

/** "Set it to ₹700 anyway?": the change's new values, against what was found. */
export function anywayQuestion(edit: ListingEdit, found: Held, names?: LocationNames): string {
  const again = anywayEdit(edit, found);
  if (again.kind === 'price') {
    const { currency } = found as { currency?: string };
    return t('myListings.words.anyway', { value: priceAgainst(again.after, again.before, currency) });
  }
  return t('myListings.words.anyway', {
    value: describeStock(
      touched(again).map((one) => one.after),
      names,
      t,
    ),
  });
}

/** Why a change was refused or an item not sent: another change of the SKU still waits for its answer. */
export function busySentence(skus: readonly string[]): string {
  return skus.length === 1
    ? t('myListings.refusal.busyOne', { sku: skus[0] })
    : t('myListings.refusal.busyMany', {
        skus: skus.slice(0, 3).join(', '),
        more: Math.max(0, skus.length - 3),
      });
}

export const refusedWords = (reasons: readonly string[]): string =>
  reasons.length === 0
    ? t('myListings.words.refusedNoReason')
    : t('myListings.words.refused', { reasons: reasons.join('; ') }).replace(/\.\.$/, '.');

export function answerOf(edit: ListingEdit, r: CreateListingResponse, names?: LocationNames): Answer {
  const issues = [...r.errors, ...r.attributeErrors];
  if (r.status === 'SUCCESS') return { status: r.status, failed: false, words: nowWords(edit, names) };
  if (r.status === 'WARNING')
    return {
      status: r.status,
      failed: false,
      words: t('myListings.words.warning', {
        now: nowWords(edit, names),
        issues: issues.map((e) => e.description).join('; '),
      }),
    };
  return { status: r.status, failed: true, words: refusedWords(issues.map((e) => e.description)) };
}
