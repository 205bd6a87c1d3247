import type { FulfilmentLog } from './fulfilment-log.ts';
import { statusAt } from './shipment-model.ts';
import type { ItemStatus, SimShipment } from './shipment-model.ts';

/** How long packing takes at the marketplace, on the simulated clock: PACKING_IN_PROGRESS, then PACKED. */
export const PACKING_MS = 3_000;

/** One shipment's answer, as the captured pack answer spells it (lower-case status). */
export interface ShipmentResult {
  shipmentId: string;
  status: 'success' | 'failure';
  errorCode?: string;
  errorMessage?: string;
}

export interface PackDetails {
  invoiceNumber: string;
  invoiceDate: string;
  taxRates: Record<string, number>;
  dimensions: { length: number; breadth: number; height: number; weight: number }[];
}

const failure = (shipmentId: string, errorCode: string, errorMessage: string): ShipmentResult => ({
  shipmentId,
  status: 'failure',
  errorCode,
  errorMessage,
});

/** Moves a shipment on from `now`: its planned later steps are dropped (the seller's own action decides now). */
function moveTo(s: SimShipment, now: number, ...steps: { after: number; status: ItemStatus }[]): void {
  s.steps = [
    ...s.steps.filter((st) => st.at <= now),
    ...steps.map((st) => ({ at: now + st.after, status: st.status })),
  ];
}

/** What stops any action on a shipment, before the action's own state rule. */
function common(
  s: SimShipment | undefined,
  id: string,
  action: 'pack' | 'dispatch' | 'cancel',
  log: FulfilmentLog,
  now: number,
): ShipmentResult | undefined {
  if (s === undefined) return failure(id, 'INVALID_SHIPMENT_ID', 'Shipment not found for the seller');
  const refused = log.refusal(action, id);
  if (refused) return failure(id, refused.errorCode, refused.errorMessage);
  if (s.holdUntil > now) return failure(id, 'SHIPMENT_ON_HOLD', 'Shipment is on hold');
  return undefined;
}

const wrongState = (id: string, status: ItemStatus, expected: string): ShipmentResult =>
  status === 'CANCELLED'
    ? failure(id, 'SHIPMENT_CANCELLED', 'Shipment is cancelled')
    : failure(id, 'INVALID_SHIPMENT_STATE', `Shipment is ${status}; expected ${expected}`);

/** Checks what the pack call needs for the shipment; a message naming the first gap, or undefined. */
export function packGap(s: SimShipment, request: Record<string, unknown>): string | undefined {
  const invoices = Array.isArray(request['invoices'])
    ? (request['invoices'] as Record<string, unknown>[])
    : [];
  const invoice = invoices.find((i) => i?.['shipmentId'] === undefined || i['shipmentId'] === s.shipmentId);
  if (typeof invoice?.['invoiceNumber'] !== 'string' || invoice['invoiceNumber'].trim() === '')
    return 'Invoice number is missing';
  if (typeof invoice['invoiceDate'] !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(invoice['invoiceDate']))
    return 'Invoice date is missing or not YYYY-MM-DD';
  const taxItems = Array.isArray(request['taxItems'])
    ? (request['taxItems'] as Record<string, unknown>[])
    : [];
  for (const item of s.items) {
    const tax = taxItems.find((t) => t?.['orderItemId'] === item.orderItemId);
    const rate = tax?.['taxRate'];
    if (typeof rate !== 'number' || rate < 0 || rate > 28)
      return `Tax rate is missing or out of range for order item ${item.orderItemId}`;
  }
  const subs = Array.isArray(request['subShipments'])
    ? (request['subShipments'] as Record<string, unknown>[])
    : [];
  for (const sub of s.subShipments) {
    const given = subs.find((x) => x?.['subShipmentId'] === sub.subShipmentId)?.['dimensions'] as
      Record<string, unknown> | undefined;
    for (const key of ['length', 'breadth', 'height', 'weight']) {
      const v = given?.[key];
      if (typeof v !== 'number' || !(v > 0)) return `Package ${key} is missing for ${sub.subShipmentId}`;
    }
  }
  return undefined;
}

