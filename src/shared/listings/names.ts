import type { listingsCalls, listingsEvents } from './contract.ts';

/** The listings slice's names without zod, for the preload and the renderer. */
export const listingsCallNames = {
  loadListingsDraft: true,
  saveListingRows: true,
  replaceListingsDraft: true,
  beginListingsDraft: true,
  addListingsDraftRows: true,
  finishListingsDraft: true,
  startListingsUpload: true,
  pauseListingsUpload: true,
  resumeListingsUpload: true,
  cancelListingsUpload: true,
  retryFailedListings: true,
  listListingsUploads: true,
  previewListingsUpload: true,
  loadListingsPreview: true,
  undoListingsUpload: true,
  listingsUploadResults: true,
  loadListingsFromOrders: true,
} satisfies Record<keyof typeof listingsCalls, true>;

export const listingsEventNames = {
  listingsResults: true,
  listingsUploadChanged: true,
} satisfies Record<keyof typeof listingsEvents, true>;
