import { describe, expect, it } from 'vitest';
import type { CreateListingRequest } from './listing-types.ts';
import { toWireListing } from './listing-wire.ts';

const listing: CreateListingRequest = {
  productId: 'TSHENH9UGMUYZJZZ',
  price: { mrp: 899, sellingPrice: 360 },
  tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
  listingStatus: 'ACTIVE',
  shippingFees: { local: 40, zonal: 60, national: 80 },
  fulfillmentProfile: 'NON_FBF',
  fulfillment: { dispatchSla: 2, shippingProvider: 'FLIPKART', procurementType: 'REGULAR' },
  packages: [
    { name: 'box-1', dimensions: { length: 30, breadth: 20, height: 5 }, weight: 0.4, fragile: false },
  ],
  locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 12 }],
  addressLabel: {
    manufacturerDetails: ['Acme, Pune'],
    packerDetails: ['Acme, Pune'],
    countriesOfOrigin: ['IN'],
  },
};

describe('toWireListing', () => {
  it('writes the real service wire names, with the currencies, in the models’ key order', () => {
    const wire = toWireListing(listing);
    expect(wire).toEqual({
      product_id: 'TSHENH9UGMUYZJZZ',
      price: { mrp: 899, selling_price: 360, currency: 'INR' },
      tax: { hsn: '6109', tax_code: 'GST_APPAREL' },
      listing_status: 'ACTIVE',
      shipping_fees: { local: 40, zonal: 60, national: 80, currency: 'INR' },
      fulfillment_profile: 'NON_FBF',
      fulfillment: { dispatch_sla: 2, shipping_provider: 'FLIPKART', procurement_type: 'REGULAR' },
      packages: [
        {
          name: 'box-1',
          dimensions: { length: 30, breadth: 20, height: 5 },
          weight: 0.4,
          handling: { fragile: false },
        },
      ],
      locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 12 }],
      address_label: {
        manufacturer_details: ['Acme, Pune'],
        packer_details: ['Acme, Pune'],
        countries_of_origin: ['IN'],
      },
    });
    expect(Object.keys(wire)).toEqual([
      'product_id',
      'price',
      'tax',
      'listing_status',
      'shipping_fees',
      'fulfillment_profile',
      'fulfillment',
      'packages',
      'locations',
      'address_label',
    ]);
    expect(JSON.stringify(wire.price)).toBe('{"mrp":899,"selling_price":360,"currency":"INR"}');
  });

  it('sends packages as [] when there are none, and leaves out the optional groups not given', () => {
    const wire = toWireListing({
      productId: 'TSHENH9UGMUYZJZZ',
      price: { mrp: 899, sellingPrice: 360 },
      tax: { hsn: '6109' },
      listingStatus: 'INACTIVE',
      fulfillmentProfile: 'FBF',
      locations: [{ id: 'LOC1', status: 'DISABLED' }],
      addressLabel: { manufacturerDetails: [], packerDetails: [] },
    });
    expect(JSON.stringify(wire)).toBe(
      '{"product_id":"TSHENH9UGMUYZJZZ","price":{"mrp":899,"selling_price":360,"currency":"INR"},' +
        '"tax":{"hsn":"6109"},"listing_status":"INACTIVE","fulfillment_profile":"FBF","packages":[],' +
        '"locations":[{"id":"LOC1","status":"DISABLED"}]}',
    );
  });

  it('writes the dating label and notional value when given', () => {
    const wire = toWireListing({
      ...listing,
      packages: [{ name: 'a', notionalValue: { amount: 50, unit: 'PERCENTAGE' } }],
      datingLabel: { mfgDate: 1_700_000_000, shelfLife: 31_536_000 },
    });
    expect(wire.packages).toEqual([{ name: 'a', notional_value: { amount: 50, unit: 'PERCENTAGE' } }]);
    expect(wire.dating_label).toEqual({ mfg_date: 1_700_000_000, shelf_life: 31_536_000 });
  });
});
