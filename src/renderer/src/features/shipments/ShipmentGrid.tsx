import type { ColumnState, GridApi, GridReadyEvent, SortModelItem } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { GridColumnState } from '../../../../shared/shipments/contract.ts';
import type { ShipmentRow, ShipmentSortColumn } from '../../../../shared/shipments/types.ts';
import { api } from '../../api/index.ts';
import { blockDatasource } from '../../ui/grid/block-datasource.ts';
import { SHIPMENT_COLUMNS } from './columns.tsx';
import { useShipments } from './shipments-store.ts';

const DEFAULT_SORT: ColumnState[] = [{ colId: 'dispatchBy', sort: 'asc' }];

/** The shipment grid: AG Grid's infinite row model reading blocks of the cache, sorted and filtered in SQL. */
export function ShipmentGrid({ onApi }: { onApi: (api: GridApi<ShipmentRow> | null) => void }) {
  const generation = useShipments((s) => s.generation);
  const open = useShipments((s) => s.open);
  const gridApi = useRef<GridApi<ShipmentRow> | null>(null);

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
    if (generation > 0) gridApi.current?.refreshInfiniteCache();
  }, [generation]);

  const saveColumns = useCallback(() => {
    const grid = gridApi.current;
    if (!grid) return;
    const columns: GridColumnState = grid.getColumnState().map((c) => ({
      colId: c.colId,
      ...(typeof c.width === 'number' ? { width: c.width } : {}),
      hide: c.hide === true,
    }));
    api.saveShipmentColumns({ columns }).catch(() => undefined);
  }, []);

  const onGridReady = useCallback(
    (event: GridReadyEvent<ShipmentRow>) => {
      gridApi.current = event.api;
      onApi(event.api);
      event.api.applyColumnState({ state: DEFAULT_SORT });
      api
        .getShipmentColumns()
        .then((saved) => {
          if (saved && !event.api.isDestroyed())
            event.api.applyColumnState({
              state: saved.map((c) => ({ colId: c.colId, width: c.width ?? null, hide: c.hide ?? false })),
              applyOrder: true,
            });
        })
        .catch(() => undefined);
    },
    [onApi],
  );

  return (
    <div className="shipment-grid" role="region" aria-label="Shipments grid">
      <AgGridReact<ShipmentRow>
        columnDefs={SHIPMENT_COLUMNS}
        defaultColDef={{ sortable: true, resizable: true }}
        rowModelType="infinite"
        datasource={datasource}
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
        onGridPreDestroyed={() => onApi(null)}
      />
    </div>
  );
}

export function currentSort(grid: GridApi<ShipmentRow> | null): GridSort[] {
  if (!grid) return [{ colId: 'dispatchBy', sort: 'asc' }];
  return grid
    .getColumnState()
    .filter((c): c is ColumnState & { sort: 'asc' | 'desc' } => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c: ColumnState & SortModelItem) => ({ colId: c.colId, sort: c.sort }));
}
