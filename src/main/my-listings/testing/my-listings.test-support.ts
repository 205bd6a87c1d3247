import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { ListingEdit } from '../../../shared/my-listings/payloads.ts';
import { appMigrations } from '../../app/migrations.ts';
import { EventBus } from '../../backend/event-bus.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';
import type { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { openDatabase } from '../../storage/database.ts';
import { ChangeJournal } from '../change-journal.ts';
import { myListingsMigrations } from '../migrations.ts';

/** The app's database with My listings' steps, in a data folder of its own. */
export function openMyListingsDb(dir: string): DatabaseSync {
  return openDatabase(dir, [appMigrations, myListingsMigrations]);
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-my-listings-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function changeParts(db: DatabaseSync) {
  const bus = new EventBus();
  return { journal: new ChangeJournal(db), jobs: new JobRegistry(db, bus), bus };
}

export const productOf = (i: number): string => `PRODUCT${String(i).padStart(8, '0')}`;

/** `n` listings `prefix-1`… at ₹900 (MRP ₹1,000) with 7 in stock at LOC1, created on the simulator. */
export async function createListings(seller: SellerClient, prefix: string, n: number): Promise<string[]> {
  const skus = Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
  const results = await seller.createListings(
    Object.fromEntries(
      skus.map((sku, i) => [
        sku,
        {
          productId: productOf(i),
          price: { mrp: 1000, sellingPrice: 900 },
          tax: { hsn: '6109' },
          listingStatus: 'ACTIVE' as const,
          fulfillmentProfile: 'NON_FBF' as const,
          locations: [{ id: 'LOC1', status: 'ENABLED' as const, inventory: 7 }],
        },
      ]),
    ),
  );
  if (!Object.values(results).every((r) => r.status === 'SUCCESS')) throw new Error('listings not created');
  return skus;
}

export const priceEdit = (sku: string, i: number, sellingPrice: number, mrp = 1000): ListingEdit => ({
  sku,
  productId: productOf(i),
  kind: 'price',
  before: { mrp: 1000, sellingPrice: 900 },
  after: { mrp, sellingPrice },
});

export const stockEdit = (sku: string, i: number, inventory: number): ListingEdit => ({
  sku,
  productId: productOf(i),
  kind: 'stock',
  before: [{ id: 'LOC1', status: 'ENABLED', inventory: 7 }],
  after: [{ id: 'LOC1', status: 'ENABLED', inventory }],
});
