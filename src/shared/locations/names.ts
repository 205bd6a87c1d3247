import type { locationsCalls } from './contract.ts';

/** The location names' calls without zod, for the preload and the renderer. The compiler keeps them in step. */
export const locationsCallNames = {
  locationNames: true,
  nameLocation: true,
} satisfies Record<keyof typeof locationsCalls, true>;
