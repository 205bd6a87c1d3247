import type {
  CellKeyDownEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowDoubleClickedEvent,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import {
  CellStyleModule,
  ColumnApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  RowApiModule,
  RowSelectionModule,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useGridName } from '../../ui/grid/grid-name.ts';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GridColumnState } from '../../../../shared/shipments/contract.ts';
import type { ShipmentRow, ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import { api } from '../../api/index.ts';
import { keepDoubleClicks } from '../../ui/grid/double-click.ts';
import { gridSort, showGridSort } from '../../ui/grid/grid-sort.ts';
import '../../ui/grid/grid-theme.ts';
import { TICK_COLUMN } from '../../ui/grid/tick-header.tsx';
import { t } from '../../i18n/index.ts';
import { shipmentColumns } from './columns.tsx';
import { askFirstShipments, SHIPMENT_BLOCK_SIZE, shipmentBlocks as datasource } from './shipment-blocks.ts';
import { useShipments } from './shipments-store.ts';

// The grid's options, made once: a new object on every render makes AG Grid work its columns out again, on the
// main thread a sort or a search is waiting for.
const DEFAULT_COL_DEF = { sortable: true, resizable: true };
/**
 * The grid's own words where it shows any (an empty grid, rows on their way, the tick boxes' names), in the app's
 * voice and the language the screens speak: made once per grid, which is drawn anew when the language changes.
 */
function localeText(): Record<string, string> {
  return {
    noRowsToShow: t('shipments.grid.noRows'),
    loadingOoo: t('shipments.grid.loading'),
    ariaRowSelect: t('shipments.grid.tickRow'),
    ariaRowDeselect: t('shipments.grid.untickRow'),
    ariaRowToggleSelection: t('shipments.grid.toggleRow'),
    ariaChecked: t('shipments.grid.ticked'),
    ariaUnchecked: t('shipments.grid.unticked'),
    ariaIndeterminate: t('shipments.grid.someTicked'),
    ariaRowSelectionDisabled: t('shipments.grid.tickDisabled'),
    ariaSortableColumn: t('shipments.grid.sortHint'),
    ariaSkeletonCellLoading: t('shipments.grid.rowLoading'),
  };
}
const ROW_SELECTION = {
  mode: 'multiRow',
  // Tick boxes: a selection a seller can see, and what Pack… and the pick list cover.
  checkboxes: true,
  headerCheckbox: false,
  enableClickSelection: true,
} as const;
/** AG Grid's own id of its tick-box column. */
const SELECTION_COLUMN_ID = 'ag-Grid-SelectionColumn';
/**
 * The AG Grid modules this grid uses: blocks, column state (saved and restored), selection, rows found by id (the
 * ticks kept when the selection narrows: without it `getRowNode` finds none), its own words, and cell classes (AG
 * Grid right-aligns the number columns with one).
 */
const MODULES: Module[] = [
  InfiniteRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  RowApiModule,
  LocaleModule,
  CellStyleModule,
];
const BLOCK_SIZE = SHIPMENT_BLOCK_SIZE;
/** Blocks kept (each refreshed on a change of filter or data, the ones on screen first). */
const MAX_BLOCKS = 5;
/** Rows drawn beyond the visible ones (AG Grid's default is 10): a sort or a search draws the rows again. */
const ROW_BUFFER = 2;
const rowId = (p: GetRowIdParams<ShipmentRow>) => p.data.shipmentId;
const onSortChanged = (e: SortChangedEvent<ShipmentRow>) =>
  useShipments.getState().setSort(gridSort<ShipmentSortColumn>(e.api));
const onSelectionChanged = (e: SelectionChangedEvent<ShipmentRow>) =>
  useShipments.getState().setSelection(e.api.getSelectedRows().map((r) => r.shipmentId));
const openRow = (e: RowDoubleClickedEvent<ShipmentRow>) =>
  e.data && void useShipments.getState().open(e.data.shipmentId);
const openOnEnter = (e: CellKeyDownEvent<ShipmentRow>) => {
  const key = (e.event as KeyboardEvent | null)?.key;
  if (key === 'Enter' && e.data) void useShipments.getState().open(e.data.shipmentId);
};

/**
 * The shipment grid: AG Grid's infinite row model reading blocks of the cache, sorted and filtered in SQL. Kept
 * apart from the screen's renders (memo): it changes through its datasource and refreshes, not through props.
 */
export const ShipmentGrid = memo(function ShipmentGrid() {
  const gridApi = useRef<GridApi<ShipmentRow> | null>(null);
  const region = useRef<HTMLDivElement>(null);
  useGridName(region, t('shipments.grid.label'));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  // Made once, as the grid is first drawn (a new object on every render makes AG Grid work its columns out again).
  const [columns] = useState(shipmentColumns);
  const [words] = useState(localeText);

  // The first rows are asked for as the grid is first drawn (if the app has not asked already, as the screen's file
  // loaded), ahead of the screen's other questions (its counts, its visit's sync): AG Grid asks only once it has
  // built itself, and the backend answers in turn. A render React starts again asks nothing more.
  useState(askFirstShipments);

  // A new filter (or new data) is asked for at once, as the store changes and before the screen renders it: the
  // answer is on its way while the screen redraws, and ahead of the tab counts the same change asks for. The rows
  // on screen stay until the new answer replaces them (a refresh, not a purge: no blank 'loading' rows drawn in
  // between, which cost as much as the answer's own rows); a block still loading for an older filter is asked
  // again, and its late answer ignored by the grid. New data under the same filter (a sync's events) waits for the
  // blocks on their way instead: the rows they bring are shown, then read again.
  useEffect(
    () =>
      useShipments.subscribe((state, before) => {
        if (state.sortVersion !== before.sortVersion && gridApi.current)
          showGridSort(gridApi.current, state.sort);
        if (state.selectionVersion !== before.selectionVersion && gridApi.current)
          tickOnly(gridApi.current, state.selectedIds);
        if (state.generation === before.generation) return;
        if (state.filter === before.filter && state.sort === before.sort) {
          datasource.refreshWhenLoaded(() => gridApi.current?.refreshInfiniteCache());
          return;
        }
        datasource.prefetch({ endRow: BLOCK_SIZE, sort: state.sort });
        gridApi.current?.refreshInfiniteCache();
      }),
    [],
  );

  // A double-click opens the row it began on, even when the first click's tick grew the bar above and moved the
  // grid under the pointer (or a count or a sync's line did): see keepDoubleClicks.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    return keepDoubleClicks(element, {
      open: (shipmentId) => void useShipments.getState().open(shipmentId),
      // AG Grid moved its focus to the cell the second press landed on; the first click's cell takes it back.
      refocus: ({ rowIndex, colId }) => gridApi.current?.setFocusedCell(rowIndex, colId),
    });
  }, []);

  const saveColumns = useCallback(() => {
    const grid = gridApi.current;
    if (!grid) return;
    setHidden(
      new Set(
        grid
          .getColumnState()
          .filter((c) => c.hide === true)
          .map((c) => c.colId),
      ),
    );
    const columns: GridColumnState = grid.getColumnState().map((c) => ({
      colId: c.colId,
      ...(typeof c.width === 'number' ? { width: c.width } : {}),
      hide: c.hide === true,
    }));
    api.saveShipmentColumns({ columns }).catch(() => undefined);
  }, []);

  const saveWhenFinished = useCallback(
    (e: { finished: boolean }) => {
      if (e.finished) saveColumns();
    },
    [saveColumns],
  );

  const onGridReady = useCallback((event: GridReadyEvent<ShipmentRow>) => {
    gridApi.current = event.api;
    // The store owns the sort (a restored one may have arrived before the grid). Applied only when it differs from
    // the columns' own: AG Grid reads its rows again after a sort is applied, even the same sort.
    const sort = useShipments.getState().sort;
    if (JSON.stringify(gridSort(event.api)) !== JSON.stringify(sort)) showGridSort(event.api, sort);
    api
      .getShipmentColumns()
      .then((saved) => {
        if (!saved || event.api.isDestroyed()) return;
        // Columns saved before the tick boxes came first put them after SKU: they go first again.
        const columns = saved.filter((c) => c.colId !== SELECTION_COLUMN_ID);
        event.api.applyColumnState({
          state: [
            { colId: SELECTION_COLUMN_ID },
            ...columns.map((c) => ({ colId: c.colId, width: c.width ?? null, hide: c.hide ?? false })),
          ],
          applyOrder: true,
        });
        setHidden(new Set(saved.filter((c) => c.hide === true).map((c) => c.colId)));
      })
      .catch(() => undefined);
  }, []);

  return (
    <div ref={region} className="shipment-grid" role="region" aria-label={t('shipments.grid.label')}>
      <details className="columns-menu">
        <summary>
          <FormattedMessage id="shipments.grid.columns" />
        </summary>
        {columns.map((c) => (
          <label key={c.colId}>
            <input
              type="checkbox"
              checked={!hidden.has(c.colId as string)}
              onChange={(e) => gridApi.current?.setColumnsVisible([c.colId as string], e.target.checked)}
            />
            {c.headerName}
          </label>
        ))}
      </details>
      <AgGridReact<ShipmentRow>
        modules={MODULES}
        columnDefs={columns}
        defaultColDef={DEFAULT_COL_DEF}
        rowModelType="infinite"
        datasource={datasource}
        suppressColumnVirtualisation
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={MAX_BLOCKS}
        rowBuffer={ROW_BUFFER}
        rowSelection={ROW_SELECTION}
        // The tick boxes first, before Shipment and SKU (pinned with them).
        selectionColumnDef={TICK_COLUMN}
        getRowId={rowId}
        onGridReady={onGridReady}
        onColumnMoved={saveWhenFinished}
        onColumnResized={saveWhenFinished}
        onColumnVisible={saveColumns}
        onRowDoubleClicked={openRow}
        onCellKeyDown={openOnEnter}
        onSortChanged={onSortChanged}
        onSelectionChanged={onSelectionChanged}
        localeText={words}
      />
    </div>
  );
});

/**
 * Ticks just the given rows (the store emptied or narrowed the selection). Everything is unticked first: AG Grid
 * keeps the tick of a row that left the view (its infinite model knows only the rows it holds), and would report it
 * again with the next tick.
 */
function tickOnly(grid: GridApi<ShipmentRow>, shipmentIds: readonly string[]): void {
  grid.deselectAll();
  const nodes = shipmentIds.flatMap((id) => grid.getRowNode(id) ?? []);
  if (nodes.length > 0) grid.setNodesSelected({ nodes, newValue: true });
}
