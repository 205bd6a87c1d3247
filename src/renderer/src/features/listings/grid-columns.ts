import type {
  CellClassParams,
  ColDef,
  ColGroupDef,
  ITooltipParams,
  ValueGetterParams,
} from 'ag-grid-community';
import { COLUMNS, LIST_SEPARATOR, joinEntries } from '../../../../shared/listings/columns.ts';
import {
  locationChoices,
  locationLabel,
  type LocationNames,
} from '../../../../shared/locations/location-names.ts';
import type { ColumnDef, ColumnGroup } from '../../../../shared/listings/columns.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { columnTitle } from '../../../../shared/listings/words.ts';
import { t } from '../../i18n/index.ts';
import { dateOfEpoch, durationText, listSummary, rupees } from './cell-format.ts';
import type { SheetRow } from './sheet-model.ts';

/** What the cell styling and tooltips read; kept in a ref so the grid can refresh without new column defs. */
export interface CellMarks {
  /** Message lines and severity of a cell, if it has any. */
  mark: (row: SheetRow, column: string) => { severity: 'error' | 'warning'; messages: string[] } | undefined;
  inRange: (rowIndex: number, colIndex: number) => boolean;
}

/** The seller's location names, and the location ids the sheet already holds: what the location cell offers. */
export interface LocationsKnown {
  names: LocationNames;
  seen: () => Iterable<string>;
}

/**
 * The location cell reads by name ("Pune warehouse (+1)") while it keeps the ids the marketplace takes; a cell of one
 * location is edited with a choice list of the seller's locations, a cell of several as text (a typed name is read
 * as its id when the edit is saved).
 */
function locationColumn(locations: () => LocationsKnown): Partial<ColDef<SheetRow>> {
  return {
    valueFormatter: (p: { value: unknown; data?: SheetRow | undefined }) => {
      const { names } = locations();
      const text = String(p.value ?? '');
      if (text.trim() === '') return '';
      return listSummary(joinEntries(text.split(LIST_SEPARATOR).map((id) => locationLabel(id, names))));
    },
    cellEditorSelector: (p: { value: unknown }) => {
      const text = String(p.value ?? '').trim();
      if (text.includes(LIST_SEPARATOR)) return { component: 'agTextCellEditor' };
      const { names, seen } = locations();
      return {
        component: 'agSelectCellEditor',
        // Shown by the column's formatter: each location by its name.
        params: { values: ['', ...locationChoices(names, [...seen(), text])] },
      };
    },
  };
}

export const markKey = (rowId: string, column: string): string => `${rowId}|${column}`;

const GROUP_TITLES: Record<ColumnGroup, MessageId> = {
  listing: 'listings.group.listing',
  price: 'listings.group.price',
  tax: 'listings.group.tax',
  'shipping fees': 'listings.group.shippingFees',
  fulfillment: 'listings.group.fulfillment',
  package: 'listings.group.package',
  location: 'listings.group.location',
  labels: 'listings.group.labels',
  dating: 'listings.group.dating',
};

const MONEY = new Set(['mrp', 'selling_price', 'shipping_local', 'shipping_zonal', 'shipping_national']);

function editorOf(c: ColumnDef): Partial<ColDef<SheetRow>> {
  if (c.list !== undefined) return { cellEditor: 'agTextCellEditor' };
  switch (c.kind) {
    case 'enum':
    case 'bool':
      return { cellEditor: 'agSelectCellEditor', cellEditorParams: { values: ['', ...(c.allowed ?? [])] } };
    case 'date':
      return { cellEditor: 'agDateStringCellEditor' };
    // Numbers too are typed as text and checked like an imported cell: AG Grid's number editor dropped what it could
    // not hold (the point of "649.99" in a whole-rupee cell), so a typo was kept silently as another, valid price.
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
  locations: () => LocationsKnown,
): (ColDef<SheetRow> | ColGroupDef<SheetRow>)[] {
  const groups = new Map<ColumnGroup, ColDef<SheetRow>[]>();
  for (const c of COLUMNS) {
    const format = formatterOf(c);
    const index = colIndex.get(c.id) ?? -1;
    const def: ColDef<SheetRow> = {
      colId: c.id,
      headerName: columnTitle(c.id, t),
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
      // The seller's own values: data, not words to translate.
      cellClass: (p: CellClassParams<SheetRow>) => {
        const m = marks();
        const out: string[] = ['no-translate'];
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
      ...(c.id === 'location_id' ? locationColumn(locations) : {}),
    };
    const list = groups.get(c.group) ?? [];
    list.push(def);
    groups.set(c.group, list);
  }
  return [...groups].map(([group, children]) => ({
    headerName: t(GROUP_TITLES[group]),
    children,
  }));
}
