import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatIst } from '../clock.ts';
import type { PackDetails } from './fulfilment-rules.ts';
import { vendorGroupCode } from './fulfilment-rules.ts';
import type { SimShipment } from './shipment-model.ts';

/** The standard fonts write WinAnsi only: anything else in a title becomes `?`. */
const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

class Writer {
  #y = 0;
  #page: PDFPage | undefined;
  readonly #doc: PDFDocument;
  readonly #font: PDFFont;
  constructor(doc: PDFDocument, font: PDFFont) {
    this.#doc = doc;
    this.#font = font;
  }

  page(title: string): void {
    this.#page = this.#doc.addPage([420, 595]);
    this.#y = 560;
    this.line(title, 16);
    this.#y -= 6;
  }

  line(text: string, size = 10): void {
    if (this.#page === undefined || this.#y < 40) this.page('(continued)');
    (this.#page as PDFPage).drawText(printable(text), { x: 30, y: this.#y, size, font: this.#font });
    this.#y -= size + 6;
  }
}

async function build(fill: (w: Writer) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer('Stockroom marketplace simulator');
  // A fixed date keeps the bytes the same for the same shipments.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  fill(new Writer(doc, font));
  return doc.save();
}

function label(w: Writer, s: SimShipment, details: PackDetails | undefined): void {
  w.page('Shipping label');
  w.line(`Shipment ${s.shipmentId}`, 12);
  w.line(`Courier ${vendorGroupCode(s.shipmentId)}`);
  w.line(`Dispatch by ${formatIst(s.dispatchByDate)}`);
  for (const item of s.items) w.line(`Order ${item.orderId}  item ${item.orderItemId}  x${item.quantity}`);
  for (const d of details?.dimensions ?? [])
    w.line(`Package ${d.length} x ${d.breadth} x ${d.height} cm, ${d.weight} kg`);
}

function invoice(w: Writer, s: SimShipment, details: PackDetails | undefined): void {
  w.page('Tax invoice');
  w.line(`Invoice ${details?.invoiceNumber ?? '-'} dated ${details?.invoiceDate ?? '-'}`, 12);
  w.line(`Shipment ${s.shipmentId}`);
  for (const item of s.items) {
    const rate = details?.taxRates[item.orderItemId];
    w.line(`${item.sku}  ${item.title.slice(0, 50)}`);
    w.line(
      `  x${item.quantity}  Rs ${item.priceComponents.totalPrice}  tax ${rate ?? '-'}%  HSN ${item.hsn}`,
    );
  }
}

/** Labels and invoices of packed shipments: a label page then an invoice page per shipment. */
export function labelsPdf(
  shipments: readonly SimShipment[],
  packed: ReadonlyMap<string, PackDetails>,
  parts: { labels: boolean; invoices: boolean },
): Promise<Uint8Array> {
  return build((w) => {
    for (const s of shipments) {
      if (parts.labels) label(w, s, packed.get(s.shipmentId));
      if (parts.invoices) invoice(w, s, packed.get(s.shipmentId));
    }
  });
}

/** The courier's handover sheet: every shipment ready for it, one line each. */
export function manifestPdf(
  vendor: string,
  locationId: string | undefined,
  shipments: readonly SimShipment[],
  now: number,
): Promise<Uint8Array> {
  return build((w) => {
    w.page(`Manifest ${vendor}`);
    w.line(`Location ${locationId ?? 'all'}  printed ${formatIst(now)}`);
    w.line(`${shipments.length} shipments`);
    for (const s of shipments) w.line(`${s.shipmentId}  ${s.items.map((i) => i.orderId).join(' ')}`);
  });
}
