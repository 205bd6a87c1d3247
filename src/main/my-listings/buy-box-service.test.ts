import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import type { ProductOffer } from '../../shared/feeds/offers.ts';
import { BuyBoxRepository } from './buy-box-repository.ts';
import { BuyBoxService } from './buy-box-service.ts';
import { MyListingsRepository } from './my-listings-repository.ts';
import { openMyListingsDb, tempDir } from './testing/my-listings.test-support.ts';

/**
 * The buy box over SQLite on disk, the feeds slice stood in for by a plain offer table (its own answer is tested in
 * src/main/feeds/offers-query.test.ts): whose offer is mine, and which SKUs get a proposal.
 */
const P = 'demo';
let folder: ReturnType<typeof tempDir>;
let db: DatabaseSync;
let listings: MyListingsRepository;
let offers: Map<string, ProductOffer>;
let asked: number[];
let changed: number;
let service: BuyBoxService;

const offer = (productId: string, price: number, sellerName: string, inStock = true): ProductOffer => ({
  productId,
  category: 'mens_clothing',
  price,
  mrp: 999,
  currency: 'INR',
  inStock,
  sellerName,
  seenAt: '2026-11-27T10:00:00.000Z',
  history: [],
});

beforeEach(() => {
  folder = tempDir();
  db = openMyListingsDb(folder.dir);
  listings = new MyListingsRepository(db);
  listings.storeReads(
    P,
    ['A', 'B', 'C', 'D', 'E'].map((sku, i) => ({
      sku,
      state: 'available' as const,
      listing: {
        listingId: `L${sku}`,
        productId: `FSN-${sku}`,
        price: { mrp: 999, sellingPrice: 500 + i * 100, currency: 'INR' },
        listingStatus: 'ACTIVE',
        packages: [],
        locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 3 }],
      },
    })),
  );
  // A and B are offered by the seller at its own price; C and D by a rival for less (D out of stock); E is not held.
  offers = new Map(
    [
      offer('FSN-A', 500, 'Kiran Traders'),
      offer('FSN-B', 600, 'Kiran Traders'),
      offer('FSN-C', 650, 'Rival Mart'),
      offer('FSN-D', 700, 'Rival Mart', false),
    ].map((o) => [o.productId, o]),
  );
  asked = [];
  changed = 0;
  service = new BuyBoxService({
    repo: new BuyBoxRepository(db),
    feeds: {
      offersOf: (_profile, ids) => ids.flatMap((id) => offers.get(id) ?? []),
      // As the feeds slice gives them: slices of at most 500 ids (its own test: offers-in-page-order.test.ts).
      offersInSlices: async function* (_profile, ids) {
        for (let i = 0; i < ids.length; i += 500) {
          const slice = ids.slice(i, i + 500);
          asked.push(slice.length);
          yield slice.flatMap((id) => offers.get(id) ?? []);
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
    },
    onChange: () => changed++,
  });
});
afterEach(() => {
  db.close();
  folder.remove();
});

const rows = (filter: object = {}) =>
  listings.block(P, { startRow: 0, endRow: 10, sort: [], filter: { search: '', ...filter } }).rows;

describe('the buy box service', () => {
  it("guesses the seller's name from offers at its own prices, and marks each buy box mine or not", async () => {
    await service.refresh(P);
    expect(changed).toBe(1);
    expect(service.settings(P)).toEqual({ sellerName: 'Kiran Traders', guessed: true });
    expect(rows().map((r) => [r.sku, r.buyBox?.mine ?? 'none'])).toEqual([
      ['A', true],
      ['B', true],
      ['C', false],
      ['D', false],
      ['E', 'none'],
    ]);
    expect(rows({ notMine: true }).map((r) => r.sku)).toEqual(['C', 'D']);
    // The seller's own word wins over the guess, case and spaces aside.
    service.setSellerName(P, ' rival mart ');
    expect(rows({ notMine: true }).map((r) => r.sku)).toEqual(['A', 'B']);
  });

  it("proposes only against another seller's offer in stock, and forgets a buy box the mirror no longer holds", async () => {
    await service.refresh(P);
    for (const sku of ['A', 'C', 'D']) service.setRule(P, sku, 10);
    // A is mine (no proposal), D is out of stock (none), C: ₹650 less ₹10.
    expect(rows({ proposals: true }).map((r) => [r.sku, r.proposed])).toEqual([['C', 640]]);
    listings.setLimits(P, 'C', { floor: 645 });
    service.recompute(P);
    expect(rows({ proposals: true }).map((r) => [r.sku, r.proposed])).toEqual([['C', 645]]);

    offers.delete('FSN-C');
    await service.refresh(P);
    expect(rows().find((r) => r.sku === 'C')?.buyBox).toBeNull();
    expect(rows({ proposals: true })).toEqual([]);
  });

  it('reads every listed product, and one refresh asked meanwhile runs once after', async () => {
    listings.storeReads(
      P,
      Array.from({ length: 1200 }, (_, i) => ({
        sku: `MANY-${i}`,
        state: 'available' as const,
        listing: {
          listingId: `LM${i}`,
          productId: `FSN-MANY-${i}`,
          price: { mrp: 999, sellingPrice: 500, currency: 'INR' },
          listingStatus: 'ACTIVE',
          packages: [],
          locations: [],
        },
      })),
    );
    const first = service.refresh(P);
    const second = service.refresh(P);
    const third = service.refresh(P);
    expect(second).toBe(third);
    await Promise.all([first, second, third]);
    await service.refresh(P);
    // 1,205 ids: three calls a refresh; the first, one run for both asks made meanwhile, and the last.
    expect(asked).toEqual([500, 500, 205, 500, 500, 205, 500, 500, 205]);
  });
});
