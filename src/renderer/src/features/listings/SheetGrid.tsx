import type {
  CellEditRequestEvent,
  CellFocusedEvent,
  ColDef,
  ColGroupDef,
  GridApi,
  IDatasource,
  ITooltipParams,
  ValueGetterParams,
} from 'ag-grid-community';
import {
  CellStyleModule,
  DateEditorModule,
  InfiniteRowModelModule,
  LocaleModule,
  NumberEditorModule,
  RenderApiModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  TooltipModule,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useGridName } from '../../ui/grid/grid-name.ts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { COLUMN_IDS } from '../../../../shared/listings/columns.ts';
import { cell } from '../../../../shared/listings/columns.ts';
import '../../ui/grid/grid-theme.ts';
import { epochOfDate, secondsOfDuration } from './cell-format.ts';
import { markKey, sheetColumns } from './grid-columns.ts';
import { newRowId, useListings } from './listings-store.ts';
import { box, copyBlock, fillDown, inBox, parseBlock, pasteBlock, setCell } from './sheet-model.ts';
import type { Range, SheetRow } from './sheet-model.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import { rowUploadState } from './upload-state.ts';
import { useLocationNames } from '../locations/location-names-store.ts';
import { locationIdsOf, sheetLocationIds } from './sheet-locations.ts';
import { resultLabel, severityLabel } from '../../../../shared/listings/result-words.ts';
import { t } from '../../i18n/index.ts';
import { TYPED_GRID } from '../../app/desktop-commands.ts';

/**
 * The AG Grid modules the listing sheet uses: blocks of the draft, its own words in the screen's language, an editor
 * per kind of cell, cell colours and tooltips for errors, refreshing marked cells and jumping to a cell.
 */
const MODULES: Module[] = [
  InfiniteRowModelModule,
  LocaleModule,
  TextEditorModule,
  NumberEditorModule,
  SelectEditorModule,
  DateEditorModule,
  CellStyleModule,
  TooltipModule,
  RenderApiModule,
  ScrollApiModule,
];

const COL_INDEX: ReadonlyMap<string, number> = new Map(COLUMN_IDS.map((id, i) => [id, i]));

export interface SheetGridHandle {
  api: GridApi<SheetRow> | null;
  range: Range | null;
}

type Mark = { severity: 'error' | 'warning'; messages: string[] };

/** The rules' issues by cell (only rows with issues are visited). */
function useMarks(): ReadonlyMap<string, Mark> {
  const issues = useListings((s) => s.issues);
  return useMemo(() => {
    const marks = new Map<string, Mark>();
    for (const [rowId, list] of issues)
      for (const i of list) {
        const key = markKey(rowId, i.column);
        const m = marks.get(key);
        if (m === undefined) marks.set(key, { severity: i.severity, messages: [i.message] });
        else {
          m.messages.push(i.message);
          if (i.severity === 'error') m.severity = 'error';
        }
      }
    return marks;
  }, [issues]);
}

/**
 * A cell's mark: the rules' issue, plus any attribute error the marketplace returned for that cell (looked up by
 * the row's SKU when the cell is drawn, so a large sheet is never walked to build them).
 */
function markOf(
  rules: ReadonlyMap<string, Mark>,
  results: ReadonlyMap<string, SkuResult>,
  row: SheetRow,
  column: string,
): Mark | undefined {
  const own = rules.get(markKey(row.id, column));
  const result = results.size === 0 ? undefined : results.get(cell(row.cells, 'sku'));
  if (result === undefined || result.issues.length === 0) return own;
  // The marketplace's word was about the cells as they were sent; an edited row is judged afresh.
  if (rowUploadState(row, results) === 'changed') return own;
  const remote = result.issues.filter((i) => i.cell?.column === column);
  if (remote.length === 0) return own;
  const mark: Mark = { severity: own?.severity ?? 'warning', messages: [...(own?.messages ?? [])] };
  for (const i of remote) {
    mark.messages.push(t('listings.grid.marketplaceSays', { description: i.description }));
    if (i.severity === 'ERROR') mark.severity = 'error';
  }
  return mark;
}

