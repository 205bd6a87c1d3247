import { AppError } from '../../shared/errors.ts';
import type { SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import { isOffline } from '../../shared/marketplace/offline.ts';
import { offlineSentence } from '../marketplace/offline-sentence.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { MyListingsRepository } from './my-listings-repository.ts';
import { t } from '../i18n/backend-language.ts';

/** The part of the seller client a read needs. */
export interface ListingReader {
  getListingsBySku(
    skus: readonly string[],
    opts: { signal?: AbortSignal; onChunk?: (reads: SkuListingRead[]) => void },
  ): Promise<SkuListingRead[]>;
}

export interface ReadServiceDeps {
  repo: MyListingsRepository;
  jobs: Pick<JobRegistry, 'start'>;
  reader(profileId: string): Promise<ListingReader>;
  /** Where SKUs come from besides a pasted list: the orders, the sheet and the uploads. */
  sources: {
    orders(profileId: string): Promise<string[]>;
    listings(profileId: string): string[];
  };
  /**
   * What the profile's marketplace last said (the status bar's), if known: with no SKU to ask about, a marketplace
   * that did not answer last time is what the seller needs to hear.
   */
  lastAnswer?(profileId: string): Promise<{ offline: boolean; message: string | null } | null>;
  /** Each call's reads as they land (the product record fills from them); awaited before the read ends. */
  onReads?(profileId: string, reads: readonly SkuListingRead[]): Promise<void>;
  /** After a read: the buy box of what was read (buy-box-service.ts). */
  afterRead?(profileId: string): Promise<void>;
}

/** Reads every listing of a profile through the v3 read (10 SKUs a call), each call's answers stored as they come. */
export class ReadService {
  readonly #deps: ReadServiceDeps;

  constructor(deps: ReadServiceDeps) {
    this.#deps = deps;
  }

  /** A job: gathers the SKUs (orders, sheet, uploads, `pasted`, those already listed) and reads them all. */
  readAll(profileId: string, pasted: readonly string[] = []): { jobId: string } {
    const { repo, sources } = this.#deps;
    const jobId = this.#deps.jobs.start('myListingsRead', profileId, async (ctx) => {
      const cleaned = pasted.map((s) => s.trim()).filter((s) => s !== '');
      repo.addSkus(profileId, cleaned, 'pasted');
      repo.addSkus(profileId, await sources.orders(profileId), 'orders');
      repo.addSkus(profileId, sources.listings(profileId), 'listings');
      const skus = repo.skus(profileId);
      // No SKU is not an empty shop: nothing named one yet (a profile whose orders never synced, offline say).
      if (skus.length === 0) {
        const last = await this.#deps.lastAnswer?.(profileId);
        if (last?.offline === true)
          throw new AppError(
            'NETWORK',
            offlineSentence(t('myListings.offline.nothingRead'), {
              message: last.message ?? t('myListings.offline.noAnswerLastTime'),
            }),
          );
        // No SKU to ask about: said as such, never as "Read 0 listings" (which reads as an empty shop).
        return t('myListings.job.nothingToRead');
      }
      let done = 0;
      ctx.progress(0, skus.length, t('myListings.job.reading', { total: skus.length }));
      try {
        await this.readSkus(profileId, skus, ctx.signal, (n) => {
          done += n;
          ctx.progress(done, skus.length, t('myListings.job.readSoFar', { done, total: skus.length }));
        });
      } catch (error) {
        if (!isOffline(error) || !(error instanceof AppError)) throw error;
        const outcome =
          done === 0
            ? t('myListings.offline.nothingRead')
            : t('myListings.offline.partlyRead', { done, total: skus.length });
        throw new AppError(error.code, offlineSentence(outcome, error), error.details);
      }
      await this.#deps.afterRead?.(profileId);
      return t('myListings.job.read', { total: skus.length });
    });
    return { jobId };
  }

  /** Reads these SKUs now and stores what the marketplace says of each. */
  async readSkus(
    profileId: string,
    skus: readonly string[],
    signal?: AbortSignal,
    onRead?: (n: number) => void,
  ): Promise<void> {
    if (skus.length === 0) return;
    const reader = await this.#deps.reader(profileId);
    const learning: Promise<void>[] = [];
    await reader.getListingsBySku(skus, {
      ...(signal === undefined ? {} : { signal }),
      onChunk: (reads) => {
        this.#deps.repo.storeReads(profileId, reads);
        if (this.#deps.onReads) learning.push(this.#deps.onReads(profileId, reads));
        onRead?.(reads.length);
      },
    });
    await Promise.all(learning);
  }
}
