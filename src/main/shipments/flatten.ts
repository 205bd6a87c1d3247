import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';
import { countedItems } from '../../shared/shipments/order-items.ts';
import { viewOfState } from '../../shared/shipments/views.ts';
import type { StoredView } from '../../shared/shipments/views.ts';

/** The columns of one `shipments` row, derived from the resource. */
export interface FlatShipment {
  shipmentId: string;
  view: StoredView;
  status: string;
  orderIds: string;
  orderItemIds: string;
  skus: string;
  fsns: string;
  /** The items' distinct titles, joined with " | " (titles often hold commas). */
  titles: string;
  searchText: string;
  quantity: number | null;
  sellingPrice: number | null;
  totalPrice: number | null;
  dispatchAfter: string | null;
  dispatchAfterMs: number | null;
  dispatchBy: string | null;
  dispatchByMs: number | null;
  orderDateMs: number | null;
  updatedAt: string | null;
  updatedAtMs: number | null;
  hold: number | null;
  locationId: string | null;
  packagingPolicy: string | null;
  paymentType: string | null;
  formsFailed: number;
}

const distinct = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => v !== undefined && v !== '')),
];

function sum(values: (number | undefined)[]): number | null {
  const present = values.filter((v): v is number => v !== undefined && Number.isFinite(v));
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0);
}

/**
 * Flattens a shipment for the grid. Its status is the distinct states of its items (one, as a rule); the view
 * follows the first item's state, so an unknown or missing state lands in Other and is shown as it came. An item
 * cancelled on its own (by order item, before packing) does not move the rest: the first item not cancelled leads,
 * and the quantity and prices add up the items not cancelled (all of them once every one is).
 */
export function flattenShipment(s: Shipment): FlatShipment {
  const items = s.orderItems;
  const counted = countedItems(items);
  const states = distinct(items.map((i) => i.status));
  const orderIds = distinct(items.map((i) => i.orderId));
  const orderItemIds = distinct(items.map((i) => i.orderItemId));
  const skus = distinct(items.map((i) => i.sku));
  const fsns = distinct(items.map((i) => i.fsn));
  const titles = distinct(items.map((i) => i.title?.trim()));
  const orderDates = items.map((i) => parseMarketplaceTime(i.orderDate)).filter((v) => v !== undefined);
  return {
    shipmentId: s.shipmentId,
    view: viewOfState(counted[0]?.status),
    status: states.join(', '),
    orderIds: orderIds.join(', '),
    orderItemIds: orderItemIds.join(', '),
    skus: skus.join(', '),
    fsns: fsns.join(', '),
    titles: titles.join(' | '),
    searchText: [s.shipmentId, ...orderIds, ...orderItemIds, ...skus, ...fsns, ...titles]
      .join(' ')
      .toLowerCase(),
    quantity: sum(counted.map((i) => i.quantity)),
    sellingPrice: sum(counted.map((i) => i.priceComponents?.sellingPrice)),
    totalPrice: sum(counted.map((i) => i.priceComponents?.totalPrice)),
    dispatchAfter: s.dispatchAfterDate ?? null,
    dispatchAfterMs: parseMarketplaceTime(s.dispatchAfterDate) ?? null,
    dispatchBy: s.dispatchByDate ?? null,
    dispatchByMs: parseMarketplaceTime(s.dispatchByDate) ?? null,
    orderDateMs: orderDates.length === 0 ? null : Math.min(...orderDates),
    updatedAt: s.updatedAt ?? null,
    updatedAtMs: parseMarketplaceTime(s.updatedAt) ?? null,
    hold: s.hold === undefined ? null : s.hold ? 1 : 0,
    locationId: s.locationId ?? null,
    packagingPolicy: s.packagingPolicy ?? null,
    paymentType: distinct(items.map((i) => i.paymentType)).join(', ') || null,
    formsFailed: formsFailed(s) ? 1 : 0,
  };
}

/**
 * A failed form: the real service says so in the order item's state (`FORM_FAILED`; its forms carry no status),
 * the specification in a form's `status: FAILED`. Either counts.
 */
function formsFailed(s: Shipment): boolean {
  return (
    s.orderItems.some((i) => i.status === 'FORM_FAILED') ||
    s.forms.some((f) => f.status?.toUpperCase() === 'FAILED')
  );
}
