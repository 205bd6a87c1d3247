import { hashString, idChars } from '../rng.ts';
import type { CatalogSku, Seller } from './sellers.ts';

/** A listing as the real v3 read tells it (snake_case, SDK's MarketplaceListingDetail), without its id. */
export interface V3Listing {
  product_id: string;
  price: { mrp: number; selling_price: number; currency: string };
  tax: Record<string, unknown>;
  listing_status: string;
  shipping_fees?: { local: number; zonal: number; national: number; currency: string };
  fulfillment_profile: string;
  fulfillment?: { dispatch_sla: number; shipping_provider?: string; procurement_type?: string };
  packages: unknown[];
  locations: { id: string; status: string; inventory?: number }[];
  archived_status: 'ARCHIVED' | 'NONE';
}

export interface StoredListing {
  listingId: string;
  sellerId: string;
  skuId: string;
  listing: V3Listing;
}

export const money = (amount: number): string => amount.toFixed(2);

/** The spec's read of a listing (`attributeValues`: a flat map, amounts as two-decimal strings). */
export function attributeValuesOf(listing: V3Listing): Record<string, string> {
  const stock = listing.locations
    .filter((l) => l.status === 'ENABLED')
    .reduce((sum, l) => sum + (l.inventory ?? 0), 0);
  const fees = listing.shipping_fees;
  return {
    mrp: money(listing.price.mrp),
    selling_price: money(listing.price.selling_price),
    stock_count: String(stock),
    procurement_sla: String(listing.fulfillment?.dispatch_sla ?? 1),
    listing_status: listing.listing_status,
    national_shipping_charge: money(fees?.national ?? 0),
    zonal_shipping_charge: money(fees?.zonal ?? 0),
    local_shipping_charge: money(fees?.local ?? 0),
  };
}

/**
 * The seeded listing of a catalogue SKU, as its orders know it: the product id is the SKU's FSN (order items carry
 * it), the locations are the seller's dispatch locations (shipments carry them), the stock on the first.
 */
function seededListing(sku: CatalogSku, locations: readonly string[]): V3Listing {
  const cheap = sku.sellingPrice < 500;
  return {
    product_id: sku.fsn,
    price: { mrp: sku.mrp, selling_price: sku.sellingPrice, currency: 'INR' },
    tax: { hsn: sku.hsn, tax_code: sku.taxCode },
    listing_status: sku.active ? 'ACTIVE' : 'INACTIVE',
    shipping_fees: {
      local: cheap ? 20 : 0,
      zonal: cheap ? 40 : 0,
      national: cheap ? 60 : 0,
      currency: 'INR',
    },
    fulfillment_profile: 'NON_FBF',
    fulfillment: {
      dispatch_sla: sku.procurementSla,
      shipping_provider: 'SELLER',
      procurement_type: 'REGULAR',
    },
    packages: [],
    locations: locations.map((id, i) => ({
      id,
      status: 'ENABLED',
      inventory: i === 0 ? sku.stock : 0,
    })),
    archived_status: 'NONE',
  };
}

/** Listings of every seller plus, for the admin interface, how often each SKU was received. */
export class ListingStore {
  private readonly byId = new Map<string, StoredListing>();
  private readonly bySku = new Map<string, string>();
  /** Per SKU: how often it was received, its listing, the last status, and the values last accepted. */
  readonly received = new Map<
    string,
    { count: number; listingId?: string; lastStatus?: string; attributeValues?: Record<string, string> }
  >();

  constructor(sellers: Seller[]) {
    for (const seller of sellers) {
      for (const sku of seller.skus) {
        this.put({
          listingId: sku.listingId,
          sellerId: seller.id,
          skuId: sku.sku,
          listing: seededListing(sku, seller.locations),
        });
      }
    }
  }

  private put(listing: StoredListing): void {
    this.byId.set(listing.listingId, listing);
    this.bySku.set(`${listing.sellerId}\u0000${listing.skuId}`, listing.listingId);
  }

  get(listingId: string): StoredListing | undefined {
    return this.byId.get(listingId);
  }

  /** A seller's listing of a SKU. */
  bySkuOf(sellerId: string, skuId: string): StoredListing | undefined {
    const id = this.bySku.get(`${sellerId}\u0000${skuId}`);
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** Creates or overwrites the listing of a seller's SKU; returns its listing id. */
  upsert(sellerId: string, skuId: string, listing: V3Listing): string {
    const listingId =
      this.bySku.get(`${sellerId}\u0000${skuId}`) ??
      `LST${idChars(hashString(`${sellerId}:${skuId}`), 7)}${idChars(hashString(skuId, 7), 7)}`;
    this.put({ listingId, sellerId, skuId, listing });
    return listingId;
  }

  /** Per write (`price`, `inventory`) and SKU: how often a change was received, and its last status. */
  readonly updatesReceived = {
    price: new Map<string, { count: number; lastStatus: string }>(),
    inventory: new Map<string, { count: number; lastStatus: string }>(),
  };

  recordUpdate(kind: 'price' | 'inventory', skuId: string, status: string): void {
    const entry = this.updatesReceived[kind].get(skuId) ?? { count: 0, lastStatus: status };
    entry.count++;
    entry.lastStatus = status;
    this.updatesReceived[kind].set(skuId, entry);
  }

  recordReceived(skuId: string, status: string, listingId?: string): void {
    const entry = this.received.get(skuId) ?? { count: 0 };
    entry.count++;
    entry.lastStatus = status;
    if (listingId !== undefined) {
      entry.listingId = listingId;
      const stored = this.byId.get(listingId);
      if (stored !== undefined) entry.attributeValues = attributeValuesOf(stored.listing);
    }
    this.received.set(skuId, entry);
  }
}