/** Pack: APPROVED → PACKING_IN_PROGRESS now → PACKED after PACKING_MS. */
export function pack(
  s: SimShipment | undefined,
  id: string,
  request: Record<string, unknown>,
  log: FulfilmentLog,
  now: number,
): ShipmentResult {
  const stop = common(s, id, 'pack', log, now);
  if (stop || s === undefined) return stop as ShipmentResult;
  const status = statusAt(s, now);
  if (status !== 'APPROVED') return wrongState(id, status, 'APPROVED');
  if (s.dispatchAfterDate > now)
    return failure(
      id,
      'INVALID_DISPATCH_AFTER_DATE',
      'Could not pack order item as dispatch after date is greater than current time',
    );
  const gap = packGap(s, request);
  if (gap) return failure(id, 'INVALID_PACK_REQUEST', gap);
  const invoice = (request['invoices'] as Record<string, string>[])[0] as Record<string, string>;
  const taxItems = request['taxItems'] as { orderItemId: string; taxRate: number }[];
  log.packed.set(id, {
    invoiceNumber: String(invoice['invoiceNumber']),
    invoiceDate: String(invoice['invoiceDate']),
    taxRates: Object.fromEntries(taxItems.map((t) => [t.orderItemId, t.taxRate])),
    dimensions: (request['subShipments'] as { dimensions: PackDetails['dimensions'][number] }[]).map(
      (x) => x.dimensions,
    ),
  });
  moveTo(s, now, { after: 0, status: 'PACKING_IN_PROGRESS' }, { after: PACKING_MS, status: 'PACKED' });
  return { shipmentId: id, status: 'success' };
}

/** Ready to dispatch: PACKED → READY_TO_DISPATCH, at the location the call names. */
export function dispatch(
  s: SimShipment | undefined,
  id: string,
  locationId: string | undefined,
  log: FulfilmentLog,
  now: number,
): ShipmentResult {
  const stop = common(s, id, 'dispatch', log, now);
  if (stop || s === undefined) return stop as ShipmentResult;
  const status = statusAt(s, now);
  if (status !== 'PACKED') return wrongState(id, status, 'PACKED');
  if (locationId !== undefined && s.locationId !== undefined && s.locationId !== locationId)
    return failure(id, 'INVALID_LOCATION', `Shipment belongs to location ${s.locationId}`);
  moveTo(s, now, { after: 0, status: 'READY_TO_DISPATCH' });
  log.readyAt.set(id, now);
  return { shipmentId: id, status: 'success' };
}

/** Cancel by the seller: only before PACKED, with a reason. */
export function cancel(
  s: SimShipment | undefined,
  id: string,
  reason: unknown,
  log: FulfilmentLog,
  now: number,
): ShipmentResult {
  const stop = common(s, id, 'cancel', log, now);
  if (stop || s === undefined) return stop as ShipmentResult;
  const status = statusAt(s, now);
  if (status !== 'APPROVED' && status !== 'PACKING_IN_PROGRESS')
    return wrongState(id, status, 'APPROVED or PACKING_IN_PROGRESS');
  if (typeof reason !== 'string' || reason.trim() === '')
    return failure(id, 'INVALID_CANCELLATION_REASON', 'A cancellation reason is required');
  s.cancellation = { type: 'sellerCancellation', reason, groupId: `CG${id.slice(-8)}` };
  moveTo(s, now, { after: 0, status: 'CANCELLED' });
  return { shipmentId: id, status: 'success' };
}

const COURIERS = ['EKART', 'DELHIVERY', 'XPRESSBEES'] as const;

/** The courier a shipment is handed to: fixed per shipment, as the marketplace assigns it. */
export function vendorGroupCode(shipmentId: string): string {
  let h = 0;
  for (const c of shipmentId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return COURIERS[h % COURIERS.length] as string;
}
