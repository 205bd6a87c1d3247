import { COURIER_RETURN_REASONS, CUSTOMER_RETURN_REASONS, SELF_SHIP_PROFILE } from './return-codes.ts';
import { DAY_MS, HOUR_MS } from '../clock.ts';
import { Rng, mix } from '../rng.ts';
import type { ReturnStep, SimReturn } from './return-model.ts';

/** An order item a return can be made for: one of the seller's shipments, or a stand-in when there are none. */
export interface ReturnableItem {
  orderItemId: string;
  orderId: string;
  shipmentId: string;
  sku: string;
  quantity: number;
  orderDate: number;
  locationId?: string;
}

const COURIERS = ['Ekart Logistics', 'Delhivery', 'Ecom Express', 'Xpressbees', 'Shadowfax'];
/** Self-ship returns older than this were decided by the seller (at the marketplace's panel) before the start. */
export const SELF_SHIP_DECIDED_AFTER_MS = 3 * DAY_MS;

const minute = (ms: number): number => Math.round(ms / 60000) * 60000;

/** Shares of a day's returns: most come back with the courier (RTO), some from buyers, a few of them self-ship. */
function kindOf(rng: Rng): 'courier' | 'customer' | 'selfShip' {
  const r = rng.next();
  if (r < 0.6) return 'courier';
  if (r < 0.9) return 'customer';
  return 'selfShip';
}

function pickReason(rng: Rng, reasons: Record<string, readonly string[]>): [string, string] {
  const reason = rng.pick(Object.keys(reasons));
  return [reason, rng.pick(reasons[reason] as readonly string[])];
}

/**
 * Return number `index` of a seller, fully determined by (seed, seller, index) and its creation instant. `start`
 * is the simulator's start: a self-ship return created well before it has been decided by the seller already.
 */
export function makeReturn(
  seed: number,
  sellerIndex: number,
  sellerId: string,
  index: number,
  createdAt: number,
  item: ReturnableItem,
  start: number,
): SimReturn {
  const rng = new Rng(mix(seed, sellerIndex, index, 0x7e7));
  const kind = kindOf(rng);
  const steps: ReturnStep[] = [];
  let t = createdAt;
  const add = (status: string, minH: number, maxH: number, shipmentStatus?: string) => {
    t += minute(rng.int(minH * 60, maxH * 60) * 60000);
    steps.push(shipmentStatus === undefined ? { at: t, status } : { at: t, status, shipmentStatus });
  };
  const courierName = rng.pick(COURIERS);
  let expectedAt: number | undefined;
  let expectedFrom = createdAt;
  let reasons: [string, string];
  let type: string;
  if (kind === 'courier') {
    reasons = pickReason(rng, COURIER_RETURN_REASONS);
    type = 'rto';
    steps.push({ at: createdAt, status: 'in_transit', shipmentStatus: 'in_transit' });
    if (rng.chance(0.05)) add('cancelled', 24, 72, 'delivered_to_customer');
    else {
      add('out_for_delivery', 48, 120, 'out_for_delivery');
      add('delivered', 2, 8, 'delivered');
      expectedAt = t;
      add('completed', 48, 120, 'delivered');
    }
  } else if (kind === 'customer') {
    reasons = pickReason(rng, CUSTOMER_RETURN_REASONS);
    type = rng.chance(0.65) ? 'refund' : rng.chance(0.85) ? 'replacement' : 'exchange';
    steps.push({ at: createdAt, status: 'requested' });
    if (rng.chance(0.08)) add('cancelled', 2, 24);
    else {
      add('approved', 1, 6, 'pickup_pending');
      expectedFrom = t;
      add('in_transit', 24, 72, 'in_transit');
      add('out_for_delivery', 48, 96, 'out_for_delivery');
      add('delivered', 2, 8, 'delivered');
      expectedAt = t;
      add('completed', 48, 120, 'delivered');
    }
  } else {
    reasons = pickReason(rng, CUSTOMER_RETURN_REASONS);
    type = rng.chance(0.7) ? 'refund' : 'replacement';
    steps.push({ at: createdAt, status: 'requested' });
    // A recent self-ship return waits for the seller; an older one was approved (or rejected) by them.
    if (createdAt < start - SELF_SHIP_DECIDED_AFTER_MS) {
      if (rng.chance(0.15)) add('rejected', 6, 36);
      else {
        add('approved', 6, 36);
        add('pickup_scheduled', 12, 48, 'pickup_scheduled');
        expectedFrom = t;
        expectedAt = t + DAY_MS;
        add('completed', 48, 120, 'picked_up');
      }
    }
  }
  const r: SimReturn = {
    returnId: `${String(1 + sellerIndex)}${String(index).padStart(8, '0')}${String(mix(seed, index, 0x51) % 1_000_000).padStart(6, '0')}`,
    sellerId,
    source: kind === 'courier' ? 'courier_return' : 'customer_return',
    orderItemId: item.orderItemId,
    orderId: item.orderId,
    shipmentId: item.shipmentId,
    sku: item.sku,
    quantity: Math.max(1, Math.min(item.quantity, rng.chance(0.9) ? 1 : item.quantity)),
    orderDate: item.orderDate,
    createdAt,
    type,
    reason: reasons[0],
    subReason: reasons[1],
    courierName,
    trackingId: `FMPR${sellerIndex}${String(index).padStart(8, '0')}${String(mix(seed, index, 0x7ac) % 1000).padStart(3, '0')}`,
    serviceProfile: kind === 'selfShip' ? SELF_SHIP_PROFILE : 'Flipkart_Fulfilment',
    steps,
  };
  if (item.locationId !== undefined) r.locationId = item.locationId;
  if (expectedAt !== undefined) r.expected = { at: expectedAt, from: expectedFrom };
  if (kind === 'customer' || kind === 'selfShip') r.comments = 'Raised by the buyer';
  return r;
}

/** A stand-in order item of a seller with no shipments: the return still names an order item and a SKU. */
export function standInItem(
  seed: number,
  sellerIndex: number,
  index: number,
  sku: string,
  at: number,
): ReturnableItem {
  const h = mix(seed, sellerIndex, index, 0x0d1);
  return {
    orderItemId: `OI${String(h).padStart(10, '0')}${index}`,
    orderId: `OD${String(h % 1e9).padStart(9, '0')}${index}`,
    shipmentId: `SH${String(h).padStart(10, '0')}${index}`,
    sku,
    quantity: 1,
    orderDate: at - 5 * DAY_MS - (h % 48) * HOUR_MS,
  };
}
