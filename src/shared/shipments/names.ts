import type { shipmentsCalls, shipmentsEvents } from './contract.ts';

/** The shipments slice's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const shipmentsCallNames = {
  startShipmentSync: true,
  getShipmentCacheStatus: true,
  getShipmentBlock: true,
  getShipmentCounts: true,
  getShipment: true,
  getShipmentsShown: true,
  refreshShipments: true,
  getToday: true,
  getPickList: true,
  getShipmentView: true,
  saveShipmentView: true,
  getShipmentColumns: true,
  saveShipmentColumns: true,
} satisfies Record<keyof typeof shipmentsCalls, true>;

export const shipmentsEventNames = { shipmentsChanged: true } satisfies Record<
  keyof typeof shipmentsEvents,
  true
>;
