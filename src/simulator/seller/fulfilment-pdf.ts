import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatIst } from '../clock.ts';
import type { PackDetails } from './fulfilment-rules.ts';
import { vendorGroupCode } from './fulfilment-rules.ts';
import type { SimShipment } from './shipment-model.ts';

/** The standard fonts write WinAnsi only: anything else in a title becomes `?`. */
const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

/** Lines on a page at most, below its title. */
const LINES_PER_PAGE = 30;

/**
 * Writes pages of plain lines: each page's lines are drawn as one text block on its flush, since a drawing call per
 * line made a labels PDF of 100 shipments take most of a second of the simulator's only thread.
 */
class Writer {
  #page: PDFPage | undefined;
  #lines: string[] = [];
  readonly #doc: PDFDocument;
  readonly #font: PDFFont;
  constructor(doc: PDFDocument, font: PDFFont) {
    this.#doc = doc;
    this.#font = font;
  }

  page(title: string): void {
    this.flush();
    this.#page = this.#doc.addPage([420, 595]);
    this.#page.drawText(printable(title), { x: 30, y: 560, size: 16, font: this.#font });
  }

  line(text: string): void {
    if (this.#page === undefined || this.#lines.length >= LINES_PER_PAGE) this.page('(continued)');
    this.#lines.push(printable(text));
  }

  flush(): void {
    if (this.#page !== undefined && this.#lines.length > 0)
      this.#page.drawText(this.#lines.join('\n'), {
        x: 30,
        y: 536,
        size: 10,
        font: this.#font,
        lineHeight: 16,
      });
    this.#lines = [];
  }
}

async function build(fill: (w: Writer) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer('Stockroom marketplace simulator');
  // A fixed date keeps the bytes the same for the same shipments.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const writer = new Writer(doc, font);
  fill(writer);
  writer.flush();
  // Without object streams: saved several times faster, a little larger.
  return doc.save({ useObjectStreams: false });
}

function label(w: Writer, s: SimShipment, details: PackDetails | undefined): void {
  w.page('Shipping label');
  w.line(`Shipment ${s.shipmentId}`);
  w.line(`Courier ${vendorGroupCode(s.shipmentId)}`);
  w.line(`Dispatch by ${formatIst(s.dispatchByDate)}`);
  for (const item of s.items) w.line(`Order ${item.orderId}  item ${item.orderItemId}  x${item.quantity}`);
  for (const d of details?.dimensions ?? [])
    w.line(`Package ${d.length} x ${d.breadth} x ${d.height} cm, ${d.weight} kg`);
}

function invoice(w: Writer, s: SimShipment, details: PackDetails | undefined): void {
  w.page('Tax invoice');
  w.line(`Invoice ${details?.invoiceNumber ?? '-'} dated ${details?.invoiceDate ?? '-'}`);
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
