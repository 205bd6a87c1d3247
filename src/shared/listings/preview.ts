import type { ListingV3 } from '../marketplace/listing-read.ts';
import { stockOf } from '../marketplace/listing-read.ts';
import type { Cells } from './columns.ts';
import { toRequest } from './rules.ts';

const num = (n: number | undefined): string | undefined => (n === undefined ? undefined : String(n));

/** What a preview compares: fields the listing read (`GET /listings/v3`) gives, against what the row would send. */
export const PREVIEW_FIELDS = [
  { id: 'selling_price', label: 'Price', money: true, read: (l: ListingV3) => num(l.price.sellingPrice) },
  { id: 'mrp', label: 'MRP', money: true, read: (l: ListingV3) => num(l.price.mrp) },
  { id: 'stock', label: 'Stock', money: false, read: (l: ListingV3) => String(stockOf(l)) },
  { id: 'listing_status', label: 'Status', money: false, read: (l: ListingV3) => l.listingStatus },
  {
    id: 'shipping_local',
    label: 'Local fee',
    money: true,
    read: (l: ListingV3) => num(l.shippingFees?.local),
  },
  {
    id: 'shipping_zonal',
    label: 'Zonal fee',
    money: true,
    read: (l: ListingV3) => num(l.shippingFees?.zonal),
  },
  {
    id: 'shipping_national',
    label: 'National fee',
    money: true,
    read: (l: ListingV3) => num(l.shippingFees?.national),
  },
  {
    id: 'dispatch_sla',
    label: 'Dispatch SLA',
    money: false,
    read: (l: ListingV3) => num(l.fulfillment?.dispatchSla),
  },
] as const;

export type PreviewField = (typeof PREVIEW_FIELDS)[number]['id'];

export interface FieldChange {
  field: PreviewField;
  label: string;
  money: boolean;
  old: string;
  new: string;
}

/** "649.00" → "649", " active " → "ACTIVE": the same value written two ways is no change. */
export function normalValue(text: string | undefined): string {
  const t = (text ?? '').trim();
  return /^\d+(\.\d+)?$/.test(t) ? String(Number(t)) : t.toUpperCase();
}

/** The values a row would leave on the marketplace, by preview field; a field not sent is absent. */
export function sentValues(cells: Cells): Partial<Record<PreviewField, string>> {
  const r = toRequest(cells);
  const out: Partial<Record<PreviewField, string>> = {
    selling_price: String(r.price.sellingPrice),
    mrp: String(r.price.mrp),
    listing_status: r.listingStatus,
    // The listing's stock is what its enabled locations hold.
    stock: String(
      r.locations.filter((l) => l.status === 'ENABLED').reduce((a, l) => a + Number(l.inventory ?? 0), 0),
    ),
  };
  if (r.shippingFees?.local !== undefined) out.shipping_local = String(r.shippingFees.local);
  if (r.shippingFees?.zonal !== undefined) out.shipping_zonal = String(r.shippingFees.zonal);
  if (r.shippingFees?.national !== undefined) out.shipping_national = String(r.shippingFees.national);
  if (r.fulfillment?.dispatchSla !== undefined) out.dispatch_sla = String(r.fulfillment.dispatchSla);
  return out;
}

/** Old → new of each previewed field the row would change. */
export function changesOf(cells: Cells, read: ListingV3): FieldChange[] {
  const sent = sentValues(cells);
  const out: FieldChange[] = [];
  for (const f of PREVIEW_FIELDS) {
    const next = sent[f.id];
    if (next === undefined) continue;
    const old = normalValue(f.read(read));
    const now = normalValue(next);
    if (old !== now) out.push({ field: f.id, label: f.label, money: f.money, old, new: now });
  }
  return out;
}
