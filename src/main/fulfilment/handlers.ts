import type { fulfilmentCalls } from '../../shared/fulfilment/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { FulfilmentService } from './fulfilment-service.ts';

export function fulfilmentHandlers(service: FulfilmentService) {
  return {
    getPackForm: ({ shipmentIds, timeZone }) => service.packForm(shipmentIds, timeZone),
    setInvoicePattern: ({ pattern, next, timeZone }) => service.setInvoicePattern(pattern, next, timeZone),
    startPack: ({ shipments }) => service.startPack(shipments),
    startReadyToDispatch: ({ shipmentIds }) => service.startDispatch(shipmentIds),
    startCancelShipments: ({ shipments }) => service.startCancel(shipments),
    getLabels: ({ shipmentIds }) => service.pdfs.labels(shipmentIds),
    getManifests: ({ locationId, timeZone }) => service.pdfs.manifests(locationId, timeZone),
    printLabels: ({ shipmentIds, to }) => service.pdfs.printLabels(shipmentIds, to),
    printManifests: ({ locationId, to, timeZone }) => service.pdfs.printManifests(locationId, to, timeZone),
    getFulfilmentAction: ({ actionId }) => service.action(actionId),
    startSelfShipDispatch: ({ shipments, timeZone }) => service.selfShip.dispatch(shipments, timeZone),
    startSelfShipDelivery: ({ shipmentIds, day, timeZone }) =>
      service.selfShip.deliver(shipmentIds, day, timeZone),
    startSelfShipAttempt: ({ shipmentIds, day, timeZone }) =>
      service.selfShip.attempt(shipmentIds, day, timeZone),
    startTrackingUpdate: ({ timeZone, ...update }) => service.selfShip.tracking(update, timeZone),
  } satisfies HandlersFor<typeof fulfilmentCalls>;
}
