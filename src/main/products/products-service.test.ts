import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import { appMigrations } from '../app/migrations.ts';
import { fulfilmentMigrations } from '../fulfilment/migrations.ts';
import { openDatabase } from '../storage/database.ts';
import { productsMigrations } from './migrations.ts';
import { ProductRepository } from './product-repository.ts';
import { ProductsService } from './products-service.ts';

const listing = (over: Partial<ListingV3> = {}): ListingV3 => ({
  listingId: 'L1',
  productId: 'P1',
  price: {},
  tax: { hsn: '6912', taxCode: 'GST_12' },
  packages: [],
  locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 4 }],
  ...over,
});

describe('the product record of each SKU', () => {
  let dir: string;
  let db: DatabaseSync;
  let reads: string[][];
  let account: string | null;
  const A = { profileId: 'p', account: 'self:A' };
  const at = () => new Date('2026-11-27T10:00:00Z');
  const service = () =>
    new ProductsService({
      repo: new ProductRepository(db, at),
      accountOf: async () => account,
      activeId: () => 'p',
      reader: async () => ({
        getListingsBySku: async (skus: readonly string[]): Promise<SkuListingRead[]> => {
          reads.push([...skus]);
          return skus.map((sku) =>
            sku === 'GONE' ? { sku, state: 'unavailable' } : { sku, state: 'available', listing: listing() },
          );
        },
      }),
      locationNames: async () => ({ LOC1: 'Pune warehouse' }),
      logger: { error: () => undefined },
    });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-products-'));
    db = openDatabase(dir, [appMigrations, fulfilmentMigrations, productsMigrations]);
    reads = [];
    account = 'self:A';
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills from the listing, the sheet and the last pack, and says where each value came from', async () => {
    const products = service();
    await products.fromSheet('p', [{ sku: 'MUG-1', hsn: '6911', package_weight: '0.4' }]);
    products.fromPack(
      A,
      [
        {
          shipmentId: 'S1',
          invoiceNumber: 'X1',
          invoiceDate: '2026-11-27',
          items: [{ orderItemId: 'OI1', taxRate: 18, quantity: 1, invoiceAmount: 349 }],
          packages: [{ subShipmentId: 'S1-1', length: 12, breadth: 10, height: 8, weight: 0.5 }],
        },
      ],
      new Map([['OI1', 'MUG-1']]),
    );
    await products.fromListings('p', [{ sku: 'MUG-1', listing: listing() }]);
    const [mug] = await products.list();
    expect(mug).toMatchObject({
      sku: 'MUG-1',
      fields: {
        taxCode: { value: 'GST_12', source: 'listing' },
        gstRate: { value: '18', source: 'lastPack' },
        hsn: { value: '6912', source: 'listing' },
        weight: { value: '0.4', source: 'sheet' },
        length: { value: '12', source: 'lastPack' },
        locations: { value: 'LOC1', source: 'listing', at: '2026-11-27T10:00:00.000Z' },
      },
      locationNames: { LOC1: 'Pune warehouse' },
    });
  });

  it('lets the seller edit a field, which wins until taken back; refuses a value that would not do', async () => {
    const products = service();
    await products.fromListings('p', [{ sku: 'MUG-1', listing: listing() }]);
    expect((await products.edit('MUG-1', 'hsn', '6913')).fields.hsn).toMatchObject({
      value: '6913',
      source: 'seller',
    });
    await products.fromListings('p', [{ sku: 'MUG-1', listing: listing() }]);
    expect((await products.list())[0]?.fields.hsn).toMatchObject({ value: '6913', source: 'seller' });
    expect((await products.edit('MUG-1', 'hsn', '')).fields.hsn).toMatchObject({
      value: '6912',
      source: 'listing',
    });
    await expect(products.edit('MUG-1', 'gstRate', '13')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Give a GST rate of 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 (percent).',
    });
    account = null;
    await expect(products.edit('MUG-1', 'hsn', '6913')).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
    expect(await products.list()).toEqual([]);
  });

  it('reads for the pack form only the SKUs the listing has told nothing of yet', async () => {
    const products = service();
    await products.fromListings('p', [{ sku: 'MUG-1', listing: listing() }]);
    const records = await products.recordsFor(A, ['MUG-1', 'TEA-1', 'GONE', 'TEA-1']);
    expect(reads).toEqual([['TEA-1', 'GONE']]);
    expect([...records.keys()]).toEqual(['MUG-1', 'TEA-1']);
    expect(records.get('TEA-1')?.fields.taxCode).toMatchObject({ value: 'GST_12', source: 'listing' });
    // Another seller account of the profile has records of its own.
    expect(
      (await products.recordsFor({ ...A, account: 'self:B' }, ['MUG-1'])).get('MUG-1')?.fields.hsn?.source,
    ).toBe('listing');
    expect(reads.at(-1)).toEqual(['MUG-1']);
  });
});

describe('moving the pack form values into the product record', () => {
  it("keeps each SKU's last packed values, as from the last pack", () => {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-products-'));
    try {
      const before = openDatabase(dir, [appMigrations, fulfilmentMigrations]);
      before
        .prepare(
          `INSERT INTO fulfilment_sku_defaults (profile_id, account, sku, tax_rate, length, breadth, height, weight,
             needs_serials) VALUES ('p', 'self:A', 'MUG-1', 18, 30, 20, 10, 1.5, 1), ('p', 'self:A', 'EAR-1', NULL,
             NULL, NULL, NULL, NULL, 1)`,
        )
        .run();
      before.close();
      const db = openDatabase(dir, [appMigrations, fulfilmentMigrations, productsMigrations]);
      const records = new ProductRepository(db, () => new Date()).records({
        profileId: 'p',
        account: 'self:A',
      });
      const values = (sku: string) =>
        Object.fromEntries(
          Object.entries(records.get(sku)?.fields ?? {}).map(([f, v]) => [f, `${v.value} (${v.source})`]),
        );
      expect(values('MUG-1')).toEqual({
        gstRate: '18 (lastPack)',
        length: '30 (lastPack)',
        breadth: '20 (lastPack)',
        height: '10 (lastPack)',
        weight: '1.5 (lastPack)',
        needsSerials: 'true (lastPack)',
      });
      expect(values('EAR-1')).toEqual({ needsSerials: 'true (lastPack)' });
      expect(
        db.prepare(`SELECT name FROM sqlite_master WHERE name = 'fulfilment_sku_defaults'`).get(),
      ).toBeUndefined();
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
