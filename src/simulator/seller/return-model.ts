import type { ReturnSource } from './return-codes.ts';
import { formatIst } from '../clock.ts';

/** A status at an instant of a return's timeline; `shipmentStatus` is its return shipment's word then. */
export interface ReturnStep {
  at: number;
  status: string;
  shipmentStatus?: string;
}

/** A return with its whole planned timeline; what a caller sees depends on the clock (see `renderReturn`). */
export interface SimReturn {
  returnId: string;
  sellerId: string;
  source: ReturnSource;
  orderItemId: string;
  orderId: string;
  shipmentId: string;
  /** Not sent (the SDK's ReturnItem has no SKU): for tests and the sandbox, which know the order item. */
  sku: string;
  locationId?: string;
  quantity: number;
  orderDate: number;
  createdAt: number;
  type: string;
  reason: string;
  subReason?: string;
  courierName?: string;
  trackingId?: string;
  serviceProfile: string;
  comments?: string;
  /** When the return is expected at the seller (self-ship: the pickup date), sent from `from` on. */
  expected?: { at: number; from: number };
  steps: ReturnStep[];
}

/** The step in force at `now` (the first one before the return exists). */
export function stepAt(r: SimReturn, now: number): ReturnStep {
  let current = r.steps[0] as ReturnStep;
  for (const step of r.steps) if (step.at <= now) current = step;
  return current;
}

/** When the return last changed as seen at `now`. */
export function updatedAt(r: SimReturn, now: number): number {
  return Math.max(r.createdAt, stepAt(r, now).at);
}

/** The instant after `now` at which the return next changes, Infinity when it never does. */
export function nextReturnChange(r: SimReturn, now: number): number {
  for (const step of r.steps) if (step.at > now) return step.at;
  return Infinity;
}

/** The SDK's `ReturnItem` as the real service sends it at `now`. */
export function renderReturn(r: SimReturn, now: number): Record<string, unknown> {
  const step = stepAt(r, now);
  const approved = r.steps.find((s) => s.status === 'approved' && s.at <= now);
  const out: Record<string, unknown> = {
    returnId: r.returnId,
    orderItemId: r.orderItemId,
    orderId: r.orderId,
    locationId: r.locationId ?? null,
    quantity: r.quantity,
    orderDate: formatIst(r.orderDate),
    createdDate: formatIst(r.createdAt),
    updatedDate: formatIst(updatedAt(r, now)),
    courierName: r.courierName ?? null,
    sellerId: r.sellerId,
    status: step.status,
    type: r.type,
    reason: r.reason,
    subReason: r.subReason ?? null,
    trackingId: r.trackingId ?? null,
    shipmentStatus: step.shipmentStatus ?? null,
    shipmentId: r.shipmentId,
    comments: r.comments ?? null,
    approvedOn: approved ? formatIst(approved.at) : null,
    expectedDate: r.expected !== undefined && r.expected.from <= now ? formatIst(r.expected.at) : null,
    serviceProfile: r.serviceProfile,
    services: [],
  };
  return out;
}
