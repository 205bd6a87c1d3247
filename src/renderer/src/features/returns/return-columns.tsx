import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ReturnRow } from '../../../../shared/returns/return-rows.ts';
import {
  reasonSentence,
  returnStatusWords,
  returnTypeWords,
} from '../../../../shared/returns/return-words.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { when } from '../shipments/format.ts';

/** A long id or title cut to the column's width, whole on hover. */
function Whole({ value }: ICellRendererParams<ReturnRow, string | null>) {
  return value ? <span title={value}>{value}</span> : null;
}

/** The location by the seller's name for it (the id on hover); the CSV keeps the id. */
function Location({ value }: ICellRendererParams<ReturnRow, string | null>) {
  const label = useLocationLabel();
  return value ? <span title={value}>{label(value)}</span> : null;
}

/** The reason and sub-reason in words; the codes as they came on hover. */
function Reason({ data }: ICellRendererParams<ReturnRow>) {
  if (!data) return null;
  const text = reasonSentence(data.reason, data.subReason);
  const codes = [data.reason, data.subReason].filter((c) => c !== null && c !== '').join(' / ');
  return text ? <span title={codes}>{text}</span> : null;
}

const column = (field: keyof ReturnRow, headerName: string, width = 140): ColDef<ReturnRow> => ({
  colId: field,
  field,
  headerName,
  width,
});

/**
 * The grid's columns in the order a seller reads a return: which one it is, what came back and why, where it is,
 * when it is due and where. A column sorts in SQL when the block call names it; the others do not sort.
 */
export const RETURN_COLUMNS: ColDef<ReturnRow>[] = [
  { ...column('returnId', 'Return', 150), pinned: 'left', cellRenderer: Whole },
  { ...column('orderItemId', 'Order item', 170), cellRenderer: Whole },
  { ...column('sku', 'SKU', 150), cellRenderer: Whole },
  { ...column('title', 'Product', 240), sortable: false, cellRenderer: Whole },
  { ...column('type', 'Type', 150), valueFormatter: (p) => returnTypeWords(p.value as string | null) },
  { ...column('reason', 'Reason', 240), cellRenderer: Reason },
  {
    ...column('status', 'Status', 180),
    valueFormatter: (p) => returnStatusWords(p.value as string | null),
  },
  { ...column('courierName', 'Courier', 130), cellRenderer: Whole },
  { ...column('trackingId', 'Tracking ID', 170), cellRenderer: Whole },
  {
    ...column('expectedDate', 'Expected', 160),
    valueFormatter: (p) => when(p.value as string | null),
  },
  { ...column('locationId', 'Location', 150), cellRenderer: Location },
];
