import { hashString, idChars } from '../rng.ts';
import type { Seller } from './sellers.ts';

export interface StoredListing {
  listingId: string;
  sellerId: string;
  skuId: string;
  /** Listing read attributes; amounts as two-decimal strings. */
  attributeValues: Record<string, string>;
}

export const money = (amount: number): string => amount.toFixed(2);

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
          attributeValues: {
            mrp: money(sku.mrp),
            selling_price: money(sku.sellingPrice),
            stock_count: String(sku.stock),
            procurement_sla: String(sku.procurementSla),
            listing_status: sku.active ? 'ACTIVE' : 'INACTIVE',
            national_shipping_charge: money(sku.sellingPrice < 500 ? 60 : 0),
            zonal_shipping_charge: money(sku.sellingPrice < 500 ? 40 : 0),
            local_shipping_charge: money(sku.sellingPrice < 500 ? 20 : 0),
          },
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

  /** Creates or overwrites the listing of a seller's SKU; returns its listing id. */
  upsert(sellerId: string, skuId: string, attributeValues: Record<string, string>): string {
    const listingId =
      this.bySku.get(`${sellerId}\u0000${skuId}`) ??
      `LST${idChars(hashString(`${sellerId}:${skuId}`), 7)}${idChars(hashString(skuId, 7), 7)}`;
    this.put({ listingId, sellerId, skuId, attributeValues });
    return listingId;
  }

  recordReceived(skuId: string, status: string, listingId?: string): void {
    const entry = this.received.get(skuId) ?? { count: 0 };
    entry.count++;
    entry.lastStatus = status;
    if (listingId !== undefined) {
      entry.listingId = listingId;
      const values = this.byId.get(listingId)?.attributeValues;
      if (values !== undefined) entry.attributeValues = { ...values };
    }
    this.received.set(skuId, entry);
  }
}
