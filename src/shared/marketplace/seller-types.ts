/**
 * Seller interface resources as Stockroom holds them (spec §Resources, field notes §Shipment data). Names are the
 * spec's. Dates stay the strings the service sent (`2020-09-28T12:00:00.000+05:30`); fields the real service may
 * leave out are optional; states are open strings so an unknown state is kept rather than refused.
 */

export type ShipmentIdKind = 'shipmentIds' | 'orderItemIds' | 'orderIds';

/** Known order item states; others the service sends are kept as they are. */
export const ORDER_ITEM_STATES = [
  'APPROVED',
  'PACKING_IN_PROGRESS',
  'FORM_FAILED',
  'PACKED',
  'READY_TO_DISPATCH',
  'PICKUP_COMPLETE',
  'CANCELLED',
  'SHIPPED',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURNED',
  'COMPLETED',
] as const;
export type KnownOrderItemState = (typeof ORDER_ITEM_STATES)[number];
// `string & {}` keeps editor completion for the known states while accepting any string.
export type OrderItemState = KnownOrderItemState | (string & {});

export type PackagingPolicy = 'GREEN_PACKAGE' | 'TRANSPARENT_PACKAGE' | 'DEFAULT' | 'NA' | (string & {});
export type FormStatus = 'NOT-CREATED' | 'IN-PROGRESS' | 'COMPLETED' | 'FAILED' | (string & {});

export interface PriceComponents {
  sellingPrice?: number | undefined;
  totalPrice?: number | undefined;
  shippingCharge?: number | undefined;
  customerPrice?: number | undefined;
  emi?: number | undefined;
  marketplaceDiscount?: number | undefined;
}

export interface OrderItem {
  orderItemId: string;
  orderId?: string | undefined;
  fsn?: string | undefined;
  quantity?: number | undefined;
  listingId?: string | undefined;
  sku?: string | undefined;
  title?: string | undefined;
  hsn?: string | undefined;
  paymentType?: string | undefined;
  serviceProfile?: string | undefined;
  cancellationGroupId?: string | undefined;
  isReplacement?: boolean | undefined;
  priceComponents?: PriceComponents | undefined;
  orderDate?: string | undefined;
  cancellationDate?: string | undefined;
  cancellationReason?: string | undefined;
  cancellationSubReason?: string | undefined;
  courierReturn?: boolean | undefined;
  status?: OrderItemState | undefined;
  packageIds?: string[] | undefined;
}

export interface Form {
  name?: string | undefined;
  link?: string | undefined;
  automated?: boolean | undefined;
  status?: FormStatus | undefined;
}

export interface PackageDimensions {
  length?: number | undefined;
  breadth?: number | undefined;
  height?: number | undefined;
  weight?: number | undefined;
}

export interface SubShipmentPackage {
  packageId?: string | undefined;
  packageSku?: string | undefined;
  packageTitle?: string | undefined;
  quantity?: number | undefined;
  dimensions?: PackageDimensions | undefined;
}

export interface SubShipment {
  subShipmentId?: string | undefined;
  packages: SubShipmentPackage[];
  packageId?: string | undefined;
  quantity?: number | undefined;
  packageTitle?: string | undefined;
  packageSku?: string | undefined;
}

export interface Shipment {
  shipmentId: string;
  dispatchByDate?: string | undefined;
  dispatchAfterDate?: string | undefined;
  updatedAt?: string | undefined;
  hold?: boolean | undefined;
  locationId?: string | undefined;
  packagingPolicy?: PackagingPolicy | undefined;
  /** `NORMAL`, `SELF` (the seller's own courier) or `EXPRESS`; a free string in the SDK. */
  shipmentType?: string | undefined;
  orderItems: OrderItem[];
  forms: Form[];
  subShipments: SubShipment[];
}

export const SHIPMENT_FILTER_TYPES = ['preDispatch', 'postDispatch', 'cancelled'] as const;
export type ShipmentFilterType = (typeof SHIPMENT_FILTER_TYPES)[number];

/** The states of each filter type, as the marketplace's SDK lists them: a real search names them all. */
export const SHIPMENT_TYPE_STATES: Record<ShipmentFilterType, readonly KnownOrderItemState[]> = {
  preDispatch: ['APPROVED', 'PACKING_IN_PROGRESS', 'FORM_FAILED', 'PACKED', 'READY_TO_DISPATCH'],
  postDispatch: ['PICKUP_COMPLETE', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'COMPLETED'],
  cancelled: ['CANCELLED'],
};
/** Every kind of shipment (`shipmentTypes`) and fulfilment (`serviceProfiles`) the SDK names. */
export const SHIPMENT_KINDS = ['NORMAL', 'SELF', 'EXPRESS'] as const;
export const SHIPMENT_SERVICE_PROFILES = ['NON_FBF', 'FBF_LITE', 'FBF'] as const;

/** Body of `POST /v3/shipments/filter` minus pagination (field notes §Shipment filter). */
export interface ShipmentFilter {
  type: 'preDispatch' | 'postDispatch' | 'cancelled' | (string & {});
  states?: OrderItemState[];
  locationId?: string;
  sku?: string[];
  orderDate?: DateRange;
  dispatchAfterDate?: DateRange;
  dispatchByDate?: DateRange;
  modifiedDate?: DateRange;
  cancellationDate?: DateRange;
  shipmentTypes?: string[];
  serviceProfiles?: string[];
  dispatchServiceTiers?: string[];
  hold?: boolean;
  cancellationType?: 'sellerCancellation' | 'buyerCancellation' | 'marketplaceCancellation';
}

export interface DateRange {
  from?: string;
  to?: string;
}

export interface ShipmentSort {
  field: 'dispatchByDate' | 'orderDate' | 'modifiedDate' | 'dispatchAfterDate';
  order: 'asc' | 'desc';
}

/** One page of a filter search, as the iterator yields it. */
export interface ShipmentPage {
  /** 1 for the first page. */
  pageNumber: number;
  shipments: Shipment[];
  hasMore: boolean;
}
