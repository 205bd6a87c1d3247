import type { ColumnState, GridApi } from 'ag-grid-community';
import type { GridSort } from '../../../../shared/grid/block.ts';

/**
 * The grid's sort as a block call takes it: the sorted columns in the order they were chosen. `sortColumn` keeps
 * the columns the call sorts by (in SQL) and drops the others; without it every sorted column is kept.
 */
export function gridSort<C extends string = string>(
  grid: GridApi,
  sortColumn: (colId: string) => C | undefined = (colId) => colId as C,
): GridSort<C>[] {
  return grid
    .getColumnState()
    .filter((c): c is ColumnState & { sort: 'asc' | 'desc' } => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .flatMap((c) => {
      const colId = sortColumn(c.colId);
      return colId === undefined ? [] : [{ colId, sort: c.sort }];
    });
}

/** Shows `sort` on the grid's headers (a sort restored, or set outside the grid); every other column unsorted. */
export function showGridSort(grid: GridApi, sort: readonly GridSort[]): void {
  grid.applyColumnState({
    state: sort.map((s, sortIndex) => ({ colId: s.colId, sort: s.sort, sortIndex })),
    defaultState: { sort: null },
  });
}

/**
 * `columns` starting with `sort` shown (AG Grid's initialSort), every other column unsorted: the grid's first block
 * is then asked in that sort, rather than unsorted and asked again once `showGridSort` has run in onGridReady.
 */
export function withInitialSort<C extends { colId?: string }>(columns: C[], sort: readonly GridSort[]): C[] {
  return columns.map((column) => {
    const sortIndex = sort.findIndex((s) => s.colId === column.colId);
    const chosen = sort[sortIndex];
    return chosen === undefined
      ? { ...column, initialSort: null }
      : { ...column, initialSort: chosen.sort, initialSortIndex: sortIndex };
  });
}
