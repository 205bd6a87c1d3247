import type { Translator } from '../i18n/translator.ts';
import type { PackFormRow } from './pack-rules.ts';

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
export function taxDifferences(
  say: Translator['t'],
  rows: readonly PackFormRow[],
  agreed: ReadonlySet<string>,
): TaxDifference[] {
  return rows.flatMap((row) =>
    row.items.flatMap((item, i) => {
      const typed = item.taxRate.trim();
      const record = item.recordTaxRate;
      if (record === undefined || typed === '' || Number(typed) === Number(record)) return [];
      const id = `${row.shipmentId}/${item.orderItemId}/${Number(typed)}`;
      if (agreed.has(id)) return [];
      // Who gave the record's rate starts the question ("the listing says"); an origin of another kind of cell
      // (`order`, `pattern`) reads "the product record says".
      const origin = row.origins?.[`items.${i}.taxRate`] ?? 'listing';
      return [
        {
          id,
          sentence: say('fulfilment.tax.question', {
            sku: item.sku,
            shipment: row.shipmentId,
            origin,
            record,
            typed,
          }),
        },
      ];
    }),
  );
}
