import { describe, expect, it } from 'vitest';
import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { ListingEdit } from '../../shared/my-listings/payloads.ts';
import { anywayEdit, verdictOf } from './change-compare.ts';
import { anywayQuestion, stoppedWords } from './change-words.ts';

/** Compare and set decided per value the call would send, and what a stopped item says. */
const read = (listing: Partial<ListingV3>): SkuListingRead => ({
  sku: 'S-1',
  state: 'available',
  listing: { listingId: 'L1', productId: 'P1', price: {}, packages: [], locations: [], ...listing },
});
const price = (mrp: number, sellingPrice: number, currency = 'INR') =>
  read({ price: { mrp, sellingPrice, currency } });
const stock = (loc1: number, loc2: number) =>
  read({
    locations: [
      { id: 'LOC1', status: 'ENABLED', inventory: loc1 },
      { id: 'LOC2', status: 'ENABLED', inventory: loc2 },
    ],
  });
const priceChange: ListingEdit = {
  sku: 'S-1',
  productId: 'P1',
  kind: 'price',
  before: { mrp: 1000, sellingPrice: 900 },
  after: { mrp: 1000, sellingPrice: 700 },
};
// LOC1 7 → 50; LOC2 (5) left alone.
const stockChange: ListingEdit = {
  sku: 'S-1',
  productId: 'P1',
  kind: 'stock',
  before: [
    { id: 'LOC1', status: 'ENABLED', inventory: 7 },
    { id: 'LOC2', status: 'ENABLED', inventory: 5 },
  ],
  after: [
    { id: 'LOC1', status: 'ENABLED', inventory: 50 },
    { id: 'LOC2', status: 'ENABLED', inventory: 5 },
  ],
};

describe('compare and set', () => {
  it('decides three ways on the price: new (done), old (send), a third one (stopped)', () => {
    expect(verdictOf(priceChange, price(1000, 700)).is).toBe('done');
    expect(verdictOf(priceChange, price(1000, 900)).is).toBe('send');
    expect(verdictOf(priceChange, price(1000, 800)).is).toBe('stopped');
    // The MRP is sent with the price: an MRP changed elsewhere is a third value too.
    expect(verdictOf(priceChange, price(1100, 900)).is).toBe('stopped');
    // Not known: not sent. No listing on the account: sent, and the marketplace refuses it with its reason.
    expect(verdictOf(priceChange, { sku: 'S-1', state: 'unreported' }).is).toBe('unknown');
    expect(verdictOf(priceChange, undefined).is).toBe('unknown');
    expect(verdictOf(priceChange, read({ price: { mrp: 1000 } })).is).toBe('unknown');
    expect(verdictOf(priceChange, { sku: 'S-1', state: 'unavailable' }).is).toBe('send');
  });

  it('compares only the locations a stock change sets; the others may move', () => {
    expect(verdictOf(stockChange, stock(7, 3)).is).toBe('send');
    expect(verdictOf(stockChange, stock(50, 3)).is).toBe('done');
    const v = verdictOf(stockChange, stock(48, 3));
    expect(v).toMatchObject({ is: 'stopped' });
    if (v.is !== 'stopped') return;
    expect(stoppedWords(stockChange, v.found)).toBe('Stock at LOC1 is now 48, not 7: not changed.');
    // Anyway: LOC1 to 50 against 48; LOC2 as found (3), not the 5 of the first preview.
    expect(anywayEdit(stockChange, v.found)).toMatchObject({
      before: [{ inventory: 48 }, { inventory: 3 }],
      after: [{ inventory: 50 }, { inventory: 3 }],
    });
    expect(anywayQuestion(stockChange, v.found)).toBe('Set it to 50 at LOC1 anyway?');
  });

  it('a location the read no longer lists is "none", a third value: stopped, not left unknown', () => {
    // LOC2 5 → 9; the marketplace lists LOC1 only.
    const loc2: ListingEdit = {
      ...stockChange,
      after: [stockChange.before[0]!, { id: 'LOC2', status: 'ENABLED', inventory: 9 }],
    } as ListingEdit;
    const v = verdictOf(loc2, read({ locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 7 }] }));
    expect(v).toMatchObject({ is: 'stopped' });
    if (v.is !== 'stopped') return;
    expect(stoppedWords(loc2, v.found)).toBe('Stock at LOC2 is now none, not 5: not changed.');
    expect(anywayQuestion(loc2, v.found)).toBe('Set it to 9 at LOC2 anyway?');
    // A read naming no location at all may have left them out: not known yet.
    expect(verdictOf(loc2, read({ locations: [] })).is).toBe('unknown');
  });

  it('tells a stopped price in the listing currency, the MRP only when it moved', () => {
    const inr = verdictOf(priceChange, price(1000, 800));
    const usd = verdictOf(priceChange, price(1000, 800, 'USD'));
    const mrp = verdictOf(priceChange, price(1100, 850));
    const words = [inr, usd, mrp].map((v) => (v.is === 'stopped' ? stoppedWords(priceChange, v.found) : ''));
    expect(words).toEqual([
      'Price is now ₹800, not ₹900: not changed.',
      'Price is now $800, not $900: not changed.',
      'Price is now ₹850 (MRP ₹1,100), not ₹900 (MRP ₹1,000): not changed.',
    ]);
    if (usd.is === 'stopped') expect(anywayQuestion(priceChange, usd.found)).toBe('Set it to $700 anyway?');
    // Anyway keeps the MRP found (the change did not set it) and sets the selling price.
    if (mrp.is === 'stopped')
      expect(anywayEdit(priceChange, mrp.found)).toMatchObject({
        before: { mrp: 1100, sellingPrice: 850 },
        after: { mrp: 1100, sellingPrice: 700 },
      });
  });
});
