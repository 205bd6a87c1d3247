import type {
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import {
  CellStyleModule,
  ColumnApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  RowSelectionModule,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useGridName } from '../../ui/grid/grid-name.ts';
import { memo, useEffect, useMemo, useRef } from 'react';
import {
  RETURN_SORT_COLUMNS,
  type ReturnRow,
  type ReturnSortColumn,
} from '../../../../shared/returns/return-rows.ts';
import { api } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import { gridSort, showGridSort } from '../../ui/grid/grid-sort.ts';
import { useBlockDatasource } from '../../ui/grid/use-block-datasource.ts';
import '../../ui/grid/grid-theme.ts';
import { TICK_COLUMN } from '../../ui/grid/tick-header.tsx';
import { returnColumns } from './return-columns.tsx';
import { useReturns } from './returns-store.ts';

/**
 * The AG Grid modules this grid uses: blocks, column state (the sort), selection, its own words and cell classes. A
 * location named since reads by its name at once: its cell follows the names (return-columns.tsx).
 */
const MODULES: Module[] = [
  InfiniteRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  LocaleModule,
  CellStyleModule,
];
const DEFAULT_COL_DEF = { sortable: true, resizable: true };
// Tick boxes: the returns a seller's action (receive, approve, reject) covers.
const ROW_SELECTION = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: false,
  enableClickSelection: true,
} as const;
const BLOCK_SIZE = 100;
const SORTABLE = new Set<string>(RETURN_SORT_COLUMNS);
const sortColumn = (colId: string): ReturnSortColumn | undefined =>
  SORTABLE.has(colId) ? (colId as ReturnSortColumn) : undefined;
const rowId = (p: GetRowIdParams<ReturnRow>) => p.data.returnId;
const onSortChanged = (e: SortChangedEvent<ReturnRow>) =>
  useReturns.getState().setSort(gridSort(e.api, sortColumn));
const onSelectionChanged = (e: SelectionChangedEvent<ReturnRow>) =>
  useReturns.getState().setSelection(e.api.getSelectedRows().map((r) => r.returnId));

/** The returns of the tab on show, read in blocks from the offline cache (sorted and searched in SQL). */
export const ReturnGrid = memo(function ReturnGrid() {
  const gridApi = useRef<GridApi<ReturnRow> | null>(null);
  const { datasource, error } = useBlockDatasource({
    fetchBlock: (request) => api.getReturnBlock(request),
    sortColumn,
    filter: () => useReturns.getState().filter,
  });

  // A new filter, or new data, is read again; an emptied selection unticks the grid's rows.
  useEffect(
    () =>
      useReturns.subscribe((state, before) => {
        const grid = gridApi.current;
        if (grid === null) return;
        if (state.selectionVersion !== before.selectionVersion && state.selectedIds.length === 0)
          grid.deselectAll();
        if (state.generation === before.generation) return;
        if (state.filter === before.filter) {
          datasource.refreshWhenLoaded(() => grid.refreshInfiniteCache());
          return;
        }
        datasource.prefetch({ endRow: BLOCK_SIZE, sort: state.sort });
        grid.refreshInfiniteCache();
      }),
    [datasource],
  );
  // Made at render: the whole screen is drawn again when the language changes.
  const columnDefs = useMemo(() => returnColumns(), []);
  const localeText = useMemo(() => ({ noRowsToShow: t('returns.empty.narrowed') }), []);
  const box = useRef<HTMLDivElement>(null);
  useGridName(box, t('returns.grid.label'));
  const onGridReady = (event: GridReadyEvent<ReturnRow>) => {
    gridApi.current = event.api;
    showGridSort(event.api, useReturns.getState().sort);
  };

  return (
    <div ref={box} className="return-grid" role="region" aria-label={t('returns.grid.label')}>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <AgGridReact<ReturnRow>
        modules={MODULES}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COL_DEF}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={10}
        rowSelection={ROW_SELECTION}
        selectionColumnDef={TICK_COLUMN}
        getRowId={rowId}
        onGridReady={onGridReady}
        onSortChanged={onSortChanged}
        onSelectionChanged={onSelectionChanged}
        localeText={localeText}
        suppressColumnVirtualisation
      />
    </div>
  );
});
