import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim } from '../testing/sim.test-support.ts';
import type { Sim } from '../testing/sim.test-support.ts';

/** The two small writes against the simulator: what the read returns afterwards, and what it received. */
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 10 });
});
afterAll(() => sim.close());

describe('SellerClient writes against the simulator', () => {
  it('a price and a stock change are read back; a refused SKU says why; 12 SKUs take two calls', async () => {
    const { seller } = selfAccessSeller(sim);
    const skus = Array.from({ length: 12 }, (_, i) => `UPD-${i}`);
    const created = await seller.createListings(
      Object.fromEntries(
        skus.map((sku, i) => [
          sku,
          {
            productId: `PRODUCT${String(i).padStart(8, '0')}`,
            price: { mrp: 1000, sellingPrice: 900 },
            tax: { hsn: '6109' },
            listingStatus: 'ACTIVE' as const,
            fulfillmentProfile: 'NON_FBF' as const,
            locations: [{ id: 'LOC1', status: 'ENABLED' as const, inventory: 7 }],
          },
        ]),
      ),
    );
    expect(Object.values(created).every((r) => r.status === 'SUCCESS')).toBe(true);
    await sim.admin('DELETE', '/counters');

    const prices = await seller.updatePrices(
      Object.fromEntries(
        skus.map((sku, i) => [
          sku,
          { productId: `PRODUCT${String(i).padStart(8, '0')}`, mrp: 1000, sellingPrice: 850 + i },
        ]),
      ),
    );
    expect(Object.values(prices).map((r) => r.status)).toEqual(skus.map(() => 'SUCCESS'));
    expect(await sim.count('POST /sellers/listings/v3/update/price', '200')).toBe(2);

    const stock = await seller.updateInventory({
      'UPD-0': { productId: 'PRODUCT00000000', locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 0 }] },
      'UPD-1': { productId: 'PRODUCT00000001', locations: [{ id: 'NOPE', status: 'ENABLED', inventory: 0 }] },
    });
    expect(stock['UPD-0']?.status).toBe('SUCCESS');
    expect(stock['UPD-1']).toMatchObject({
      status: 'FAILURE',
      errors: [{ description: 'location NOPE is not a location of this seller' }],
    });

    const [a, b, c] = await seller.getListingsBySku(['UPD-0', 'UPD-1', 'UPD-11']);
    expect(a?.state === 'available' && a.listing).toMatchObject({
      price: { mrp: 1000, sellingPrice: 850 },
      locations: [{ id: 'LOC1', inventory: 0 }],
    });
    expect(b?.state === 'available' && b.listing.locations).toEqual([
      { id: 'LOC1', status: 'ENABLED', inventory: 7 },
    ]);
    expect(c?.state === 'available' && c.listing.price.sellingPrice).toBe(861);
    const received = (await sim.admin('GET', '/listings/updates-received')) as {
      price: Record<string, { count: number }>;
    };
    expect(Object.values(received.price).map((r) => r.count)).toEqual(skus.map(() => 1));
  });
});
