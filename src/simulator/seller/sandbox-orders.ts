import { DAY_MS } from '../clock.ts';
import type { ListingStore } from './listing-store.ts';
import type { Seller } from './sellers.ts';
import { statusAt } from './shipment-model.ts';
import type { ItemStatus, SimOrderItem, SimPackage, SimShipment } from './shipment-model.ts';
import type { ShipmentStore } from './shipment-store.ts';

/** A refusal of a sandbox call: answered 400 with the seller error body. */
export interface SandboxRefusal {
  code: string;
  message: string;
}

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const refuse = (code: string, message: string): SandboxRefusal => ({ code, message });

export const TEST_SHIPMENT_TYPES = ['NORMAL', 'SELF', 'EXPRESS'] as const;
/** Order items per test order, and units per order item: the SDK states no bound; these keep a test order small. */
export const MAX_TEST_ORDER_ITEMS = 10;
export const MAX_TEST_QUANTITY = 10;

/**
 * What the sandbox calls remember beside the shipments: how many test orders were made (their ids count on from
 * it), and how often each call received each order item (the tests' "never twice"). Kept per store, so a reset of
 * the world starts it afresh.
 */
export class SandboxLog {
  made = 0;
  readonly received = new Map<string, Map<string, number>>();
  /** The services asked for per order item (`create_service`), in order. */
  readonly services = new Map<string, string[]>();

  receive(call: string, orderItemId: string): void {
    const calls = this.received.get(call) ?? new Map<string, number>();
    calls.set(orderItemId, (calls.get(orderItemId) ?? 0) + 1);
    this.received.set(call, calls);
  }

  describe(): { testOrders: number; received: Record<string, Record<string, number>> } {
    return {
      testOrders: this.made,
      received: Object.fromEntries([...this.received].map(([call, m]) => [call, Object.fromEntries(m)])),
    };
  }
}

const logs = new WeakMap<ShipmentStore, SandboxLog>();

export function sandboxLogOf(store: ShipmentStore): SandboxLog {
  let log = logs.get(store);
  if (log === undefined) logs.set(store, (log = new SandboxLog()));
  return log;
}

/**
 * A test order from the SDK's CreateTestOrdersRequest `{shipmentType, locationId, orderItems: [{listingId,
 * quantity}]}`: one order, one shipment, approved now and packable at once, due now (so it heads To pack today), of
 * the seller's own listings at one of the seller's locations. The first gap is refused in words.
 */
export function makeTestOrder(
  seller: Seller,
  listings: ListingStore,
  log: SandboxLog,
  body: unknown,
  now: number,
): SimShipment | SandboxRefusal {
  if (!isObj(body) || !Array.isArray(body['orderItems']))
    return refuse(
      'INVALID_REQUEST',
      'the body must be {"shipmentType", "locationId", "orderItems": [{"listingId", "quantity"}]}',
    );
  const wanted = body['orderItems'];
  if (wanted.length === 0 || wanted.length > MAX_TEST_ORDER_ITEMS)
    return refuse(
      'INVALID_REQUEST',
      `a test order has 1 to ${MAX_TEST_ORDER_ITEMS} order items (got ${wanted.length})`,
    );
  const type = body['shipmentType'] ?? 'NORMAL';
  if (!(TEST_SHIPMENT_TYPES as readonly unknown[]).includes(type))
    return refuse('INVALID_SHIPMENT_TYPE', `shipmentType must be one of ${TEST_SHIPMENT_TYPES.join(', ')}`);
  const locationId = body['locationId'] ?? seller.locations[0];
  if (typeof locationId !== 'string' || !seller.locations.includes(locationId))
    return refuse('INVALID_LOCATION_ID', `location ${String(locationId)} is not one of the seller's`);
  const lines: { listingId: string; quantity: number }[] = [];
  for (const [n, item] of wanted.entries()) {
    const listingId = isObj(item) ? item['listingId'] : undefined;
    const quantity = isObj(item) ? (item['quantity'] ?? 1) : undefined;
    const listing = typeof listingId === 'string' ? listings.get(listingId) : undefined;
    if (listing === undefined || listing.sellerId !== seller.id)
      return refuse(
        'INVALID_LISTING_ID',
        `orderItems[${n}]: listing ${String(listingId)} is not one of the seller's`,
      );
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_TEST_QUANTITY
    )
      return refuse(
        'INVALID_QUANTITY',
        `orderItems[${n}]: quantity must be a whole number from 1 to ${MAX_TEST_QUANTITY}`,
      );
    lines.push({ listingId: listing.listingId, quantity });
  }
  log.made += 1;
  return testShipment(
    seller,
    listings,
    log.made,
    lines,
    type as SimShipment['shipmentType'],
    locationId,
    now,
  );
}

