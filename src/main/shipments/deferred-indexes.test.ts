import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFERRABLE_INDEXES, LARGE_TABLE_ROWS } from './deferred-indexes.ts';
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

/** Rows of another account, enough to make the table large (straight SQL: what a long sync leaves). */
function fillLarge(db: DatabaseSync): void {
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LARGE_TABLE_ROWS})
    INSERT INTO shipments (profile_id, account, shipment_id, view, status, order_ids, order_item_ids, skus, fsns,
      search_text, synced_at)
    SELECT 'other', 'a', 'S' || i, 'toPack', 'APPROVED', '', '', 'SKU' || i, '', '', '2026-11-23' FROM n`);
}

const sortPlan = (db: DatabaseSync): string =>
  (
    db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT shipment_id FROM shipments WHERE profile_id = 'p' AND account = 'a' AND view = 'toPack' ORDER BY skus, shipment_id LIMIT 10`,
      )
      .all() as { detail: string }[]
  )
    .map((p) => p.detail)
    .join(' ');

describe('sort and filter indexes, built at the end of a load and only for a large table', () => {
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

  it('drops them for a load into a small table, keeping those of search, summary, the default sort and resumes', () => {
    const writer = new ShipmentWriter(db);
    writer.beginLoad();
    const remaining = [
      'shipments_search',
      'shipments_summary',
      'shipments_synced_at',
      'shipments_view_dispatch_by_ms',
    ];
    expect([...indexSql(db).keys()].sort()).toEqual(remaining);
    writer.store({ profileId: 'p', account: 'a' }, [shipment(1), shipment(2)], {
      syncedAt: '2026-11-23T10:00:00.000Z',
    });
    writer.endLoad();
    // Still a small table: a sort reads it instead.
    expect([...indexSql(db).keys()].sort()).toEqual(remaining);
    expect(sortPlan(db)).not.toContain('shipments_view_skus');
  });

  it('builds exactly the indexes the migrations created when a load leaves the table large', () => {
    const migrated = indexSql(db);
    for (const index of DEFERRABLE_INDEXES) expect(migrated.has(index.name), index.name).toBe(true);
    const writer = new ShipmentWriter(db);
    writer.beginLoad();
    fillLarge(db);
    writer.endLoad();
    expect(indexSql(db)).toEqual(migrated);
    expect(sortPlan(db)).toContain('shipments_view_skus');
  });

  it('builds them when the process died mid-load: the next writer on the folder finds them missing', () => {
    const migrated = indexSql(db);
    new ShipmentWriter(db).beginLoad();
    fillLarge(db);
    db.close();
    db = openCacheDb(dir);
    new ShipmentWriter(db);
    expect(indexSql(db)).toEqual(migrated);
  });

  it('waits for the last of two overlapping loads (two profiles) before building', () => {
    const writer = new ShipmentWriter(db);
    writer.beginLoad();
    writer.beginLoad();
    fillLarge(db);
    writer.endLoad();
    expect(indexSql(db).has('shipments_all_skus')).toBe(false);
    writer.endLoad();
    expect(indexSql(db).has('shipments_all_skus')).toBe(true);
  });

  it('keeps them in place for a load into a table already large (rebuilding would cost more than it saves)', () => {
    fillLarge(db);
    const writer = new ShipmentWriter(db);
    writer.beginLoad();
    expect(indexSql(db).has('shipments_all_skus')).toBe(true);
    writer.endLoad();
  });
});
