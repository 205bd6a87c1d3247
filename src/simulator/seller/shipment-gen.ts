import { DAY_MS, HOUR_MS } from '../clock.ts';
import { Rng, mix } from '../rng.ts';
import type { Seller } from './sellers.ts';
import type {
  CancellationType,
  ItemStatus,
  SimOrderItem,
  SimPackage,
  SimShipment,
  Step,
} from './shipment-model.ts';

type Fate = 'delivered' | 'cancelled' | 'returned' | 'returnOpen' | 'rto' | 'formFailed';

const CANCELLATIONS: Record<CancellationType, { reason: string; subReasons: string[] }> = {
  sellerCancellation: {
    reason: 'seller_cancellation',
    subReasons: ['cannot_procure_item', 'not_enough_inventory', 'b2b_order'],
  },
  buyerCancellation: {
    reason: 'buyer_cancellation',
    subReasons: ['ordered_by_mistake', 'found_cheaper_elsewhere', 'delivery_too_late'],
  },
  marketplaceCancellation: {
    reason: 'marketplace_cancellation',
    subReasons: ['fraud_check_failed', 'address_not_serviceable'],
  },
};

const FORM_KINDS = [
  { name: 'E_WAY_BILL', link: 'https://ewaybillgst.gov.in/', automated: true },
  { name: 'FORM_38', link: 'https://www.comtax.up.nic.in/', automated: false },
  { name: 'ROAD_PERMIT', link: 'https://www.vat.gov.in/', automated: false },
];

/** Which fate puts a shipment into each state, to guarantee every state is present at start. */
const FORCED: { fate: Fate; status: ItemStatus; hold?: boolean }[] = [
  { fate: 'delivered', status: 'APPROVED' },
  { fate: 'delivered', status: 'APPROVED', hold: true },
  { fate: 'delivered', status: 'PACKING_IN_PROGRESS' },
  { fate: 'formFailed', status: 'PACKING_IN_PROGRESS' },
  { fate: 'delivered', status: 'PACKED' },
  { fate: 'delivered', status: 'READY_TO_DISPATCH' },
  { fate: 'delivered', status: 'PICKUP_COMPLETE' },
  { fate: 'delivered', status: 'SHIPPED' },
  { fate: 'delivered', status: 'DELIVERED' },
  { fate: 'cancelled', status: 'CANCELLED' },
  { fate: 'returnOpen', status: 'RETURN_REQUESTED' },
  { fate: 'returned', status: 'RETURNED' },
  { fate: 'rto', status: 'RETURNED' },
];

function pickFate(rng: Rng): Fate {
  const r = rng.next();
  if (r < 0.62) return 'delivered';
  if (r < 0.77) return 'cancelled';
  if (r < 0.85) return 'returned';
  if (r < 0.88) return 'returnOpen';
  if (r < 0.93) return 'rto';
  if (r < 0.94) return 'formFailed';
  return 'delivered';
}

const minute = (ms: number): number => Math.round(ms / 60000) * 60000;

/**
 * Timeline relative to an order date of 0. A `slow` shipment waits a day or two before packing starts (a busy
 * seller, a SKU out of stock), so a few miss their dispatch-by, as in any real shop.
 */
