import type { CreateListingRequest, ListingPackage } from './listing-types.ts';

/**
 * The wire names of the listing create body, in one place: the real service's (its SDK's CreateListingRequest,
 * Price, Tax, ShippingFees, Fulfillment, Location, AddressLabel, DatingLabel), keys in the models' order. The spec
 * writes `price.sellingPrice` and no currency; the real Price model is `{mrp, selling_price, currency}`, all
 * required, and ShippingFees `{local, zonal, national, currency}`, all required when the group is sent.
 */
const SELLING_PRICE_KEY = 'selling_price';

/** Prices are whole rupees. */
export const LISTING_CURRENCY = 'INR';

export type WireCreateListingRequest = Record<string, unknown>;

/** Domain listing → the JSON object the service expects for one SKU. Optional groups are left out when empty. */
export function toWireListing(listing: CreateListingRequest): WireCreateListingRequest {
  const wire: Record<string, unknown> = {
    product_id: listing.productId,
    price: {
      mrp: listing.price.mrp,
      [SELLING_PRICE_KEY]: listing.price.sellingPrice,
      currency: LISTING_CURRENCY,
    },
    tax: compact({ hsn: listing.tax.hsn, tax_code: listing.tax.taxCode }),
    listing_status: listing.listingStatus,
  };
  const fees = listing.shippingFees;
  if (fees !== undefined) {
    const shipping = compact({ local: fees.local, zonal: fees.zonal, national: fees.national });
    if (shipping !== undefined) wire.shipping_fees = { ...shipping, currency: LISTING_CURRENCY };
  }
  wire.fulfillment_profile = listing.fulfillmentProfile;
  const f = listing.fulfillment;
  const fulfillment =
    f &&
    compact({
      dispatch_sla: f.dispatchSla,
      shipping_provider: f.shippingProvider,
      procurement_type: f.procurementType,
    });
  if (fulfillment !== undefined) wire.fulfillment = fulfillment;
  // Required by the real model, empty or not.
  wire.packages = (listing.packages ?? []).map(wirePackage);
  wire.locations = listing.locations.map((l) =>
    compact({ id: l.id, status: l.status, inventory: l.inventory }),
  );
  const label = listing.addressLabel;
  const addressLabel =
    label &&
    compact({
      manufacturer_details: nonEmpty(label.manufacturerDetails),
      importer_details: nonEmpty(label.importerDetails),
      packer_details: nonEmpty(label.packerDetails),
      countries_of_origin: nonEmpty(label.countriesOfOrigin),
    });
  if (addressLabel !== undefined) wire.address_label = addressLabel;
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

/**
 * A package as the listings documentation names its fields (`name`, `dimensions`, `weight`, `description`,
 * `handling.fragile`, `notional_value`). The SDK's Java class for it is the shipment package, so these keys are
 * not confirmed by a model (docs/LISTINGS.md).
 */
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

const nonEmpty = (list: readonly string[] | undefined): readonly string[] | undefined =>
  list === undefined || list.length === 0 ? undefined : list;

/** Drops undefined members; undefined when nothing is left. */
function compact(obj: Record<string, unknown>): Record<string, unknown> | undefined {
  const out = Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
  return Object.keys(out).length === 0 ? undefined : out;
}
