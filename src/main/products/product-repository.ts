import type { DatabaseSync } from 'node:sqlite';
import {
  winning,
  type ProductField,
  type ProductRecord,
  type ProductSource,
  type ProductValue,
} from '../../shared/products/product-record.ts';
import type { SourceValues } from '../../shared/products/product-sources.ts';
import { inTransaction } from '../storage/transaction.ts';

/** A seller account of a profile: the product records' key with the SKU. */
export type AccountKey = { profileId: string; account: string };

type Row = { sku: string; field: ProductField; source: ProductSource; value: string; at: string };

/** Every source's values of every SKU, one row per SKU, field and source; the record is the winners. */
export class ProductRepository {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * What `source` now says of each SKU. A field it tells is replaced; a field it leaves out keeps what the source
   * said before, unless `whole` (a source that tells everything it knows, such as a listing read: a field it no
   * longer tells is forgotten).
   */
  put(key: AccountKey, source: ProductSource, bySku: ReadonlyMap<string, SourceValues>, whole = false): void {
    const at = this.#now().toISOString();
    const upsert = this.#db.prepare(
      `INSERT INTO product_values (profile_id, account, sku, field, source, value, at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, account, sku, field, source) DO UPDATE SET value = excluded.value, at = excluded.at
       WHERE value <> excluded.value`,
    );
    const forget = this.#db.prepare(
      'DELETE FROM product_values WHERE profile_id = ? AND account = ? AND sku = ? AND source = ?',
    );
    inTransaction(this.#db, () => {
      for (const [sku, values] of bySku) {
        if (sku === '') continue;
        if (whole) forget.run(key.profileId, key.account, sku, source);
        for (const [field, value] of Object.entries(values))
          if (value !== undefined && value !== '')
            upsert.run(key.profileId, key.account, sku, field, source, value, at);
      }
    });
  }

  /** Takes a source's value of a field away (the seller taking an edit back). */
  remove(key: AccountKey, sku: string, field: ProductField, source: ProductSource): void {
    this.#db
      .prepare(
        'DELETE FROM product_values WHERE profile_id = ? AND account = ? AND sku = ? AND field = ? AND source = ?',
      )
      .run(key.profileId, key.account, sku, field, source);
  }

  /** The records of these SKUs (all the account's when `skus` is left out); a SKU nothing is known of is absent. */
  records(key: AccountKey, skus?: readonly string[]): Map<string, ProductRecord> {
    const one = this.#db.prepare(
      'SELECT sku, field, source, value, at FROM product_values WHERE profile_id = ? AND account = ? AND sku = ?',
    );
    const rows =
      skus === undefined
        ? (this.#db
            .prepare(
              `SELECT sku, field, source, value, at FROM product_values WHERE profile_id = ? AND account = ?
               ORDER BY sku`,
            )
            .all(key.profileId, key.account) as Row[])
        : [...new Set(skus)].flatMap((sku) => one.all(key.profileId, key.account, sku) as Row[]);
    const bySku = new Map<string, ({ field: ProductField } & ProductValue)[]>();
    for (const r of rows) bySku.set(r.sku, [...(bySku.get(r.sku) ?? []), r]);
    return new Map([...bySku].map(([sku, values]) => [sku, { sku, fields: winning(values) }]));
  }

  /** SKUs the marketplace listing has told something of. */
  listed(key: AccountKey, skus: readonly string[]): Set<string> {
    const read = this.#db.prepare(
      `SELECT 1 FROM product_values WHERE profile_id = ? AND account = ? AND sku = ? AND source = 'listing' LIMIT 1`,
    );
    return new Set(skus.filter((sku) => read.get(key.profileId, key.account, sku) !== undefined));
  }
}
