/**
 * What Stockroom sends and reads for the fulfilment actions (pack, ready to dispatch, cancel), in its own words.
 * The wire spelling (the SDK's ShipmentPackRequest and friends) lives only in main/marketplace/seller.
 */

export interface PackItem {
  orderItemId: string;
  /** Percent, 0–28 (GST slabs). */
  taxRate: number;
  quantity: number;
  /** What the buyer paid for the item, the invoice amount. */
  invoiceAmount: number;
  /** Per unit, the serial numbers printed on it; only for items that need them. */
  serialNumbers?: string[][] | undefined;
}

export interface PackPackage {
  subShipmentId: string;
  /** Centimetres and kilograms. */
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

/** One shipment's part of a pack call: everything the marketplace needs to print its label and invoice. */
export interface PackShipment {
  shipmentId: string;
  locationId?: string | undefined;
  invoiceNumber: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  items: PackItem[];
  packages: PackPackage[];
}

/**
 * A cancel by the seller, before packing: the whole shipment, or (`cancellationGroupIds`, the order items'
 * `cancellationGroupId`) some of its order items. `orderItemIds` are the items the seller chose, kept for the words.
 */
export interface CancelShipment {
  shipmentId: string;
  reason: string;
  locationId?: string | undefined;
  cancellationGroupIds?: string[] | undefined;
  orderItemIds?: string[] | undefined;
}

/**
 * A self-ship shipment handed to the seller's own courier (the SDK's DispatchRequestV3): the courier and its tracking
 * id, the delivery the buyer is told to expect, and the invoice it was packed with.
 */
export interface SelfShipDispatch {
  shipmentId: string;
  locationId?: string | undefined;
  deliveryPartner: string;
  trackingId: string;
  /** YYYY-MM-DD, the seller's day. */
  tentativeDeliveryDate: string;
  /** A marketplace time (`…+05:30`): when it left, stamped as the action is journaled. */
  dispatchDate: string;
  invoice: { invoiceNumber: string; invoiceDate: string; items: { orderItemId: string; quantity: number }[] };
}

/** A self-ship shipment delivered, or a failed delivery attempt (the SDK's DeliverRequest): on which day. */
export interface SelfShipDelivery {
  shipmentId: string;
  locationId?: string | undefined;
  /** A marketplace time (`…+05:30`). */
  deliveryDate: string;
}

/** A self-ship shipment's new tracking id (the SDK's UpdateShipmentRequest, snake_case on the wire). */
export interface TrackingUpdate {
  shipmentId: string;
  trackingId: string;
  deliveryPartner: string;
  /** YYYY-MM-DD, the seller's day. */
  tentativeDeliveryDate: string;
}

/**
 * One shipment's answer to an action. `done` and `refused` are what the marketplace said about it; `unreported`
 * means the answer did not name it (or named it without a status): only a fresh read of its state can tell.
 */
export type ShipmentActionResult =
  | { shipmentId: string; outcome: 'done' }
  | { shipmentId: string; outcome: 'refused'; errorCode: string; errorMessage: string }
  | { shipmentId: string; outcome: 'unreported' };

/** Shipments ready for one courier's pickup at a location (the handover counts). */
export interface HandoverCount {
  vendorGroupCode: string;
  count: number;
  pickupFrom?: string | undefined;
  pickupTo?: string | undefined;
  isMps: boolean;
}
