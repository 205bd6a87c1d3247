import type { returnActionCalls } from './return-action-contract.ts';

/** The self-ship return actions' call names without zod, for the preload and the renderer. */
export const returnActionCallNames = {
  startReturnAction: true,
  getReturnAction: true,
} satisfies Record<keyof typeof returnActionCalls, true>;
