import type { PackForm, PackFormRow } from '../../shared/fulfilment/pack-rules.ts';
import { invoiceNumberOf } from '../../shared/fulfilment/pack-rules.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { stateOf } from './action-states.ts';
import type { SkuDefaults } from './pack-defaults.ts';

const text = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

/**
 * The pack form for shipments as just read: one row per shipment that can be packed, pre-filled with the next
 * invoice numbers, today's date, each SKU's last tax rate and box, else the package the marketplace gave.
 */
export function buildPackForm(
  shipments: readonly Shipment[],
  defaults: ReadonlyMap<string, SkuDefaults>,
  counter: { pattern: string; next: number },
  today: string,
): PackForm {
  const rows: PackFormRow[] = [];
  const skipped: PackForm['skipped'] = [];
  let next = counter.next;
  for (const s of shipments) {
    const state = stateOf(s);
    if (state !== 'APPROVED' || s.hold === true) {
      skipped.push({
        shipmentId: s.shipmentId,
        reason:
          s.hold === true
            ? 'The marketplace holds it.'
            : `It is ${state.toLowerCase().replace(/_/g, ' ')}, not waiting to be packed.`,
      });
      continue;
    }
    const skus = [...new Set(s.orderItems.map((i) => i.sku ?? ''))];
    const box = skus.length === 1 ? defaults.get(skus[0] ?? '') : undefined;
    rows.push({
      shipmentId: s.shipmentId,
      locationId: s.locationId,
      invoiceNumber: invoiceNumberOf(counter.pattern, next++),
      invoiceDate: today,
      items: s.orderItems.map((i) => ({
        orderItemId: i.orderItemId,
        sku: i.sku ?? '',
        title: i.title ?? '',
        quantity: i.quantity ?? 1,
        invoiceAmount: text(i.priceComponents?.totalPrice),
        taxRate: text(defaults.get(i.sku ?? '')?.taxRate),
        needsSerials: false,
      })),
      packages: s.subShipments.map((sub) => {
        const given = sub.packages[0]?.dimensions;
        return {
          subShipmentId: sub.subShipmentId ?? '',
          length: text(box?.length ?? given?.length),
          breadth: text(box?.breadth ?? given?.breadth),
          height: text(box?.height ?? given?.height),
          weight: text(box?.weight ?? given?.weight),
        };
      }),
    });
  }
  return { rows, skipped };
}
