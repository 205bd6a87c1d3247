import { AppError } from '../../shared/errors.ts';
import { cell } from '../../shared/listings/columns.ts';
import type { ListingsPreview, PreviewItem } from '../../shared/listings/payloads.ts';
import { changesOf } from '../../shared/listings/preview.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { mapLimit } from '../marketplace/seller/pool.ts';
import type { ShipmentsOffer } from '../shipments/index.ts';
import type { DraftRepository } from './draft-repository.ts';
import type { ListingReads } from './listing-reads.ts';
import { MAX_LISTING_READS } from './load-from-orders.ts';
import type { ListingReader } from './load-from-orders.ts';
import type { UploadJournal } from './upload-journal.ts';

/** Listing reads in flight during a preview: the same as "Load from my orders". */
export const PREVIEW_READS_IN_FLIGHT = 4;
/** The most SKUs one preview reads (a bound like the load's: 2,000 reads at 4 in flight). */
export const MAX_PREVIEW_READS = MAX_LISTING_READS;

const sentenceOf = (error: unknown, listingId: string): string =>
  error instanceof AppError && error.code === 'NOT_FOUND'
    ? `The marketplace has no listing ${listingId} for this account.`
    : `The listing could not be read: ${error instanceof AppError ? error.message : 'an unexpected error.'}`;

/**
 * Reads the listings of `targets`, `inFlight` at a time, writing each read (or the sentence of its failure) the
 * moment it arrives. Stops on `signal` (what was read is kept).
 */
export async function readListings(deps: {
  targets: readonly { sku: string; listingId: string }[];
  reader: ListingReader;
  reads: Pick<ListingReads, 'record'>;
  profileId: string;
  signal: AbortSignal;
  progress?: (done: number, total: number) => void;
  inFlight?: number;
}): Promise<{ read: number; failed: number }> {
  let done = 0;
  let failed = 0;
  await mapLimit(deps.targets, deps.inFlight ?? PREVIEW_READS_IN_FLIGHT, async ({ sku, listingId }) => {
    if (deps.signal.aborted) throw new AppError('CANCELLED', 'The preview was cancelled.');
    try {
      const listing = await deps.reader.getListing(listingId, { signal: deps.signal });
      const values: Record<string, string> = {};
      for (const [k, v] of Object.entries(listing.attributeValues)) if (v !== undefined) values[k] = v;
      deps.reads.record(deps.profileId, { sku, listingId, values });
    } catch (error) {
      if (deps.signal.aborted) throw new AppError('CANCELLED', 'The preview was cancelled.');
      failed++;
      deps.reads.record(deps.profileId, { sku, listingId, error: sentenceOf(error, listingId) });
    } finally {
      deps.progress?.(++done, deps.targets.length);
    }
  });
  return { read: done - failed, failed };
}

/**
 * The preview of an upload: for each SKU whose listing id is known (a listing read, or the cached orders), the
 * listing as it is now, and per SKU old → new of the fields a read tells.
 */
export interface PreviewDeps {
  drafts: DraftRepository;
  journal: UploadJournal;
  reads: ListingReads;
  orders: ShipmentsOffer;
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
    if (skus.length === 0) throw new AppError('VALIDATION', 'There are no rows to preview.');
    if (skus.length > MAX_PREVIEW_READS)
      throw new AppError(
        'VALIDATION',
        `A preview reads at most ${MAX_PREVIEW_READS.toLocaleString('en-IN')} listings; choose fewer rows.`,
      );
    const jobId = this.#deps.jobs.start('listingsPreview', profileId, async (ctx) => {
      const ids = await this.#listingIds(profileId, skus);
      const targets = skus.flatMap((sku) => {
        const listingId = ids.get(sku);
        return listingId === undefined ? [] : [{ sku, listingId }];
      });
      this.#deps.reads.forget(profileId, skus);
      const reader = await this.#deps.reader(profileId);
      let reported = Number.NEGATIVE_INFINITY;
      const outcome = await readListings({
        targets,
        reader,
        reads: this.#deps.reads,
        profileId,
        signal: ctx.signal,
        // The job's row and event at most every 250 ms, and always the last (as an upload's).
        progress: (done, total) => {
          const at = performance.now();
          if (at - reported < 250 && done < total) return;
          reported = at;
          ctx.progress(done, total, `Read ${done} of ${total} listings`);
        },
      });
      const unknown = skus.length - targets.length;
      return (
        `Read ${outcome.read} of ${targets.length} listings` +
        (outcome.failed > 0 ? `; ${outcome.failed} could not be read` : '') +
        (unknown > 0 ? `; ${unknown} not found on the marketplace yet` : '')
      );
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
            note: 'Its listing id is not known (not in your orders or an earlier read), so there is nothing to compare: the upload creates or overwrites it.',
          };
        const base = { rowId: row.id, sku, listingId: read.listingId, readAt: read.readAt };
        if (read.values === undefined)
          return { ...base, state: 'unread', changes: [], note: read.error ?? 'The listing was not read.' };
        const changes = changesOf(row.cells, read.values);
        return { ...base, state: changes.length > 0 ? 'changes' : 'same', changes };
      });
    return { items };
  }

  /** Listing ids from earlier reads, else from the cached orders (remembered for next time). */
  async #listingIds(profileId: string, skus: readonly string[]): Promise<Map<string, string>> {
    const ids = this.#deps.journal.listingIds(profileId);
    if (skus.every((sku) => ids.has(sku))) return ids;
    const inOrders = await this.#deps.orders.listingsInOrders(profileId, MAX_LISTING_READS);
    const wanted = new Set(skus);
    const found = inOrders.filter((o) => wanted.has(o.sku) && !ids.has(o.sku));
    this.#deps.journal.markKnown(profileId, found, 'orders');
    for (const o of found) ids.set(o.sku, o.listingId);
    return ids;
  }
}
