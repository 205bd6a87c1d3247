import { describe, expect, it } from 'vitest';
import { FEED_SORT_COLUMNS } from '../../../../shared/feeds/contract.ts';
import { sortColumn } from './sort-column.ts';

describe('sortColumn', () => {
  it('keeps exactly the columns the block call sorts by', () => {
    for (const colId of FEED_SORT_COLUMNS) expect(sortColumn(colId)).toBe(colId);
    for (const colId of ['watch', 'brand', 'mrp', 'inStock', 'toString', '__proto__', ''])
      expect(sortColumn(colId)).toBeUndefined();
  });
});
