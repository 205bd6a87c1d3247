/** A pick list (what to take from the shelves) and a packing slip per shipment, for print or PDF. */
export interface PickList {
  /** Epoch ms it was made at; the print says so. */
  at: number;
  timeZone: string;
  /** What it was made from, e.g. "To pack" or "3 selected shipments". */
  source: string;
  lines: PickLine[];
  slips: PackingSlip[];
}

/** One SKU: the quantity to pick over every shipment of the list. */
export interface PickLine {
  sku: string;
  title: string;
  fsn: string;
  quantity: number;
  shipments: number;
  /** The locations it ships from, joined with ", ". */
  locations: string;
}

export interface PackingSlip {
  shipmentId: string;
  orderIds: string[];
  dispatchBy: string | null;
  dispatchByMs: number | null;
  packagingPolicy: string | null;
  locationId: string | null;
  /** `hsn`: the SKU's HSN code from its product record, when it has one. */
  items: { orderItemId: string; sku: string; title: string; quantity: number; hsn?: string }[];
  packageIds: string[];
  forms: { name: string; status: string }[];
}

/** At most this many shipments in one pick list: a print of more is no longer a day's work. */
export const MAX_PICK_SHIPMENTS = 10_000;
