import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
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
