import type { returnsCalls, returnsEvents } from './contract.ts';

/** The returns slice's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const returnsCallNames = {
  startReturnSync: true,
  getReturnCacheStatus: true,
  getReturnBlock: true,
  getReturnCounts: true,
} satisfies Record<keyof typeof returnsCalls, true>;

export const returnsEventNames = { returnsChanged: true } satisfies Record<keyof typeof returnsEvents, true>;
