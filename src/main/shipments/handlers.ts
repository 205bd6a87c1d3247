import type { shipmentsCalls } from '../../shared/shipments/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { SellerDayService } from './seller-day-service.ts';
import type { ShipmentService } from './shipment-service.ts';

export function shipmentsHandlers(service: ShipmentService, day: SellerDayService) {
  return {
    startShipmentSync: ({ kind, whenDue }) => service.startSync(kind, whenDue),
    getShipmentCacheStatus: () => service.cacheStatus(),
    getShipmentBlock: (request) => service.block(request),
    getShipmentCounts: ({ filter }) => service.counts(filter),
    getShipment: ({ shipmentId }) => service.detail(shipmentId),
    getShipmentsShown: ({ filter, shipmentIds }) => service.shown(filter, shipmentIds),
    refreshShipments: ({ shipmentIds }) => service.refresh(shipmentIds),
    getToday: ({ timeZone }) => day.today(timeZone),
    getPickList: (request) => day.pickList(request),
    getShipmentView: () => service.view(),
    saveShipmentView: (view) => service.saveView(view),
    getShipmentColumns: () => service.columns(),
    saveShipmentColumns: ({ columns }) => service.saveColumns(columns),
  } satisfies HandlersFor<typeof shipmentsCalls>;
}
