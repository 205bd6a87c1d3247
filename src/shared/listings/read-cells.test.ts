import { describe, expect, it } from 'vitest';
import type { ListingV3 } from '../marketplace/listing-read.ts';
import { cellsOfRead } from './read-cells.ts';
import { checkRow } from './rules.ts';

const listing: ListingV3 = {
  listingId: 'LST1',
  productId: 'TSHENH9UGMUYZJZZ',
  price: { mrp: 899, sellingPrice: 649, currency: 'INR' },
  tax: { hsn: '6109', taxCode: 'GST_APPAREL' },
  listingStatus: 'ACTIVE',
  shippingFees: { local: 20, zonal: 40, national: 60, currency: 'INR' },
  fulfillmentProfile: 'NON_FBF',
  fulfillment: { dispatchSla: 2, shippingProvider: 'SELLER', procurementType: 'REGULAR' },
  packages: [
    { name: 'box-1', dimensions: { length: 30, breadth: 20, height: 5 }, weight: 0.4, fragile: false },
    { name: 'box-2', notionalValue: { amount: 20, unit: 'PERCENTAGE' } },
  ],
  locations: [
    { id: 'LOC1', status: 'ENABLED', inventory: 12 },
    { id: 'LOC2', status: 'DISABLED' },
  ],
  archivedStatus: 'NONE',
};

describe('cellsOfRead: a v3 listing read as a row of the sheet', () => {
  it('fills every cell the read tells, list cells one entry per package and location', () => {
    expect(cellsOfRead('SKU-1', listing)).toEqual({
      sku: 'SKU-1',
      product_id: 'TSHENH9UGMUYZJZZ',
      listing_status: 'ACTIVE',
      mrp: '899',
      selling_price: '649',
      hsn: '6109',
      tax_code: 'GST_APPAREL',
      shipping_local: '20',
      shipping_zonal: '40',
      shipping_national: '60',
      fulfillment_profile: 'NON_FBF',
      dispatch_sla: '2',
      shipping_provider: 'SELLER',
      procurement_type: 'REGULAR',
      package_name: 'box-1 | box-2',
      package_length: '30 | ',
      package_breadth: '20 | ',
      package_height: '5 | ',
      package_weight: '0.4 | ',
      package_description: '',
      package_fragile: 'false | ',
      package_notional_amount: ' | 20',
      package_notional_unit: ' | PERCENTAGE',
      location_id: 'LOC1 | LOC2',
      location_status: 'ENABLED | DISABLED',
      location_inventory: '12 | ',
    });
  });

  it('takes the product id and a location from the orders where the read has none', () => {
    const lean = { ...listing, productId: '', packages: [], locations: [] };
    const cells = cellsOfRead('SKU-1', lean, { fsn: 'TSHFSN0000000001', locationId: 'LOCA' });
    expect(cells).toMatchObject({
      product_id: 'TSHFSN0000000001',
      location_id: 'LOCA',
      location_status: 'ENABLED',
      location_inventory: '',
    });
    // What the read does not know the seller need not give: the real service leaves it optional.
    expect(checkRow(cells)).toEqual([]);
  });
});
