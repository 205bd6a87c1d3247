import type { ColDef, ICellRendererParams, SelectionColumnDef } from 'ag-grid-community';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { useEffect, useId } from 'react';
import { describeStock, formatRupees } from '../../../../shared/my-listings/checks.ts';
import { MY_LISTINGS_SORTABLE } from '../../../../shared/my-listings/payloads.ts';
import type { MyListingRow, MyListingsSortColumn } from '../../../../shared/my-listings/payloads.ts';
import { buyBoxColumns, rupeeTextEditor } from './buy-box-columns.tsx';
import { useLocationNames } from '../locations/location-names-store.ts';

/** The column's id, when it is one the backend sorts by. */
export function sortColumn(colId: string): MyListingsSortColumn | undefined {
  return (MY_LISTINGS_SORTABLE as readonly string[]).includes(colId)
    ? (colId as MyListingsSortColumn)
    : undefined;
}

const STATE_WORDS: Record<string, string> = {
  unread: 'Not read yet',
  unavailable: 'No listing of yours',
  invalid: 'Not a valid SKU',
  unreported: 'Not reported by the marketplace',
};

const rupees = (v: unknown) => (typeof v === 'number' ? formatRupees(v) : '');

/** Names a row's checkbox after its SKU ("Select SKU-1"), over AG Grid's own label, which is the same for all. */
function SelectName({ data, eGridCell }: ICellRendererParams<MyListingRow>) {
  const id = useId();
  useEffect(() => {
    const name = () => {
      const input = eGridCell.querySelector('input[type="checkbox"]');
      if (input !== null && input.getAttribute('aria-labelledby') !== id)
        input.setAttribute('aria-labelledby', id);
    };
    name();
    const watch = new MutationObserver(name);
    watch.observe(eGridCell, { childList: true, subtree: true, attributeFilter: ['aria-labelledby'] });
    return () => watch.disconnect();
  }, [eGridCell, id]);
  return data ? (
    <span id={id} className="visually-hidden">
      Select {data.sku}
    </span>
  ) : null;
}

export const selectColumn: SelectionColumnDef = { width: 48, pinned: 'left', cellRenderer: SelectName };

const editable = (p: { data?: MyListingRow | undefined }) => p.data?.state === 'available';
const numberEditor = { cellEditor: 'agNumberCellEditor', cellEditorParams: { min: 0, precision: 0 } };

/** My listings' columns, made once. Price, MRP, stock, floor and ceiling are edited in place (a preview follows). */
export function myListingColumns(): ColDef<MyListingRow>[] {
  const columns: ColDef<MyListingRow>[] = [
    { colId: 'sku', field: 'sku', headerName: 'SKU', width: 170, pinned: 'left' },
    { colId: 'productId', field: 'productId', headerName: 'Product id', width: 170 },
    {
      colId: 'sellingPrice',
      field: 'sellingPrice',
      headerName: 'Selling price',
      width: 130,
      type: 'rightAligned',
      editable,
      ...numberEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'mrp',
      field: 'mrp',
      headerName: 'MRP',
      width: 120,
      type: 'rightAligned',
      editable,
      ...numberEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'stock',
      field: 'stock',
      headerName: 'Stock',
      headerTooltip: 'Editing sets the stock of the first location',
      width: 100,
      type: 'rightAligned',
      editable,
      ...numberEditor,
    },
    ...buyBoxColumns(),
    {
      colId: 'locations',
      headerName: 'Stock per location',
      width: 200,
      // Each location by the seller's name for it (Shipments › Name locations).
      valueGetter: (p) => (p.data ? describeStock(p.data.locations, useLocationNames.getState().names) : ''),
    },
    // From the SKU's product record (Products): the same GST and HSN the pack form starts from.
    { colId: 'gst', field: 'gst', headerName: 'GST', width: 110 },
    { colId: 'hsn', field: 'hsn', headerName: 'HSN', width: 90 },
    {
      colId: 'status',
      field: 'status',
      headerName: 'Status',
      width: 150,
      valueGetter: (p) => (p.data ? (p.data.status ?? STATE_WORDS[p.data.state] ?? p.data.state) : ''),
    },
    {
      colId: 'readAt',
      field: 'readAt',
      headerName: 'Read',
      width: 170,
      valueFormatter: (p) => (typeof p.value === 'string' ? dateTimeLabel(Date.parse(p.value)) : ''),
    },
    {
      colId: 'floor',
      field: 'floor',
      headerName: 'Floor',
      width: 100,
      type: 'rightAligned',
      editable,
      ...rupeeTextEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'ceiling',
      field: 'ceiling',
      headerName: 'Ceiling',
      width: 100,
      type: 'rightAligned',
      editable,
      ...rupeeTextEditor,
      valueFormatter: (p) => rupees(p.value),
    },
  ];
  return columns.map((c) => ({ ...c, sortable: sortColumn(c.colId ?? '') !== undefined }));
}
