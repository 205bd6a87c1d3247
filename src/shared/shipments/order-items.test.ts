import { describe, expect, it } from 'vitest';
import { countedItems, isCancelledItem, liveItems } from './order-items.ts';

describe('order items cancelled on their own', () => {
  const items = [
    { orderItemId: 'A', status: 'APPROVED' },
    { orderItemId: 'B', status: 'CANCELLED' },
    { orderItemId: 'C' },
  ];

  it('counts only the CANCELLED state as cancelled; an item without a state is live', () => {
    expect(items.map(isCancelledItem)).toEqual([false, true, false]);
    expect(liveItems(items).map((i) => i.orderItemId)).toEqual(['A', 'C']);
  });

  it('follows the live items, or every item once all are cancelled', () => {
    expect(countedItems(items).map((i) => i.orderItemId)).toEqual(['A', 'C']);
    const gone = items.map((i) => ({ ...i, status: 'CANCELLED' }));
    expect(countedItems(gone).map((i) => i.orderItemId)).toEqual(['A', 'B', 'C']);
    expect(liveItems(gone)).toEqual([]);
  });
});
