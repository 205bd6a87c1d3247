import type { feedsCalls, feedsEvents } from './contract.ts';

/** The feeds slice's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const feedsCallNames = {
  feedDirectory: true,
  refreshFeedDirectory: true,
  saveFeedSettings: true,
  startFeedSync: true,
  queryFeedProducts: true,
  feedBrands: true,
  feedProduct: true,
  exportFeedProducts: true,
} satisfies Record<keyof typeof feedsCalls, true>;

export const feedsEventNames = { feedsChanged: true } satisfies Record<keyof typeof feedsEvents, true>;
