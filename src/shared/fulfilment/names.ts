import type { fulfilmentCalls, fulfilmentEvents } from './contract.ts';

/** The fulfilment slice's call names without zod, for the preload and the renderer. */
export const fulfilmentCallNames = {
  getPackForm: true,
  setInvoicePattern: true,
  startPack: true,
  startReadyToDispatch: true,
  startCancelShipments: true,
  getLabels: true,
  getManifests: true,
  printLabels: true,
  printManifests: true,
  getFulfilmentAction: true,
  startSelfShipDispatch: true,
  startSelfShipDelivery: true,
  startSelfShipAttempt: true,
  startTrackingUpdate: true,
} satisfies Record<keyof typeof fulfilmentCalls, true>;

export const fulfilmentEventNames = {
  fulfilmentResumed: true,
} satisfies Record<keyof typeof fulfilmentEvents, true>;
