import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceProblems } from './checks.ts';
import { proposedPrice } from './proposals.ts';

describe('a proposal from the buy box', () => {
  it('matches the buy box less the amount, within the floor and the MRP', () => {
    const current = { mrp: 999, sellingPrice: 799 };
    expect(proposedPrice(current, 749, { under: 10 })).toBe(739);
    expect(proposedPrice(current, 749, { under: 10 }, { floor: 745 })).toBe(745);
    expect(proposedPrice(current, 1200, { under: 1 })).toBe(999);
    expect(proposedPrice(current, 1200, { under: 1 }, { ceiling: 900 })).toBe(900);
    expect(proposedPrice(current, 809, { under: 10 })).toBeNull();
    expect(proposedPrice(current, null, { under: 10 })).toBeNull();
    expect(proposedPrice(current, 500, { under: 0 }, { floor: 1000 })).toBeNull();
  });

  it('is never under the floor, never over the MRP, and always passes the checks before sending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.double({ min: -1_000, max: 300_000, noNaN: true }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
        (mrp, selling, buyBox, under, floor, ceiling) => {
          const current = { mrp, sellingPrice: Math.min(selling, mrp) };
          const limits = { floor, ceiling };
          const p = proposedPrice(current, buyBox, { under }, limits);
          if (p === null) return true;
          return (
            Number.isInteger(p) &&
            p >= (floor ?? 0) &&
            p <= mrp &&
            p <= (ceiling ?? Infinity) &&
            priceProblems({ mrp, sellingPrice: p }, limits).length === 0
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
