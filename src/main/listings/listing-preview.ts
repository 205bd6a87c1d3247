import { AppError } from '../../shared/errors.ts';
import { cell } from '../../shared/listings/columns.ts';
import type { ListingsPreview, PreviewItem } from '../../shared/listings/payloads.ts';
import { changesOf } from '../../shared/listings/preview.ts';
import { unreadSentence } from '../../shared/marketplace/listing-read.ts';
import { t } from '../i18n/backend-language.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { ShipmentsOffer } from '../shipments/index.ts';
import type { DraftRepository } from './draft-repository.ts';
import type { ListingReads } from './listing-reads.ts';
import { MAX_LISTING_READS } from './load-from-orders.ts';
import { READS_IN_FLIGHT, readBySku } from './read-by-sku.ts';
import type { ListingReader } from './read-by-sku.ts';
import type { UploadJournal } from './upload-journal.ts';

/** Read calls (of 10 SKUs each) in flight during a preview: the same as "Load from my orders". */
export const PREVIEW_READS_IN_FLIGHT = READS_IN_FLIGHT;
/** The most SKUs one preview reads (a bound like the load's: 2,000 SKUs, 200 calls at 4 in flight). */
export const MAX_PREVIEW_READS = MAX_LISTING_READS;

/**
 * Reads the listings of `skus` by SKU (`GET /listings/v3`, calls of 10, `inFlight` at a time), writing each read, or
 * the sentence of why it was not read, the moment its call lands. Stops on `signal` (what was read is kept).
 */
export async function readListings(deps: {
  skus: readonly string[];
  reader: ListingReader;
  reads: Pick<ListingReads, 'record'>;
  profileId: string;
  signal: AbortSignal;
  progress?: (done: number, total: number) => void;
  /** The SKUs of each call that exist on the marketplace, as the call lands. */
  found?: (listings: { sku: string; listingId: string }[]) => void;
  inFlight?: number;
}): Promise<{ read: number; absent: number; failed: number }> {
  let done = 0;
  let read = 0;
  let absent = 0;
  const total = new Set(deps.skus).size;
  await readBySku({
    skus: deps.skus,
    reader: deps.reader,
    signal: deps.signal,
    cancelled: () => new AppError('CANCELLED', t('listings.preview.cancelled')),
    ...(deps.inFlight === undefined ? {} : { inFlight: deps.inFlight }),
    onRead: (sku, outcome) => {
      if ('error' in outcome)
        deps.reads.record(deps.profileId, { sku, state: 'failed', error: outcome.error });
      else if (outcome.read.state === 'available') {
        read++;
        deps.reads.record(deps.profileId, { sku, state: 'available', listing: outcome.read.listing });
        deps.found?.([{ sku, listingId: outcome.read.listing.listingId }]);
      } else {
        if (outcome.read.state === 'unavailable') absent++;
        deps.reads.record(deps.profileId, {
          sku,
          state: outcome.read.state,
          error: unreadSentence(outcome.read),
        });
      }
      deps.progress?.(++done, total);
    },
  });
  return { read, absent, failed: done - read - absent };
}

/**
 * The preview of an upload: each planned SKU's listing as it is now, read by SKU, and per SKU old → new of the fields
 * a read tells.
 */
export interface PreviewDeps {
  drafts: DraftRepository;
  journal: UploadJournal;
  reads: ListingReads;
  /** Not read since listings are read by SKU (no listing id needed); kept so callers' wiring stands. */
  orders?: ShipmentsOffer;
  jobs: Pick<JobRegistry, 'start'>;
  reader(profileId: string): Promise<ListingReader>;
}

export class PreviewService {
  readonly #deps: PreviewDeps;

  constructor(deps: PreviewDeps) {
    this.#deps = deps;
  }

  /** Starts the reads for these rows (a job: progress, cancel); `preview` then tells the differences. */
  start(profileId: string, rowIds: readonly string[]): { jobId: string } {
    const wanted = new Set(rowIds);
    const skus = [
      ...new Set(
        this.#deps.drafts
          .rows(profileId)
          .filter((r) => wanted.has(r.id))
          .map((r) => cell(r.cells, 'sku'))
          .filter((sku) => sku !== ''),
      ),
    ];
    if (skus.length === 0) throw new AppError('VALIDATION', t('listings.refusal.noRowsToPreview'));
    if (skus.length > MAX_PREVIEW_READS)
      throw new AppError('VALIDATION', t('listings.refusal.previewTooMany', { max: MAX_PREVIEW_READS }));
    const jobId = this.#deps.jobs.start('listingsPreview', profileId, async (ctx) => {
      this.#deps.reads.forget(profileId, skus);
      const reader = await this.#deps.reader(profileId);
      let reported = Number.NEGATIVE_INFINITY;
      const outcome = await readListings({
        skus,
        reader,
        reads: this.#deps.reads,
        profileId,
        signal: ctx.signal,
        // A SKU read exists on the marketplace: an upload overwrites it ("Will overwrite").
        found: (listings) => this.#deps.journal.markKnown(profileId, listings, 'listing read'),
        // The job's row and event at most every 250 ms, and always the last (as an upload's).
        progress: (done, total) => {
          const at = performance.now();
          if (at - reported < 250 && done < total) return;
          reported = at;
          ctx.progress(done, total, t('listings.preview.progress', { done, total }));
        },
      });
      return [
        t('listings.preview.read', { read: outcome.read, total: skus.length }),
        ...(outcome.absent > 0 ? [t('listings.preview.absent', { n: outcome.absent })] : []),
        ...(outcome.failed > 0 ? [t('listings.preview.failed', { n: outcome.failed })] : []),
      ].join('; ');
    });
    return { jobId };
  }

  /** Per row: old → new where the listing was read, else why there is nothing to compare. */
  preview(profileId: string, rowIds: readonly string[]): ListingsPreview {
    const wanted = new Set(rowIds);
    const reads = this.#deps.reads.all(profileId);
    const items = this.#deps.drafts
      .rows(profileId)
      .filter((r) => wanted.has(r.id))
      .map((row): PreviewItem => {
        const sku = cell(row.cells, 'sku');
        const read = reads.get(sku);
        if (read === undefined)
          return {
            rowId: row.id,
            sku,
            state: 'unknown',
            changes: [],
            note: t('listings.preview.noteNotRead'),
          };
        if (read.state === 'unavailable')
          return {
            rowId: row.id,
            sku,
            state: 'unknown',
            readAt: read.readAt,
            changes: [],
            note: t('listings.preview.noteNoListing'),
          };
        const base = {
          rowId: row.id,
          sku,
          readAt: read.readAt,
          ...(read.listingId === '' ? {} : { listingId: read.listingId }),
        };
        if (read.listing === undefined)
          return {
            ...base,
            state: 'unread',
            changes: [],
            note: read.error ?? t('listings.preview.noteUnread'),
          };
        const changes = changesOf(row.cells, read.listing);
        return { ...base, state: changes.length > 0 ? 'changes' : 'same', changes };
      });
    return { items };
  }
}
