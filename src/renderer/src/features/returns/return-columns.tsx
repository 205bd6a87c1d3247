import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ReturnRow } from '../../../../shared/returns/return-rows.ts';
import {
  reasonSentence,
  returnStatusWords,
  returnTypeWords,
} from '../../../../shared/returns/return-words.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { returnWhen } from './return-dates.ts';

/** A long id or title cut to the column's width, whole on hover. */
function Whole({ value }: ICellRendererParams<ReturnRow, string | null>) {
  return value ? (
    <span title={value} translate="no">
      {value}
    </span>
  ) : null;
}

/** The location by the seller's name for it (the id on hover); the CSV keeps the id. */
function Location({ value }: ICellRendererParams<ReturnRow, string | null>) {
  const label = useLocationLabel();
  return value ? <span title={value}>{label(value)}</span> : null;
}

/** The reason and sub-reason in words; the codes as they came on hover. */
function Reason({ data }: ICellRendererParams<ReturnRow>) {
  if (!data) return null;
  const text = reasonSentence(data.reason, data.subReason, t);
  const codes = [data.reason, data.subReason].filter((c) => c !== null && c !== '').join(' / ');
  // The hover shows the codes as the marketplace sent them (data); the words inside are ours, translated.
  return text ? (
    <span title={codes} translate="no">
      <span translate="yes">{text}</span>
    </span>
  ) : null;
}

const column = (field: keyof ReturnRow, header: MessageId, width = 140): ColDef<ReturnRow> => ({
  colId: field,
  field,
  headerName: t(header),
  width,
});

/** Cells that show data as it came (ids, SKU, title, courier, tracking id): never translated. */
const DATA = { cellClass: 'no-translate' } as const;

/**
 * The grid's columns in the order a seller reads a return: which one it is, what came back and why, where it is,
 * when it is due and where. A column sorts in SQL when the block call names it; the others do not sort.
 */
export const returnColumns = (): ColDef<ReturnRow>[] => [
  { ...column('returnId', 'returns.col.returnId', 150), ...DATA, pinned: 'left', cellRenderer: Whole },
  { ...column('orderItemId', 'returns.col.orderItem', 170), ...DATA, cellRenderer: Whole },
  { ...column('sku', 'returns.col.sku', 150), ...DATA, cellRenderer: Whole },
  { ...column('title', 'returns.col.product', 240), ...DATA, sortable: false, cellRenderer: Whole },
  {
    ...column('type', 'returns.col.type', 200),
    valueFormatter: (p) => returnTypeWords(p.value as string | null, t),
  },
  { ...column('reason', 'returns.col.reason', 240), cellRenderer: Reason },
  {
    ...column('status', 'returns.col.status', 250),
    valueFormatter: (p) => returnStatusWords(p.value as string | null, t),
  },
  { ...column('courierName', 'returns.col.courier', 130), ...DATA, cellRenderer: Whole },
  { ...column('trackingId', 'returns.col.trackingId', 170), ...DATA, cellRenderer: Whole },
  {
    ...column('expectedDate', 'returns.col.expected', 160),
    valueFormatter: (p) => returnWhen(p.value as string | null),
  },
  { ...column('locationId', 'returns.col.location', 150), ...DATA, cellRenderer: Location },
];
