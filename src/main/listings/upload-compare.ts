import { compareAndSet } from '../../shared/marketplace/compare-and-set.ts';
import type { Compared } from '../../shared/marketplace/compare-and-set.ts';
import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { CreateListingRequest } from '../../shared/marketplace/listing-types.ts';
import { formatRupees } from '../../shared/my-listings/checks.ts';

/**
 * Compare and set for uploads: an undo sends a SKU back only while it holds what the upload set, and an upload over
 * a listing the preview read sends it only while it holds what the preview read. The values compared are those a
 * listing read tells, named as the seller reads them ("Price", "Stock at LOC1"). Labels and packages are not read,
 * so not compared.
 */

type Value = number | string;
type Field = Compared & { label: string };

/** Either send, or stop this SKU with the sentence of why (a third value, or a read that did not tell). */
export type UploadCheck = { is: 'send' } | { is: 'stopped'; sentence: string };

const MONEY = new Set(['MRP', 'Price', 'Local shipping fee', 'Zonal shipping fee', 'National shipping fee']);
const FEES = { local: 'Local shipping fee', zonal: 'Zonal shipping fee', national: 'National shipping fee' };

const upper = (s: string | undefined): string | undefined => s?.trim().toUpperCase();

/** The values of a request or a read, by label; a value the read leaves out is absent. */
function valuesOf(parts: {
  mrp?: number | undefined;
  price?: number | undefined;
  status?: string | undefined;
  fees?: Partial<Record<keyof typeof FEES, number>> | undefined;
  locations: readonly { id: string; status?: string | undefined; inventory?: number | undefined }[];
}): Map<string, Value> {
  const out = new Map<string, Value>();
  const set = (label: string, v: Value | undefined) => v !== undefined && out.set(label, v);
  set('MRP', parts.mrp);
  set('Price', parts.price);
  set('Status', upper(parts.status));
  for (const [k, label] of Object.entries(FEES)) set(label, parts.fees?.[k as keyof typeof FEES]);
  for (const l of parts.locations) {
    set(`Stock at ${l.id}`, l.inventory);
    set(`Status at ${l.id}`, upper(l.status));
  }
  return out;
}

const ofRequest = (r: CreateListingRequest) =>
  valuesOf({
    mrp: r.price.mrp,
    price: r.price.sellingPrice,
    status: r.listingStatus,
    fees: r.shippingFees,
    locations: r.locations,
  });

const ofRead = (l: ListingV3) =>
  valuesOf({
    mrp: l.price.mrp,
    price: l.price.sellingPrice,
    status: l.listingStatus,
    fees: l.shippingFees,
    locations: l.locations,
  });

const shown = (label: string, v: unknown): string =>
  MONEY.has(label) && typeof v === 'number' ? formatRupees(v) : String(v);

const NOT_REPORTED =
  'The marketplace did not report this listing, so Stockroom could not check that it is unchanged: not sent.';

/**
 * The rule for one SKU: `against` is what the call was made against, `sends` what it sends. Every value it sends
 * that both `against` and the read name is compared, not only those it changes: a create call sends the whole
 * listing, so a value it leaves as it was (stock an order took since) would be set back all the same.
 */
function check(
  against: Map<string, Value>,
  sends: Map<string, Value>,
  read: SkuListingRead | undefined,
  words: { as: (label: string) => string; outcome: string },
): UploadCheck {
  if (read === undefined || read.state === 'unreported') return { is: 'stopped', sentence: NOT_REPORTED };
  // No listing (any more): nothing newer to overwrite; the marketplace's answer tells the rest.
  if (read.state !== 'available') return { is: 'send' };
  const now = ofRead(read.listing);
  const fields = [...sends].flatMap(([label, after]): Field[] => {
    const before = against.get(label);
    const held = now.get(label);
    if (before === undefined || held === undefined) return [];
    return [{ label, before, after, now: held }];
  });
  const decision = compareAndSet(fields);
  // "Done" is sent too: an overwrite with the same values changes nothing, and labels and packages are not read.
  if (decision.is !== 'stopped') return { is: 'send' };
  // "…, not ₹700; Stock at LOC1 is now 4, not 6 as the upload set them": one "as" for each run of the same words.
  const runs: { as: string; found: string[] }[] = [];
  for (const f of decision.third) {
    const as = words.as(f.label);
    const text = `${f.label} is now ${shown(f.label, f.now)}, not ${shown(f.label, f.before)}`;
    if (runs.at(-1)?.as === as) runs.at(-1)!.found.push(text);
    else runs.push({ as, found: [text] });
  }
  const parts = runs.map((r) => `${r.found.join('; ')} as ${r.as} ${r.found.length > 1 ? 'them' : 'it'}`);
  return { is: 'stopped', sentence: `${parts.join('; ')}: ${words.outcome}` };
}

/**
 * An undo's SKU: sent back only while it holds what the upload set, for every value the undo sends back. A value the
 * upload did not name (a location it left out, sent back as read before it) must still hold that read: an order
 * that took stock there since is never set back.
 */
export function undoCheck(
  setByUpload: CreateListingRequest,
  undo: CreateListingRequest,
  read: SkuListingRead | undefined,
): UploadCheck {
  const set = ofRequest(setByUpload);
  const sends = ofRequest(undo);
  return check(new Map([...sends, ...set]), sends, read, {
    as: (label) => (set.has(label) ? 'the upload set' : 'the upload left'),
    outcome: 'not undone.',
  });
}

/** An upload over a listing the preview read: sent only while it holds what was read, for every value it sends. */
export const updateCheck = (
  previewed: ListingV3,
  request: CreateListingRequest,
  read: SkuListingRead | undefined,
): UploadCheck =>
  check(ofRead(previewed), ofRequest(request), read, {
    as: () => 'the preview read',
    outcome: 'not uploaded, so the newer value stays. Preview again to upload over it.',
  });
