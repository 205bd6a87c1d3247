import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { RETURN_SOURCES, type ReturnItem } from '../../shared/returns/return-types.ts';
import { appMigrations } from '../app/migrations.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import { orderItemFacts } from '../shipments/order-item-facts.ts';
import { shipmentsMigrations } from '../shipments/migrations.ts';
import { openDatabase } from '../storage/database.ts';
import { returnsMigrations } from './migrations.ts';
import { ReturnQueries } from './return-queries.ts';
import { ReturnSyncCheckpoints } from './return-sync-checkpoints.ts';
import type { ReturnSearchSource, ReturnSyncDeps } from './return-sync.ts';
import { ReturnWriter, type CacheKey, type OrderItemFacts } from './return-writer.ts';

export const KEY: CacheKey = { profileId: 'demo', account: 'self:test' };

export function openReturnsDb(dataDir: string): DatabaseSync {
  return openDatabase(dataDir, [appMigrations, shipmentsMigrations, returnsMigrations]);
}

/**
 * The returns cache on a real SQLite file in a fresh temporary folder; the SKU and title of order items come from the
 * shipments cache of the same file, then from the marketplace's read by order item ids (as in the app).
 */
export function openReturnsCache(dataDir = mkdtempSync(join(tmpdir(), 'stockroom-returns-'))) {
  const db = openReturnsDb(dataDir);
  const writer = new ReturnWriter(db);
  const checkpoints = new ReturnSyncCheckpoints(db);
  const queries = new ReturnQueries(db);
  return {
    dataDir,
    db,
    writer,
    checkpoints,
    queries,
    deps: (
      source: ReturnSearchSource,
      seller?: SellerClient,
      now: () => Date = () => new Date(),
    ): ReturnSyncDeps => ({
      source,
      writer,
      checkpoints,
      now,
      facts: {
        cached: (key, ids) => orderItemFacts(db, key, ids),
        ...(seller === undefined
          ? {}
          : {
              read: async (ids: readonly string[]) => {
                const out = new Map<string, OrderItemFacts>();
                for (const s of await seller.getShipments('orderItemIds', ids))
                  for (const i of s.orderItems)
                    if (i.sku) out.set(i.orderItemId, { sku: i.sku, title: i.title ?? null });
                return out;
              },
            }),
      },
    }),
    close() {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every return the marketplace holds now, both sources, read without windows: what a synced cache equals. */
export async function returnsTruth(seller: ReturnSearchSource): Promise<Map<string, ReturnItem>> {
  const all = new Map<string, ReturnItem>();
  for (const source of RETURN_SOURCES)
    for await (const page of seller.searchReturns({ source }, {}))
      for (const r of page.returnItems) all.set(r.returnId, r);
  return all;
}

/** Return id → status, of the marketplace's returns or of the cache. */
export const statusesOf = (m: Map<string, ReturnItem>): Map<string, string> =>
  new Map([...m].map(([id, r]) => [id, r.status ?? '']));

export function cachedStatuses(db: DatabaseSync): Map<string, string> {
  const rows = db.prepare('SELECT return_id, status FROM returns').all() as {
    return_id: string;
    status: string;
  }[];
  return new Map(rows.map((r) => [r.return_id, r.status]));
}
