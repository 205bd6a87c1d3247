import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Shipment, ShipmentFilter } from '../../shared/marketplace/seller-types.ts';
import { openDatabase } from '../storage/database.ts';
import { appMigrations } from '../app/migrations.ts';
import { shipmentsMigrations } from './migrations.ts';
import { ShipmentQueries } from './shipment-queries.ts';
import type { SyncDeps, ShipmentSource } from './shipment-sync.ts';
import { ShipmentWriter, type CacheKey } from './shipment-writer.ts';
import { SyncCheckpoints } from './sync-checkpoints.ts';

export const KEY: CacheKey = { profileId: 'demo', account: 'self:test' };

/** The cache on a real SQLite file in a fresh temporary folder. */
export function openCache(dataDir = mkdtempSync(join(tmpdir(), 'stockroom-shipments-'))) {
  const db = openCacheDb(dataDir);
  const writer = new ShipmentWriter(db);
  const checkpoints = new SyncCheckpoints(db);
  const queries = new ShipmentQueries(db);
  return {
    dataDir,
    db,
    writer,
    checkpoints,
    queries,
    deps: (source: ShipmentSource, now: () => Date = () => new Date()): SyncDeps => ({
      source,
      writer,
      checkpoints,
      now,
    }),
    close() {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function openCacheDb(dataDir: string): DatabaseSync {
  return openDatabase(dataDir, [appMigrations, shipmentsMigrations]);
}

/** Every shipment the marketplace holds now, read without date windows (held ones too): what a full cache equals. */
export async function marketplaceTruth(seller: {
  filterShipments: ShipmentSource['filterShipments'];
}): Promise<Map<string, Shipment>> {
  const all = new Map<string, Shipment>();
  for (const hold of [false, true]) {
    const filters: ShipmentFilter[] = [
      { type: 'preDispatch', hold },
      { type: 'postDispatch', hold },
      { type: 'cancelled', cancellationDate: { from: '2000-01-01T00:00:00Z' }, hold },
    ];
    for (const filter of filters)
      for await (const page of seller.filterShipments(filter, {}))
        for (const s of page.shipments) all.set(s.shipmentId, s);
  }
  return all;
}

/** Each shipment's distinct item states, joined as the cache's `status` column holds them. */
export const statusesOf = (m: Map<string, Shipment>): Map<string, string> =>
  new Map([...m].map(([id, s]) => [id, [...new Set(s.orderItems.map((o) => o.status))].join(', ')]));

export function cachedStatuses(db: DatabaseSync): Map<string, string> {
  const rows = db.prepare('SELECT shipment_id, status FROM shipments').all() as {
    shipment_id: string;
    status: string;
  }[];
  return new Map(rows.map((r) => [r.shipment_id, r.status]));
}
