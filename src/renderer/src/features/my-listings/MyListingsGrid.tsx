import type {
  CellValueChangedEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  SelectionChangedEvent,
} from 'ag-grid-community';
import {
  CellStyleModule,
  ColumnApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  NumberEditorModule,
  RenderApiModule,
  RowSelectionModule,
  TextEditorModule,
  TooltipModule,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useGridName } from '../../ui/grid/grid-name.ts';
import { memo, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChangeIntent } from '../../../../shared/my-listings/intents.ts';
import type { MyListingRow } from '../../../../shared/my-listings/payloads.ts';
import {
  parseRupeeInput,
  parseStockInput,
  type RupeeField,
} from '../../../../shared/my-listings/price-inputs.ts';
import { t } from '../../i18n/index.ts';
import { gridSort } from '../../ui/grid/grid-sort.ts';
import { useBlockReports } from '../../ui/grid/app-blocks.ts';
import '../../ui/grid/grid-theme.ts';
import { myListingColumns, selectColumn } from './grid-columns.tsx';
import {
  MY_LISTINGS_BLOCK_SIZE as BLOCK_SIZE,
  myListingBlocks as datasource,
  reportBlocksTo,
} from './my-listing-blocks.ts';
import { useMyListings } from './my-listings-store.ts';
import { useLocationNames } from '../locations/location-names-store.ts';
import { TYPED_GRID } from '../../app/desktop-commands.ts';

const MODULES: Module[] = [
  InfiniteRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  LocaleModule,
  CellStyleModule,
  NumberEditorModule,
  TextEditorModule,
  TooltipModule,
  // refreshCells: a location named since is shown by its name.
  RenderApiModule,
];
/** Shown while the rows are counted: a sign, not words. */
const ELLIPSIS = '…';
const DEFAULT_COL_DEF = { resizable: true };
const ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: false } as const;
const rowId = (p: GetRowIdParams<MyListingRow>) => p.data.sku;
const onSelectionChanged = (e: SelectionChangedEvent<MyListingRow>) =>
  useMyListings.getState().setSelection(e.api.getSelectedRows().map((r) => r.sku));

/** Cells typed in whole rupees that only Stockroom keeps (nothing is sent): the rule, the floor, the ceiling. */
const RUPEE_FIELDS: Record<string, RupeeField> = { ruleUnder: 'rule', floor: 'floor', ceiling: 'ceiling' };

/** One cell edited in place: a preview of that one change (nothing is sent before the seller confirms). */
function onCellValueChanged(e: CellValueChangedEvent<MyListingRow>): void {
  const row = e.data;
  const colId = e.column.getColId();
  const field = RUPEE_FIELDS[colId];
  if (row && field !== undefined) {
    // Typed as text, so "5%" or "-200" arrive as typed and are refused in words, never read as something else.
    const typed = parseRupeeInput(e.newValue, field, t);
    const store = useMyListings.getState();
    if (!typed.ok) store.refuseEdit(typed.problem);
    // An emptied rule cell removes the rule; proposals follow from the backend (buyBoxChanged).
    else if (field === 'rule') void store.setRule(row.sku, typed.value);
    else
      void store.setLimits(row.sku, {
        floor: row.floor ?? undefined,
        ceiling: row.ceiling ?? undefined,
        [field]: typed.value ?? undefined,
      });
    return;
  }
  if (!row || e.newValue === e.oldValue) return;
  // Typed as text and read here: "649.99" or "2.5" is refused in words, never cut to another number and sent.
  const typed =
    colId === 'stock'
      ? parseStockInput(e.newValue, t)
      : parseRupeeInput(e.newValue, colId === 'mrp' ? 'mrp' : 'sellingPrice', t);
  if (!typed.ok) return useMyListings.getState().refuseEdit(typed.problem);
  const value = typed.value;
  // An emptied cell changes nothing: the grid draws the listing as read again.
  if (value === null) return useMyListings.getState().refuseEdit(null);
  const skus = [row.sku];
  const intent: ChangeIntent =
    colId === 'stock'
      ? { kind: 'stock', skus, inventory: value, locationId: row.locations[0]?.id }
      : { kind: 'price', skus, set: colId === 'mrp' ? { mrp: value } : { sellingPrice: value } };
  void useMyListings.getState().preview(intent);
}

/** Every listing of the active profile as last read: blocks sorted and searched in SQL. */
export const MyListingsGrid = memo(function MyListingsGrid() {
  const gridApi = useRef<GridApi<MyListingRow> | null>(null);
  const picked = useMyListings((s) => s.selection.length);
  // Made at render, in the language of the moment (a switch re-mounts the screen).
  const columns = useMemo(() => myListingColumns(), []);
  const localeText = useMemo(() => ({ noRowsToShow: t('myListings.grid.empty') }), []);
  const { rowCount, error } = useBlockReports(reportBlocksTo);
  // Its first rows were asked for as the tab was picked or a link from Today opened it (ListingsScreen).
  useEffect(
    () =>
      useMyListings.subscribe((state, before) => {
        const grid = gridApi.current;
        if (grid === null || state.gridVersion === before.gridVersion) return;
        datasource.prefetch({ endRow: BLOCK_SIZE, sort: gridSort(grid) });
        grid.refreshInfiniteCache();
      }),
    [],
  );
  // A location named since reads by its name at once.
  useEffect(
    () =>
      useLocationNames.subscribe((state, before) => {
        if (state.names !== before.names)
          gridApi.current?.refreshCells({ columns: ['locations'], force: true });
      }),
    [],
  );
  const box = useRef<HTMLDivElement>(null);
  useGridName(box, t('myListings.grid.region'));
  const onGridReady = (event: GridReadyEvent<MyListingRow>) => {
    gridApi.current = event.api;
  };

  return (
    <section className="my-listings-grid" aria-labelledby="my-listings-count">
      <p id="my-listings-count" className="muted">
        <span
          aria-label={
            rowCount === null
              ? t('myListings.grid.counting')
              : t('myListings.grid.count', { count: rowCount })
          }
        >
          {rowCount === null ? (
            ELLIPSIS
          ) : (
            <FormattedMessage id="myListings.grid.count" values={{ count: rowCount }} />
          )}
        </span>
        <span role="status">
          {picked === 0 ? '' : <FormattedMessage id="myListings.grid.selected" values={{ count: picked }} />}
        </span>
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div
        ref={box}
        className="grid-box"
        role="region"
        aria-label={t('myListings.grid.region')}
        {...{ [TYPED_GRID]: '' }}
      >
        <AgGridReact<MyListingRow>
          modules={MODULES}
          rowModelType="infinite"
          datasource={datasource}
          columnDefs={columns}
          defaultColDef={DEFAULT_COL_DEF}
          cacheBlockSize={BLOCK_SIZE}
          maxBlocksInCache={20}
          getRowId={rowId}
          onGridReady={onGridReady}
          onSelectionChanged={onSelectionChanged}
          onCellValueChanged={onCellValueChanged}
          rowSelection={ROW_SELECTION}
          selectionColumnDef={selectColumn}
          localeText={localeText}
          singleClickEdit={false}
          stopEditingWhenCellsLoseFocus
          // Fifteen columns: all drawn, so the buy box and rule columns are there wherever the grid is scrolled.
          suppressColumnVirtualisation
        />
      </div>
    </section>
  );
});
