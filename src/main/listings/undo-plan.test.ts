import { describe, expect, it } from 'vitest';
import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import type { CreateListingRequest } from '../../shared/marketplace/listing-types.ts';
import { requestWithRead } from './undo-plan.ts';

const sent: CreateListingRequest = {
  productId: 'TSHENH9UGMUYZJZZ',
  price: { mrp: 899, sellingPrice: 555 },
  tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
  listingStatus: 'INACTIVE',
  shippingFees: { local: 0, zonal: 0, national: 0 },
  fulfillmentProfile: 'NON_FBF',
  fulfillment: { dispatchSla: 3, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
  packages: [{ name: 'box-1' }],
  locations: [
    { id: 'LOC1', status: 'ENABLED', inventory: 1 },
    { id: 'LOC9', status: 'ENABLED', inventory: 50 },
  ],
  addressLabel: { manufacturerDetails: ['Acme, Pune'] },
};

const before: ListingV3 = {
  listingId: 'LST1',
  productId: 'TSHENH9UGMUYZJZZ',
  price: { mrp: 899, sellingPrice: 649, currency: 'INR' },
  tax: { hsn: '6109', taxCode: 'GST_5' },
  listingStatus: 'ACTIVE',
  shippingFees: { local: 20, zonal: 40, national: 60, currency: 'INR' },
  fulfillmentProfile: 'NON_FBF',
  fulfillment: { dispatchSla: 2, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
  packages: [],
  locations: [
    { id: 'LOC1', status: 'ENABLED', inventory: 12 },
    { id: 'LOC2', status: 'DISABLED' },
  ],
  archivedStatus: 'NONE',
};

describe('requestWithRead: what an undo sends back from a v3 read', () => {
  it('restores price, status, tax, fees, fulfilment and every location as read; keeps packages and labels', () => {
    expect(requestWithRead(sent, before)).toEqual({
      productId: 'TSHENH9UGMUYZJZZ',
      price: { mrp: 899, sellingPrice: 649 },
      tax: { hsn: '6109', taxCode: 'GST_5' },
      listingStatus: 'ACTIVE',
      shippingFees: { local: 20, zonal: 40, national: 60 },
      fulfillmentProfile: 'NON_FBF',
      fulfillment: { dispatchSla: 2, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
      packages: [{ name: 'box-1' }],
      locations: [
        { id: 'LOC1', status: 'ENABLED', inventory: 12 },
        { id: 'LOC2', status: 'DISABLED' },
        // Added by the upload, unknown to the listing before it: emptied and disabled.
        { id: 'LOC9', status: 'DISABLED', inventory: 0 },
      ],
      addressLabel: { manufacturerDetails: ['Acme, Pune'] },
    });
    // The upload's request itself is left as it was.
    expect(sent.price.sellingPrice).toBe(555);
  });

  it('keeps what the upload sent where the read is silent', () => {
    const lean: ListingV3 = { listingId: 'LST1', productId: '', price: {}, packages: [], locations: [] };
    expect(requestWithRead(sent, lean)).toEqual(sent);
  });
});
