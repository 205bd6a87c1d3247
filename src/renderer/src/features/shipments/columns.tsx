import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { PRE_DISPATCH_VIEWS } from '../../../../shared/shipments/views.ts';
import type { ShipmentRow } from '../../../../shared/shipments/types.ts';
import { dispatchCountdown, money, when } from './format.ts';

function DispatchBy({ data }: ICellRendererParams<ShipmentRow>) {
  if (!data) return null;
  const text = when(data.dispatchBy);
  if (data.dispatchByMs === null || !PRE_DISPATCH_VIEWS.includes(data.view)) return <span>{text}</span>;
  const countdown = dispatchCountdown(data.dispatchByMs, Date.now());
  return (
    <span className={`deadline deadline-${countdown.tone}`}>
      {text} · {countdown.text}
    </span>
  );
}

const text = (field: keyof ShipmentRow, headerName: string, width = 140): ColDef<ShipmentRow> => ({
  colId: field,
  field,
  headerName,
  width,
});

/** The grid's columns; every colId is a sortable column of the block call, sorted in SQL. */
export const SHIPMENT_COLUMNS: ColDef<ShipmentRow>[] = [
  {
    ...text('shipmentId', 'Shipment', 170),
    cellRenderer: ({ data }: ICellRendererParams<ShipmentRow>) =>
      data ? (
        <span>
          {data.shipmentId}
          {data.notSeenInLastFullSync && (
            <span className="badge" title="Not returned by the marketplace in the last full sync">
              not seen
            </span>
          )}
        </span>
      ) : null,
  },
  text('orderIds', 'Order', 170),
  text('skus', 'SKU', 150),
  text('fsns', 'FSN', 150),
  { ...text('quantity', 'Qty', 80), type: 'rightAligned' },
  {
    ...text('sellingPrice', 'Selling price', 130),
    type: 'rightAligned',
    valueFormatter: (p) => money(p.value as number | null, p.data?.currency),
  },
  {
    ...text('totalPrice', 'Total price', 130),
    type: 'rightAligned',
    valueFormatter: (p) => money(p.value as number | null, p.data?.currency),
  },
  { ...text('dispatchAfter', 'Dispatch after', 150), valueFormatter: (p) => when(p.value as string | null) },
  { ...text('dispatchBy', 'Dispatch by', 230), cellRenderer: DispatchBy, initialSort: 'asc' },
  {
    ...text('hold', 'Hold', 80),
    valueFormatter: (p) => (p.value === true ? 'On hold' : p.value === false ? 'No' : ''),
  },
  text('status', 'Status', 170),
  text('locationId', 'Location', 120),
  text('packagingPolicy', 'Packaging', 150),
  text('paymentType', 'Payment', 100),
  { ...text('updatedAt', 'Updated', 150), valueFormatter: (p) => when(p.value as string | null) },
];