function plan(rng: Rng, fate: Fate, held: boolean, slow: boolean) {
  const dispatchAfter = minute(rng.int(0, 4 * 60) * 60000);
  const dispatchBy = dispatchAfter + minute(rng.int(24, 72) * HOUR_MS);
  const holdUntil = held ? minute(rng.int(6, 48) * HOUR_MS) : 0;
  const steps: Step[] = [{ at: 0, status: 'APPROVED' }];
  let t = Math.max(dispatchAfter, holdUntil);
  const add = (status: ItemStatus, minH: number, maxH: number) => {
    t += minute(rng.int(minH * 60, maxH * 60) * 60000);
    steps.push({ at: t, status });
  };
  if (slow) add('PACKING_IN_PROGRESS', 20, 60);
  else add('PACKING_IN_PROGRESS', 1, 10);
  // A form that fails is not fixed here: the seller cancels the order within a few days, as a real seller must.
  // Failed forms are then those of the last days only, not every one in the history (52 of 52 to pack before).
  if (fate === 'formFailed') add('CANCELLED', 12, 48);
  else {
    const cancelAfter = fate === 'cancelled' ? rng.int(1, 4) : 99;
    const chain: [ItemStatus, number, number][] = [
      ['PACKED', 1, 6],
      ['READY_TO_DISPATCH', 1, 8],
      ['PICKUP_COMPLETE', 4, 20],
      ['SHIPPED', 2, 12],
      ['DELIVERED', 48, 144],
    ];
    for (const [index, [status, a, b]] of chain.entries()) {
      if (index + 1 >= cancelAfter) {
        add('CANCELLED', 1, 20);
        break;
      }
      if (fate === 'rto' && status === 'DELIVERED') {
        add('RETURNED', 96, 240);
        break;
      }
      add(status, a, b);
    }
    if (fate === 'returned' || fate === 'returnOpen') add('RETURN_REQUESTED', 24, 168);
    if (fate === 'returned') add('RETURNED', 72, 192);
  }
  return { dispatchAfter, dispatchBy, holdUntil, steps };
}

function uuidLike(seed: number, sellerIndex: number, index: number): string {
  const a = mix(seed, sellerIndex, index, 1).toString(16).padStart(8, '0');
  const b = mix(seed, sellerIndex, index, 2).toString(16).padStart(8, '0');
  const tail = (sellerIndex * 1e9 + index).toString(16).padStart(12, '0');
  return `${a}-${b.slice(0, 4)}-4${b.slice(4, 7)}-a${a.slice(0, 3)}-${tail}`;
}

/**
 * Generates shipment number `index` of a seller, fully determined by (seed, seller, index).
 * `orderDate` is given; `forcedAt` (the start instant) places a forced shipment in its target state.
 */
