import type { DatabaseSync } from 'node:sqlite';
import type { PackShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import { DEFAULT_INVOICE_PATTERN, counterIn } from '../../shared/fulfilment/invoice-pattern.ts';
import { inTransaction } from '../storage/transaction.ts';

type Key = { profileId: string; account: string };

export interface SkuDefaults {
  taxRate: number | null;
  length: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  needsSerials: boolean;
}

type SkuRow = {
  tax_rate: number | null;
  length: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  needs_serials: number;
};

/**
 * What the pack form is pre-filled with, per seller account: the last values used per SKU (and whether its units
 * need serial numbers), and the invoice-number pattern with its counter.
 */
export class PackDefaults {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  skus(key: Key, skus: readonly string[]): Map<string, SkuDefaults> {
    const out = new Map<string, SkuDefaults>();
    const read = this.#db.prepare(
      `SELECT tax_rate, length, breadth, height, weight, needs_serials FROM fulfilment_sku_defaults
       WHERE profile_id = ? AND account = ? AND sku = ?`,
    );
    for (const sku of new Set(skus)) {
      const r = read.get(key.profileId, key.account, sku) as SkuRow | undefined;
      if (r)
        out.set(sku, {
          taxRate: r.tax_rate,
          length: r.length,
          breadth: r.breadth,
          height: r.height,
          weight: r.weight,
          needsSerials: r.needs_serials === 1,
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

  /** The seller's own pattern and next number (checked by the caller). */
  setInvoicePattern(key: Key, pattern: string, next: number): void {
    this.#db
      .prepare(
        `INSERT INTO fulfilment_invoice_numbers (profile_id, account, pattern, next) VALUES (?, ?, ?, ?)
         ON CONFLICT (profile_id, account) DO UPDATE SET pattern = excluded.pattern, next = excluded.next`,
      )
      .run(key.profileId, key.account, pattern.trim(), next);
  }

  /**
   * Moves the counter past the numbers of invoices the marketplace packed (or is packing) that follow the pattern;
   * numbers typed by hand, and those of refused shipments, leave it where it is.
   */
  advance(key: Key, packedInvoiceNumbers: readonly string[]): void {
    const { pattern, next } = this.invoiceCounter(key);
    const used = packedInvoiceNumbers
      .map((n) => counterIn(pattern, n))
      .filter((n): n is number => n !== undefined);
    const after = Math.max(next, ...used.map((n) => n + 1));
    if (after === next) return;
    this.#db
      .prepare(
        `INSERT INTO fulfilment_invoice_numbers (profile_id, account, pattern, next) VALUES (?, ?, ?, ?)
         ON CONFLICT (profile_id, account) DO UPDATE SET next = MAX(next, excluded.next)`,
      )
      .run(key.profileId, key.account, pattern, after);
  }

  /**
   * Remembers what a pack used: per SKU its tax rate, (for a shipment of one SKU) its package, and that its units
   * carry serial numbers when some were sent.
   */
  remember(key: Key, shipments: readonly PackShipment[], skuOf: ReadonlyMap<string, string>): void {
    const upsert = this.#db.prepare(
      `INSERT INTO fulfilment_sku_defaults
         (profile_id, account, sku, tax_rate, length, breadth, height, weight, needs_serials)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, account, sku) DO UPDATE SET tax_rate = excluded.tax_rate,
         length = COALESCE(excluded.length, length), breadth = COALESCE(excluded.breadth, breadth),
         height = COALESCE(excluded.height, height), weight = COALESCE(excluded.weight, weight),
         needs_serials = MAX(needs_serials, excluded.needs_serials)`,
    );
    inTransaction(this.#db, () => {
      for (const s of shipments) {
        const skus = new Set(s.items.map((i) => skuOf.get(i.orderItemId)).filter((x) => x !== undefined));
        const box = skus.size === 1 && s.packages.length === 1 ? s.packages[0] : undefined;
        for (const item of s.items) {
          const sku = skuOf.get(item.orderItemId);
          if (sku === undefined || sku === '') continue;
          upsert.run(
            key.profileId,
            key.account,
            sku,
            item.taxRate,
            box?.length ?? null,
            box?.breadth ?? null,
            box?.height ?? null,
            box?.weight ?? null,
            (item.serialNumbers?.length ?? 0) > 0 ? 1 : 0,
          );
        }
      }
    });
  }

  /** SKUs the marketplace refused to pack without serial numbers: the next form asks for them. */
  needSerials(key: Key, skus: readonly string[]): void {
    const upsert = this.#db.prepare(
      `INSERT INTO fulfilment_sku_defaults (profile_id, account, sku, needs_serials) VALUES (?, ?, ?, 1)
       ON CONFLICT (profile_id, account, sku) DO UPDATE SET needs_serials = 1`,
    );
    inTransaction(this.#db, () => {
      for (const sku of new Set(skus)) if (sku !== '') upsert.run(key.profileId, key.account, sku);
    });
  }
}
