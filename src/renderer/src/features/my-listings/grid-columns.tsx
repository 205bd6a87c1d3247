import type { ColDef, ICellRendererParams, SelectionColumnDef } from 'ag-grid-community';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';
import { describeStock, formatRupees } from '../../../../shared/my-listings/checks.ts';
import type { MyListingRow } from '../../../../shared/my-listings/payloads.ts';
import { buyBoxColumns, rupeeTextEditor } from './buy-box-columns.tsx';
import { useLocationNames } from '../locations/location-names-store.ts';
import { sortColumn } from './sort-column.ts';
import { TickHeader } from '../../ui/grid/tick-header.tsx';

const STATE_WORDS: Record<string, MessageId> = {
  unread: 'myListings.state.unread',
  unavailable: 'myListings.state.unavailable',
  invalid: 'myListings.state.invalid',
  unreported: 'myListings.state.unreported',
};
const stateWords = (state: string): string => {
  const id = STATE_WORDS[state];
  return id === undefined ? state : t(id);
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
      <FormattedMessage
        id="myListings.grid.selectRow"
        values={{ sku: <span translate="no">{data.sku}</span> }}
      />
    </span>
  ) : null;
}

export const selectColumn: SelectionColumnDef = {
  width: 48,
  pinned: 'left',
  cellRenderer: SelectName,
  headerComponent: TickHeader,
};

const editable = (p: { data?: MyListingRow | undefined }) => p.data?.state === 'available';
/**
 * Price, MRP and stock are typed as text and read by price-inputs.ts: AG Grid's number editor dropped what it could
 * not hold (the point of "649.99", at precision 0), so a typo reached the preview as another price.
 */
const numberEditor = rupeeTextEditor;

/** My listings' columns, made at render in the language of the moment. Price, MRP, stock, floor and ceiling are edited in place (a preview follows). */
export function myListingColumns(): ColDef<MyListingRow>[] {
  const columns: ColDef<MyListingRow>[] = [
    {
      colId: 'sku',
      field: 'sku',
      headerName: t('myListings.column.sku'),
      width: 170,
      pinned: 'left',
      cellClass: 'no-translate',
    },
    {
      colId: 'productId',
      field: 'productId',
      headerName: t('myListings.column.productId'),
      width: 170,
      cellClass: 'no-translate',
    },
    {
      colId: 'sellingPrice',
      field: 'sellingPrice',
      headerName: t('myListings.column.sellingPrice'),
      width: 130,
      type: 'rightAligned',
      editable,
      ...numberEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'mrp',
      field: 'mrp',
      headerName: t('myListings.column.mrp'),
      width: 120,
      type: 'rightAligned',
      editable,
      ...numberEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'stock',
      field: 'stock',
      headerName: t('myListings.column.stock'),
      headerTooltip: t('myListings.column.stockTip'),
      width: 100,
      type: 'rightAligned',
      editable,
      ...numberEditor,
    },
    ...buyBoxColumns(),
    {
      colId: 'locations',
      headerName: t('myListings.column.stockPerLocation'),
      width: 200,
      // Each location by the seller's name for it (Shipments › Name locations).
      valueGetter: (p) =>
        p.data ? describeStock(p.data.locations, useLocationNames.getState().names, t) : '',
    },
    // From the SKU's product record (Products): the same GST and HSN the pack form starts from.
    { colId: 'gst', field: 'gst', headerName: t('myListings.column.gst'), width: 110 },
    {
      colId: 'hsn',
      field: 'hsn',
      headerName: t('myListings.column.hsn'),
      width: 90,
      cellClass: 'no-translate',
    },
    {
      colId: 'status',
      field: 'status',
      headerName: t('myListings.column.status'),
      width: 150,
      valueGetter: (p) => (p.data ? (p.data.status ?? stateWords(p.data.state)) : ''),
      // The marketplace's own status is data; Stockroom's words for a state are translated.
      cellClassRules: { 'no-translate': (p) => p.data?.status !== null && p.data?.status !== undefined },
    },
    {
      colId: 'readAt',
      field: 'readAt',
      headerName: t('myListings.column.readAt'),
      width: 170,
      valueFormatter: (p) => (typeof p.value === 'string' ? dateTimeLabel(Date.parse(p.value)) : ''),
    },
    {
      colId: 'floor',
      field: 'floor',
      headerName: t('myListings.column.floor'),
      width: 100,
      type: 'rightAligned',
      editable,
      ...rupeeTextEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'ceiling',
      field: 'ceiling',
      headerName: t('myListings.column.ceiling'),
      width: 100,
      type: 'rightAligned',
      editable,
      ...rupeeTextEditor,
      valueFormatter: (p) => rupees(p.value),
    },
  ];
  return columns.map((c) => ({ ...c, sortable: sortColumn(c.colId ?? '') !== undefined }));
}
