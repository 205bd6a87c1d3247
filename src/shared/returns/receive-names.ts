import type { receiveCalls, receiveEvents } from './receive-contract.ts';

/** Receiving's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const receiveCallNames = {
  returnsToReceive: true,
  receiveReturn: true,
  returnsToRestock: true,
  previewRestock: true,
  startRestock: true,
  returnClaims: true,
  fileReturnClaim: true,
} satisfies Record<keyof typeof receiveCalls, true>;

export const receiveEventNames = { returnReceiptsChanged: true } satisfies Record<
  keyof typeof receiveEvents,
  true
>;
