import type { DatabaseSync } from 'node:sqlite';
import type { CacheKey } from './shipment-writer.ts';

/** The SKU and title of cached order items, by order item id (another slice asks: returns name only the item). */
export function orderItemFacts(
  db: DatabaseSync,
  key: CacheKey,
  orderItemIds: readonly string[],
): Map<string, { sku: string; title: string | null }> {
  const out = new Map<string, { sku: string; title: string | null }>();
  const unique = [...new Set(orderItemIds)];
  // 500 ids a statement keeps clear of SQLite's limit on bound values.
  for (let i = 0; i < unique.length; i += 500) {
    const part = unique.slice(i, i + 500);
    const rows = db
      .prepare(
        `SELECT order_item_id AS id, sku, title FROM shipment_order_items
         WHERE profile_id = ? AND account = ? AND sku IS NOT NULL
           AND order_item_id IN (${part.map(() => '?').join(', ')})`,
      )
      .all(key.profileId, key.account, ...part) as { id: string; sku: string; title: string | null }[];
    for (const r of rows) out.set(r.id, { sku: r.sku, title: r.title });
  }
  return out;
}
