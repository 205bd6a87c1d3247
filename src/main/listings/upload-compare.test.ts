import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from '../../shared/listings/example.ts';
import { toRequest } from '../../shared/listings/rules.ts';
import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { CreateListingRequest } from '../../shared/marketplace/listing-types.ts';
import { undoCheck, updateCheck } from './upload-compare.ts';

const request = (change: Partial<typeof EXAMPLE_ROW> = {}): CreateListingRequest =>
  toRequest({ ...EXAMPLE_ROW, sku: 'S', ...change });
/** The listing a read gives after `r` was taken. */
const listing = (r: CreateListingRequest): ListingV3 => ({
  listingId: 'L',
  productId: r.productId,
  price: { ...r.price, currency: 'INR' },
  listingStatus: r.listingStatus,
  ...(r.shippingFees === undefined ? {} : { shippingFees: r.shippingFees }),
  packages: [],
  locations: r.locations.map((l) => ({ ...l })),
});
const read = (l: ListingV3): SkuListingRead => ({ sku: 'S', state: 'available', listing: l });

describe('compare and set of an upload and its undo, per value', () => {
  const set = request({ selling_price: '700' });
  const back = request();

  it('undo: sends while the SKU holds what the upload set, or already what the undo sends', () => {
    expect(undoCheck(set, back, read(listing(set)))).toEqual({ is: 'send' });
    expect(undoCheck(set, back, read(listing(back)))).toEqual({ is: 'send' });
    // No listing: nothing newer to overwrite.
    expect(undoCheck(set, back, { sku: 'S', state: 'unavailable' })).toEqual({ is: 'send' });
  });

  it('undo: names every third value, stock at a location and status too', () => {
    const moved = listing(set);
    moved.listingStatus = 'INACTIVE';
    moved.locations = moved.locations.map((l) => ({ ...l, inventory: (l.inventory ?? 0) - 2 }));
    const id = set.locations[0]!.id;
    const had = set.locations[0]!.inventory!;
    expect(undoCheck(set, back, read(moved))).toEqual({
      is: 'stopped',
      sentence: `Status is now INACTIVE, not ACTIVE; Stock at ${id} is now ${had - 2}, not ${had} as the upload set them: not undone.`,
    });
  });

  it('undo: a location the upload did not name, sent back as read before it, is compared with that read', () => {
    const before = listing(back);
    before.locations = [...before.locations, { id: 'LOC9', status: 'ENABLED', inventory: 10 }];
    // The undo sends LOC9 back as read before the upload; an order took one since.
    const undo = {
      ...back,
      locations: [...back.locations, { id: 'LOC9', status: 'ENABLED' as const, inventory: 10 }],
    };
    const now = listing(set);
    now.locations = [...now.locations, { id: 'LOC9', status: 'ENABLED', inventory: 9 }];
    expect(undoCheck(set, undo, read(now))).toEqual({
      is: 'stopped',
      sentence: 'Stock at LOC9 is now 9, not 10 as the upload left it: not undone.',
    });
    now.locations = [...now.locations.slice(0, -1), { id: 'LOC9', status: 'ENABLED', inventory: 10 }];
    expect(undoCheck(set, undo, read(now))).toEqual({ is: 'send' });
  });

  it('update: compares every value it sends, changed or not; a read that does not report it stops it', () => {
    const previewed = listing(back);
    expect(updateCheck(previewed, set, read(listing(back)))).toEqual({ is: 'send' });
    expect(updateCheck(previewed, set, read(listing(set)))).toEqual({ is: 'send' });
    const now = listing(back);
    now.price.mrp = 999; // the upload leaves the MRP as read, yet would set it back to 899
    expect(updateCheck(previewed, set, read(now))).toMatchObject({
      is: 'stopped',
      sentence: expect.stringMatching(/^MRP is now ₹999, not ₹899 as the preview read it/),
    });
    now.price.mrp = 899;
    now.price.sellingPrice = 660;
    expect(updateCheck(previewed, set, read(now))).toMatchObject({
      is: 'stopped',
      sentence: expect.stringMatching(/^Price is now ₹660, not ₹649 as the preview read it: not uploaded/),
    });
    expect(updateCheck(previewed, set, { sku: 'S', state: 'unreported' })).toMatchObject({
      is: 'stopped',
      sentence: expect.stringMatching(/^The marketplace did not report this listing/),
    });
  });
});
