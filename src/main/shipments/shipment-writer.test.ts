import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import { KEY, openCacheDb } from './shipments.test-support.ts';

const shipment = (status: string, extra: Partial<Shipment> = {}): Shipment =>
  ({
    shipmentId: 'S1',
    dispatchByDate: '2026-11-23T12:00:00.000+05:30',
    dispatchAfterDate: '2026-11-22T12:00:00.000+05:30',
    updatedAt: status === 'APPROVED' ? '2026-11-23T09:00:00.000+05:30' : '2026-11-23T10:00:00.000+05:30',
    locationId: 'LOC1',
    hold: false,
    orderItems: [
      {
        orderItemId: 'OI1',
        orderId: 'OD1',
        sku: 'SKU1',
        title: 'A kettle',
        quantity: 2,
        status,
        priceComponents: { sellingPrice: 500, totalPrice: 540 },
      },
    ],
    forms: [],
    subShipments: [],
    ...extra,
  }) as unknown as Shipment;

/** Every column of the shipment's rows, in the cache's tables, as stored. */
function rowsOf(db: DatabaseSync): unknown[] {
  return [
    'shipments',
    'shipment_raw',
    'shipment_order_items',
    'shipment_forms',
    'shipment_sub_shipments',
    'shipment_packages',
  ].map((table) =>
    // In the key's order, not the rows' (a row updated in place keeps its place; one inserted again goes last).
    db
      .prepare(`SELECT * FROM ${table} WHERE shipment_id = 'S1'`)
      .all()
      .map((row) => JSON.stringify(row))
      .sort(),
  );
}

const item = (orderItemId: string, status: string, extra: Record<string, unknown> = {}) => ({
  orderItemId,
  orderId: `OD-${orderItemId}`,
  sku: `SKU-${orderItemId}`,
  title: `Item ${orderItemId}`,
  quantity: 1,
  status,
  priceComponents: { sellingPrice: 100, totalPrice: 110 },
  ...extra,
});
const form = (name: string, status: string) => ({
  name,
  link: `https://forms.example/${name}`,
  automated: true,
  status,
});
const pkg = (packageId: string, length: number) => ({
  packageId,
  packageSku: `P-${packageId}`,
  packageTitle: 'A box',
  quantity: 1,
  dimensions: { length, breadth: 10, height: 5, weight: 0.5 },
});
const sub = (subShipmentId: string, packages: unknown[]) => ({ subShipmentId, packages });

