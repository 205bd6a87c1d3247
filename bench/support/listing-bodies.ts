import type { CreateListingRequest } from '../../src/shared/marketplace/listing-types.ts';

/**
 * `count` valid listings (spec §CreateListingRequest and the simulator's rules): a 16-character product id, a
 * selling price at most the MRP and above 10% of it, a 4-digit HSN, seller-dispatched (NON_FBF, so a dispatch SLA)
 * with the marketplace shipping (no shipping fees), one enabled location, an address label made in India.
 */
export function makeListings(count: number, prefix: string): Record<string, CreateListingRequest> {
  const listings: Record<string, CreateListingRequest> = {};
  for (let i = 0; i < count; i++) {
    const mrp = 499 + (i % 50) * 20;
    listings[`${prefix}-${String(i + 1).padStart(5, '0')}`] = {
      productId: `TSHG${String(i).padStart(12, '0')}`,
      price: { mrp, sellingPrice: Math.round(mrp * 0.8) },
      tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
      listingStatus: 'ACTIVE',
      fulfillmentProfile: 'NON_FBF',
      fulfillment: { dispatchSla: 2, shippingProvider: 'FLIPKART', procurementType: 'REGULAR' },
      locations: [{ id: 'LOC-BLR-01', status: 'ENABLED', inventory: 25 + (i % 40) }],
      addressLabel: {
        manufacturerDetails: ['Shree Textiles, 12 Industrial Area, Tiruppur 641604'],
        packerDetails: ['Shree Textiles, 12 Industrial Area, Tiruppur 641604'],
        countriesOfOrigin: ['IN'],
      },
    };
  }
  return listings;
}
