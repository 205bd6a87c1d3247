import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import { KEY, openCacheDb } from './shipments.test-support.ts';
import { ReadWrites, storeChanged } from './store-read.ts';
import type { ReadCache } from './store-read.ts';

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

describe('read-backs written behind the jobs that read them', () => {
  let dir: string;
  let db: DatabaseSync;
  let landed: number[];
  let failures: unknown[];
  const reads = (cache: ReadCache) =>
    new ReadWrites({
      cache: () => cache,
      now: () => new Date('2026-11-23T06:00:00.000Z'),
      landed: (_key, written) => landed.push(written),
      failed: (error) => failures.push(error),
    });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-read-writes-'));
    db = openCacheDb(dir);
    landed = [];
    failures = [];
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a job go on at once, lands its reads in the order read, and tells the screens as each lands', async () => {
    const writes = reads({ writer: new ShipmentWriter(db) });
    await writes.queue(KEY, [shipment(1, 'APPROVED'), shipment(2, 'APPROVED')]);
    // Queued, not written yet: the job's next call leaves first.
    expect(statusOf(db, 'S1')).toBeNull();
    await writes.queue(KEY, [shipment(1, 'PACKED')]);
    await writes.queue(KEY, [shipment(1, 'PACKED'), shipment(2, 'PACKED')]);
    await writes.drained();
    expect(statusOf(db, 'S1')?.status).toBe('PACKED');
    expect(statusOf(db, 'S2')?.status).toBe('PACKED');
    // Only the changed copies count: 2 new, then S1 packed, then S2 packed (S1 unchanged).
    expect(landed).toEqual([2, 1, 1]);
  });

  it('makes a job wait for room once 16 read-backs wait to be written, and closing wait for all', async () => {
    let release = () => {};
    const held = new Promise<number>((resolve) => (release = () => resolve(1)));
    const writes = reads({ writer: new ShipmentWriter(db), store: { storeRead: () => held } });
    for (let i = 0; i < 16; i++) await writes.queue(KEY, [shipment(i)]);
    let queued = false;
    const seventeenth = writes.queue(KEY, [shipment(16)]).then(() => (queued = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(queued).toBe(false);
    // Closing waits for every read-back handed over, however slow the storage thread.
    let drained = false;
    const closing = writes.drained().then(() => (drained = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    release();
    await closing;
    await seventeenth;
    await writes.drained();
    expect(landed).toHaveLength(17);
  });

  it('reports a write that failed, and still writes the ones after it', async () => {
    db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON shipments WHEN NEW.shipment_id = 'S9'
      BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`);
    const writes = reads({ writer: new ShipmentWriter(db) });
    await writes.queue(KEY, [shipment(9)]);
    await writes.queue(KEY, [shipment(1)]);
    await writes.drained();
    expect(failures.map((e) => (e as Error).message)).toEqual(['disk trouble']);
    expect(statusOf(db, 'S1')?.status).toBe('APPROVED');
    // A caller that waits for its own write hears of its failure itself.
    await expect(writes.write(KEY, [shipment(9)])).rejects.toThrow('disk trouble');
  });
});
