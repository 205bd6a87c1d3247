import * as z from 'zod';
import { flag, id, listOf, number, optional, text } from '../../../shared/marketplace/lenient.ts';

/**
 * Lenient readers of seller answers, shaped as the real service sends them: optional fields may be missing or
 * null, unknown fields are ignored, numbers may come as `1.0` or as numeric strings, states are open strings.
 * Only what Stockroom cannot do without (ids, the lists) is required. A shipment's unknown fields are kept
 * (loose objects), so the shipment cache stores every field the marketplace sent, also those it does not show yet.
 */

const priceComponents = z.looseObject({
  sellingPrice: number,
  totalPrice: number,
  shippingCharge: number,
  customerPrice: number,
  emi: number,
  marketplaceDiscount: number,
  /** The real spelling of `marketplaceDiscount` (see shared/marketplace/seller-spellings.ts). */
  flipkartDiscount: number,
});

const orderItem = z.looseObject({
  orderItemId: id,
  orderId: text,
  fsn: text,
  quantity: number,
  listingId: text,
  sku: text,
  title: text,
  hsn: text,
  paymentType: text,
  serviceProfile: text,
  cancellationGroupId: text,
  isReplacement: flag,
  /** The real spelling of `isReplacement`. */
  is_replacement: flag,
  priceComponents: optional(priceComponents),
  orderDate: text,
  cancellationDate: text,
  cancellationReason: text,
  cancellationSubReason: text,
  courierReturn: flag,
  status: text,
  packageIds: optional(z.array(z.string())),
});

const form = z.looseObject({ name: text, link: text, automated: flag, status: text });

const dimensions = z.looseObject({ length: number, breadth: number, height: number, weight: number });

const subShipmentPackage = z.looseObject({
  packageId: text,
  packageSku: text,
  packageTitle: text,
  quantity: number,
  dimensions: optional(dimensions),
});

const subShipment = z.looseObject({
  subShipmentId: text,
  packages: listOf(subShipmentPackage),
  packageId: text,
  quantity: number,
  packageTitle: text,
  packageSku: text,
});

export const shipmentSchema = z.looseObject({
  shipmentId: id,
  dispatchByDate: text,
  dispatchAfterDate: text,
  updatedAt: text,
  hold: flag,
  locationId: text,
  packagingPolicy: text,
  shipmentType: text,
  orderItems: listOf(orderItem),
  forms: listOf(form),
  subShipments: listOf(subShipment),
});

export const shipmentsResponseSchema = z.object({ shipments: z.array(shipmentSchema) });

export const filterPageSchema = z.object({
  hasMore: flag,
  nextPageUrl: text,
  shipments: listOf(shipmentSchema),
});

const listingError = z.object({
  severity: text,
  code: text,
  description: text,
  path: text,
});

export const createListingResultSchema = z.object({
  status: z.union([z.string(), z.number().transform(String)]),
  errors: listOf(listingError),
  attribute_errors: listOf(listingError),
});

export const createListingsResponseSchema = z.record(z.string(), createListingResultSchema);
