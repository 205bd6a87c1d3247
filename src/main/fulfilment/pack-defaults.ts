import type { DatabaseSync } from 'node:sqlite';
import type { PackShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import { invoiceNumberOf } from '../../shared/fulfilment/pack-rules.ts';
import { inTransaction } from '../storage/transaction.ts';

type Key = { profileId: string; account: string };

export interface SkuDefaults {
  taxRate: number | null;
  length: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
}

/** The invoice numbers of a new seller account: the year and a four-digit counter (16 characters at most). */
export const DEFAULT_INVOICE_PATTERN = `SR${new Date().getUTCFullYear() % 100}-{nnnn}`;

/** What the pack form is pre-filled with: the last values used per SKU, and the next invoice number per account. */
export class PackDefaults {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  skus(key: Key, skus: readonly string[]): Map<string, SkuDefaults> {
    const out = new Map<string, SkuDefaults>();
    const read = this.#db.prepare(
      `SELECT tax_rate, length, breadth, height, weight FROM fulfilment_sku_defaults
       WHERE profile_id = ? AND account = ? AND sku = ?`,
    );
    for (const sku of new Set(skus)) {
      const r = read.get(key.profileId, key.account, sku) as
        | {
            tax_rate: number | null;
            length: number | null;
            breadth: number | null;
            height: number | null;
            weight: number | null;
          }
        | undefined;
      if (r)
        out.set(sku, {
          taxRate: r.tax_rate,
          length: r.length,
          breadth: r.breadth,
          height: r.height,
          weight: r.weight,
        });
    }
    return out;
  }

  invoiceCounter(key: Key): { pattern: string; next: number } {
    const r = this.#db
      .prepare('SELECT pattern, next FROM fulfilment_invoice_numbers WHERE profile_id = ? AND account = ?')
      .get(key.profileId, key.account) as { pattern: string; next: number } | undefined;
    return r ?? { pattern: DEFAULT_INVOICE_PATTERN, next: 1 };
  }

  /**
   * Remembers what a pack used: per SKU its tax rate and (for a shipment of one SKU) its package, and moves the
   * invoice counter past the numbers the pattern gave.
   */
  used(key: Key, shipments: readonly PackShipment[], skuOf: ReadonlyMap<string, string>): void {
    const { pattern, next } = this.invoiceCounter(key);
    let after = next;
    for (let n = next; n < next + 10_000; n++) {
      if (!shipments.some((s) => s.invoiceNumber === invoiceNumberOf(pattern, n))) break;
      after = n + 1;
    }
    const upsert = this.#db.prepare(
      `INSERT INTO fulfilment_sku_defaults (profile_id, account, sku, tax_rate, length, breadth, height, weight)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, account, sku) DO UPDATE SET tax_rate = excluded.tax_rate,
         length = COALESCE(excluded.length, length), breadth = COALESCE(excluded.breadth, breadth),
         height = COALESCE(excluded.height, height), weight = COALESCE(excluded.weight, weight)`,
    );
    inTransaction(this.#db, () => {
      for (const s of shipments) {
        const skus = new Set(s.items.map((i) => skuOf.get(i.orderItemId)).filter((x) => x !== undefined));
        const box = skus.size === 1 && s.packages.length === 1 ? s.packages[0] : undefined;
        for (const item of s.items) {
          const sku = skuOf.get(item.orderItemId);
          if (sku === undefined) continue;
          upsert.run(
            key.profileId,
            key.account,
            sku,
            item.taxRate,
            box?.length ?? null,
            box?.breadth ?? null,
            box?.height ?? null,
            box?.weight ?? null,
          );
        }
      }
      this.#db
        .prepare(
          `INSERT INTO fulfilment_invoice_numbers (profile_id, account, pattern, next) VALUES (?, ?, ?, ?)
           ON CONFLICT (profile_id, account) DO UPDATE SET next = excluded.next`,
        )
        .run(key.profileId, key.account, pattern, after);
    });
  }
}
