import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceProblems } from './checks.ts';
import { adjustedPrice, editsOf, roundRupees } from './intents.ts';
import type { ReadListing } from './intents.ts';

const listing = (sku: string, sellingPrice: number, mrp = 1000): ReadListing => ({
  sku,
  productId: `P-${sku}`,
  price: { mrp, sellingPrice },
  locations: [
    { id: 'LOC1', status: 'ENABLED', inventory: 5 },
    { id: 'LOC2', status: 'ENABLED', inventory: 2 },
  ],
});

describe('rounding and adjusting prices', () => {
  it.each([
    [329.4, 'nearest', 329],
    [329.5, 'nearest', 330],
    [329.99, 'down', 329],
    [329.01, 'up', 330],
    [335, 'end9', 329],
    [339, 'end9', 339],
    [340, 'end9', 339],
    [5, 'end9', 0],
  ] as const)('%s rounded %s is %s', (exact, rounding, expected) => {
    expect(roundRupees(exact, rounding)).toBe(expected);
  });

  it('10 % down from ₹349 rounded to end in 9 is ₹309; ₹20 up is ₹369', () => {
    const p = { mrp: 499, sellingPrice: 349 };
    expect(adjustedPrice(p, { by: 'percent', value: -10, rounding: 'end9' })).toEqual({
      mrp: 499,
      sellingPrice: 309,
    });
    expect(adjustedPrice(p, { by: 'amount', value: 20, rounding: 'nearest' })).toEqual({
      mrp: 499,
      sellingPrice: 369,
    });
  });

  it('an adjusted price is always whole rupees, 0 or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: -100, max: 300, noNaN: true }),
        fc.constantFrom('percent', 'amount'),
        fc.constantFrom('nearest', 'down', 'up', 'end9'),
        (price, value, by, rounding) => {
          const { sellingPrice } = adjustedPrice(
            { mrp: 2_000_000, sellingPrice: price },
            { by, value, rounding },
          );
          return Number.isInteger(sellingPrice) && sellingPrice >= 0;
        },
      ),
    );
  });
});

describe('edits of an intent', () => {
  it('stock of the selected to 0 changes every location of those SKUs only', () => {
    const edits = editsOf([listing('A', 300), listing('B', 300)], {
      kind: 'stock',
      skus: ['B'],
      inventory: 0,
    });
    expect(edits).toEqual([
      {
        sku: 'B',
        productId: 'P-B',
        kind: 'stock',
        before: listing('B', 300).locations,
        after: [
          { id: 'LOC1', status: 'ENABLED', inventory: 0 },
          { id: 'LOC2', status: 'ENABLED', inventory: 0 },
        ],
      },
    ]);
  });

  it('one cell: the stock of one location, or the selling price only', () => {
    const [stock] = editsOf([listing('A', 300)], {
      kind: 'stock',
      skus: ['A'],
      inventory: 9,
      locationId: 'LOC2',
    });
    expect(stock?.after).toEqual([
      { id: 'LOC1', status: 'ENABLED', inventory: 5 },
      { id: 'LOC2', status: 'ENABLED', inventory: 9 },
    ]);
    const [price] = editsOf([listing('A', 300)], { kind: 'price', skus: ['A'], set: { sellingPrice: 279 } });
    expect(price).toMatchObject({
      before: { mrp: 1000, sellingPrice: 300 },
      after: { mrp: 1000, sellingPrice: 279 },
    });
  });

  it('a listing read without a price is left out of a price change', () => {
    const unread = { ...listing('A', 1), price: null };
    expect(
      editsOf([unread], { kind: 'adjust', skus: ['A'], adjust: { by: 'amount', value: 1, rounding: 'up' } }),
    ).toEqual([]);
  });
});

describe('the checks before sending', () => {
  it('refuse paise, a selling price over the MRP, under the floor or over the ceiling', () => {
    expect(priceProblems({ mrp: 100, sellingPrice: 99.5 })).toEqual([
      'The selling price must be whole rupees, 0 or more.',
    ]);
    expect(priceProblems({ mrp: 100, sellingPrice: 101 })).toEqual([
      'The selling price is above the MRP (₹100).',
    ]);
    expect(priceProblems({ mrp: 100, sellingPrice: 40 }, { floor: 50, ceiling: 90 })).toEqual([
      'The selling price is under your floor of ₹50.',
    ]);
    expect(priceProblems({ mrp: 100, sellingPrice: 95 }, { floor: 50, ceiling: 90 })).toEqual([
      'The selling price is over your ceiling of ₹90.',
    ]);
    expect(priceProblems({ mrp: 1_00_000, sellingPrice: 95_000 }, { floor: 50 })).toEqual([]);
  });
});

describe('the proposals intent', () => {
  const listings = [
    { ...listing('A', 500), proposed: 480 },
    { ...listing('B', 600), proposed: null },
    { ...listing('C', 700), proposed: 650 },
  ];

  it('makes a price edit to each proposed price, the MRP kept; none for a SKU without a proposal', () => {
    expect(editsOf(listings, { kind: 'proposals', skus: [] })).toEqual([
      {
        sku: 'A',
        productId: 'P-A',
        kind: 'price',
        before: { mrp: 1000, sellingPrice: 500 },
        after: { mrp: 1000, sellingPrice: 480 },
      },
      {
        sku: 'C',
        productId: 'P-C',
        kind: 'price',
        before: { mrp: 1000, sellingPrice: 700 },
        after: { mrp: 1000, sellingPrice: 650 },
      },
    ]);
  });

  it('keeps to the SKUs named, when some are', () => {
    expect(editsOf(listings, { kind: 'proposals', skus: ['C', 'B'] }).map((e) => e.sku)).toEqual(['C']);
  });
});
