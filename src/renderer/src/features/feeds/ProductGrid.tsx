import { useShallow } from 'zustand/react/shallow';
import { useMemo, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GridApi, SortChangedEvent } from 'ag-grid-community';
import type { FeedProductRow, FeedSortColumn } from '../../../../shared/feeds/types.ts';
import { api } from '../../api/index.ts';
import { blockDatasource } from '../../ui/grid/block-datasource.ts';
import { useFeeds } from './feeds-store.ts';
import { formatPrice, formatTime } from './money.ts';
import { starColumn } from './star-column.tsx';

const count = new Intl.NumberFormat('en-IN');

const columns: ColDef<FeedProductRow>[] = [
  starColumn,
  { colId: 'title', field: 'title', headerName: 'Title', flex: 2, minWidth: 220 },
  { field: 'brand', headerName: 'Brand', sortable: false, width: 130 },
  {
    colId: 'sellingPrice',
    field: 'sellingPrice',
    headerName: 'Price',
    width: 130,
    type: 'rightAligned',
    valueFormatter: (p) => (p.data ? formatPrice(p.data.sellingPrice, p.data.currency) : ''),
  },
  {
    field: 'mrp',
    headerName: 'MRP',
    sortable: false,
    width: 130,
    type: 'rightAligned',
    valueFormatter: (p) => (p.data ? formatPrice(p.data.mrp, p.data.currency) : ''),
  },
  {
    colId: 'discount',
    field: 'discount',
    headerName: 'Discount',
    width: 110,
    type: 'rightAligned',
    valueFormatter: (p) => (p.value == null ? '' : `${String(p.value)}%`),
  },
  {
    field: 'inStock',
    headerName: 'Stock',
    sortable: false,
    width: 110,
    valueFormatter: (p) => (p.data ? (p.data.inStock ? 'In stock' : 'Out of stock') : ''),
  },
  {
    field: 'codAvailable',
    headerName: 'COD',
    sortable: false,
    width: 80,
    valueFormatter: (p) => (p.data ? (p.data.codAvailable ? 'Yes' : 'No') : ''),
  },
  {
    field: 'removed',
    headerName: 'Status',
    sortable: false,
    width: 110,
    valueFormatter: (p) => (p.data ? (p.data.removed ? 'Removed' : 'Listed') : ''),
  },
  {
    colId: 'changedAt',
    field: 'changedAt',
    headerName: 'Last change',
    width: 170,
    valueFormatter: (p) => (p.data ? formatTime(p.data.changedAt) : ''),
  },
];

/** The products of the selected category: AG Grid's infinite row model over blocks sorted and filtered in SQL. */
export function ProductGrid({
  onSort,
}: {
  onSort(sort: { colId: FeedSortColumn; sort: 'asc' | 'desc' }[]): void;
}) {
  const { selected, filter, gridVersion, openProduct } = useFeeds(
    useShallow((s) => ({
      selected: s.selected,
      filter: s.filter,
      gridVersion: s.gridVersion,
      openProduct: s.openProduct,
    })),
  );
  const [rowCount, setRowCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const datasource = useMemo(
    () =>
      blockDatasource({
        fetchBlock: (request) =>
          api.queryFeedProducts({
            ...request,
            sort: request.sort.filter((s): s is { colId: FeedSortColumn; sort: 'asc' | 'desc' } =>
              ['sellingPrice', 'discount', 'title', 'changedAt'].includes(s.colId),
            ),
          }),
        filter: () => ({ ...filter, ...(selected === null ? {} : { category: selected }) }),
        onCount: (n) => {
          setRowCount(n);
          setError(null);
        },
        onError: setError,
      }),
    // A new block source whenever the category, the filter or the data changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selected, filter, gridVersion],
  );
  const onSortChanged = (e: SortChangedEvent<FeedProductRow>) => {
    onSort(
      e.api
        .getColumnState()
        .filter((c) => c.sort === 'asc' || c.sort === 'desc')
        .map((c) => ({ colId: c.colId as FeedSortColumn, sort: c.sort as 'asc' | 'desc' })),
    );
  };
  const open = (gridApi: GridApi<FeedProductRow>, row: FeedProductRow | undefined) => {
    void gridApi;
    if (row) openProduct(row.productId);
  };
  return (
    <section className="product-grid" aria-labelledby="products-title">
      <h2 id="products-title">
        Products{' '}
        <span
          className="badge"
          aria-label={
            rowCount === null ? 'Counting matching products' : `${count.format(rowCount)} matching products`
          }
        >
          {rowCount === null ? '…' : count.format(rowCount)}
        </span>
      </h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="grid-box" role="region" aria-label="Product grid">
        <AgGridReact<FeedProductRow>
          key={`${selected ?? ''}:${gridVersion}`}
          rowModelType="infinite"
          datasource={datasource}
          columnDefs={columns}
          defaultColDef={{ sortable: true, resizable: true }}
          cacheBlockSize={100}
          suppressColumnVirtualisation
          maxBlocksInCache={20}
          getRowId={(p) => `${p.data.category}:${p.data.productId}`}
          onRowClicked={(e) => open(e.api, e.data)}
          onCellKeyDown={(e) => {
            if ((e.event as KeyboardEvent | null)?.key === 'Enter') open(e.api, e.data);
          }}
          onSortChanged={onSortChanged}
          rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
        />
      </div>
    </section>
  );
}
