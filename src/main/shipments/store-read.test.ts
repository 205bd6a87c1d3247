import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import { KEY, openCacheDb } from './shipments.test-support.ts';
import { storeChanged } from './store-read.ts';

const shipment = (n: number, status = 'APPROVED'): Shipment =>
  ({
    shipmentId: `S${n}`,
    dispatchByDate: '2026-11-23T12:00:00.000+05:30',
    updatedAt: '2026-11-23T09:00:00.000+05:30',
    orderItems: [{ orderItemId: `OI${n}`, orderId: `OD${n}`, sku: `SKU${n}`, status }],
    forms: [],
    subShipments: [],
  }) as unknown as Shipment;

const statusOf = (db: DatabaseSync, id: string) =>
  (db.prepare('SELECT status, synced_at AS syncedAt FROM shipments WHERE shipment_id = ?').get(id) as {
    status: string;
    syncedAt: string;
  }) ?? null;

describe('shipments an action read back, written into the cache', () => {
  let dir: string;
  let db: DatabaseSync;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-store-read-'));
    db = openCacheDb(dir);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes only the shipments that changed or are new, every one of them across many transactions', async () => {
    const writer = new ShipmentWriter(db);
    const first = Array.from({ length: 120 }, (_, i) => shipment(i));
    expect(await storeChanged({ writer }, KEY, first, '2026-11-23T04:00:00.000Z')).toBe(120);
    expect(await storeChanged({ writer }, KEY, first, '2026-11-23T05:00:00.000Z')).toBe(0);
    // Unchanged copies keep the time they were written.
    expect(statusOf(db, 'S7')?.syncedAt).toBe('2026-11-23T04:00:00.000Z');

    const packed = first.map((s, i) => (i % 2 === 0 ? shipment(i, 'PACKED') : s));
    const read = [...packed, shipment(500)];
    expect(await storeChanged({ writer }, KEY, read, '2026-11-23T06:00:00.000Z')).toBe(61);
    expect(statusOf(db, 'S118')).toEqual({ status: 'PACKED', syncedAt: '2026-11-23T06:00:00.000Z' });
    expect(statusOf(db, 'S119')?.status).toBe('APPROVED');
    expect(statusOf(db, 'S500')?.status).toBe('APPROVED');
  });
});
