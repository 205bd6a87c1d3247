import { drawSheets } from './fulfilment-pdf.ts';
import type { ShipmentSheets } from './fulfilment-pdf.ts';
import { pdfKit, type PdfKit } from './pdf-pages.ts';
import type { PackDetails } from './fulfilment-rules.ts';
import type { SimShipment } from './shipment-model.ts';

/** Shipments drawn per turn of the event loop: a request that arrives meanwhile waits about a millisecond. */
const PER_TURN = 20;

/**
 * Each packed shipment's label and invoice pages, drawn while the marketplace packs it (as the real one prepares
 * them), a few at a time between requests; a labels request then only puts drawn pages into one PDF. A shipment
 * asked for before its turn (or packed another way, such as an admin move) is drawn when asked for.
 */
export class LabelSheets {
  readonly #drawn = new Map<string, ShipmentSheets>();
  readonly #waiting = new Map<string, (kit: PdfKit) => ShipmentSheets>();
  #scheduled = false;

  /** Draws the shipment's sheets soon, as packed with these details; any drawn before are dropped. */
  drawSoon(s: SimShipment, details: PackDetails): void {
    this.#drawn.delete(s.shipmentId);
    this.#waiting.set(s.shipmentId, (kit) => drawSheets(kit, s, details));
    if (this.#scheduled) return;
    this.#scheduled = true;
    // A library that cannot load fails the labels request that needs it (`of`), not this turn.
    pdfKit().then(
      (kit) => setImmediate(() => this.#turn(kit)),
      () => (this.#scheduled = false),
    );
  }

  /** The shipment's sheets, drawn now when they are not yet. */
  async of(s: SimShipment, details: PackDetails | undefined): Promise<ShipmentSheets> {
    const kit = await pdfKit();
    const drawn = this.#drawn.get(s.shipmentId);
    if (drawn !== undefined) return drawn;
    const draw = this.#waiting.get(s.shipmentId) ?? ((k: PdfKit) => drawSheets(k, s, details));
    this.#waiting.delete(s.shipmentId);
    const sheets = draw(kit);
    this.#drawn.set(s.shipmentId, sheets);
    return sheets;
  }

  #turn(kit: PdfKit): void {
    let n = 0;
    for (const [id, draw] of this.#waiting) {
      if (n++ >= PER_TURN) break;
      this.#waiting.delete(id);
      this.#drawn.set(id, draw(kit));
    }
    this.#scheduled = this.#waiting.size > 0;
    if (this.#scheduled) setImmediate(() => this.#turn(kit));
  }
}
