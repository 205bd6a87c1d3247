import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appMigrations } from '../app/migrations.ts';
import { fastHttp, selfAccessSeller, startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { shipmentsMigrations } from '../shipments/migrations.ts';
import { ShipmentQueries } from '../shipments/shipment-queries.ts';
import { runShipmentSync } from '../shipments/shipment-sync.ts';
import { ShipmentWriter } from '../shipments/shipment-writer.ts';
import { SyncCheckpoints } from '../shipments/sync-checkpoints.ts';
import { openDatabase } from '../storage/database.ts';
import { DraftRepository } from './draft-repository.ts';
import { loadFromOrders, MAX_LISTING_READS } from './load-from-orders.ts';
import { listingsMigrations } from './migrations.ts';
import { tempDir } from './testing/listings-db.test-support.ts';
import { UploadJournal } from './upload-journal.ts';

describe('"Load from my orders"', () => {
  let sim: Sim;
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    sim = await startSim({ shipments: 40, products: 50 });
  });
  afterEach(async () => {
    await sim.close();
    tmp.remove();
  });

  it('reads the listings named in cached shipments into new rows, skips SKUs already in the sheet, and marks them as existing', async () => {
    const db = openDatabase(tmp.dir, [appMigrations, shipmentsMigrations, listingsMigrations]);
    const { seller } = selfAccessSeller(sim, fastHttp());
    const drafts = new DraftRepository(db);
    const journal = new UploadJournal(db);
    const newId = (() => {
      let n = 0;
      return () => `o${++n}`;
    })();
    const key = { profileId: 'demo', account: 'self:test' };
    const queries = new ShipmentQueries(db);
    const orders = { listingsInOrders: async () => queries.listingsInOrders(key, MAX_LISTING_READS) };
    const run = () =>
      loadFromOrders({
        orders,
        drafts,
        journal,
        reader: seller,
        profileId: 'demo',
        newId,
        signal: new AbortController().signal,
        progress: () => undefined,
      });
    await expect(run()).rejects.toThrow('The cached shipments name no listings: sync shipments first.');

    await runShipmentSync(
      {
        source: seller,
        writer: new ShipmentWriter(db),
        checkpoints: new SyncCheckpoints(db),
        now: () => new Date(),
      },
      key,
    );
    const ids = await orders.listingsInOrders();
    expect(ids.length).toBeGreaterThan(0);
    drafts.save('demo', {
      upsert: [{ id: 'mine', position: 0, cells: { sku: ids[0]?.sku ?? '', mrp: '1' } }],
    });

    const outcome = await run();
    expect(outcome).toEqual({ read: ids.length, added: ids.length - 1, skipped: 1, failed: 0 });
    const rows = drafts.rows('demo');
    expect(rows[0]).toMatchObject({ id: 'mine', cells: { mrp: '1' } });
    expect(rows).toHaveLength(ids.length);
    for (const row of rows.slice(1)) {
      expect(row.cells.sku).not.toBe('');
      expect(row.cells.mrp).toMatch(/^\d+$/);
      expect(row.cells.listing_status).toMatch(/^(ACTIVE|INACTIVE)$/);
    }
    expect(journal.knownSkus('demo')).toEqual(new Set(rows.map((r) => r.cells.sku)));
  });

  it('lets a failure to read the cached orders through as it is, not as "no shipments cached"', async () => {
    const db = openDatabase(tmp.dir, [appMigrations, shipmentsMigrations, listingsMigrations]);
    const { seller } = selfAccessSeller(sim, fastHttp());
    const outcome = loadFromOrders({
      orders: {
        listingsInOrders: () => Promise.reject(new Error('database disk image is malformed')),
      },
      drafts: new DraftRepository(db),
      journal: new UploadJournal(db),
      reader: seller,
      profileId: 'demo',
      newId: () => 'o1',
      signal: new AbortController().signal,
      progress: () => undefined,
    });
    await expect(outcome).rejects.toThrow('database disk image is malformed');
    await expect(outcome).rejects.not.toMatchObject({ code: 'NOT_FOUND' });
  });
});