function testShipment(
  seller: Seller,
  listings: ListingStore,
  number: number,
  lines: readonly { listingId: string; quantity: number }[],
  shipmentType: SimShipment['shipmentType'],
  locationId: string,
  now: number,
): SimShipment {
  const serial = String(number).padStart(9, '0');
  const shipmentId = `5a4db0c5-7e57-4000-8000-${seller.id.slice(-3)}${serial}`;
  const orderId = `OD9${serial}${String(now % 1e6).padStart(6, '0')}`;
  const items: SimOrderItem[] = [];
  const packages: SimPackage[] = [];
  for (const [n, line] of lines.entries()) {
    const stored = listings.get(line.listingId);
    const sku = seller.skus.find((s) => s.listingId === line.listingId);
    const skuId = stored?.skuId ?? sku?.sku ?? line.listingId;
    const unit = stored?.listing.price.selling_price ?? sku?.sellingPrice ?? 100;
    const sellingPrice = unit * line.quantity;
    const shipping = sellingPrice < 500 ? 40 : 0;
    const packageId = `PKGTEST${serial}${n + 1}`;
    items.push({
      orderItemId: `9${serial}${n}`,
      orderId,
      fsn: stored?.listing.product_id ?? sku?.fsn ?? '',
      sku: skuId,
      listingId: line.listingId,
      title: sku?.title ?? skuId,
      hsn: sku?.hsn ?? '',
      quantity: line.quantity,
      paymentType: 'PREPAID',
      isReplacement: false,
      priceComponents: {
        sellingPrice,
        totalPrice: sellingPrice + shipping,
        shippingCharge: shipping,
        customerPrice: sellingPrice,
        emi: 0,
        marketplaceDiscount: 0,
      },
      packageIds: [packageId],
    });
    packages.push({
      packageId,
      packageSku: skuId,
      packageTitle: sku?.title ?? skuId,
      quantity: line.quantity,
      dimensions: { length: 30, breadth: 20, height: 10, weight: 1 },
    });
  }
  return {
    shipmentId,
    sellerId: seller.id,
    orderDate: now,
    dispatchAfterDate: now,
    dispatchByDate: now,
    holdUntil: 0,
    locationId,
    packagingPolicy: 'DEFAULT',
    shipmentType,
    serviceProfile: 'NON_FBF',
    dispatchServiceTier: shipmentType === 'EXPRESS' ? 'EXPRESS' : 'REGULAR',
    items,
    subShipments: [{ subShipmentId: `${shipmentId}-S1`, packages }],
    steps: [{ at: now, status: 'APPROVED' }],
    courierReturn: false,
  };
}

/** The order item moves of the SDK's SelfServeApi, by the last part of their path. */
export const SANDBOX_MOVES = [
  'on_hold',
  'un_hold',
  'update_dispatch_slot',
  'pick_up_complete',
  'shipped',
  'delivered',
] as const;
export type SandboxMove = (typeof SANDBOX_MOVES)[number];

/** The state each forward move needs, and the state it leaves the order item in. */
const FORWARD: Partial<Record<SandboxMove, { from: ItemStatus; to: ItemStatus }>> = {
  pick_up_complete: { from: 'READY_TO_DISPATCH', to: 'PICKUP_COMPLETE' },
  shipped: { from: 'PICKUP_COMPLETE', to: 'SHIPPED' },
  delivered: { from: 'SHIPPED', to: 'DELIVERED' },
};

/** The shipment changes now: a step at `now` (its `updatedAt`, so an incremental sync sees it); later plans dropped. */
function changedNow(s: SimShipment, now: number, status: ItemStatus): void {
  s.steps = [...s.steps.filter((st) => st.at <= now), { at: now, status }];
}

/**
 * Moves the order item's shipment (the simulator keeps one state per shipment) as the sandbox call asks, or says
 * why not: hold and un-hold before packing, a day later dispatch slot before packing, then pickup complete, shipped
 * and delivered in that order, each from the state before it.
 */
export function moveOrderItem(
  move: SandboxMove,
  s: SimShipment | undefined,
  orderItemId: string,
  now: number,
): SandboxRefusal | undefined {
  if (s === undefined)
    return refuse('INVALID_ORDER_ITEM_ID', `order item ${orderItemId} is not one of the seller's`);
  const status = statusAt(s, now);
  if (status === 'CANCELLED') return refuse('ORDER_ITEM_CANCELLED', `order item ${orderItemId} is cancelled`);
  const held = s.holdUntil > now;
  const forward = FORWARD[move];
  if (forward !== undefined) {
    if (held) return refuse('ORDER_ITEM_ON_HOLD', `order item ${orderItemId} is on hold`);
    if (status !== forward.from)
      return refuse(
        'INVALID_ORDER_ITEM_STATE',
        `order item ${orderItemId} is ${status}; ${move} needs ${forward.from}`,
      );
    changedNow(s, now, forward.to);
    return undefined;
  }
  if (status !== 'APPROVED')
    return refuse(
      'INVALID_ORDER_ITEM_STATE',
      `order item ${orderItemId} is ${status}; ${move} needs APPROVED`,
    );
  if (move === 'on_hold') {
    if (held) return refuse('ORDER_ITEM_ON_HOLD', `order item ${orderItemId} is on hold already`);
    s.holdUntil = Number.MAX_SAFE_INTEGER;
  } else if (move === 'un_hold') {
    if (!held) return refuse('ORDER_ITEM_NOT_ON_HOLD', `order item ${orderItemId} is not on hold`);
    s.holdUntil = now;
  } else {
    s.dispatchByDate = Math.max(s.dispatchByDate, now) + DAY_MS;
  }
  changedNow(s, now, status);
  return undefined;
}
