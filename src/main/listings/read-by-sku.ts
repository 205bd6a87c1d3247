import { AppError } from '../../shared/errors.ts';
import type { SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import { chunk, mapLimit } from '../marketplace/seller/pool.ts';
import { t } from '../i18n/backend-language.ts';

/** The SKUs of one listing read (`GET /listings/v3/{skuIds}` takes at most 10). */
export const SKUS_PER_READ = 10;
/** Listing reads in flight at once. */
export const READS_IN_FLIGHT = 4;

/** What a listing read needs of the seller client. */
export interface ListingReader {
  getListingsBySku(skus: readonly string[], opts: { signal?: AbortSignal }): Promise<SkuListingRead[]>;
}

/** The sentence of a read call that failed, for each of its SKUs. */
export const readFailureSentence = (error: unknown): string =>
  t('listings.read.failed', {
    reason: error instanceof AppError ? error.message : t('listings.read.unexpected'),
  });

/**
 * Reads `skus` in calls of 10, `inFlight` calls at a time, handing every SKU's outcome to `onRead` the moment its
 * call lands: the read, or the sentence of the call's failure (a failed call does not stop the others). Stops on
 * `signal` with the error the caller gives (what was read was already handed over).
 */
export async function readBySku(deps: {
  skus: readonly string[];
  reader: ListingReader;
  signal: AbortSignal;
  cancelled: () => Error;
  onRead: (sku: string, outcome: { read: SkuListingRead } | { error: string }) => void;
  inFlight?: number;
}): Promise<void> {
  const calls = chunk([...new Set(deps.skus)], SKUS_PER_READ);
  await mapLimit(calls, deps.inFlight ?? READS_IN_FLIGHT, async (part) => {
    if (deps.signal.aborted) throw deps.cancelled();
    let reads: SkuListingRead[];
    try {
      reads = await deps.reader.getListingsBySku(part, { signal: deps.signal });
    } catch (error) {
      if (deps.signal.aborted) throw deps.cancelled();
      const sentence = readFailureSentence(error);
      for (const sku of part) deps.onRead(sku, { error: sentence });
      return;
    }
    for (const read of reads) deps.onRead(read.sku, { read });
  });
}
