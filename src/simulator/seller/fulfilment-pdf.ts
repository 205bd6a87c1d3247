import { formatIst } from '../clock.ts';
import type { PackDetails } from './fulfilment-rules.ts';
import { vendorGroupCode } from './fulfilment-rules.ts';
import { PageWriter, pdfKit, pdfOf } from './pdf-pages.ts';
import type { DrawnPage, PdfKit } from './pdf-pages.ts';
import type { SimShipment } from './shipment-model.ts';

/** A shipment's label pages and invoice pages, drawn once. */
export interface ShipmentSheets {
  label: DrawnPage[];
  invoice: DrawnPage[];
}

/** The items packed: those the seller cancelled on their own (before packing) are not on the label or invoice. */
const packedItems = (s: SimShipment) =>
  s.items.filter((i) => s.itemCancellations?.[i.orderItemId] === undefined);

function label(w: PageWriter, s: SimShipment, details: PackDetails | undefined): void {
  w.page('Shipping label');
  w.line(`Shipment ${s.shipmentId}`);
  w.line(`Courier ${vendorGroupCode(s.shipmentId)}`);
  w.line(`Dispatch by ${formatIst(s.dispatchByDate)}`);
  for (const item of packedItems(s))
    w.line(`Order ${item.orderId}  item ${item.orderItemId}  x${item.quantity}`);
  for (const d of details?.dimensions ?? [])
    w.line(`Package ${d.length} x ${d.breadth} x ${d.height} cm, ${d.weight} kg`);
}

function invoice(w: PageWriter, s: SimShipment, details: PackDetails | undefined): void {
  w.page('Tax invoice');
  w.line(`Invoice ${details?.invoiceNumber ?? '-'} dated ${details?.invoiceDate ?? '-'}`);
  w.line(`Shipment ${s.shipmentId}`);
  for (const item of packedItems(s)) {
    const rate = details?.taxRates[item.orderItemId];
    w.line(`${item.sku}  ${item.title.slice(0, 50)}`);
    w.line(
      `  x${item.quantity}  Rs ${item.priceComponents.totalPrice}  tax ${rate ?? '-'}%  HSN ${item.hsn}`,
    );
  }
}

/** The label and the invoice of one shipment, as its pack call left it. */
export function drawSheets(kit: PdfKit, s: SimShipment, details: PackDetails | undefined): ShipmentSheets {
  const labelPages = new PageWriter(kit);
  label(labelPages, s, details);
  const invoicePages = new PageWriter(kit);
  invoice(invoicePages, s, details);
  return { label: labelPages.done(), invoice: invoicePages.done() };
}

/** Labels and invoices of packed shipments: a label page then an invoice page per shipment. */
export function labelsPdf(
  sheets: readonly ShipmentSheets[],
  parts: { labels: boolean; invoices: boolean },
): Promise<Uint8Array> {
  return pdfOf(
    sheets.flatMap((s) => [...(parts.labels ? s.label : []), ...(parts.invoices ? s.invoice : [])]),
  );
}

/** The courier's handover sheet: every shipment ready for it, one line each. */
export async function manifestPdf(
  vendor: string,
  locationId: string | undefined,
  shipments: readonly SimShipment[],
  now: number,
): Promise<Uint8Array> {
  const w = new PageWriter(await pdfKit());
  w.page(`Manifest ${vendor}`);
  w.line(`Location ${locationId ?? 'all'}  printed ${formatIst(now)}`);
  w.line(`${shipments.length} shipments`);
  for (const s of shipments) w.line(`${s.shipmentId}  ${s.items.map((i) => i.orderId).join(' ')}`);
  return pdfOf(w.done());
}
