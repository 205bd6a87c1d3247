import { describe, expect, it } from 'vitest';
import { restockPlan, type RestockReturn } from './restock.ts';

const listing = (sku: string, locations: [string, number][]) => ({
  sku,
  productId: `P-${sku}`,
  price: null,
  locations: locations.map(([id, inventory]) => ({ id, status: 'ENABLED' as const, inventory })),
});
const ret = (returnId: string, sku: string | null, quantity: number, locationId: string | null = 'LOC1') =>
  ({ returnId, sku, quantity, locationId }) satisfies RestockReturn;

describe('restockPlan', () => {
  it('sums the returns of a SKU and location and says the stock before and after', () => {
    const { preview, edits } = restockPlan(
      [ret('R1', 'MUG-1', 1), ret('R2', 'MUG-1', 1), ret('R3', 'CAP-2', 3)],
      [listing('MUG-1', [['LOC1', 4]]), listing('CAP-2', [['LOC1', 0]])],
    );
    expect(preview.lines.map((l) => l.words)).toEqual(['CAP-2: stock 0 → 3', 'MUG-1: stock 4 → 6']);
    expect(preview.confirm).toBe('Add 5 units of 2 SKUs back to stock at the marketplace?');
    expect(preview.returnIds).toEqual(['R3', 'R1', 'R2']);
    expect(edits.find((e) => e.sku === 'MUG-1')).toEqual({
      sku: 'MUG-1',
      productId: 'P-MUG-1',
      kind: 'stock',
      before: [{ id: 'LOC1', status: 'ENABLED', inventory: 4 }],
      after: [{ id: 'LOC1', status: 'ENABLED', inventory: 6 }],
      // Units added, not a level set: found at 6 before it is sent, another hand added them.
      adds: true,
    });
  });

  it('names the location when a SKU has several, and changes only the one returns came back to', () => {
    const { preview, edits } = restockPlan(
      [ret('R1', 'MUG-1', 2, 'LOC2')],
      [
        listing('MUG-1', [
          ['LOC1', 9],
          ['LOC2', 1],
        ]),
      ],
      { LOC2: 'Pune warehouse' },
    );
    expect(preview.lines[0]?.words).toBe('MUG-1: stock 1 → 3 at Pune warehouse');
    expect(edits[0]?.after).toEqual([
      { id: 'LOC1', status: 'ENABLED', inventory: 9 },
      { id: 'LOC2', status: 'ENABLED', inventory: 3 },
    ]);
  });

  it('holds back a SKU the marketplace does not list, and says returns without a SKU stay', () => {
    const { preview, edits } = restockPlan(
      [ret('R1', 'GONE-1', 1), ret('R2', null, 1), ret('R3', 'MUG-1', 1, 'LOC9')],
      [listing('MUG-1', [['LOC1', 4]])],
    );
    expect(preview.lines.map((l) => l.problem)).toEqual([
      'GONE-1: not sent; the marketplace has no listing of it, so its stock cannot go up.',
      'MUG-1: not sent; it is not stocked at LOC9. Add that location to it in My listings first.',
    ]);
    expect(edits).toEqual([]);
    expect(preview.returnIds).toEqual([]);
    expect(preview.confirm).toBe(
      'Nothing to put back in stock. 1 return without a SKU or location stays to put back by hand.',
    );
  });
});
