import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { DATABASE_FILE_NAME } from '../storage/database.ts';
import { StoreThread } from './store-thread.ts';
import { KEY, openCache } from './shipments.test-support.ts';

const shipment = (id: string): Shipment => ({
  shipmentId: id,
  orderItems: [{ orderItemId: `OI-${id}`, orderId: `OD-${id}`, sku: `SKU-${id}`, status: 'APPROVED' }],
  forms: [],
  subShipments: [],
});

describe('the storage thread', () => {
  let cache: ReturnType<typeof openCache>;
  let thread: StoreThread;
  beforeEach(() => {
    cache = openCache();
    thread = new StoreThread(cache.dataDir);
  });
  afterEach(async () => {
    await thread.close();
    cache.close();
  });

  it('stores pages with their window checkpoint through its own connection, seen at once by the main one', async () => {
    const syncId = cache.checkpoints.create(
      KEY,
      'full',
      [{ type: 'preDispatch', filter: { type: 'preDispatch' } }],
      '2026-11-23T10:00:00.000Z',
    );
    await thread.storePages(KEY, [
      { shipments: [shipment('A'), shipment('B')], syncedAt: '2026-11-23T10:00:01.000Z', fullSyncId: syncId },
      {
        shipments: [shipment('C')],
        syncedAt: '2026-11-23T10:00:02.000Z',
        fullSyncId: syncId,
        windowDone: { syncId, position: 0, pages: 2, stored: 3, maxUpdatedAtMs: null },
      },
    ]);
    expect(cache.queries.total(KEY)).toBe(3);
    expect(cache.checkpoints.windows(syncId)).toMatchObject({ done: 1, stored: 3, pending: [] });
  });

  it('answers a failed write with its reason, keeps nothing of that batch, and goes on with the next', async () => {
    cache.db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON shipments WHEN NEW.shipment_id = 'BAD'
      BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`);
    await expect(
      thread.storePages(KEY, [
        { shipments: [shipment('A'), shipment('BAD')], syncedAt: '2026-11-23T10:00:00.000Z' },
      ]),
    ).rejects.toThrow(/disk trouble/);
    expect(cache.queries.total(KEY)).toBe(0);
    await thread.storePages(KEY, [{ shipments: [shipment('B')], syncedAt: '2026-11-23T10:00:00.000Z' }]);
    expect(cache.queries.total(KEY)).toBe(1);
  });

  it("leaves checkpoints to the app's background checkpointer when told the backstop limit", async () => {
    const inFile = (): number => {
      const file = new DatabaseSync(
        `${pathToFileURL(join(cache.dataDir, DATABASE_FILE_NAME)).href}?immutable=1`,
        {
          readOnly: true,
        },
      );
      try {
        const table = file.prepare("SELECT 1 FROM sqlite_master WHERE name = 'shipments'").get();
        return table === undefined
          ? 0
          : (file.prepare('SELECT count(*) AS n FROM shipments').get() as { n: number }).n;
      } finally {
        file.close();
      }
    };
    const far = new StoreThread(cache.dataDir, { walLimit: 'backstop' });
    await far.storePages(KEY, [{ shipments: [shipment('A')], syncedAt: '2026-11-23T10:00:00.000Z' }]);
    await far.close();
    // Committed and readable, but still in the log: the thread's commits left the checkpoint to the app.
    expect(inFile()).toBe(0);
    expect(cache.queries.total(KEY)).toBe(1);
  });

  it('writes the shipments an action read back that changed, a few to a transaction, and says how many', async () => {
    const read = Array.from({ length: 25 }, (_, i) => shipment(`R${i}`));
    expect(await thread.storeRead(KEY, read, '2026-11-23T10:00:00.000Z')).toBe(25);
    expect(await thread.storeRead(KEY, read, '2026-11-23T10:05:00.000Z')).toBe(0);
    const packed = { ...read[3]!, orderItems: [{ ...read[3]!.orderItems[0]!, status: 'PACKED' }] };
    expect(await thread.storeRead(KEY, [packed, read[4]!], '2026-11-23T10:10:00.000Z')).toBe(1);
    expect(cache.queries.total(KEY)).toBe(25);
    expect(cache.queries.detail(KEY, 'R3').shipment.orderItems[0]?.status).toBe('PACKED');
  });

  it('refuses work once closed, and says it has stopped', async () => {
    expect(thread.stopped).toBe(false);
    await thread.close();
    expect(thread.stopped).toBe(true);
    await expect(thread.beginLoad()).rejects.toThrow(/closed/);
  });

  it('fails the work it holds when its thread cannot open the database, and says it has stopped', async () => {
    const broken = new StoreThread(join(cache.dataDir, 'no such folder'));
    await expect(broken.beginLoad()).rejects.toThrow();
    expect(broken.stopped).toBe(true);
    await broken.close();
  });
});
