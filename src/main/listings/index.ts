import { onAccountUsable } from '../accounts/index.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { ShipmentsOffer } from '../shipments/index.ts';
import type { ProductsOffer } from '../products/index.ts';
import { cell } from '../../shared/listings/columns.ts';
import { DraftRepository } from './draft-repository.ts';
import { randomUUID } from 'node:crypto';
import { listingsHandlers } from './handlers.ts';
import { loadFromOrders } from './load-from-orders.ts';
import { ListingReads } from './listing-reads.ts';
import { PreviewService } from './listing-preview.ts';
import { ListingsService } from './listings-service.ts';
import { UploadJournal } from './upload-journal.ts';
import { UploadService } from './upload-service.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * What other slices may ask of listings: the SKUs the sheet and the uploads know for a profile. (What a listing
 * read told of a SKU's tax and package goes to its product record, the products slice.)
 */
export interface ListingsOffer {
  knownSkus(profileId: string): string[];
}

/** The bulk listing editor: draft sheet in SQLite, uploads as jobs over a journal. */
export function createListingsSlice(
  deps: SliceDeps,
  slices: {
    shipments: ShipmentsOffer;
    products: Pick<ProductsOffer, 'fromListings' | 'fromSheet' | 'boxesOf'>;
  },
) {
  // The product record learns from every listing read and every save of the sheet (best effort: a failure is logged).
  const learn = (what: string, work: () => Promise<void>) =>
    work().catch((error: unknown) =>
      deps.logger.error(`the product records did not learn from ${what}`, error),
    );
  const drafts = new DraftRepository(deps.db, deps.now);
  const journal = new UploadJournal(deps.db, deps.now);
  const reads = new ListingReads(deps.db, deps.now, (profileId, sku, listing) =>
    learn('a listing read', () => slices.products.fromListings(profileId, [{ sku, listing }])),
  );
  const uploads = new UploadService({
    drafts,
    journal,
    reads,
    jobs: deps.jobs,
    seller: (profileId) => deps.clients.seller(profileId),
    onResults: (uploadId, profileId, results) =>
      deps.bus.emit('listingsResults', { uploadId, profileId, results }),
    onChange: (upload) => deps.bus.emit('listingsUploadChanged', upload),
    report: (profileId, outcome) => deps.status.report(profileId, outcome),
  });
  const listings = new ListingsService({
    drafts,
    journal,
    uploads,
    activeId: () => deps.profiles.activeId(),
    onSaved: (profileId, rows) => learn('the sheet', () => slices.products.fromSheet(profileId, rows)),
  });
  const preview = new PreviewService({
    drafts,
    journal,
    reads,
    jobs: deps.jobs,
    reader: (profileId) => deps.clients.seller(profileId),
  });
  const loadJob = () => {
    const profileId = deps.profiles.activeId();
    const jobId = deps.jobs.start('listingsLoadFromOrders', profileId, async (ctx) => {
      const reader = await deps.clients.seller(profileId);
      const outcome = await loadFromOrders({
        orders: slices.shipments,
        drafts,
        journal,
        reads,
        reader,
        profileId,
        newId: () => `o${randomUUID()}`,
        signal: ctx.signal,
        progress: (done, total) => ctx.progress(done, total, t('listings.load.progress', { done, total })),
        records: {
          learn: (listings) =>
            learn('a listing read', () => slices.products.fromListings(profileId, listings)),
          boxes: (skus) => slices.products.boxesOf(profileId, skus),
        },
      });
      await learn('the sheet', () =>
        slices.products.fromSheet(
          profileId,
          drafts.rows(profileId).map((r) => r.cells),
        ),
      );
      const more = outcome.failed - outcome.notRead.length;
      return [
        t('listings.load.added', { added: outcome.added, read: outcome.read }),
        ...(outcome.skipped > 0 ? [t('listings.load.skipped', { n: outcome.skipped })] : []),
        ...(outcome.failed > 0
          ? [
              more > 0
                ? t('listings.load.notReadMore', {
                    n: outcome.failed,
                    reasons: outcome.notRead.join(' '),
                    more,
                  })
                : t('listings.load.notRead', { n: outcome.failed, reasons: outcome.notRead.join(' ') }),
            ]
          : []),
      ].join('; ');
    });
    return { jobId };
  };
  const offer: ListingsOffer = {
    knownSkus: (profileId) =>
      [
        ...new Set([
          ...drafts.rows(profileId).map((r) => cell(r.cells, 'sku').trim()),
          ...journal.knownSkus(profileId),
        ]),
      ].filter((sku) => sku !== ''),
  };
  // An upload paused offline offers to send its unsent SKUs once the marketplace answers again (never by itself).
  let offUsable = () => {};
  return {
    handlers: listingsHandlers({ listings, uploads, preview, loadFromOrders: loadJob }),
    offer,
    start() {
      offUsable = onAccountUsable(deps.bus, deps.profiles, () =>
        uploads.marketplaceBack(deps.profiles.activeId()),
      );
    },
    close: () => offUsable(),
  } satisfies Slice<unknown> & { offer: ListingsOffer };
}
