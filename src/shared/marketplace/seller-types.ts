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
  sellingPrice?: number;
  totalPrice?: number;
  shippingCharge?: number;
  customerPrice?: number;
  emi?: number;
  marketplaceDiscount?: number;
}

export interface OrderItem {
  orderItemId: string;
  orderId?: string;
  fsn?: string;
  quantity?: number;
  listingId?: string;
  sku?: string;
  title?: string;
  hsn?: string;
  paymentType?: string;
  serviceProfile?: string;
  cancellationGroupId?: string;
  isReplacement?: boolean;
  priceComponents?: PriceComponents;
  orderDate?: string;
  cancellationDate?: string;
  cancellationReason?: string;
  cancellationSubReason?: string;
  courierReturn?: boolean;
  status?: OrderItemState;
  packageIds?: string[];
}

export interface Form {
  name?: string;
  link?: string;
  automated?: boolean;
  status?: FormStatus;
}

export interface PackageDimensions {
  length?: number;
  breadth?: number;
  height?: number;
  weight?: number;
}

export interface SubShipmentPackage {
  packageId?: string;
  packageSku?: string;
  packageTitle?: string;
  quantity?: number;
  dimensions?: PackageDimensions;
}

export interface SubShipment {
  subShipmentId?: string;
  packages: SubShipmentPackage[];
  packageId?: string;
  quantity?: number;
  packageTitle?: string;
  packageSku?: string;
}

export interface Shipment {
  shipmentId: string;
  dispatchByDate?: string;
  dispatchAfterDate?: string;
  updatedAt?: string;
  hold?: boolean;
  locationId?: string;
  packagingPolicy?: PackagingPolicy;
  orderItems: OrderItem[];
  forms: Form[];
  subShipments: SubShipment[];
}

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

export type ListingStatus = 'ACTIVE' | 'INACTIVE' | (string & {});

/** `GET /skus/listings/{listingId}`; attribute values are decimal strings as sent. */
export interface ListingRead {
  listingId: string;
  skuId: string;
  attributeValues: ListingAttributeValues;
}

export interface ListingAttributeValues {
  mrp?: string;
  stock_count?: string;
  procurement_sla?: string;
  listing_status?: ListingStatus;
  national_shipping_charge?: string;
  zonal_shipping_charge?: string;
  local_shipping_charge?: string;
  selling_price?: string;
  [key: string]: string | undefined;
}
