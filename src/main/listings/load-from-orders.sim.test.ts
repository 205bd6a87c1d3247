import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSheet } from '../../shared/listings/rules.ts';
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
import type { ListingReader } from './load-from-orders.ts';
import { listingsMigrations } from './migrations.ts';
import { fulfilmentMigrations } from '../fulfilment/migrations.ts';
import { productsMigrations } from '../products/migrations.ts';
import { createProductsSlice } from '../products/index.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import type { ProductRecord } from '../../shared/products/product-record.ts';
import { tempDir } from './testing/listings-db.test-support.ts';
import { ListingReads } from './listing-reads.ts';
import { UploadJournal } from './upload-journal.ts';

/** "Load from my orders" against the real-dialect simulator (its default): a real sync, then the v3 reads. */
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

  /** The database of the listings with the shipments cache and the product records beside it. */
  const openDb = () =>
    openDatabase(tmp.dir, [
      appMigrations,
      shipmentsMigrations,
      listingsMigrations,
      fulfilmentMigrations,
      productsMigrations,
    ]);

  /** A database with the shipments of the simulator's primary seller synced into its cache. */
  const synced = async () => {
    const db = openDb();
    const { seller } = selfAccessSeller(sim, fastHttp());
    const key = { profileId: 'demo', account: 'self:test' };
    const queries = new ShipmentQueries(db);
    const orders = { listingsInOrders: async () => queries.listingsInOrders(key, MAX_LISTING_READS) };
    const sync = () =>
      runShipmentSync(
        {
          source: seller,
          writer: new ShipmentWriter(db),
          checkpoints: new SyncCheckpoints(db),
          now: () => new Date(),
        },
        key,
      );
    const drafts = new DraftRepository(db);
    const journal = new UploadJournal(db);
    const reads = new ListingReads(db);
    let n = 0;
    const run = (reader: ListingReader = seller, records?: Parameters<typeof loadFromOrders>[0]['records']) =>
      loadFromOrders({
        ...(records === undefined ? {} : { records }),
        orders,
        drafts,
        journal,
        reads,
        reader,
        profileId: 'demo',
        newId: () => `o${++n}`,
        signal: new AbortController().signal,
        progress: () => undefined,
      });
    return { db, seller, orders, sync, drafts, journal, reads, run };
  };

  it('reads the SKUs of cached shipments into new rows, skips SKUs already in the sheet, and marks them as existing', async () => {
    const s = await synced();
    await expect(s.run()).rejects.toThrow('The cached shipments name no listings: sync shipments first.');
    await s.sync();
    const inOrders = await s.orders.listingsInOrders();
    expect(inOrders.length).toBeGreaterThan(10);
    s.drafts.save('demo', {
      upsert: [{ id: 'mine', position: 0, cells: { sku: inOrders[0]?.sku ?? '', mrp: '1' } }],
    });
    await sim.admin('DELETE', '/counters');

    const outcome = await s.run();
    expect(outcome).toEqual({
      read: inOrders.length,
      added: inOrders.length - 1,
      skipped: 1,
      failed: 0,
      notRead: [],
    });
    // Ten SKUs a call.
    expect(await sim.count('GET /sellers/listings/v3/*', '200')).toBe(Math.ceil(inOrders.length / 10));
    const rows = s.drafts.rows('demo');
    expect(rows[0]).toMatchObject({ id: 'mine', cells: { mrp: '1' } });
    expect(rows).toHaveLength(inOrders.length);
    expect(s.journal.knownSkus('demo')).toEqual(new Set(rows.map((r) => r.cells.sku)));
    // Each added row's listing is kept as read, so its upload is sent only over it; the row already there keeps its own.
    const fresh = s.reads.fresh('demo');
    expect([...fresh.keys()].sort()).toEqual(
      rows
        .slice(1)
        .map((r) => r.cells.sku)
        .sort(),
    );
    expect(fresh.get(rows[1]!.cells.sku!)?.price.sellingPrice).toBe(Number(rows[1]!.cells.selling_price));
  });

  it("fills each row with the seller's own listing, so the sheet's rules find no error in it", async () => {
    const s = await synced();
    await s.sync();
    const inOrders = await s.orders.listingsInOrders();
    await s.run();
    const rows = s.drafts.rows('demo');
    expect(rows).toHaveLength(inOrders.length);
    const facts = new Map(inOrders.map((o) => [o.sku, o]));
    for (const row of rows) {
      const order = facts.get(row.cells.sku ?? '');
      // The product id is the FSN the orders carry; the location of the orders is among the listing's.
      expect(row.cells.product_id).toBe(order?.fsn);
      if (order?.locationId !== undefined) expect(row.cells.location_id).toContain(order.locationId);
      expect(row.cells).toMatchObject({
        mrp: expect.stringMatching(/^\d+$/),
        selling_price: expect.stringMatching(/^\d+$/),
        hsn: expect.stringMatching(/^\d{4}$/),
        listing_status: expect.stringMatching(/^(ACTIVE|INACTIVE)$/),
        fulfillment_profile: 'NON_FBF',
        dispatch_sla: expect.stringMatching(/^[1-3]$/),
        location_inventory: expect.stringMatching(/^\d+( \| \d+)*$/),
      });
    }
    // What a person sees: no error on any row (warnings, such as fees the marketplace ignores, are not errors).
    const errors = [...checkSheet(rows).values()].flat().filter((i) => i.severity === 'error');
    expect(errors).toEqual([]);
  });

  it('fills what a lean read leaves out from the orders, and says which SKUs were not read', async () => {
    const s = await synced();
    await s.sync();
    const inOrders = await s.orders.listingsInOrders();
    const [first, second, third] = inOrders;
    // A read as the SDK's model allows it: no product id, locations, fulfillment; one SKU unknown, one invalid.
    const lean: ListingReader = {
      getListingsBySku: async (skus) => {
        const reads = await s.seller.getListingsBySku(skus);
        return reads.map((r) => {
          if (r.sku === second?.sku) return { sku: r.sku, state: 'unavailable' as const };
          if (r.sku === third?.sku) return { sku: r.sku, state: 'invalid' as const };
          if (r.state !== 'available') return r;
          const { fulfillment: _f, ...rest } = r.listing;
          return { ...r, listing: { ...rest, productId: '', locations: [] } };
        });
      },
    };
    const outcome = await s.run(lean);
    expect(outcome.failed).toBe(2);
    expect(outcome.notRead).toEqual([
      `The marketplace has no listing for SKU ${second?.sku} on this account.`,
      `The marketplace does not take "${third?.sku}" as a SKU id.`,
    ]);
    const row = s.drafts.rows('demo').find((r) => r.cells.sku === first?.sku);
    expect(row?.cells).toMatchObject({
      product_id: first?.fsn,
      location_id: first?.locationId ?? '',
      location_status: first?.locationId === undefined ? '' : 'ENABLED',
      dispatch_sla: '',
      shipping_provider: '',
    });
    // The real service leaves fulfillment and a location's stock optional: the only errors left are genuine, a
    // location on the rows whose orders named none either.
    const rows = s.drafts.rows('demo');
    const issues = checkSheet(rows);
    const noLocation = new Set(inOrders.filter((o) => o.locationId === undefined).map((o) => o.sku));
    for (const row of rows) {
      const errors = (issues.get(row.id) ?? []).filter((i) => i.severity === 'error');
      expect(errors.map((e) => e.message)).toEqual(
        noLocation.has(row.cells.sku ?? '') ? ['At least one selling location is required.'] : [],
      );
    }
  });

  it('lets a failure to read the cached orders through as it is, not as "no shipments cached"', async () => {
    const db = openDb();
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

  it("fills a row's box from the SKU's product record when the listing has none, and tells the record each read", async () => {
    const s = await synced();
    await s.sync();
    const [first] = await s.orders.listingsInOrders();
    const deps = {
      db: s.db,
      now: () => new Date(),
      profiles: { activeId: () => 'demo', sellerAccountKey: async () => 'self:test' },
      clients: { seller: async () => s.seller },
      logger: { error: () => undefined },
    } as unknown as SliceDeps;
    const products = createProductsSlice(deps, { locationNames: async () => ({}) });
    await products.handlers.editProduct({ sku: first!.sku, field: 'weight', value: '0.7' });
    await s.run(undefined, {
      learn: (listings) => products.offer.fromListings('demo', listings),
      boxes: (skus) => products.offer.boxesOf('demo', skus),
    });
    const row = s.drafts.rows('demo').find((r) => r.cells.sku === first!.sku);
    expect(row?.cells.package_weight).toBe('0.7');
    const records: ProductRecord[] = await products.handlers.productRecords();
    expect(records.find((r) => r.sku === first!.sku)?.fields.hsn).toMatchObject({
      value: row?.cells.hsn,
      source: 'listing',
    });
  });
});
