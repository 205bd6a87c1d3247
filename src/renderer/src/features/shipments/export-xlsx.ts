import { paymentLabel, policyLabel, statusLabel } from '../../../../shared/shipments/labels.ts';
import type { ShipmentRow } from '../../../../shared/shipments/types.ts';
import {
  tableOf,
  type SheetTable,
  type SheetValue,
  type ValueColumn,
} from '../../../../shared/spreadsheet/table.ts';
import { t } from '../../i18n/index.ts';

/**
 * The shipments as a spreadsheet reads them: headers and states in words (the language the screens speak), ids as
 * text (a 16-digit order-item id stays exact), dispatch times as dates, prices as numbers in rupees. The CSV keeps the
 * codes and raw values for tools that read it back (docs/SHIPMENTS.md). Made at each export: never a module constant.
 */
function columns(): readonly ValueColumn<ShipmentRow>[] {
  const yes = t('shipments.xlsx.yes');
  const no = t('shipments.xlsx.no');
  return [
    { header: t('shipments.xlsx.shipmentId'), kind: 'text', width: 22, value: (r) => r.shipmentId },
    { header: t('shipments.xlsx.orderIds'), kind: 'text', width: 22, value: (r) => r.orderIds },
    { header: t('shipments.xlsx.orderItemIds'), kind: 'text', width: 22, value: (r) => r.orderItemIds },
    { header: t('shipments.xlsx.skus'), kind: 'text', width: 18, value: (r) => r.skus },
    { header: t('shipments.xlsx.fsns'), kind: 'text', width: 18, value: (r) => r.fsns },
    { header: t('shipments.xlsx.products'), kind: 'text', width: 40, value: (r) => r.titles },
    { header: t('shipments.xlsx.quantity'), kind: 'integer', width: 9, value: (r) => r.quantity },
    {
      header: t('shipments.xlsx.sellingPrice'),
      kind: 'money',
      width: 14,
      value: (r) => money(r, r.sellingPrice),
    },
    {
      header: t('shipments.xlsx.totalPrice'),
      kind: 'money',
      width: 14,
      value: (r) => money(r, r.totalPrice),
    },
    { header: t('shipments.xlsx.dispatchAfter'), kind: 'datetime', width: 18, value: (r) => r.dispatchAfter },
    { header: t('shipments.xlsx.dispatchBy'), kind: 'datetime', width: 18, value: (r) => r.dispatchBy },
    {
      header: t('shipments.xlsx.onHold'),
      kind: 'text',
      width: 8,
      value: (r) => (r.hold === null ? null : r.hold ? yes : no),
    },
    { header: t('shipments.xlsx.status'), kind: 'text', width: 20, value: (r) => statusLabel(r.status, t) },
    { header: t('shipments.xlsx.location'), kind: 'text', width: 16, value: (r) => r.locationId },
    {
      header: t('shipments.xlsx.packaging'),
      kind: 'text',
      width: 20,
      value: (r) => policyLabel(r.packagingPolicy, t),
    },
    {
      header: t('shipments.xlsx.payment'),
      kind: 'text',
      width: 16,
      value: (r) => paymentLabel(r.paymentType, t),
    },
    { header: t('shipments.xlsx.updated'), kind: 'datetime', width: 18, value: (r) => r.updatedAt },
    {
      header: t('shipments.xlsx.notSeen'),
      kind: 'text',
      width: 12,
      value: (r) => (r.notSeenInLastFullSync ? yes : no),
    },
  ];
}

function money(row: ShipmentRow, amount: number | null): SheetValue {
  if (amount === null) return null;
  return row.currency === 'INR' || row.currency === '' ? amount : { amount, currency: row.currency };
}

export function shipmentsTable(rows: readonly ShipmentRow[]): SheetTable {
  return tableOf(t('shipments.xlsx.sheet'), columns(), rows);
}
