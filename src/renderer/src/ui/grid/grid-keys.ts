import type { GridOptions, TabToNextCellParams } from 'ag-grid-community';

/**
 * Every grid is one stop of the Tab order, as a spreadsheet is: Tab comes into the grid (its header, or the cell
 * last focused), the arrow keys, Home/End and Page Up/Down move inside it, and the next Tab leaves it for the
 * control after it. AG Grid's default walks every cell (33 a row in the listing sheet), a trap on a large sheet.
 * While a cell is being edited, Tab still commits and moves to the next cell, as in a spreadsheet.
 */
export const GRID_KEYS: Pick<GridOptions, 'tabToNextCell' | 'tabToNextHeader'> = {
  // `false` hands the Tab to the browser, which AG Grid lets out of the grid.
  tabToNextCell: (params: TabToNextCellParams) =>
    params.editing ? (params.nextCellPosition ?? false) : false,
  tabToNextHeader: () => false,
};
