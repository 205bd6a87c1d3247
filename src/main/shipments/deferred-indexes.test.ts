import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFERRABLE_INDEXES } from './deferred-indexes.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import { openCacheDb } from './shipments.test-support.ts';

const indexSql = (db: DatabaseSync): Map<string, string> =>
  new Map(
    (
      db
        .prepare(
          `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'shipments' AND sql IS NOT NULL`,
        )
        .all() as { name: string; sql: string }[]
    ).map((r) => [r.name, r.sql.replace(/\s+/g, ' ')]),
  );

const shipment = (n: number) => ({
  shipmentId: `S${n}`,
  dispatchByDate: '2026-11-23T12:00:00.000+05:30',
  orderItems: [{ orderItemId: `OI${n}`, orderId: `OD${n}`, sku: `SKU${n}`, status: 'APPROVED' }],
  forms: [],
  subShipments: [],
});

describe('indexes a large load builds at its end', () => {
  let dir: string;
  let db: DatabaseSync;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-indexes-'));
    db = openCacheDb(dir);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds exactly the indexes the migrations created, once the load ends', () => {
    const migrated = indexSql(db);
    for (const index of DEFERRABLE_INDEXES) expect(migrated.has(index.name), index.name).toBe(true);
    const writer = new ShipmentWriter(db);
    writer.beginLoad();
    const during = indexSql(db);
    for (const index of DEFERRABLE_INDEXES) expect(during.has(index.name), index.name).toBe(false);
    // The quick search, the summary line and a tab's default sort stay usable while loading.
    expect([...during.keys()].sort()).toEqual([
      'shipments_search',
      'shipments_summary',
      'shipments_view_dispatch_by_ms',
    ]);
    writer.store({ profileId: 'p', account: 'a' }, [shipment(1), shipment(2)], {
      syncedAt: '2026-11-23T10:00:00.000Z',
    });
    writer.endLoad();
    expect(indexSql(db)).toEqual(migrated);
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT shipment_id FROM shipments WHERE profile_id = 'p' AND account = 'a' AND view = 'toPack' ORDER BY skus, shipment_id LIMIT 10`,
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('shipments_view_skus');
  });

  it('builds them when a load ended with its process (a crash): the next writer on the folder finds them missing', () => {
    const migrated = indexSql(db);
    new ShipmentWriter(db).beginLoad();
    db.close();
    db = openCacheDb(dir);
    new ShipmentWriter(db);
    expect(indexSql(db)).toEqual(migrated);
  });

  it('waits for the last of two overlapping loads (two profiles) before building', () => {
    const writer = new ShipmentWriter(db);
    writer.beginLoad();
    writer.beginLoad();
    writer.endLoad();
    expect(indexSql(db).has('shipments_all_skus')).toBe(false);
    writer.endLoad();
    expect(indexSql(db).has('shipments_all_skus')).toBe(true);
  });

  it('keeps the indexes in place when the table is already large (rebuilding would cost more than it saves)', () => {
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
      INSERT INTO shipments (profile_id, account, shipment_id, view, status, order_ids, order_item_ids, skus, fsns,
        search_text, synced_at)
      SELECT 'other', 'a', 'S' || i, 'toPack', 'APPROVED', '', '', '', '', '', '2026-11-23' FROM n`);
    const writer = new ShipmentWriter(db);
    writer.beginLoad();
    expect(indexSql(db).has('shipments_all_skus')).toBe(true);
    writer.endLoad();
  });
});
