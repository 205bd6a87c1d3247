import { formatIst } from '../clock.ts';
import type { PackDetails } from './fulfilment-rules.ts';
import { vendorGroupCode } from './fulfilment-rules.ts';
import { pdfFile } from './pdf-file.ts';
import type { SimShipment } from './shipment-model.ts';

/** The standard fonts write WinAnsi only: anything else in a title becomes `?`; `\`, `(` and `)` are escaped. */
const pdfString = (text: string): string =>
  `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** Lines on a page at most, below its title. */
const LINES_PER_PAGE = 30;

/**
 * A page's content stream written as text: the title, then its lines as one text block (`T*` moves down one
 * leading). pdf-lib's `drawText` and `save` made a labels PDF of 100 shipments take 65–250 ms of the simulator's
 * only thread, so five asked together waited on each other (`pdf-file.ts` writes the file).
 */
function pageContent(title: string, lines: readonly string[]): string {
  const body = lines.map((l) => `${pdfString(l)} Tj T*`).join('\n');
  return `BT /F1 16 Tf 30 560 Td ${pdfString(title)} Tj ET\nBT /F1 10 Tf 16 TL 30 536 Td\n${body}\nET`;
}

/** Pages of plain lines: a titled page, continued on pages of its own when its lines run over. */
class Writer {
  readonly pages: string[] = [];
  #title = '';
  #lines: string[] = [];

  page(title: string): void {
    this.flush();
    this.#title = title;
  }

  line(text: string): void {
    if (this.#lines.length >= LINES_PER_PAGE) this.page('(continued)');
    this.#lines.push(text);
  }

  flush(): void {
    if (this.#title !== '' || this.#lines.length > 0) this.pages.push(pageContent(this.#title, this.#lines));
    this.#title = '';
    this.#lines = [];
  }
}

function build(fill: (w: Writer) => void): Promise<Uint8Array> {
  const writer = new Writer();
  fill(writer);
  writer.flush();
  return Promise.resolve(pdfFile(writer.pages, 'Stockroom marketplace simulator'));
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
