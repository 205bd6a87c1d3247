import type {
  CellKeyDownEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowClickedEvent,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import {
  CellStyleModule,
  ColumnApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  RowSelectionModule,
  TooltipModule,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useGridName } from '../../ui/grid/grid-name.ts';
import { memo, useEffect, useRef, useState } from 'react';
import type { FeedProductRow } from '../../../../shared/feeds/types.ts';
import type { GridSort } from '../../../../shared/grid/block.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { useBlockReports } from '../../ui/grid/app-blocks.ts';
import { gridSort, showGridSort, withInitialSort } from '../../ui/grid/grid-sort.ts';
import '../../ui/grid/grid-theme.ts';
import { ALL_CATEGORIES, useFeeds } from './feeds-store.ts';
import { productColumns } from './product-columns.tsx';
import { sortColumn } from './sort-column.ts';
import {
  askFirstProducts,
  PRODUCT_BLOCK_SIZE as BLOCK_SIZE,
  productBlocks as datasource,
  reportBlocksTo,
} from './product-blocks.ts';
import { selectColumn } from './select-column.tsx';
import { useWatch } from './watch-store.ts';

// The grid's options, made once (as the shipment grid's): a new object on a render makes AG Grid work its columns
// out again, and a new key or datasource would remount it and lose its sort. Those in words are made once per
// mount, in the language of the screen (a change of language mounts the screen again).
/**
 * The AG Grid modules this grid uses: blocks, column state (sort, the category column), ticks, its own words, cell
 * classes (AG Grid right-aligns the number columns with one) and the headers' tooltips (what Select, the star and
 * the selling price mean).
 */
const MODULES: Module[] = [
  InfiniteRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  LocaleModule,
  CellStyleModule,
  TooltipModule,
];
const DEFAULT_COL_DEF = { resizable: true };
/** The grid's own words where it has any, in the app's voice (hence the Locale module). */
const localeText = () => ({
  noRowsToShow: t('feeds.grid.noRows'),
  // What a screen reader hears of a row's checkbox and a sortable header.
  ariaRowToggleSelection: t('feeds.grid.ariaToggle'),
  ariaChecked: t('feeds.grid.ariaChecked'),
  ariaUnchecked: t('feeds.grid.ariaUnchecked'),
  ariaSortableColumn: t('feeds.grid.ariaSortable'),
  ariaRowSelect: t('feeds.grid.ariaSelect'),
  ariaRowDeselect: t('feeds.grid.ariaDeselect'),
});
/**
 * Rows are picked as in a file manager: a click selects its row (and opens it), Ctrl/⌘-click adds or drops a row,
 * Shift-click takes the range from the last row picked, a checkbox or Space (off the star) ticks one more. AG Grid's
 * own selection, kept by row id, so it survives the infinite blocks coming and going. No "select all" in the
 * header: the infinite model holds only the blocks read so far.
 */
const ROW_SELECTION = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: false,
  enableClickSelection: true,
} as const;
/** The count's place while it is read: a mark, no word. */
const PENDING = '…';
const MAX_BLOCKS = 20;
const ROW_BUFFER = 4;
const rowId = (p: GetRowIdParams<FeedProductRow>) => `${p.data.category}:${p.data.productId}`;
const open = (row: FeedProductRow | undefined) => {
  if (row) useFeeds.getState().openProduct(row.productId, row.category);
};
/** A plain click opens the product; a Ctrl/⌘- or Shift-click only picks rows. */
const openRow = (e: RowClickedEvent<FeedProductRow>) => {
  const click = e.event as MouseEvent | null | undefined;
  if (click && (click.ctrlKey || click.metaKey || click.shiftKey)) return;
  open(e.data);
};
const onSelectionChanged = (e: SelectionChangedEvent<FeedProductRow>) =>
  useFeeds
    .getState()
    .setSelection(e.api.getSelectedRows().map((r) => ({ category: r.category, productId: r.productId })));
/** Enter opens the product; on the star's cell, Space or Enter toggles the watchlist (the keyboard's star). */
const onCellKey = (e: CellKeyDownEvent<FeedProductRow>) => {
  const key = (e.event as KeyboardEvent | null)?.key;
  if (e.data && e.column.getColId() === 'watch' && (key === ' ' || key === 'Enter')) {
    e.event?.preventDefault();
    void useWatch.getState().toggle(e.data.category, e.data.productId);
  } else if (key === 'Enter') open(e.data);
};
const onSortChanged = (e: SortChangedEvent<FeedProductRow>) =>
  useFeeds.getState().setSort(gridSort(e.api, sortColumn));

