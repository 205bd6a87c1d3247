import type { FulfilmentAction, FulfilmentLog } from './fulfilment-log.ts';
import { cancellationGroupIdOf, liveItems, statusAt } from './shipment-model.ts';
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

export const failure = (shipmentId: string, errorCode: string, errorMessage: string): ShipmentResult => ({
  shipmentId,
  status: 'failure',
  errorCode,
  errorMessage,
});

/** Moves a shipment on from `now`: its planned later steps are dropped (the seller's own action decides now). */
export function moveTo(s: SimShipment, now: number, ...steps: { after: number; status: ItemStatus }[]): void {
  s.steps = [
    ...s.steps.filter((st) => st.at <= now),
    ...steps.map((st) => ({ at: now + st.after, status: st.status })),
  ];
}

/** What stops any action on a shipment, before the action's own state rule. */
export function common(
  s: SimShipment | undefined,
  id: string,
  action: FulfilmentAction,
  log: FulfilmentLog,
  now: number,
): ShipmentResult | undefined {
  if (s === undefined) return failure(id, 'INVALID_SHIPMENT_ID', 'Shipment not found for the seller');
  const refused = log.refusal(action, id);
  if (refused) return failure(id, refused.errorCode, refused.errorMessage);
  if (s.holdUntil > now) return failure(id, 'SHIPMENT_ON_HOLD', 'Shipment is on hold');
  return undefined;
}

export const wrongState = (id: string, status: ItemStatus, expected: string): ShipmentResult =>
  status === 'CANCELLED'
    ? failure(id, 'SHIPMENT_CANCELLED', 'Shipment is cancelled')
    : failure(id, 'INVALID_SHIPMENT_STATE', `Shipment is ${status}; expected ${expected}`);

/** The serial numbers the request gives an order item: `serialNumbers[]` first, else its invoice line's. */
function serialsOf(request: Record<string, unknown>, orderItemId: string): unknown {
  const lists = Array.isArray(request['serialNumbers'])
    ? (request['serialNumbers'] as Record<string, unknown>[])
    : [];
  const listed = lists.find((l) => l?.['orderItemId'] === orderItemId)?.['serialNumbers'];
  if (listed !== undefined) return listed;
  const invoices = Array.isArray(request['invoices'])
    ? (request['invoices'] as Record<string, unknown>[])
    : [];
  for (const invoice of invoices) {
    const lines = Array.isArray(invoice?.['orderItems'])
      ? (invoice['orderItems'] as Record<string, unknown>[])
      : [];
    const line = lines.find((l) => l?.['orderItemId'] === orderItemId);
    if (line?.['serialNumbers'] !== undefined) return line['serialNumbers'];
  }
  return undefined;
}

/**
 * An item whose listing requires serial numbers needs one per unit (`string[][]`: a list per unit), none empty,
 * none repeated; a message naming the gap, or undefined.
 */
function serialGap(serials: unknown, orderItemId: string, quantity: number): string | undefined {
  const units = Array.isArray(serials) ? serials : [];
  const flat = units.map((u) => (Array.isArray(u) ? u : [u])).map((u) => u.map(String));
  if (flat.length !== quantity || flat.some((u) => u.length === 0 || u.some((x) => x.trim() === '')))
    return `Serial numbers are required for order item ${orderItemId}: one per unit, ${quantity} expected`;
  const all = flat.flat().map((x) => x.trim());
  if (new Set(all).size !== all.length) return `Serial numbers repeat for order item ${orderItemId}`;
  return undefined;
}

/**
 * Checks what the pack call needs for the shipment (its items not cancelled on their own, the serial numbers of
 * SKUs that require them); the first gap as `{code, message}`, or undefined.
 */
export function packGap(
  s: SimShipment,
  request: Record<string, unknown>,
  now: number,
  serialSkus: ReadonlySet<string> = new Set(),
): { errorCode: string; message: string } | undefined {
  const gap = basicGap(s, request, now);
  if (gap) return { errorCode: 'INVALID_PACK_REQUEST', message: gap };
  for (const item of liveItems(s, now)) {
    if (!serialSkus.has(item.sku)) continue;
    const missing = serialGap(serialsOf(request, item.orderItemId), item.orderItemId, item.quantity);
    if (missing) return { errorCode: 'SERIAL_NUMBERS_REQUIRED', message: missing };
  }
  return undefined;
}

function basicGap(s: SimShipment, request: Record<string, unknown>, now: number): string | undefined {
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
  for (const item of liveItems(s, now)) {
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
  const gap = packGap(s, request, now, log.serialSkus);
  if (gap) return failure(id, gap.errorCode, gap.message);
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

/**
 * Cancel by the seller: only before PACKED, with a reason. `cancellationGroupIds` (the items' `cancellationGroupId`)
 * name the order items to cancel; none named cancels the whole shipment. The rest of a shipment goes on; once every
 * item is cancelled the shipment is.
 */
export function cancel(
  s: SimShipment | undefined,
  id: string,
  request: Record<string, unknown>,
  log: FulfilmentLog,
  now: number,
): ShipmentResult {
  const stop = common(s, id, 'cancel', log, now);
  if (stop || s === undefined) return stop as ShipmentResult;
  const status = statusAt(s, now);
  if (status !== 'APPROVED' && status !== 'PACKING_IN_PROGRESS')
    return wrongState(id, status, 'APPROVED or PACKING_IN_PROGRESS');
  const reason = request['reason'];
  if (typeof reason !== 'string' || reason.trim() === '')
    return failure(id, 'INVALID_CANCELLATION_REASON', 'A cancellation reason is required');
  const groups = request['cancellationGroupIds'];
  if (groups !== undefined && (!Array.isArray(groups) || groups.some((g) => typeof g !== 'string')))
    return failure(id, 'INVALID_REQUEST', 'cancellationGroupIds must be a list of strings');
  const live = liveItems(s, now);
  const named = groups === undefined || groups.length === 0 ? undefined : new Set(groups as string[]);
  if (named !== undefined) {
    const known = new Set(s.items.map(cancellationGroupIdOf));
    const unknown = [...named].filter((g) => !known.has(g));
    if (unknown.length > 0)
      return failure(
        id,
        'INVALID_CANCELLATION_GROUP',
        `No order item of this shipment is in group ${unknown.join(',')}`,
      );
    if (!live.some((i) => named.has(cancellationGroupIdOf(i))))
      return failure(id, 'SHIPMENT_CANCELLED', 'These order items are cancelled already');
  }
  const chosen = named === undefined ? live : live.filter((i) => named.has(cancellationGroupIdOf(i)));
  if (chosen.length === live.length) {
    s.cancellation = { type: 'sellerCancellation', reason };
    moveTo(s, now, { after: 0, status: 'CANCELLED' });
  } else {
    s.itemCancellations = {
      ...s.itemCancellations,
      ...Object.fromEntries(chosen.map((i) => [i.orderItemId, { at: now, reason }])),
    };
    // The shipment changed now (its updatedAt), though its state did not; later planned steps stay.
    s.steps = [
      ...s.steps.filter((st) => st.at <= now),
      { at: now, status },
      ...s.steps.filter((st) => st.at > now),
    ];
  }
  return { shipmentId: id, status: 'success' };
}

const COURIERS = ['EKART', 'DELHIVERY', 'XPRESSBEES'] as const;

/** The courier a shipment is handed to: fixed per shipment, as the marketplace assigns it. */
export function vendorGroupCode(shipmentId: string): string {
  let h = 0;
  for (const c of shipmentId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return COURIERS[h % COURIERS.length] as string;
}
