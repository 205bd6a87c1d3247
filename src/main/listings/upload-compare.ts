import { compareAndSet } from '../../shared/marketplace/compare-and-set.ts';
import type { Compared } from '../../shared/marketplace/compare-and-set.ts';
import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { CreateListingRequest } from '../../shared/marketplace/listing-types.ts';
import { formatRupees } from '../../shared/my-listings/checks.ts';
import type { MessageId } from '../../shared/i18n/catalogue.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * Compare and set for uploads: an undo sends a SKU back only while it holds what the upload set, and an upload over
 * a listing the preview read sends it only while it holds what the preview read. The values compared are those a
 * listing read tells, named as the seller reads them ("Price", "Stock at LOC1"). Labels and packages are not read,
 * so not compared.
 */

type Value = number | string;
type Field = Compared & { label: string };

/** What an undo's SKU says after what it found: `undo-words.ts` takes it off again to name the SKU in a sentence. */
export const NOT_UNDONE_OUTCOME: MessageId = 'listings.compare.notUndone';

/** Either send, or stop this SKU with the sentence of why (a third value, or a read that did not tell). */
/** The words after a run of values found: whose values they were ("as the upload set them"). */
type AsWords =
  'listings.compare.asUploadSet' | 'listings.compare.asUploadLeft' | 'listings.compare.asPreviewRead';

export type UploadCheck = { is: 'send' } | { is: 'stopped'; sentence: string };

/** Values are keyed by what they are (`stock LOC1`); `labelOf` names them as the seller reads them. */
const MONEY = new Set(['mrp', 'price', 'fee local', 'fee zonal', 'fee national']);
const FEES = { local: 'fee local', zonal: 'fee zonal', national: 'fee national' };

function labelOf(key: string): string {
  const [kind, ...rest] = key.split(' ');
  const id = rest.join(' ');
  switch (kind) {
    case 'mrp':
      return t('listings.compare.mrp');
    case 'price':
      return t('listings.compare.price');
    case 'status':
      return t('listings.compare.status');
    case 'fee':
      return id === 'local'
        ? t('listings.compare.localFee')
        : id === 'zonal'
          ? t('listings.compare.zonalFee')
          : t('listings.compare.nationalFee');
    case 'stock':
      return t('listings.compare.stockAt', { id });
    case 'statusAt':
      return t('listings.compare.statusAt', { id });
    default:
      return key;
  }
}

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
  set('mrp', parts.mrp);
  set('price', parts.price);
  set('status', upper(parts.status));
  for (const [k, label] of Object.entries(FEES)) set(label, parts.fees?.[k as keyof typeof FEES]);
  for (const l of parts.locations) {
    set(`stock ${l.id}`, l.inventory);
    set(`statusAt ${l.id}`, upper(l.status));
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

/**
 * The rule for one SKU: `against` is what the call was made against, `sends` what it sends. Every value it sends
 * that both `against` and the read name is compared, not only those it changes: a create call sends the whole
 * listing, so a value it leaves as it was (stock an order took since) would be set back all the same.
 */
function check(
  against: Map<string, Value>,
  sends: Map<string, Value>,
  read: SkuListingRead | undefined,
  words: { as: (label: string) => AsWords; outcome: string },
): UploadCheck {
  if (read === undefined || read.state === 'unreported')
    return { is: 'stopped', sentence: t('listings.compare.notReported') };
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
  const runs: { as: AsWords; found: string[] }[] = [];
  for (const f of decision.third) {
    const as = words.as(f.label);
    const text = t('listings.compare.found', {
      label: labelOf(f.label),
      now: shown(f.label, f.now),
      before: shown(f.label, f.before),
    });
    if (runs.at(-1)?.as === as) runs.at(-1)!.found.push(text);
    else runs.push({ as, found: [text] });
  }
  const parts = runs.map((r) => t(r.as, { found: r.found.join('; '), n: r.found.length }));
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
    as: (label) => (set.has(label) ? 'listings.compare.asUploadSet' : 'listings.compare.asUploadLeft'),
    outcome: t(NOT_UNDONE_OUTCOME),
  });
}

/** An upload over a listing the preview read: sent only while it holds what was read, for every value it sends. */
export const updateCheck = (
  previewed: ListingV3,
  request: CreateListingRequest,
  read: SkuListingRead | undefined,
): UploadCheck =>
  check(ofRead(previewed), ofRequest(request), read, {
    as: () => 'listings.compare.asPreviewRead',
    outcome: t('listings.compare.notUploaded'),
  });