describe('a shipment written over its cached copy', () => {
  let dirs: string[];
  let dbs: DatabaseSync[];
  const open = (): DatabaseSync => {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-writer-'));
    const db = openCacheDb(dir);
    dirs.push(dir);
    dbs.push(db);
    return db;
  };
  beforeEach(() => {
    dirs = [];
    dbs = [];
  });
  afterEach(() => {
    for (const db of dbs) db.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const FIRST = '2026-11-23T04:00:00.000Z';
  const LATER = '2026-11-23T06:00:00.000Z';
  /** The rows `next` leaves written afresh by a sync at LATER, first seen at FIRST as the one over its copy was. */
  const afresh = (next: Shipment): unknown[] => {
    const fresh = open();
    new ShipmentWriter(fresh).store(KEY, [next], { syncedAt: LATER });
    fresh.prepare(`UPDATE shipments SET first_seen_ms = ?`).run(Date.parse(FIRST));
    return rowsOf(fresh);
  };

  it('leaves the same rows as the new copy written afresh, seen by the sync that first stored it', () => {
    const over = open();
    const writer = new ShipmentWriter(over);
    writer.store(KEY, [shipment('APPROVED')], { syncedAt: '2026-11-23T04:00:00.000Z', fullSyncId: 'F1' });
    over.prepare('UPDATE shipments SET not_seen_in_last_full_sync = 1').run();
    const packed = shipment('PACKED', { hold: true, locationId: 'LOC2' });
    writer.store(KEY, [packed], { syncedAt: '2026-11-23T06:00:00.000Z' });

    const fresh = open();
    const freshWriter = new ShipmentWriter(fresh);
    freshWriter.store(KEY, [packed], { syncedAt: '2026-11-23T06:00:00.000Z', fullSyncId: 'F1' });
    // Only when it was first stored differs: it was stored before.
    fresh.prepare(`UPDATE shipments SET first_seen_ms = ?`).run(Date.parse('2026-11-23T04:00:00.000Z'));
    expect(rowsOf(over)).toEqual(rowsOf(fresh));
    expect(over.prepare('SELECT status, view, hold FROM shipments').get()).toEqual(
      fresh.prepare('SELECT status, view, hold FROM shipments').get(),
    );
  });

  // A read-back writes only the parts that differ from the cached copy: whatever changed, the rows must be the same
  // as the new copy's written afresh.
  it.each([
    [
      'an item packed',
      { orderItems: [item('A', 'APPROVED'), item('B', 'APPROVED')] },
      { orderItems: [item('A', 'PACKED'), item('B', 'PACKED')] },
    ],
    [
      'an item gone',
      { orderItems: [item('A', 'APPROVED'), item('B', 'APPROVED')] },
      { orderItems: [item('B', 'CANCELLED')] },
    ],
    [
      'an item added',
      { orderItems: [item('A', 'APPROVED')] },
      { orderItems: [item('A', 'APPROVED'), item('B', 'APPROVED')] },
    ],
    [
      'the items in another order',
      { orderItems: [item('A', 'APPROVED'), item('B', 'APPROVED')] },
      { orderItems: [item('B', 'APPROVED'), item('A', 'APPROVED')] },
    ],
    [
      'an item moved to another order',
      { orderItems: [item('A', 'APPROVED')] },
      { orderItems: [item('A', 'APPROVED', { orderId: 'OD-2' })] },
    ],
    [
      'forms changed, added and gone',
      { forms: [form('f1', 'IN-PROGRESS'), form('f2', 'NOT-CREATED')] },
      { forms: [form('f1', 'COMPLETED')] },
    ],
    ['a form added', { forms: [] }, { forms: [form('f1', 'NOT-CREATED')] }],
    [
      'a package measured and one gone',
      { subShipments: [sub('S1-1', [pkg('P1', 10), pkg('P2', 20)])] },
      { subShipments: [sub('S1-1', [pkg('P1', 12)])] },
    ],
    [
      'a sub-shipment gone',
      { subShipments: [sub('S1-1', [pkg('P1', 10)]), sub('S1-2', [pkg('P2', 20)])] },
      { subShipments: [sub('S1-2', [pkg('P2', 20)])] },
    ],
    [
      'a package added',
      { subShipments: [sub('S1-1', [])] },
      { subShipments: [sub('S1-1', [pkg('P1', 10)]), sub('S1-2', [pkg('P2', 20)])] },
    ],
  ])('writes %s as the new copy written afresh', (_what, before, after) => {
    const over = open();
    const writer = new ShipmentWriter(over);
    writer.store(KEY, [shipment('APPROVED', before as Partial<Shipment>)], { syncedAt: FIRST });
    const next = shipment('PACKED', after as Partial<Shipment>);
    writer.store(KEY, [next], { syncedAt: LATER });
    expect(rowsOf(over)).toEqual(afresh(next));
  });

  it('replaces every part of a copy whose cached JSON cannot be read', () => {
    const over = open();
    const writer = new ShipmentWriter(over);
    const before = {
      orderItems: [item('A', 'APPROVED'), item('B', 'APPROVED')],
      forms: [form('f1', 'NOT-CREATED')],
    };
    writer.store(KEY, [shipment('APPROVED', before as Partial<Shipment>)], { syncedAt: FIRST });
    over.prepare(`UPDATE shipment_raw SET raw = '{"orderItems": [' WHERE shipment_id = 'S1'`).run();
    const next = shipment('PACKED', { orderItems: [item('B', 'PACKED')] } as unknown as Partial<Shipment>);
    writer.store(KEY, [next], { syncedAt: LATER });
    expect(rowsOf(over)).toEqual(afresh(next));
  });

  it('takes a later full sync as the one that saw it, and leaves an unchanged copy as it was but for when', () => {
    const db = open();
    const writer = new ShipmentWriter(db);
    writer.store(KEY, [shipment('APPROVED')], { syncedAt: '2026-11-23T04:00:00.000Z', fullSyncId: 'F1' });
    writer.store(KEY, [shipment('APPROVED')], { syncedAt: '2026-11-23T05:00:00.000Z', fullSyncId: 'F2' });
    expect(db.prepare('SELECT last_full_sync AS f, synced_at AS s, status FROM shipments').get()).toEqual({
      f: 'F2',
      s: '2026-11-23T05:00:00.000Z',
      status: 'APPROVED',
    });
  });
});

describe('what a resumed sync reads back', () => {
  let dir: string;
  let db: DatabaseSync;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-writer-since-'));
    db = openCacheDb(dir);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the shipments stored since the sync started, found by when, not by reading every one cached', () => {
    const writer = new ShipmentWriter(db);
    const older = Array.from({ length: 50 }, (_, i) => shipment('APPROVED', { shipmentId: `OLD${i}` }));
    writer.store(KEY, older, { syncedAt: '2026-11-23T04:00:00.000Z' });
    writer.store(KEY, [shipment('PACKED', { shipmentId: 'NEW1' })], { syncedAt: '2026-11-23T06:00:00.000Z' });
    writer.store(KEY, [shipment('APPROVED', { shipmentId: 'NEW2' })], {
      syncedAt: '2026-11-23T06:05:00.000Z',
    });

    // The statement the read prepares, planned on the same database.
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = (sql: string) => (prepared.push(sql), prepare(sql));
    const since = writer.syncedSince(KEY, '2026-11-23T06:00:00.000Z');
    db.prepare = prepare;
    expect(since.map((s) => s.shipmentId).sort()).toEqual(['NEW1', 'NEW2']);
    expect(since.find((s) => s.shipmentId === 'NEW1')?.orderItems[0]?.status).toBe('PACKED');

    // Both tables are searched by a key: none is walked whole (100,000 cached took 0.7 s of a launch that way).
    expect(prepared).toHaveLength(1);
    const plan = (
      db
        .prepare(`EXPLAIN QUERY PLAN ${prepared[0] ?? ''}`)
        .all(KEY.profileId, KEY.account, '2026-11-23T06:00:00.000Z') as { detail: string }[]
    ).map((r) => r.detail);
    expect(plan).toEqual([
      expect.stringMatching(/^SEARCH s USING (COVERING )?INDEX shipments_synced_at \(.*synced_at>\?\)/),
      expect.stringMatching(/^SEARCH r USING INDEX .*shipment_id=\?\)/),
    ]);
  });
});