export function makeShipment(
  seed: number,
  sellerIndex: number,
  seller: Seller,
  index: number,
  orderDate: number,
  forcedAt?: number,
): SimShipment {
  const rng = new Rng(mix(seed, sellerIndex, index, 0x5417));
  const forced = forcedAt !== undefined ? FORCED[index % FORCED.length] : undefined;
  const fate = forced?.fate ?? pickFate(rng);
  const held = forced ? forced.hold === true : rng.chance(0.05);
  // Drawn apart from `rng`, so that every other shipment stays as it was generated before slow ones existed.
  const slow = new Rng(mix(seed, sellerIndex, index, 0x51a7)).chance(0.05);
  const p = plan(rng, fate, held, slow);
  let t0 = orderDate;
  if (forced && forcedAt !== undefined) {
    // Put `forcedAt` in the middle of the target step (or just after the order for a held shipment).
    const i = p.steps.findIndex((s) => s.status === forced.status);
    const step = p.steps[i] ?? p.steps[0];
    const next = p.steps[i + 1];
    const at = step?.at ?? 0;
    t0 = forcedAt - (forced.hold ? HOUR_MS : at + Math.floor(((next?.at ?? at + DAY_MS) - at) / 2));
    t0 = minute(t0);
  }
  const shipmentId = uuidLike(seed, sellerIndex, index);
  const orderId = `OD1${sellerIndex}${String(mix(seed, index, 7) % 1e6).padStart(6, '0')}${String(index).padStart(9, '0')}`;
  const itemCount = rng.chance(0.15) ? rng.int(2, 3) : 1;
  const replacement = rng.chance(0.03);
  const serviceProfile = rng.pick(['NON_FBF', 'NON_FBF', 'NON_FBF', 'FBF_LITE', 'FBF'] as const);
  const items: SimOrderItem[] = [];
  const packages: SimPackage[] = [];
  for (let n = 0; n < itemCount; n++) {
    const sku = rng.pick(seller.skus);
    const quantity = rng.chance(0.85) ? 1 : rng.int(2, 3);
    const sellingPrice = sku.sellingPrice * quantity;
    const promo = rng.chance(0.3) ? Math.round(sellingPrice * rng.int(2, 10)) / 100 : 0;
    const shipping = sellingPrice < 500 ? 40 : 0;
    const customerPrice = Math.round((sellingPrice - promo) * 100) / 100;
    const packageId = `PKG${shipmentId.slice(0, 8).toUpperCase()}${n + 1}`;
    items.push({
      orderItemId: `4${sellerIndex}${String(mix(seed, index, n) % 1e4).padStart(4, '0')}${String(index).padStart(9, '0')}${n}`,
      orderId,
      fsn: sku.fsn,
      sku: sku.sku,
      listingId: sku.listingId,
      title: sku.title,
      hsn: sku.hsn,
      quantity,
      paymentType: rng.chance(0.4) ? 'COD' : 'PREPAID',
      isReplacement: replacement,
      priceComponents: {
        sellingPrice,
        totalPrice: Math.round((customerPrice + shipping) * 100) / 100,
        shippingCharge: shipping,
        customerPrice,
        emi: 0,
        marketplaceDiscount: promo,
      },
      packageIds: [packageId],
    });
    const pkg: SimPackage = { packageId, packageSku: sku.sku, packageTitle: sku.title, quantity };
    if (rng.chance(0.8)) {
      pkg.dimensions = {
        length: rng.int(10, 50),
        breadth: rng.int(8, 40),
        height: rng.int(2, 30),
        weight: rng.int(1, 50) / 10,
      };
    }
    packages.push(pkg);
  }
  const cancellationType = rng.pick([
    'sellerCancellation',
    'buyerCancellation',
    'buyerCancellation',
    'marketplaceCancellation',
  ] as const);
  const cancelInfo = CANCELLATIONS[fate === 'formFailed' ? 'sellerCancellation' : cancellationType];
  const withForms = fate === 'formFailed' || rng.chance(0.35);
  const formStatus =
    fate === 'formFailed'
      ? 'FAILED'
      : rng.pick(['NOT-CREATED', 'IN-PROGRESS', 'COMPLETED', 'COMPLETED'] as const);
  const formKind = rng.pick(FORM_KINDS);
  const shipment: SimShipment = {
    shipmentId,
    sellerId: seller.id,
    orderDate: t0,
    dispatchAfterDate: t0 + p.dispatchAfter,
    dispatchByDate: t0 + p.dispatchBy,
    holdUntil: p.holdUntil > 0 ? t0 + p.holdUntil : 0,
    shipmentType: rng.pick(['NORMAL', 'NORMAL', 'NORMAL', 'SELF', 'EXPRESS'] as const),
    serviceProfile,
    dispatchServiceTier: rng.chance(0.2) ? 'EXPRESS' : 'REGULAR',
    items,
    subShipments: [{ subShipmentId: `${shipmentId}-S1`, packages }],
    steps: p.steps.map((s) => ({ at: t0 + s.at, status: s.status })),
    courierReturn: fate === 'rto',
  };
  if (rng.chance(0.9)) shipment.locationId = rng.pick(seller.locations);
  if (rng.chance(0.85))
    shipment.packagingPolicy = rng.pick(['GREEN_PACKAGE', 'TRANSPARENT_PACKAGE', 'DEFAULT', 'NA'] as const);
  if (withForms) shipment.forms = [{ ...formKind, status: formStatus }];
  if (fate === 'cancelled' || fate === 'formFailed') {
    shipment.cancellation = {
      type: fate === 'formFailed' ? 'sellerCancellation' : cancellationType,
      reason: cancelInfo.reason,
      ...(rng.chance(0.9) ? { subReason: rng.pick(cancelInfo.subReasons) } : {}),
    };
  }
  return shipment;
}

export const FORCED_COUNT = FORCED.length;
