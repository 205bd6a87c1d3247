import { paymentLabel, policyLabel, statusLabel } from '../../../../shared/shipments/labels.ts';
import type { ShipmentRow } from '../../../../shared/shipments/types.ts';
import {
  tableOf,
  type SheetTable,
  type SheetValue,
  type ValueColumn,
} from '../../../../shared/spreadsheet/table.ts';

/**
 * The shipments as a spreadsheet reads them: headers and states in words, ids as text (a 16-digit order-item id
 * stays exact), dispatch times as dates, prices as numbers in rupees. The CSV keeps the codes and raw values for
 * tools that read it back (docs/SHIPMENTS.md).
 */
const COLUMNS: readonly ValueColumn<ShipmentRow>[] = [
  { header: 'Shipment ID', kind: 'text', width: 22, value: (r) => r.shipmentId },
  { header: 'Order IDs', kind: 'text', width: 22, value: (r) => r.orderIds },
  { header: 'Order item IDs', kind: 'text', width: 22, value: (r) => r.orderItemIds },
  { header: 'SKUs', kind: 'text', width: 18, value: (r) => r.skus },
  { header: 'FSNs', kind: 'text', width: 18, value: (r) => r.fsns },
  { header: 'Products', kind: 'text', width: 40, value: (r) => r.titles },
  { header: 'Quantity', kind: 'integer', width: 9, value: (r) => r.quantity },
  { header: 'Selling price', kind: 'money', width: 14, value: (r) => money(r, r.sellingPrice) },
  { header: 'Total price', kind: 'money', width: 14, value: (r) => money(r, r.totalPrice) },
  { header: 'Dispatch after', kind: 'datetime', width: 18, value: (r) => r.dispatchAfter },
  { header: 'Dispatch by', kind: 'datetime', width: 18, value: (r) => r.dispatchBy },
  {
    header: 'On hold',
    kind: 'text',
    width: 8,
    value: (r) => (r.hold === null ? null : r.hold ? 'Yes' : 'No'),
  },
  { header: 'Status', kind: 'text', width: 20, value: (r) => statusLabel(r.status) },
  { header: 'Location', kind: 'text', width: 16, value: (r) => r.locationId },
  { header: 'Packaging', kind: 'text', width: 20, value: (r) => policyLabel(r.packagingPolicy) },
  { header: 'Payment', kind: 'text', width: 16, value: (r) => paymentLabel(r.paymentType) },
  { header: 'Updated', kind: 'datetime', width: 18, value: (r) => r.updatedAt },
  {
    header: 'Missing from the last full sync',
    kind: 'text',
    width: 12,
    value: (r) => (r.notSeenInLastFullSync ? 'Yes' : 'No'),
  },
];

function money(row: ShipmentRow, amount: number | null): SheetValue {
  if (amount === null) return null;
  return row.currency === 'INR' || row.currency === '' ? amount : { amount, currency: row.currency };
}

export function shipmentsTable(rows: readonly ShipmentRow[]): SheetTable {
  return tableOf('Shipments', COLUMNS, rows);
}
