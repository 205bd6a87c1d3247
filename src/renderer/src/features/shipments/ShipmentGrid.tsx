import type { ColumnState, GridApi, GridReadyEvent, SortModelItem } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { GridColumnState } from '../../../../shared/shipments/contract.ts';
import type { ShipmentRow, ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import { api } from '../../api/index.ts';
import { blockDatasource } from '../../ui/grid/block-datasource.ts';
import { SHIPMENT_COLUMNS } from './columns.tsx';
import { useShipments } from './shipments-store.ts';

/** The shipment grid: AG Grid's infinite row model reading blocks of the cache, sorted and filtered in SQL. */
export function ShipmentGrid() {
  const generation = useShipments((s) => s.generation);
  const open = useShipments((s) => s.open);
  const gridApi = useRef<GridApi<ShipmentRow> | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const datasource = useMemo(
    () =>
      blockDatasource<ShipmentRow, ReturnType<typeof useShipments.getState>['filter']>({
        fetchBlock: (request) =>
          api.getShipmentBlock({ ...request, sort: request.sort as GridSort<ShipmentSortColumn>[] }),
        filter: () => useShipments.getState().filter,
        onError: (message) => useShipments.setState({ error: message }),
      }),
    [],
  );

  useEffect(() => {
    // A purge drops blocks still loading for an older filter, so a late answer never shows stale rows.
    if (generation > 0) gridApi.current?.purgeInfiniteCache();
  }, [generation]);

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

  const onGridReady = useCallback((event: GridReadyEvent<ShipmentRow>) => {
    gridApi.current = event.api;
    useShipments.setState({ sort: currentSort(event.api) });
    api
      .getShipmentColumns()
      .then((saved) => {
        if (!saved || event.api.isDestroyed()) return;
        event.api.applyColumnState({
          state: saved.map((c) => ({ colId: c.colId, width: c.width ?? null, hide: c.hide ?? false })),
          applyOrder: true,
        });
        setHidden(new Set(saved.filter((c) => c.hide === true).map((c) => c.colId)));
      })
      .catch(() => undefined);
  }, []);

  return (
    <div className="shipment-grid" role="region" aria-label="Shipments grid">
      <details className="columns-menu">
        <summary>Columns</summary>
        {SHIPMENT_COLUMNS.map((c) => (
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
        columnDefs={SHIPMENT_COLUMNS}
        defaultColDef={{ sortable: true, resizable: true }}
        rowModelType="infinite"
        datasource={datasource}
        suppressColumnVirtualisation
        cacheBlockSize={100}
        maxBlocksInCache={20}
        rowSelection={{
          mode: 'multiRow',
          checkboxes: false,
          headerCheckbox: false,
          enableClickSelection: true,
        }}
        getRowId={(p) => p.data.shipmentId}
        onGridReady={onGridReady}
        onColumnMoved={(e) => e.finished && saveColumns()}
        onColumnResized={(e) => e.finished && saveColumns()}
        onColumnVisible={saveColumns}
        onRowDoubleClicked={(e) => e.data && void open(e.data.shipmentId)}
        onCellKeyDown={(e) => {
          const key = (e.event as KeyboardEvent | null)?.key;
          if (key === 'Enter' && e.data) void open(e.data.shipmentId);
        }}
        onSortChanged={(e) => useShipments.setState({ sort: currentSort(e.api) })}
        onSelectionChanged={(e) =>
          useShipments.setState({ selectedIds: e.api.getSelectedRows().map((r) => r.shipmentId) })
        }
      />
    </div>
  );
}

function currentSort(grid: GridApi<ShipmentRow>): GridSort<ShipmentSortColumn>[] {
  return grid
    .getColumnState()
    .filter((c): c is ColumnState & { sort: 'asc' | 'desc' } => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c: ColumnState & SortModelItem) => ({ colId: c.colId as ShipmentSortColumn, sort: c.sort }));
}
