import { AppError } from '../../shared/errors.ts';
import type { Cells } from '../../shared/listings/columns.ts';
import type { ListingRead } from '../../shared/marketplace/seller-types.ts';
import { mapLimit } from '../marketplace/seller/pool.ts';
import type { ShipmentsOffer } from '../shipments/index.ts';
import type { DraftRepository } from './draft-repository.ts';
import type { UploadJournal } from './upload-journal.ts';

/** The most listing ids one load reads. */
export const MAX_LISTING_READS = 2000;
const READS_IN_FLIGHT = 4;

export interface ListingReader {
  getListing(listingId: string, opts: { signal?: AbortSignal }): Promise<ListingRead>;
}

/** "899.00" → "899"; other text as it is (the rules will say what is wrong with it). */
const amount = (text: string | undefined): string => {
  const t = (text ?? '').trim();
  return /^\d+(\.0+)?$/.test(t) ? String(Number(t)) : t;
};

/** The cells a listing read can fill; the rest (product id, tax, labels…) the seller completes. */
export function cellsOfListing(listing: ListingRead, sku: string): Cells {
  const a = listing.attributeValues;
  return {
    sku: listing.skuId || sku,
    mrp: amount(a.mrp),
    selling_price: amount(a.selling_price),
    listing_status: a.listing_status ?? '',
    dispatch_sla: a.procurement_sla ?? '',
    shipping_local: amount(a.local_shipping_charge),
    shipping_zonal: amount(a.zonal_shipping_charge),
    shipping_national: amount(a.national_shipping_charge),
    location_inventory: a.stock_count ?? '',
  };
}

export interface LoadOutcome {
  read: number;
  added: number;
  /** SKUs already in the sheet: left as they are. */
  skipped: number;
  failed: number;
}

/**
 * Reads the listings named in the active seller account's cached orders (the shipments slice says which; one call
 * per id, a few in flight) and adds a row for each SKU not yet in the sheet. Each SKU read exists on the
 * marketplace, so it is remembered as "will overwrite".
 */
export async function loadFromOrders(deps: {
  orders: ShipmentsOffer;
  drafts: DraftRepository;
  journal: UploadJournal;
  reader: ListingReader;
  profileId: string;
  newId: () => string;
  signal: AbortSignal;
  progress: (done: number, total: number) => void;
}): Promise<LoadOutcome> {
  const ids = await deps.orders.listingsInOrders(deps.profileId, MAX_LISTING_READS);
  if (ids.length === 0)
    throw new AppError('NOT_FOUND', 'The cached shipments name no listings: sync shipments first.');
  let done = 0;
  let failed = 0;
  const reads = await mapLimit(ids, READS_IN_FLIGHT, async ({ listingId, sku }) => {
    try {
      const listing = await deps.reader.getListing(listingId, { signal: deps.signal });
      return { listing, sku };
    } catch (error) {
      if (deps.signal.aborted) throw error;
      failed++;
      return undefined;
    } finally {
      deps.progress(++done, ids.length);
    }
  });
  const existing = deps.drafts.rows(deps.profileId);
  const inSheet = new Set(existing.map((r) => (r.cells.sku ?? '').trim()));
  let position = existing.at(-1)?.position ?? 0;
  const rows = [];
  let skipped = 0;
  const known: { sku: string; listingId: string }[] = [];
  for (const r of reads) {
    if (r === undefined) continue;
    const cells = cellsOfListing(r.listing, r.sku);
    const sku = (cells.sku ?? '').trim();
    known.push({ sku, listingId: r.listing.listingId });
    if (sku === '' || inSheet.has(sku)) {
      skipped++;
      continue;
    }
    inSheet.add(sku);
    rows.push({ id: deps.newId(), position: ++position, cells });
  }
  deps.drafts.save(deps.profileId, { upsert: rows });
  deps.journal.markKnown(deps.profileId, known, 'listing read');
  return { read: reads.filter((r) => r !== undefined).length, added: rows.length, skipped, failed };
}
