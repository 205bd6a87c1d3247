import { formatIst, parseIsoDateTime } from '../clock.ts';
import type { FulfilmentAction, FulfilmentLog } from './fulfilment-log.ts';
import { common, failure, moveTo, wrongState } from './fulfilment-rules.ts';
import type { ShipmentResult } from './fulfilment-rules.ts';
import { liveItems, statusAt } from './shipment-model.ts';
import type { SimShipment } from './shipment-model.ts';

import type { Obj } from './fulfilment-routes.ts';

/** The India day of an instant: the marketplace's dates ("not before today") are India's. */
const istDay = (ms: number): string => formatIst(ms).slice(0, 10);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * What stops any self-ship call on a shipment: those of `common` (unknown or another seller's, a planted refusal,
 * a hold), a shipment the marketplace's courier takes (not of type SELF), and a state the call cannot start from.
 */
function selfShipStop(
  s: SimShipment | undefined,
  id: string,
  action: FulfilmentAction,
  from: readonly string[],
  log: FulfilmentLog,
  now: number,
): ShipmentResult | undefined {
  const stop = common(s, id, action, log, now);
  if (stop || s === undefined) return stop ?? failure(id, 'INVALID_SHIPMENT_ID', 'Shipment not found');
  if (s.shipmentType !== 'SELF')
    return failure(id, 'NOT_SELF_SHIP', `Shipment is of type ${s.shipmentType}, not a self-ship shipment`);
  const status = statusAt(s, now);
  if (!from.includes(status)) return wrongState(id, status, from.join(' or '));
  return undefined;
}

/**
 * Self-ship dispatch (DispatchRequestV3): PACKED or READY_TO_DISPATCH → SHIPPED, the seller's courier and its
 * tracking id kept. The dispatch date is not after today, the tentative delivery date not before it (India's day);
 * the invoice is required and, when the shipment was packed here, must be the invoice it was packed with.
 */
export function selfShipDispatch(
  s: SimShipment | undefined,
  id: string,
  r: Obj,
  log: FulfilmentLog,
  now: number,
): ShipmentResult {
  const stop = selfShipStop(s, id, 'selfShipDispatch', ['PACKED', 'READY_TO_DISPATCH'], log, now);
  if (stop || s === undefined) return stop as ShipmentResult;
  const today = istDay(now);
  const dispatched = parseIsoDateTime(r['dispatchDate']);
  if (dispatched === undefined || istDay(dispatched) > today)
    return failure(id, 'INVALID_DISPATCH_DATE', 'Dispatch date is missing or after today');
  const tentative = parseIsoDateTime(r['tentativeDeliveryDate']);
  if (tentative === undefined || istDay(tentative) < today)
    return failure(
      id,
      'INVALID_TENTATIVE_DELIVERY_DATE',
      'Tentative delivery date is missing or before today',
    );
  const partner = text(r['deliveryPartner']);
  const trackingId = text(r['trackingId']);
  if (partner === '' || trackingId === '')
    return failure(id, 'INVALID_TRACKING_DETAILS', 'Delivery partner and tracking id are required');
  const invoice = (typeof r['invoice'] === 'object' && r['invoice'] !== null ? r['invoice'] : {}) as Obj;
  const number = text(invoice['invoiceNumber']);
  const items = Array.isArray(invoice['items']) ? (invoice['items'] as Obj[]) : [];
  if (number === '' || !/^\d{4}-\d{2}-\d{2}$/.test(text(invoice['invoiceDate'])))
    return failure(id, 'INVALID_INVOICE', 'Invoice number and date (YYYY-MM-DD) are required');
  const live = liveItems(s, now);
  if (!live.every((i) => items.some((x) => x?.['orderItemId'] === i.orderItemId)))
    return failure(id, 'INVALID_INVOICE', 'The invoice must list every order item of the shipment');
  const packedWith = log.packed.get(id)?.invoiceNumber;
  if (packedWith !== undefined && packedWith !== number)
    return failure(id, 'INVOICE_MISMATCH', `The shipment was packed with invoice ${packedWith}`);
  moveTo(s, now, { after: 0, status: 'SHIPPED' });
  log.selfShipped.set(id, { deliveryPartner: partner, trackingId, attempts: 0 });
  return { shipmentId: id, status: 'success' };
}

/**
 * Delivered (`delivery`, SHIPPED → DELIVERED) or a failed attempt (`deliveryAttempt`, counted, the shipment stays
 * SHIPPED): a self-ship shipment with a delivery date that is not after today.
 */
export function selfShipDelivery(
  s: SimShipment | undefined,
  id: string,
  r: Obj,
  log: FulfilmentLog,
  now: number,
  attempt: boolean,
): ShipmentResult {
  const action = attempt ? 'selfShipAttempt' : 'selfShipDeliver';
  const stop = selfShipStop(s, id, action, ['SHIPPED'], log, now);
  if (stop || s === undefined) return stop as ShipmentResult;
  const at = parseIsoDateTime(r['deliveryDate']);
  if (at === undefined || istDay(at) > istDay(now))
    return failure(id, 'INVALID_DELIVERY_DATE', 'Delivery date is missing or after today');
  if (attempt) {
    const shipped = log.selfShipped.get(id);
    log.selfShipped.set(id, {
      deliveryPartner: shipped?.deliveryPartner ?? '',
      trackingId: shipped?.trackingId ?? '',
      attempts: (shipped?.attempts ?? 0) + 1,
    });
  } else moveTo(s, now, { after: 0, status: 'DELIVERED' });
  return { shipmentId: id, status: 'success' };
}

/**
 * A new tracking id (UpdateShipmentRequest, snake_case): a self-ship shipment on its way (SHIPPED). A refusal is
 * the call's own error, `{code, message}`.
 */
export function trackingUpdate(
  s: SimShipment | undefined,
  id: string,
  r: Obj,
  log: FulfilmentLog,
  now: number,
): { code: string; message: string } | undefined {
  const stop = selfShipStop(s, id, 'trackingUpdate', ['SHIPPED'], log, now);
  if (stop) return { code: stop.errorCode ?? 'INVALID_REQUEST', message: stop.errorMessage ?? '' };
  if (r['shipment_id'] !== undefined && r['shipment_id'] !== id)
    return { code: 'INVALID_REQUEST', message: 'shipment_id differs from the path' };
  const trackingId = text(r['tracking_id']);
  if (trackingId === '') return { code: 'INVALID_TRACKING_ID', message: 'tracking_id is required' };
  const shipped = log.selfShipped.get(id);
  log.selfShipped.set(id, {
    deliveryPartner: text(r['delivery_partner']) || (shipped?.deliveryPartner ?? ''),
    trackingId,
    attempts: shipped?.attempts ?? 0,
  });
  return undefined;
}
