import type { listingsCalls } from '../../shared/listings/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { ListingsService } from './listings-service.ts';
import type { PreviewService } from './listing-preview.ts';
import type { UploadService } from './upload-service.ts';

export function listingsHandlers({
  listings,
  uploads,
  preview,
  loadFromOrders,
}: {
  listings: ListingsService;
  uploads: UploadService;
  preview: PreviewService;
  loadFromOrders: () => { jobId: string };
}) {
  return {
    loadListingsDraft: () => listings.load(),
    saveListingRows: ({ upsert, remove }) => listings.save(upsert, remove),
    replaceListingsDraft: ({ rows }) => listings.replace(rows),
    beginListingsDraft: ({ rows }) => listings.beginReplace(rows),
    addListingsDraftRows: ({ draftId, first, rows }) => listings.addRows(draftId, first, rows),
    finishListingsDraft: ({ draftId }) => listings.finishReplace(draftId),
    startListingsUpload: ({ rowIds }) => listings.upload(rowIds),
    pauseListingsUpload: ({ uploadId }) => uploads.pause(uploadId),
    resumeListingsUpload: ({ uploadId }) => uploads.resume(uploadId, listings.profileId()),
    cancelListingsUpload: ({ uploadId }) => uploads.cancel(uploadId),
    retryFailedListings: ({ uploadId }) => uploads.retryFailed(uploadId, listings.profileId()),
    listListingsUploads: () => listings.uploads(),
    previewListingsUpload: ({ rowIds }) => preview.start(listings.profileId(), rowIds),
    loadListingsPreview: ({ rowIds }) => preview.preview(listings.profileId(), rowIds),
    undoListingsUpload: ({ uploadId }) => uploads.undo(uploadId, listings.profileId()),
    listingsUploadResults: ({ uploadId }) => uploads.results(uploadId),
    loadListingsFromOrders: () => loadFromOrders(),
  } satisfies HandlersFor<typeof listingsCalls>;
}
