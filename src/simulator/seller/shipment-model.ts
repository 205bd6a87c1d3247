import { formatIst } from '../clock.ts';

export const ITEM_STATUSES = [
  'APPROVED',
  'PACKING_IN_PROGRESS',
  'PACKED',
  'READY_TO_DISPATCH',
  'PICKUP_COMPLETE',
  'CANCELLED',
  'SHIPPED',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURNED',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const FORM_STATUSES = ['NOT-CREATED', 'IN-PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const CANCELLATION_TYPES = [
  'sellerCancellation',
  'buyerCancellation',
  'marketplaceCancellation',
] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

export interface Step {
  at: number;
  status: ItemStatus;
}

export interface SimOrderItem {
  orderItemId: string;
  orderId: string;
  fsn: string;
  sku: string;
  listingId: string;
  title: string;
  hsn: string;
  quantity: number;
  paymentType: 'COD' | 'PREPAID';
  isReplacement: boolean;
  priceComponents: {
    sellingPrice: number;
    totalPrice: number;
    shippingCharge: number;
    customerPrice: number;
    emi: number;
    marketplaceDiscount: number;
  };
  packageIds: string[];
}

export interface SimPackage {
  packageId: string;
  packageSku: string;
  packageTitle: string;
  quantity: number;
  dimensions?: { length: number; breadth: number; height: number; weight: number };
}

/** A shipment with its whole planned timeline; what a caller sees depends on the clock (see `renderShipment`). */
export interface SimShipment {
  shipmentId: string;
  sellerId: string;
  orderDate: number;
  dispatchAfterDate: number;
  dispatchByDate: number;
  /** 0 when never held; otherwise `hold` is true until this instant. */
  holdUntil: number;
  locationId?: string;
  packagingPolicy?: 'GREEN_PACKAGE' | 'TRANSPARENT_PACKAGE' | 'DEFAULT' | 'NA';
  shipmentType: 'NORMAL' | 'SELF' | 'EXPRESS';
  serviceProfile: 'NON_FBF' | 'FBF' | 'FBF_LITE';
  dispatchServiceTier: 'REGULAR' | 'EXPRESS';
  forms?: { name: string; link: string; automated: boolean; status: FormStatus }[];
  items: SimOrderItem[];
  subShipments: { subShipmentId: string; packages: SimPackage[] }[];
  steps: Step[];
  cancellation?: { type: CancellationType; reason: string; subReason?: string };
  /**
   * Order items the seller cancelled on their own (`cancellationGroupIds`), while the rest of the shipment goes on:
   * by order item id, when and why. A shipment whose every item is cancelled moves to CANCELLED as a whole.
   */
  itemCancellations?: Record<string, { at: number; reason: string }>;
  courierReturn: boolean;
}

/**
 * The order item's cancellation group: the items the marketplace cancels together. Here every item is a group of
 * its own, so a seller can cancel one item of a shipment and pack the rest.
 */
export const cancellationGroupIdOf = (item: Pick<SimOrderItem, 'orderItemId'>): string =>
  `CG${item.orderItemId}`;

/** The item's own cancellation by the seller, in force at `now`. */
export function itemCancelledAt(
  s: SimShipment,
  orderItemId: string,
  now: number,
): { at: number; reason: string } | undefined {
  const c = s.itemCancellations?.[orderItemId];
  return c !== undefined && c.at <= now ? c : undefined;
}

/** The items still live at `now`: those not cancelled on their own. */
export const liveItems = (s: SimShipment, now: number): SimOrderItem[] =>
  s.items.filter((i) => itemCancelledAt(s, i.orderItemId, now) === undefined);

/** The step in force at `now`; undefined before the order exists. */
export function stepAt(shipment: SimShipment, now: number): Step | undefined {
  let current: Step | undefined;
  for (const step of shipment.steps) {
    if (step.at > now) break;
    current = step;
  }
  return current;
}

export function statusAt(shipment: SimShipment, now: number): ItemStatus {
  return stepAt(shipment, now)?.status ?? 'APPROVED';
}

/** Last modification visible at `now`: the latest step, or the release of a hold. */
export function modifiedAt(shipment: SimShipment, now: number): number {
  return modifiedAtStep(shipment, stepAt(shipment, now), now);
}

/** `modifiedAt` for a caller that has the step in force already (`stepAt(shipment, now)`). */
export function modifiedAtStep(shipment: SimShipment, step: Step | undefined, now: number): number {
  const at = step?.at ?? shipment.orderDate;
  return shipment.holdUntil > at && shipment.holdUntil <= now ? shipment.holdUntil : at;
}

export function cancellationAt(shipment: SimShipment, now: number): number | undefined {
  return cancellationAtStep(stepAt(shipment, now));
}

/** When the step in force cancelled the shipment, if it did. */
export function cancellationAtStep(step: Step | undefined): number | undefined {
  return step?.status === 'CANCELLED' ? step.at : undefined;
}

export function hasFailedForm(shipment: SimShipment): boolean {
  return shipment.forms?.some((f) => f.status === 'FAILED') ?? false;
}

const BEFORE_DISPATCH: readonly ItemStatus[] = [
  'APPROVED',
  'PACKING_IN_PROGRESS',
  'PACKED',
  'READY_TO_DISPATCH',
];

/** The item state a caller sees: with `realForms` a failed form shows as FORM_FAILED until dispatch. */
export function shownStatus(s: SimShipment, status: ItemStatus, realForms: boolean): string {
  return realForms && hasFailedForm(s) && BEFORE_DISPATCH.includes(status) ? 'FORM_FAILED' : status;
}

/**
 * The Shipment resource as the real service sends it (dates with +05:30 and milliseconds). With `realSpelling`,
 * two fields are spelled as real payloads spell them (`is_replacement`, `priceComponents.flipkartDiscount`). With
 * `realForms` (the real dialect), forms are `{name, link, automated}` and a failed one is the items' FORM_FAILED.
 */
export function renderShipment(
  s: SimShipment,
  now: number,
  realSpelling = false,
  realForms = false,
): Record<string, unknown> {
  const status = shownStatus(s, statusAt(s, now), realForms);
  const cancelledAt = cancellationAt(s, now);
  const out: Record<string, unknown> = {
    shipmentId: s.shipmentId,
    dispatchByDate: formatIst(s.dispatchByDate),
    dispatchAfterDate: formatIst(s.dispatchAfterDate),
    updatedAt: formatIst(modifiedAt(s, now)),
    hold: s.holdUntil > now,
    shipmentType: s.shipmentType,
    dispatchServiceTier: s.dispatchServiceTier,
  };
  if (s.locationId !== undefined) out['locationId'] = s.locationId;
  if (s.packagingPolicy !== undefined) out['packagingPolicy'] = s.packagingPolicy;
  out['orderItems'] = s.items.map((item) => {
    const own = itemCancelledAt(s, item.orderItemId, now);
    const o: Record<string, unknown> = {
      orderItemId: item.orderItemId,
      orderId: item.orderId,
      fsn: item.fsn,
      sku: item.sku,
      listingId: item.listingId,
      title: item.title,
      hsn: item.hsn,
      quantity: item.quantity,
      paymentType: item.paymentType,
      serviceProfile: s.serviceProfile,
      status: own === undefined ? status : 'CANCELLED',
      orderDate: formatIst(s.orderDate),
      [realSpelling ? 'is_replacement' : 'isReplacement']: item.isReplacement,
      courierReturn: s.courierReturn && status === 'RETURNED',
      priceComponents: realSpelling ? realPriceComponents(item.priceComponents) : item.priceComponents,
      packageIds: item.packageIds,
    };
    o['cancellationGroupId'] = cancellationGroupIdOf(item);
    if (own !== undefined) {
      o['cancellationDate'] = formatIst(own.at);
      o['cancellationReason'] = own.reason;
    } else if (cancelledAt !== undefined && s.cancellation) {
      o['cancellationDate'] = formatIst(cancelledAt);
      o['cancellationReason'] = s.cancellation.reason;
      if (s.cancellation.subReason !== undefined) o['cancellationSubReason'] = s.cancellation.subReason;
    }
    return o;
  });
  if (s.forms !== undefined)
    out['forms'] = realForms
      ? s.forms.map(({ name, link, automated }) => ({ name, link, automated }))
      : s.forms;
  out['subShipments'] = s.subShipments;
  return out;
}

/** Price components as real payloads spell them: the marketplace's discount under its brand name. */
function realPriceComponents(pc: SimShipment['items'][number]['priceComponents']): Record<string, number> {
  const { marketplaceDiscount, ...rest } = pc;
  return { ...rest, flipkartDiscount: marketplaceDiscount };
}
