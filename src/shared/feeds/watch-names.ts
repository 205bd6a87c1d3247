import type { watchCalls, watchEvents } from './watch-contract.ts';

/** The watchlist's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const watchCallNames = {
  watchProduct: true,
  unwatchProduct: true,
  watchlist: true,
  priceAlerts: true,
  categoryDrops: true,
  watchSettings: true,
  saveWatchSettings: true,
  lastSubIds: true,
  affiliateLink: true,
  exportAffiliateLinks: true,
} satisfies Record<keyof typeof watchCalls, true>;

export const watchEventNames = { priceAlertsFound: true, watchlistChanged: true } satisfies Record<
  keyof typeof watchEvents,
  true
>;
