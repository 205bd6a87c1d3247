import { describe, expect, it } from 'vitest';
import { withInitialSort } from './grid-sort.ts';

describe('withInitialSort', () => {
  it('starts the grid in the kept sort, in the order it was chosen, and the other columns unsorted', () => {
    const columns = [
      { colId: 'title' },
      { colId: 'sellingPrice' },
      { colId: 'brand' },
      { colId: 'discount' },
    ];
    const sorted = withInitialSort(columns, [
      { colId: 'discount', sort: 'desc' },
      { colId: 'title', sort: 'asc' },
    ]);
    expect(sorted).toEqual([
      { colId: 'title', initialSort: 'asc', initialSortIndex: 1 },
      { colId: 'sellingPrice', initialSort: null },
      { colId: 'brand', initialSort: null },
      { colId: 'discount', initialSort: 'desc', initialSortIndex: 0 },
    ]);
    // The columns given are left as they were.
    expect(columns[0]).toEqual({ colId: 'title' });
  });

  it('leaves every column unsorted without a kept sort', () => {
    expect(withInitialSort([{ colId: 'title' }], [])).toEqual([{ colId: 'title', initialSort: null }]);
  });
});
