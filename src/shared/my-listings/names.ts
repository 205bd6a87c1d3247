import type { myListingsCalls, myListingsEvents } from './contract.ts';

/** My listings' names without zod, for the preload and the renderer. */
export const myListingsCallNames = {
  myListingsBlock: true,
  readMyListings: true,
  setListingLimits: true,
  previewListingChanges: true,
  startListingChanges: true,
  undoListingChange: true,
  resumeListingChange: true,
  listListingChanges: true,
  listingChangeResults: true,
  listingBuyBox: true,
  buyBoxSettings: true,
  setBuyBoxSellerName: true,
  setListingRule: true,
  getListingsDay: true,
} satisfies Record<keyof typeof myListingsCalls, true>;

export const myListingsEventNames = {
  listingChangeChanged: true,
  buyBoxChanged: true,
} satisfies Record<keyof typeof myListingsEvents, true>;
