import type {
  CellClassParams,
  ColDef,
  ColGroupDef,
  ITooltipParams,
  ValueGetterParams,
} from 'ag-grid-community';
import { COLUMNS } from '../../../../shared/listings/columns.ts';
import type { ColumnDef, ColumnGroup } from '../../../../shared/listings/columns.ts';
import { dateOfEpoch, durationText, listSummary, rupees } from './cell-format.ts';
import type { SheetRow } from './sheet-model.ts';

/** What the cell styling and tooltips read; kept in a ref so the grid can refresh without new column defs. */
export interface CellMarks {
  /** Message lines and severity of a cell, if it has any. */
  mark: (row: SheetRow, column: string) => { severity: 'error' | 'warning'; messages: string[] } | undefined;
  inRange: (rowIndex: number, colIndex: number) => boolean;
}

export const markKey = (rowId: string, column: string): string => `${rowId}|${column}`;

const MONEY = new Set(['mrp', 'selling_price', 'shipping_local', 'shipping_zonal', 'shipping_national']);

function editorOf(c: ColumnDef): Partial<ColDef<SheetRow>> {
  if (c.list !== undefined) return { cellEditor: 'agTextCellEditor' };
  switch (c.kind) {
    case 'enum':
    case 'bool':
      return { cellEditor: 'agSelectCellEditor', cellEditorParams: { values: ['', ...(c.allowed ?? [])] } };
    case 'int':
      return {
        cellEditor: 'agNumberCellEditor',
        cellEditorParams: { min: 0, precision: 0, showStepperButtons: false },
      };
    case 'decimal':
      return {
        cellEditor: 'agNumberCellEditor',
        cellEditorParams: { min: 0, precision: 3, showStepperButtons: false },
      };
    case 'date':
      return { cellEditor: 'agDateStringCellEditor' };
    default:
      return { cellEditor: 'agTextCellEditor' };
  }
}

function formatterOf(c: ColumnDef): ((text: string) => string) | undefined {
  if (c.list !== undefined) return listSummary;
  if (c.kind === 'duration') return durationText;
  if (MONEY.has(c.id)) return rupees;
  return undefined;
}

/** Column groups of the sheet (price, tax, shipping fees, …), one column per field, with typed editors. */
export function sheetColumns(
  marks: () => CellMarks,
  colIndex: ReadonlyMap<string, number>,
): (ColDef<SheetRow> | ColGroupDef<SheetRow>)[] {
  const groups = new Map<ColumnGroup, ColDef<SheetRow>[]>();
  for (const c of COLUMNS) {
    const format = formatterOf(c);
    const index = colIndex.get(c.id) ?? -1;
    const def: ColDef<SheetRow> = {
      colId: c.id,
      headerName: c.title,
      headerTooltip: c.id,
      editable: true,
      width: c.list !== undefined || c.kind === 'text' ? 170 : 120,
      // The SKU stays in view while the columns to its right are edited.
      ...(c.id === 'sku' ? { pinned: 'left' as const, lockPinned: true } : {}),
      valueGetter: (p: ValueGetterParams<SheetRow>) => {
        const raw = p.data?.cells[c.id] ?? '';
        return c.kind === 'date' ? dateOfEpoch(raw) : raw;
      },
      ...(format === undefined
        ? {}
        : { valueFormatter: (p: { value: unknown }) => format(String(p.value ?? '')) }),
      cellClass: (p: CellClassParams<SheetRow>) => {
        const m = marks();
        const out: string[] = [];
        const mark = p.data ? m.mark(p.data, c.id) : undefined;
        if (mark) out.push(mark.severity === 'error' ? 'cell-error' : 'cell-warning');
        if (p.node.rowIndex !== null && m.inRange(p.node.rowIndex, index)) out.push('cell-in-range');
        return out;
      },
      tooltipValueGetter: (p: ITooltipParams<SheetRow>) => {
        const row = p.data as SheetRow | undefined;
        const mark = row ? marks().mark(row, c.id) : undefined;
        return mark ? mark.messages.join('\n') : undefined;
      },
      ...editorOf(c),
    };
    const list = groups.get(c.group) ?? [];
    list.push(def);
    groups.set(c.group, list);
  }
  return [...groups].map(([group, children]) => ({
    headerName: group[0]?.toUpperCase() + group.slice(1),
    children,
  }));
}
