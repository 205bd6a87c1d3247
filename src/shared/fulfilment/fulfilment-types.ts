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
