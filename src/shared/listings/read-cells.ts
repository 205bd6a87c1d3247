import type { ListingV3 } from '../marketplace/listing-read.ts';
import type { Cells } from './columns.ts';
import { joinEntries } from './columns.ts';

/** What a seller's orders know of a listing (order items' FSN, a shipment's dispatch location). */
export interface OrderFacts {
  fsn?: string;
  locationId?: string;
}

const text = (v: number | string | boolean | undefined): string => (v === undefined ? '' : String(v));

/** A list cell of one field per entry; empty when no entry has the field. */
function listCell<T>(items: readonly T[], pick: (item: T) => number | string | boolean | undefined): string {
  const values = items.map((i) => text(pick(i)));
  return values.every((v) => v === '') ? '' : joinEntries(values);
}

/**
 * The cells of a sheet row from a listing read (`GET /listings/v3`), completed by what the orders know where the read
 * is silent: the product id from the FSN, a location from the shipment's. What neither tells (address labels,
 * dating) stays empty; the real service does not require them.
 */
export function cellsOfRead(sku: string, listing: ListingV3, orders: OrderFacts = {}): Cells {
  const fees = listing.shippingFees;
  const f = listing.fulfillment;
  const p = listing.packages;
  const locations =
    listing.locations.length > 0
      ? listing.locations
      : orders.locationId === undefined
        ? []
        : [{ id: orders.locationId, status: 'ENABLED' }];
  return {
    sku,
    product_id: listing.productId || (orders.fsn ?? ''),
    listing_status: listing.listingStatus ?? '',
    mrp: text(listing.price.mrp),
    selling_price: text(listing.price.sellingPrice),
    hsn: listing.tax?.hsn ?? '',
    tax_code: listing.tax?.taxCode ?? '',
    shipping_local: text(fees?.local),
    shipping_zonal: text(fees?.zonal),
    shipping_national: text(fees?.national),
    fulfillment_profile: listing.fulfillmentProfile ?? '',
    dispatch_sla: text(f?.dispatchSla),
    shipping_provider: f?.shippingProvider ?? '',
    procurement_type: f?.procurementType ?? '',
    package_name: listCell(p, (x) => x.name),
    package_length: listCell(p, (x) => x.dimensions?.length),
    package_breadth: listCell(p, (x) => x.dimensions?.breadth),
    package_height: listCell(p, (x) => x.dimensions?.height),
    package_weight: listCell(p, (x) => x.weight),
    package_description: listCell(p, (x) => x.description),
    package_fragile: listCell(p, (x) => x.fragile),
    package_notional_amount: listCell(p, (x) => x.notionalValue?.amount),
    package_notional_unit: listCell(p, (x) => x.notionalValue?.unit),
    location_id: listCell(locations, (l) => l.id),
    location_status: listCell(locations, (l) => l.status),
    location_inventory: listCell(locations, (l) => ('inventory' in l ? l.inventory : undefined)),
  };
}
