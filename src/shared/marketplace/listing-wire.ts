import type { CreateListingRequest, ListingPackage } from './listing-types.ts';

/**
 * The wire names of the listing create body, in one place. The spec writes `price.sellingPrice`; the real
 * service's public schema spells it `selling_price` (field notes). Change `SELLING_PRICE_KEY` to switch.
 */
const SELLING_PRICE_KEY: string = 'sellingPrice';

export type WireCreateListingRequest = Record<string, unknown>;

/** Domain listing → the JSON object the service expects for one SKU. Optional groups are left out when empty. */
export function toWireListing(listing: CreateListingRequest): WireCreateListingRequest {
  const wire: Record<string, unknown> = {
    product_id: listing.productId,
    price: { mrp: listing.price.mrp, [SELLING_PRICE_KEY]: listing.price.sellingPrice },
    tax: { hsn: listing.tax.hsn, tax_code: listing.tax.taxCode },
    listing_status: listing.listingStatus,
  };
  const fees = listing.shippingFees;
  if (fees !== undefined) {
    const shipping = compact({ local: fees.local, zonal: fees.zonal, national: fees.national });
    if (shipping !== undefined) wire.shipping_fees = shipping;
  }
  wire.fulfillment_profile = listing.fulfillmentProfile;
  wire.fulfillment = compact({
    dispatch_sla: listing.fulfillment.dispatchSla,
    shipping_provider: listing.fulfillment.shippingProvider,
    procurement_type: listing.fulfillment.procurementType,
  });
  if (listing.packages !== undefined && listing.packages.length > 0)
    wire.packages = listing.packages.map(wirePackage);
  wire.locations = listing.locations.map((l) => ({ id: l.id, status: l.status, inventory: l.inventory }));
  const label = listing.addressLabel;
  wire.address_label = compact({
    manufacturer_details: label.manufacturerDetails,
    importer_details: label.importerDetails,
    packer_details: label.packerDetails,
    countries_of_origin: label.countriesOfOrigin,
  });
  if (listing.datingLabel !== undefined) {
    const dating = compact({
      mfg_date: listing.datingLabel.mfgDate,
      shelf_life: listing.datingLabel.shelfLife,
    });
    if (dating !== undefined) wire.dating_label = dating;
  }
  return wire;
}

/** A whole create call body: SKU → wire listing. */
export function toWireListingMap(
  listings: Readonly<Record<string, CreateListingRequest>>,
): Record<string, WireCreateListingRequest> {
  const body: Record<string, WireCreateListingRequest> = {};
  for (const [sku, listing] of Object.entries(listings)) body[sku] = toWireListing(listing);
  return body;
}

function wirePackage(p: ListingPackage): Record<string, unknown> {
  return (
    compact({
      name: p.name,
      dimensions: p.dimensions && {
        length: p.dimensions.length,
        breadth: p.dimensions.breadth,
        height: p.dimensions.height,
      },
      weight: p.weight,
      description: p.description,
      handling: p.fragile === undefined ? undefined : { fragile: p.fragile },
      notional_value: p.notionalValue && { amount: p.notionalValue.amount, unit: p.notionalValue.unit },
    }) ?? {}
  );
}

/** Drops undefined members; undefined when nothing is left. */
function compact(obj: Record<string, unknown>): Record<string, unknown> | undefined {
  const out = Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
  return Object.keys(out).length === 0 ? undefined : out;
}
