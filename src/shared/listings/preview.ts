import type { Cells } from './columns.ts';
import { toRequest } from './rules.ts';

/**
 * What a preview compares: the fields a listing read gives (spec §Listing (read)) against what the row would send.
 * `read` is the attribute of the read; amounts arrive as two-decimal strings ("649.00").
 */
export const PREVIEW_FIELDS = [
  { id: 'selling_price', label: 'Price', read: 'selling_price', money: true },
  { id: 'mrp', label: 'MRP', read: 'mrp', money: true },
  { id: 'stock', label: 'Stock', read: 'stock_count', money: false },
  { id: 'listing_status', label: 'Status', read: 'listing_status', money: false },
  { id: 'shipping_local', label: 'Local fee', read: 'local_shipping_charge', money: true },
  { id: 'shipping_zonal', label: 'Zonal fee', read: 'zonal_shipping_charge', money: true },
  { id: 'shipping_national', label: 'National fee', read: 'national_shipping_charge', money: true },
  { id: 'dispatch_sla', label: 'Dispatch SLA', read: 'procurement_sla', money: false },
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

/** The values a row would leave on the marketplace, as the listing read names them; a field not sent is absent. */
export function sentValues(cells: Cells): Partial<Record<PreviewField, string>> {
  const r = toRequest(cells);
  const out: Partial<Record<PreviewField, string>> = {
    selling_price: String(r.price.sellingPrice),
    mrp: String(r.price.mrp),
    listing_status: r.listingStatus,
    // The listing's stock is what its enabled locations hold.
    stock: String(
      r.locations.filter((l) => l.status === 'ENABLED').reduce((a, l) => a + Number(l.inventory), 0),
    ),
  };
  if (r.shippingFees?.local !== undefined) out.shipping_local = String(r.shippingFees.local);
  if (r.shippingFees?.zonal !== undefined) out.shipping_zonal = String(r.shippingFees.zonal);
  if (r.shippingFees?.national !== undefined) out.shipping_national = String(r.shippingFees.national);
  if (r.fulfillment.dispatchSla !== undefined) out.dispatch_sla = String(r.fulfillment.dispatchSla);
  return out;
}

/** Old → new of each previewed field the row would change. */
export function changesOf(cells: Cells, read: Readonly<Record<string, string>>): FieldChange[] {
  const sent = sentValues(cells);
  const out: FieldChange[] = [];
  for (const f of PREVIEW_FIELDS) {
    const next = sent[f.id];
    if (next === undefined) continue;
    const old = normalValue(read[f.read]);
    const now = normalValue(next);
    if (old !== now) out.push({ field: f.id, label: f.label, money: f.money, old, new: now });
  }
  return out;
}
