import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import { compareAndSet, type Compared } from '../../shared/marketplace/compare-and-set.ts';
import { touched } from '../../shared/my-listings/checks.ts';
import type { ListingEdit, PriceValues, StockLocation } from '../../shared/my-listings/payloads.ts';

/**
 * Compare and set (shared/marketplace/compare-and-set.ts) for price and stock changes, their resume and their undo:
 * before each send and on every read-back, what the marketplace holds of what the call would send decides. A stopped
 * change is never overwritten; the seller is told and may set it anyway, as a new change made against what was found.
 */

/** What a SKU holds of a change's kind: its price (in the listing's currency, when it says), or its locations. */
export type Held = (PriceValues & { currency?: string }) | StockLocation[];

export type Verdict =
  | { is: 'done' }
  /** The old value, or a SKU the account has no listing for (the marketplace answers that with its refusal). */
  | { is: 'send' }
  | { is: 'stopped'; found: Held }
  /** The read did not tell (not reported, a value left out): nothing is sent on it. */
  | { is: 'unknown' };

type Field = Compared;
const NONE = null;

/** Every value the call would send, with what the change was made against, what it sets and what is held now. */
function fields(edit: ListingEdit, listing: ListingV3): Field[] {
  if (edit.kind === 'price')
    return (['mrp', 'sellingPrice'] as const).map((k) => ({
      before: edit.before[k],
      after: edit.after[k],
      now: listing.price[k],
    }));
  return touched(edit).flatMap(({ before, after }): Field[] => {
    const now = listing.locations.find((l) => l.id === after.id);
    // A location missing from a read that names others is a third value, "none" (unless the change adds it): the
    // marketplace answered, so it is no "not known yet" a resume could ever settle.
    if (now === undefined && listing.locations.length > 0)
      return [{ before: before === undefined ? NONE : before.inventory, after: after.inventory, now: NONE }];
    const inventory = { before: before?.inventory, after: after.inventory, now: now?.inventory };
    // A read that leaves out a location's status says nothing against either value.
    const status = now?.status?.toUpperCase();
    return status === undefined
      ? [inventory]
      : [inventory, { before: before?.status, after: after.status, now: status }];
  });
}

function heldOf(edit: ListingEdit, listing: ListingV3): Held {
  if (edit.kind === 'price') {
    const { mrp = 0, sellingPrice = 0, currency } = listing.price;
    return currency === undefined ? { mrp, sellingPrice } : { mrp, sellingPrice, currency };
  }
  return listing.locations.map((l) => ({
    id: l.id,
    status:
      (l.status?.toUpperCase() ?? edit.before.find((b) => b.id === l.id)?.status) === 'DISABLED'
        ? 'DISABLED'
        : 'ENABLED',
    inventory: l.inventory ?? 0,
  }));
}

/** `sent`: the item may have reached the marketplace already (an interruption), so its new value may be its own. */
export function verdictOf(edit: ListingEdit, read: SkuListingRead | undefined, sent = false): Verdict {
  if (read === undefined || read.state === 'unreported') return { is: 'unknown' };
  if (read.state !== 'available') return { is: 'send' };
  const held = fields(edit, read.listing);
  if (held.some((f) => f.now === undefined)) return { is: 'unknown' };
  const decision = compareAndSet(held);
  // Units added (a restock) found added before this change was sent: another hand's, not this change's; done, they
  // would be lost (108 + 1 read, 109 set elsewhere meanwhile, and the return counted back in stock).
  if (decision.is === 'done' && edit.kind === 'stock' && edit.adds === true && !sent)
    return { is: 'stopped', found: heldOf(edit, read.listing) };
  return decision.is === 'stopped' ? { is: 'stopped', found: heldOf(edit, read.listing) } : decision;
}

/** "Set it to … anyway": the same new values, made against what was found; what the change left alone stays. */
export function anywayEdit(edit: ListingEdit, found: Held): ListingEdit {
  if (edit.kind === 'price') {
    const f = found as PriceValues;
    const pick = (k: keyof PriceValues) => (edit.before[k] === edit.after[k] ? f[k] : edit.after[k]);
    const before = { mrp: f.mrp, sellingPrice: f.sellingPrice };
    return { ...edit, before, after: { mrp: pick('mrp'), sellingPrice: pick('sellingPrice') } };
  }
  const f = found as StockLocation[];
  const set = touched(edit).map((t) => t.after);
  const missing = set.filter((s) => !f.some((l) => l.id === s.id));
  return { ...edit, before: f, after: [...f.map((l) => set.find((s) => s.id === l.id) ?? l), ...missing] };
}
