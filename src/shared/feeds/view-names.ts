import type { feedViewCalls } from './view-contract.ts';

/** The Feeds view's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const feedViewCallNames = {
  feedView: true,
  saveFeedView: true,
  simulateDemoDay: true,
} satisfies Record<keyof typeof feedViewCalls, true>;