/**
 * The sheet reaches AG Grid through its infinite row model: the grid asks for the blocks it shows and reads them
 * from the store's rows, so a 50,000-row sheet never becomes 50,000 grid row nodes. Blocks are answered at once.
 */
/** Sorting the view would part a row's place on screen from its place in the sheet, which edits address. */
const DEFAULT_COL_DEF: ColDef<SheetRow> = { sortable: false };
/** Rows drawn beyond the visible ones (AG Grid's default is 10): the first drawing of the sheet is one task. */
const ROW_BUFFER = 2;

const sheetDatasource: IDatasource = {
  getRows(params) {
    const rows = useListings.getState().rows;
    params.successCallback(rows.slice(params.startRow, params.endRow), rows.length);
  },
};

/** The sheet: AG Grid Community plus the range, clipboard and keyboard handling of sheet-model.ts. */
export function SheetGrid({
  handle,
  onFocus,
}: {
  handle: React.RefObject<SheetGridHandle>;
  onFocus: (row: number | null) => void;
}) {
  const results = useListings((s) => s.results);
  const known = useListings((s) => s.known);
  const edit = useListings((s) => s.edit);
  const undo = useListings((s) => s.undo);
  const redo = useListings((s) => s.redo);
  const marks = useMarks();
  const wrapper = useRef<HTMLDivElement>(null);
  useGridName(wrapper, t('listings.grid.label'));
  const shiftHeld = useRef(false);
  const state = useRef({ marks, results, known });
  state.current = { marks, results, known };

  const inRange = useCallback(
    (row: number, col: number) => {
      const range = handle.current.range;
      return (
        range !== null &&
        (range.anchor.row !== range.focus.row || range.anchor.col !== range.focus.col) &&
        inBox(box(range), row, col)
      );
    },
    [handle],
  );

  const columnDefs = useMemo<(ColDef<SheetRow> | ColGroupDef<SheetRow>)[]>(() => {
    const status: ColDef<SheetRow> = {
      colId: 'result',
      headerName: t('listings.grid.result'),
      pinned: 'left',
      width: 190,
      editable: false,
      valueGetter: (p: ValueGetterParams<SheetRow>) => {
        if (p.data === undefined) return '';
        const sku = cell(p.data.cells, 'sku');
        const r = state.current.results.get(sku);
        if (r !== undefined)
          return rowUploadState(p.data, state.current.results) === 'changed'
            ? t('listings.grid.changedSince', { last: resultLabel(r.status, t).toLowerCase() })
            : resultLabel(r.status, t);
        return sku !== '' && state.current.known.has(sku) ? t('listings.grid.willOverwrite') : '';
      },
      // The colour follows the code of a result shown as it is (not one changed since); the cell shows its words.
      cellClass: (p) => {
        const code = p.data && state.current.results.get(cell(p.data.cells, 'sku'))?.status;
        if (code === undefined || p.value !== resultLabel(code, t)) return '';
        return code === 'FAILURE' || code === 'NOT_REPORTED'
          ? 'cell-error'
          : code === 'WARNING'
            ? 'cell-warning'
            : code === 'SUCCESS'
              ? 'cell-ok'
              : '';
      },
      tooltipValueGetter: (p: ITooltipParams<SheetRow>) => {
        const row = p.data as SheetRow | undefined;
        const r = state.current.results.get(cell(row?.cells ?? {}, 'sku'));
        if (r === undefined || row === undefined) return undefined;
        const changed = rowUploadState(row, state.current.results) === 'changed';
        const lines = r.issues.map((i) =>
          t('listings.grid.issueLine', {
            severity: severityLabel(i.severity, t),
            description: i.description,
          }),
        );
        if (changed)
          return [
            t('listings.grid.editedAfter', { last: resultLabel(r.status, t).toLowerCase() }),
            ...lines,
          ].join('\n');
        return lines.length > 0 ? lines.join('\n') : undefined;
      },
    };
    const rowNumber: ColDef<SheetRow> = {
      colId: 'row',
      headerName: '#',
      pinned: 'left',
      width: 70,
      editable: false,
      valueGetter: (p: ValueGetterParams<SheetRow>) => (p.node?.rowIndex ?? 0) + 1,
    };
    return [
      { headerName: t('listings.grid.rowGroup'), children: [rowNumber, status] },
      ...sheetColumns(
        () => ({
          mark: (row, column) => markOf(state.current.marks, state.current.results, row, column),
          inRange,
        }),
        COL_INDEX,
        () => ({
          names: useLocationNames.getState().names,
          seen: () => sheetLocationIds(useListings.getState().rows),
        }),
      ),
    ];
  }, [inRange]);

  useEffect(() => {
    handle.current.api?.refreshCells({ force: true });
  }, [marks, results, known, handle]);

  // A location named or renamed (Shipments › Name locations) reads by its new name in the sheet at once.
  useEffect(
    () =>
      useLocationNames.subscribe((state, previous) => {
        if (state.names !== previous.names)
          handle.current.api?.refreshCells({ columns: ['location_id'], force: true });
      }),
    [handle],
  );

  // A new version of the sheet (edit, undo, import, load): its length, and the blocks on screen re-read. In a task
  // of its own, so drawing the grid does not add to the task that changed the sheet.
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    let shown = useListings.getState().rows.length;
    const unsubscribe = useListings.subscribe((state, previous) => {
      if (state.rows === previous.rows || pending !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        const api = handle.current.api;
        const length = useListings.getState().rows.length;
        if (api === null) return;
        // From an empty sheet, the first block tells the count: rows are drawn once, with their data, instead of
        // first as empty placeholders that are then drawn again.
        if (shown === 0) api.purgeInfiniteCache();
        else {
          if (length !== shown) api.setRowCount(length, true);
          api.refreshInfiniteCache();
        }
        shown = length;
      }, 0);
    });
    return () => {
      unsubscribe();
      clearTimeout(pending);
    };
  }, [handle]);

  const onCellEditRequest = (e: CellEditRequestEvent<SheetRow>) => {
    const column = e.column.getColId();
    const index = e.node.rowIndex;
    if (index === null || !COL_INDEX.has(column)) return;
    const raw = e.newValue === null || e.newValue === undefined ? '' : String(e.newValue);
    const value =
      column === 'mfg_date'
        ? epochOfDate(raw)
        : column === 'shelf_life'
          ? secondsOfDuration(raw)
          : column === 'location_id'
            ? locationIdsOf(raw, useLocationNames.getState().names)
            : raw;
    edit((all) => setCell(all, index, column, value));
  };

  const onCellFocused = (e: CellFocusedEvent<SheetRow>) => {
    const column = typeof e.column === 'string' ? e.column : e.column?.getColId();
    if (e.rowIndex === null || e.rowIndex === undefined) return onFocus(null);
    onFocus(e.rowIndex);
    const col = COL_INDEX.get(column ?? '');
    if (col === undefined) return;
    const pos = { row: e.rowIndex, col };
    const range = handle.current.range;
    handle.current.range =
      shiftHeld.current && range !== null
        ? { anchor: range.anchor, focus: pos }
        : { anchor: pos, focus: pos };
    handle.current.api?.refreshCells({ force: true });
  };

  // The clipboard: a block of the range out as TSV, a TSV block in at the range's top-left cell.
  useEffect(() => {
    const inGrid = (target: EventTarget | null) => {
      const el = (target instanceof Node ? target : null) ?? document.activeElement;
      if (!wrapper.current || !el || !wrapper.current.contains(el)) return false;
      return !(
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      );
    };
    const onCopy = (e: ClipboardEvent) => {
      const range = handle.current.range;
      if (!inGrid(document.activeElement) || range === null || e.clipboardData === null) return;
      e.preventDefault();
      e.clipboardData.setData('text/plain', copyBlock(useListings.getState().rows, COLUMN_IDS, range));
    };
    const onPaste = (e: ClipboardEvent) => {
      const range = handle.current.range;
      if (!inGrid(document.activeElement) || range === null || e.clipboardData === null) return;
      const text = e.clipboardData.getData('text/plain');
      if (text === '') return;
      e.preventDefault();
      const b = box(range);
      const block = parseBlock(text);
      edit((all) => pasteBlock(all, COLUMN_IDS, { row: b.top, col: b.left }, block, newRowId));
      handle.current.range = {
        anchor: { row: b.top, col: b.left },
        focus: {
          row: b.top + block.length - 1,
          col: Math.min(COLUMN_IDS.length - 1, b.left + Math.max(...block.map((l) => l.length)) - 1),
        },
      };
    };
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [edit, handle]);

  /**
   * The range follows the pointer at once: AG Grid tells of the focus change a moment later, and a Ctrl+C or Ctrl+V
   * pressed within that moment must act on the cell just clicked, not on the one before.
   */
  const selectCellAt = (target: EventTarget) => {
    if (!(target instanceof Element)) return;
    const cellEl = target.closest('.ag-cell');
    const rowEl = cellEl?.closest('[row-index]');
    const col = COL_INDEX.get(cellEl?.getAttribute('col-id') ?? '');
    const row = Number(rowEl?.getAttribute('row-index'));
    if (col === undefined || !Number.isInteger(row) || row < 0) return;
    const pos = { row, col };
    const range = handle.current.range;
    handle.current.range =
      shiftHeld.current && range !== null
        ? { anchor: range.anchor, focus: pos }
        : { anchor: pos, focus: pos };
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    shiftHeld.current = e.shiftKey;
    const target = e.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    )
      return;
    const mod = e.ctrlKey || e.metaKey;
    const range = handle.current.range;
    if (mod && e.key.toLowerCase() === 'z' && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if (mod && (e.key.toLowerCase() === 'y' || (e.key.toLowerCase() === 'z' && e.shiftKey))) {
      e.preventDefault();
      redo();
    } else if (mod && e.key.toLowerCase() === 'd' && range !== null) {
      e.preventDefault();
      edit((all) => fillDown(all, COLUMN_IDS, range));
    } else if (
      (e.key === 'Delete' || e.key === 'Backspace') &&
      range !== null &&
      handle.current.api?.getEditingCells().length === 0
    ) {
      const b = box(range);
      if (b.top === b.bottom && b.left === b.right) return;
      e.preventDefault();
      const blank = Array.from({ length: b.bottom - b.top + 1 }, () =>
        Array.from({ length: b.right - b.left + 1 }, () => ''),
      );
      edit((all) => pasteBlock(all, COLUMN_IDS, { row: b.top, col: b.left }, blank, newRowId));
    }
  };

  return (
    // The sheet's keys (copy, paste, fill down, clear) come from the grid's focused cell and bubble to here.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- a delegate for the grid's cells
    <div
      ref={wrapper}
      className="listing-grid"
      {...{ [TYPED_GRID]: '' }}
      onKeyDown={onKeyDown}
      onKeyUp={(e) => (shiftHeld.current = e.shiftKey)}
      onMouseDownCapture={(e) => {
        shiftHeld.current = e.shiftKey;
        selectCellAt(e.target);
      }}
    >
      <AgGridReact<SheetRow>
        modules={MODULES}
        rowModelType="infinite"
        datasource={sheetDatasource}
        cacheBlockSize={100}
        maxBlocksInCache={20}
        rowBuffer={ROW_BUFFER}
        defaultColDef={DEFAULT_COL_DEF}
        columnDefs={columnDefs}
        getRowId={(p) => p.data.id}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        onCellFocused={onCellFocused}
        onGridReady={(e) => (handle.current.api = e.api)}
        tooltipShowDelay={150}
        suppressMovableColumns
        stopEditingWhenCellsLoseFocus
        enterNavigatesVerticallyAfterEdit
        overlayNoRowsTemplate={t('listings.grid.empty')}
      />
    </div>
  );
}
