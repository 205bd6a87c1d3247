import type { sandboxCalls } from './contract.ts';

/** The sandbox slice's call names without zod, for the preload and the renderer. */
export const sandboxCallNames = {
  startTestOrders: true,
  startSandboxMove: true,
  startSandboxReturn: true,
  startReturnEvent: true,
  listTestOrders: true,
} satisfies Record<keyof typeof sandboxCalls, true>;
