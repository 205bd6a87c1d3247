import { describe, expect, it } from 'vitest';
import { doubleClickKeeper, type ClickPlace } from './double-click.ts';

const onRow = (rowId: string, colId = 'shipmentId'): ClickPlace => ({ inGrid: true, rowId, colId });
const header: ClickPlace = { inGrid: true, rowId: null, colId: null };
const outside: ClickPlace = { inGrid: false, rowId: null, colId: null };

/** The browser's events of a double-click whose first half landed on `first` and whose second landed on `second`. */
function doubleClick(keeper: ReturnType<typeof doubleClickKeeper>, first: ClickPlace, second: ClickPlace) {
  return [
    keeper.see('mousedown', 1, first),
    keeper.see('click', 1, first),
    keeper.see('mousedown', 2, second),
    keeper.see('click', 2, second),
    keeper.see('dblclick', 2, second),
  ];
}

describe('doubleClickKeeper', () => {
  it('leaves a double-click that stayed on its row to the grid', () => {
    expect(doubleClick(doubleClickKeeper(), onRow('a'), onRow('a', 'skus'))).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
    ]);
  });

  it('opens the first row when the second half landed on the row above or on a header', () => {
    for (const second of [onRow('b', 'skus'), header]) {
      expect(doubleClick(doubleClickKeeper(), onRow('a'), second)).toEqual([
        'pass',
        'pass',
        'hold',
        'hold',
        { open: { rowId: 'a', colId: 'shipmentId' } },
      ]);
    }
  });

  it('leaves alone a double-click that began off the rows, or outside the grid', () => {
    expect(doubleClick(doubleClickKeeper(), header, onRow('a'))).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
    ]);
    const keeper = doubleClickKeeper();
    // A row clicked earlier, then a double-click that began outside the grid: that row is not what it is about.
    keeper.see('click', 1, onRow('a'));
    expect(doubleClick(keeper, outside, onRow('b'))).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
  });

  it('lets single clicks on other rows through, and a second half that left the grid', () => {
    const keeper = doubleClickKeeper();
    keeper.see('click', 1, onRow('a'));
    expect(keeper.see('mousedown', 1, onRow('b'))).toBe('pass');
    expect(keeper.see('click', 1, onRow('b'))).toBe('pass');
    expect(keeper.see('mousedown', 2, outside)).toBe('pass');
    expect(keeper.see('dblclick', 2, outside)).toBe('pass');
  });
});
