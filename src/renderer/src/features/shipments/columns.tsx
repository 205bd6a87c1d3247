import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { paymentLabel, policyLabel, statusLabel } from '../../../../shared/shipments/labels.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { PRE_DISPATCH_VIEWS } from '../../../../shared/shipments/views.ts';
import type { ShipmentRow } from '../../../../shared/shipments/types.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { dispatchCountdown, money, when } from './format.ts';

/** The countdown first (what is late reads at a glance), then the time itself. */
function DispatchBy({ data }: ICellRendererParams<ShipmentRow>) {
  if (!data) return null;
  const text = when(data.dispatchBy);
  if (data.dispatchByMs === null || !PRE_DISPATCH_VIEWS.includes(data.view)) return <span>{text}</span>;
  const countdown = dispatchCountdown(data.dispatchByMs, Date.now(), localTimeZone());
  return (
    <span className={`deadline deadline-${countdown.tone}`} title={text}>
      {countdown.text} · {text}
    </span>
  );
}

/** A long id cut to the column's width, whole on hover (and in the detail). */
function Id({ value }: ICellRendererParams<ShipmentRow, string>) {
  return value ? <span title={value}>{value}</span> : null;
}

/** The location by the seller's name for it (the id on hover); the CSV keeps the id. */
function Location({ value }: ICellRendererParams<ShipmentRow, string | null>) {
  const label = useLocationLabel();
  return value ? <span title={value}>{label(value)}</span> : null;
}

const text = (field: keyof ShipmentRow, headerName: string, width = 140): ColDef<ShipmentRow> => ({
  colId: field,
  field,
  headerName,
  width,
});

/**
 * The grid's columns in the order a seller reads them: the shipment and SKU pinned at the left, then when it is due,
 * its state and what it is. Every colId but the title's is a sortable column of the block call, sorted in SQL.
 */
export const SHIPMENT_COLUMNS: ColDef<ShipmentRow>[] = [
  {
    ...text('shipmentId', 'Shipment', 150),
    pinned: 'left',
    cellRenderer: ({ data }: ICellRendererParams<ShipmentRow>) =>
      data ? (
        <span title={data.shipmentId}>
          {data.shipmentId}
          {data.notSeenInLastFullSync && (
            <span className="badge" title="Not returned by the marketplace in the last full sync">
              not seen
            </span>
          )}
        </span>
      ) : null,
  },
  { ...text('skus', 'SKU', 150), pinned: 'left', cellRenderer: Id },
  { ...text('dispatchBy', 'Dispatch by', 250), cellRenderer: DispatchBy, initialSort: 'asc' },
  { ...text('status', 'Status', 170), valueFormatter: (p) => statusLabel(p.value as string) },
  { ...text('titles', 'Title', 260), sortable: false, cellRenderer: Id },
  { ...text('quantity', 'Qty', 70), type: 'rightAligned' },
  { ...text('orderIds', 'Order', 170), cellRenderer: Id },
  {
    ...text('totalPrice', 'Total price', 120),
    type: 'rightAligned',
    valueFormatter: (p) => money(p.value as number | null, p.data?.currency),
  },
  {
    ...text('sellingPrice', 'Selling price', 120),
    type: 'rightAligned',
    valueFormatter: (p) => money(p.value as number | null, p.data?.currency),
  },
  { ...text('fsns', 'FSN', 150), cellRenderer: Id },
  { ...text('dispatchAfter', 'Dispatch after', 160), valueFormatter: (p) => when(p.value as string | null) },
  {
    ...text('hold', 'Hold', 80),
    valueFormatter: (p) => (p.value === true ? 'On hold' : p.value === false ? 'No' : ''),
  },
  { ...text('locationId', 'Location', 150), cellRenderer: Location },
  {
    ...text('packagingPolicy', 'Packaging', 170),
    valueFormatter: (p) => policyLabel(p.value as string | null),
  },
  { ...text('paymentType', 'Payment', 140), valueFormatter: (p) => paymentLabel(p.value as string | null) },
  { ...text('updatedAt', 'Updated', 160), valueFormatter: (p) => when(p.value as string | null) },
];
