import * as z from 'zod';
import { flag, id, listOf, number, optional, text } from '../../../shared/marketplace/lenient.ts';
import type {
  ListingReadLocation,
  ListingReadPackage,
  ListingV3,
  SkuListingRead,
} from '../../../shared/marketplace/listing-read.ts';

/**
 * Lenient reader of `GET /listings/v3/{skuIds}` (the SDK's GetMarketplaceListingDetailsResponse): optional fields may
 * be missing or null, unknown ones are ignored, numbers may come as numeric strings, enumerations are open strings.
 * Only `available` and each listing's ids are required, as in the model.
 */

const price = z.looseObject({ mrp: number, selling_price: number, currency: text });
const tax = z.looseObject({
  hsn: text,
  tax_code: text,
  goods_services_rate: number,
  is_gst_sellable: flag,
  luxury_cess_percentage: number,
});
const fees = z.looseObject({ local: number, zonal: number, national: number, currency: text });
const fulfillment = z.looseObject({ dispatch_sla: number, shipping_provider: text, procurement_type: text });
const dimensions = z.looseObject({ length: number, breadth: number, height: number, weight: number });
/** Documented keys, and the SDK's Java class's (the shipment package: `packageTitle`, `dimensions.weight`). */
const pkg = z.looseObject({
  name: text,
  packageTitle: text,
  dimensions: optional(dimensions),
  weight: number,
  description: text,
  handling: optional(z.looseObject({ fragile: flag })),
  notional_value: optional(z.looseObject({ amount: number, unit: text })),
});
const location = z.looseObject({ id, status: text, inventory: number, pending_inventory: number });

const listing = z.looseObject({
  listing_id: id,
  product_id: text,
  price: optional(price),
  tax: optional(tax),
  listing_status: text,
  shipping_fees: optional(fees),
  fulfillment_profile: text,
  fulfillment: optional(fulfillment),
  packages: listOf(pkg),
  locations: listOf(location),
  archived_status: text,
});

export const listingsV3ResponseSchema = z.object({
  available: z.record(z.string(), listing),
  unavailable: listOf(z.string()),
  invalid: listOf(z.string()),
});

type Wire = z.output<typeof listingsV3ResponseSchema>;
type WireListing = z.output<typeof listing>;

/** Keeps the members that are defined: the domain types are exact-optional. */
function defined<T extends object>(obj: { [K in keyof T]-?: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

function packageOf(p: z.output<typeof pkg>): ListingReadPackage {
  const d = p.dimensions;
  return defined({
    name: p.name ?? p.packageTitle,
    dimensions: d && defined({ length: d.length, breadth: d.breadth, height: d.height }),
    weight: p.weight ?? d?.weight,
    description: p.description,
    fragile: p.handling?.fragile,
    notionalValue:
      p.notional_value && defined({ amount: p.notional_value.amount, unit: p.notional_value.unit }),
  });
}

function locationOf(l: z.output<typeof location>): ListingReadLocation {
  return defined({
    id: l.id,
    status: l.status,
    inventory: l.inventory,
    pendingInventory: l.pending_inventory,
  });
}

export function listingOf(w: WireListing): ListingV3 {
  return defined({
    listingId: w.listing_id,
    productId: w.product_id ?? '',
    price: defined({ mrp: w.price?.mrp, sellingPrice: w.price?.selling_price, currency: w.price?.currency }),
    tax:
      w.tax &&
      defined({
        hsn: w.tax.hsn,
        taxCode: w.tax.tax_code,
        goodsServicesRate: w.tax.goods_services_rate,
        isGstSellable: w.tax.is_gst_sellable,
        luxuryCessPercentage: w.tax.luxury_cess_percentage,
      }),
    listingStatus: w.listing_status,
    shippingFees:
      w.shipping_fees &&
      defined({
        local: w.shipping_fees.local,
        zonal: w.shipping_fees.zonal,
        national: w.shipping_fees.national,
        currency: w.shipping_fees.currency,
      }),
    fulfillmentProfile: w.fulfillment_profile,
    fulfillment:
      w.fulfillment &&
      defined({
        dispatchSla: w.fulfillment.dispatch_sla,
        shippingProvider: w.fulfillment.shipping_provider,
        procurementType: w.fulfillment.procurement_type,
      }),
    packages: w.packages.map(packageOf),
    locations: w.locations.map(locationOf),
    archivedStatus: w.archived_status,
  });
}

/** One read's answer → a result per SKU asked for, in the order asked; a SKU the answer names nowhere is `unreported`. */
export function listingReads(asked: readonly string[], wire: Wire): SkuListingRead[] {
  const unavailable = new Set(wire.unavailable);
  const invalid = new Set(wire.invalid);
  return asked.map((sku): SkuListingRead => {
    const found = Object.hasOwn(wire.available, sku) ? wire.available[sku] : undefined;
    if (found !== undefined) return { sku, state: 'available', listing: listingOf(found) };
    if (invalid.has(sku)) return { sku, state: 'invalid' };
    if (unavailable.has(sku)) return { sku, state: 'unavailable' };
    return { sku, state: 'unreported' };
  });
}
