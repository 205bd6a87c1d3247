import type { DatabaseSync } from 'node:sqlite';
import { liveItemSql } from './live-items-sql.ts';
import type { CacheKey } from './shipment-writer.ts';

/**
 * Units of each SKU ordered from `sinceMs` on (order items not cancelled on their own, by the order's date), over
 * the cache: what a sales rate is made of.
 */
export function unitsOrderedSince(db: DatabaseSync, key: CacheKey, sinceMs: number): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT i.sku AS sku, sum(coalesce(i.quantity, 1)) AS units
       FROM shipments AS s
       JOIN shipment_order_items AS i ON i.profile_id = s.profile_id AND i.account = s.account
         AND i.shipment_id = s.shipment_id
       WHERE s.profile_id = ? AND s.account = ? AND s.order_date_ms >= ? AND ${liveItemSql('i')}
         AND i.sku IS NOT NULL AND i.sku <> ''
       GROUP BY i.sku`,
    )
    .all(key.profileId, key.account, sinceMs) as { sku: string; units: number }[];
  return new Map(rows.map((r) => [r.sku, r.units]));
}
