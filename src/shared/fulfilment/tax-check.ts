import type { CellOrigin, PackFormRow } from './pack-rules.ts';

/** Who gave the rate the SKU's product record holds, as the question starts. */
const SAYS: Partial<Record<CellOrigin, string>> = {
  listing: 'the listing says',
  sheet: 'the listing sheet says',
  seller: 'your product record says',
  lastUsed: 'the last pack used',
};

/** A GST rate typed in the pack form that is not the one the SKU's product record gives. */
export interface TaxDifference {
  /** Shipment, order item and the rate typed: the seller's yes holds for this rate only. */
  id: string;
  sentence: string;
}

/**
 * Every item whose typed GST rate differs from its product record's, each with its question ("MUG-1 in shipment
 * S1: the listing says 12%; use 18% for this invoice?"). The form asks once before the confirmation; a typed rate
 * already agreed to (its `id` in `agreed`) is not asked again.
 */
export function taxDifferences(rows: readonly PackFormRow[], agreed: ReadonlySet<string>): TaxDifference[] {
  return rows.flatMap((row) =>
    row.items.flatMap((item, i) => {
      const typed = item.taxRate.trim();
      const record = item.recordTaxRate;
      if (record === undefined || typed === '' || Number(typed) === Number(record)) return [];
      const id = `${row.shipmentId}/${item.orderItemId}/${Number(typed)}`;
      if (agreed.has(id)) return [];
      const says = SAYS[row.origins?.[`items.${i}.taxRate`] ?? 'listing'] ?? 'the product record says';
      return [
        {
          id,
          sentence: `${item.sku} in shipment ${row.shipmentId}: ${says} ${record}%; use ${typed}% for this invoice?`,
        },
      ];
    }),
  );
}