/**
 * The products of the selected category (or of every stored one): AG Grid's infinite row model over blocks sorted
 * and filtered in SQL. Mounted once: a new category, filter or sync reaches it as a refresh of its blocks, with the
 * first block asked for ahead of the grid, and the sort stays where the store keeps it.
 */
export const ProductGrid = memo(function ProductGrid() {
  const gridApi = useRef<GridApi<FeedProductRow> | null>(null);
  const picked = useFeeds((s) => s.selection.length);
  // The columns start in the kept sort, so that the grid's own first request is the block asked ahead (sorted)
  // rather than an unsorted one that drops it and a third once onGridReady has shown the sort; and with the category
  // column already hidden or shown, so that onGridReady has no column to change on an ordinary return.
  const [start] = useState(() => startColumns(useFeeds.getState()));
  const [selectionColumn] = useState(selectColumn);
  const [words] = useState(localeText);
  const { rowCount, error } = useBlockReports(reportBlocksTo);
  // The first rows are asked for as the grid is first drawn, ahead of the screen's other questions (the directory,
  // the watchlist, the brands: their effects run after this render), so the block is the first to reach the
  // backend rather than waiting behind them for one of the browser's connections (product-blocks.ts). A render
  // React starts again asks nothing more.
  useState(askFirstProducts);

  useEffect(
    () =>
      useFeeds.subscribe((state, before) => {
        const grid = gridApi.current;
        if (grid === null) return;
        if (state.sortVersion !== before.sortVersion) showGridSort(grid, state.sort);
        if (state.selected !== before.selected) showCategoryColumn(grid, state.selected);
        // The store starts a new selection (another category or filter): the ticks go too.
        if (state.selection !== before.selection && state.selection.length === 0) grid.deselectAll();
        if (state.gridVersion === before.gridVersion) return;
        datasource.prefetch({ endRow: BLOCK_SIZE, sort: state.sort });
        grid.refreshInfiniteCache();
      }),
    [],
  );

  const box = useRef<HTMLDivElement>(null);
  useGridName(box, t('feeds.grid.region'));
  const onGridReady = (event: GridReadyEvent<FeedProductRow>) => {
    gridApi.current = event.api;
    // Shown again only where the store moved on since the columns were made: each is a pass over every column.
    const { sort, selected } = useFeeds.getState();
    if (sort !== start.sort) showGridSort(event.api, sort);
    if (selected !== start.selected) showCategoryColumn(event.api, selected);
  };

  return (
    <section className="product-grid" aria-labelledby="products-title">
      <div className="products-heading">
        <h2 id="products-title">
          <span>{t('feeds.view.products')} </span>
          <span
            className="badge"
            aria-label={
              rowCount === null ? t('feeds.grid.counting') : t('feeds.grid.matching', { count: rowCount })
            }
          >
            {rowCount === null ? PENDING : formatCount(rowCount)}
          </span>
        </h2>
        {/* Always there (empty when nothing is ticked), so that a reader hears the count change. */}
        <span className="selection-count" role="status">
          {picked === 0 ? '' : t('feeds.grid.selected', { count: picked })}
        </span>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div ref={box} className="grid-box" role="region" aria-label={t('feeds.grid.region')}>
        <AgGridReact<FeedProductRow>
          modules={MODULES}
          rowModelType="infinite"
          datasource={datasource}
          columnDefs={start.columns}
          defaultColDef={DEFAULT_COL_DEF}
          cacheBlockSize={BLOCK_SIZE}
          maxBlocksInCache={MAX_BLOCKS}
          rowBuffer={ROW_BUFFER}
          suppressColumnVirtualisation
          getRowId={rowId}
          onGridReady={onGridReady}
          onRowClicked={openRow}
          onCellKeyDown={onCellKey}
          onSortChanged={onSortChanged}
          onSelectionChanged={onSelectionChanged}
          rowSelection={ROW_SELECTION}
          selectionColumnDef={selectionColumn}
          localeText={words}
        />
      </div>
    </section>
  );
});

/** The columns as the grid starts: in the store's sort, the category column only where it shows them all. */
function startColumns({ sort, selected }: { sort: GridSort[]; selected: string | null }) {
  const columns = withInitialSort(productColumns(), sort).map((c) =>
    c.colId === 'category' ? { ...c, initialHide: selected !== ALL_CATEGORIES } : c,
  );
  return { sort, selected, columns };
}

/** The category column says which category a row is of: only needed when the grid shows them all. */
function showCategoryColumn(grid: GridApi<FeedProductRow>, selected: string | null): void {
  grid.setColumnsVisible(['category'], selected === ALL_CATEGORIES);
}
