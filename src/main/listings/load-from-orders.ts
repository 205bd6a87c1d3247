import { AppError } from '../../shared/errors.ts';
import { cellsOfRead } from '../../shared/listings/read-cells.ts';
import { unreadSentence, type ListingV3 } from '../../shared/marketplace/listing-read.ts';
import type { ShipmentsOffer } from '../shipments/index.ts';
import type { DraftRepository } from './draft-repository.ts';
import { readBySku } from './read-by-sku.ts';
import type { ListingReader } from './read-by-sku.ts';
import type { ListingReads } from './listing-reads.ts';
import type { UploadJournal } from './upload-journal.ts';
import { t } from '../i18n/backend-language.ts';

export type { ListingReader } from './read-by-sku.ts';

/** The most SKUs one load reads. */
export const MAX_LISTING_READS = 2000;

export interface LoadOutcome {
  read: number;
  added: number;
  /** SKUs already in the sheet: left as they are. */
  skipped: number;
  /** SKUs the marketplace has no listing for, or did not take as SKU ids, or whose read failed. */
  failed: number;
  /** A sentence per SKU not read, as the seller should see it (at most a few, the count says the rest). */
  notRead: string[];
}

type Measure = 'length' | 'breadth' | 'height' | 'weight';

/** A product record's box as the sheet's package cells (only the measures it knows). */
const boxCells = (box: Partial<Record<Measure, string>> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(box ?? {})
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([m, v]) => [`package_${m}`, v]),
  );

/** Sentences kept for the job's message. */
const SENTENCES_KEPT = 5;

/**
 * Reads the listings of the SKUs in the active seller account's cached orders (the shipments slice says which;
 * `GET /listings/v3` in calls of 10, a few in flight) and adds a row for each SKU not yet in the sheet, filled with
 * what the read returns and, where it is silent, what the orders know (product id from the FSN, the location).
 * Each SKU read exists on the marketplace, so it is remembered as "will overwrite".
 */
export async function loadFromOrders(deps: {
  orders: ShipmentsOffer;
  drafts: DraftRepository;
  journal: UploadJournal;
  /** Where each added row's listing is kept as read: an upload of the row is then sent only over that listing. */
  reads?: Pick<ListingReads, 'record'>;
  reader: ListingReader;
  profileId: string;
  newId: () => string;
  signal: AbortSignal;
  progress: (done: number, total: number) => void;
  /**
   * The product records: told every listing read, and asked for the box of SKUs whose listing has no package (the
   * seller's edit or the last pack's), which fills the row's package cells.
   */
  records?: {
    learn(listings: readonly { sku: string; listing: ListingV3 }[]): Promise<void>;
    boxes(skus: readonly string[]): Promise<Map<string, Partial<Record<Measure, string>>>>;
  };
}): Promise<LoadOutcome> {
  const inOrders = await deps.orders.listingsInOrders(deps.profileId, MAX_LISTING_READS);
  if (inOrders.length === 0) throw new AppError('NOT_FOUND', t('listings.load.noListings'));
  const facts = new Map(inOrders.map((o) => [o.sku, o]));
  const skus = [...facts.keys()];
  let done = 0;
  const notRead: string[] = [];
  const reads = new Map<string, Parameters<typeof cellsOfRead>[1]>();
  await readBySku({
    skus,
    reader: deps.reader,
    signal: deps.signal,
    cancelled: () => new AppError('CANCELLED', t('listings.load.cancelled')),
    onRead: (sku, outcome) => {
      if ('error' in outcome) notRead.push(`${sku}: ${outcome.error}`);
      else if (outcome.read.state === 'available') reads.set(sku, outcome.read.listing);
      else notRead.push(unreadSentence(outcome.read));
      deps.progress(++done, skus.length);
    },
  });
  await deps.records?.learn([...reads].map(([sku, listing]) => ({ sku, listing })));
  const unboxed = [...reads].filter(([, listing]) => listing.packages.length === 0).map(([sku]) => sku);
  const boxes = unboxed.length > 0 && deps.records ? await deps.records.boxes(unboxed) : new Map();
  const existing = deps.drafts.rows(deps.profileId);
  const inSheet = new Set(existing.map((r) => (r.cells.sku ?? '').trim()));
  let position = existing.at(-1)?.position ?? 0;
  const rows = [];
  let skipped = 0;
  const known: { sku: string; listingId: string }[] = [];
  // In the orders' order, whatever order the calls landed in.
  for (const sku of skus) {
    const listing = reads.get(sku);
    if (listing === undefined) continue;
    known.push({ sku, listingId: listing.listingId });
    if (inSheet.has(sku.trim())) {
      skipped++;
      continue;
    }
    inSheet.add(sku.trim());
    // The row is made from this read, so its upload applies only from it (compare and set, as after a preview): a
    // price another window set since is never overwritten by the row's older value.
    deps.reads?.record(deps.profileId, { sku, state: 'available', listing });
    const order = facts.get(sku);
    rows.push({
      id: deps.newId(),
      position: ++position,
      cells: {
        ...cellsOfRead(sku, listing, {
          ...(order?.fsn === undefined ? {} : { fsn: order.fsn }),
          ...(order?.locationId === undefined ? {} : { locationId: order.locationId }),
        }),
        ...boxCells(boxes.get(sku)),
      },
    });
  }
  deps.drafts.save(deps.profileId, { upsert: rows });
  deps.journal.markKnown(deps.profileId, known, 'listing read');
  return {
    read: reads.size,
    added: rows.length,
    skipped,
    failed: notRead.length,
    notRead: notRead.slice(0, SENTENCES_KEPT),
  };
}
