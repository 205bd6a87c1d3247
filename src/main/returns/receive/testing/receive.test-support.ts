import { expect, vi } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../../app/migrations.ts';
import { EventBus } from '../../../backend/event-bus.ts';
import { JobRegistry } from '../../../jobs/job-registry.ts';
import { fastHttp, selfAccessSeller, type Sim } from '../../../marketplace/testing/sim.test-support.ts';
import { ChangeJournal } from '../../../my-listings/change-journal.ts';
import { ChangeService } from '../../../my-listings/change-service.ts';
import { myListingsMigrations } from '../../../my-listings/migrations.ts';
import { MyListingsRepository } from '../../../my-listings/my-listings-repository.ts';
import { ReadService } from '../../../my-listings/read-service.ts';
import { stockOffer } from '../../../my-listings/stock-offer.ts';
import type { SellerClient } from '../../../marketplace/seller/seller-client.ts';
import { openDatabase } from '../../../storage/database.ts';
import { returnsMigrations } from '../../migrations.ts';
import { ReturnWriter } from '../../return-writer.ts';
import { cacheFacts } from '../cache-facts.ts';
import { returnReceiveMigrations } from '../migrations.ts';
import { ReceiptRepository } from '../receipt-repository.ts';
import { ReceiveService } from '../receive-service.ts';
import { RestockRepository } from '../restock-repository.ts';
import { RestockService } from '../restock-service.ts';
import type { ReturnKey } from '../return-facts.ts';

export const KEY: ReturnKey = { profileId: 'demo', account: 'seller-1' };

/** The app's database with My listings', the returns cache's and receiving's steps, in `dir`. */
export function openReceiveDb(dir: string): DatabaseSync {
  return openDatabase(dir, [appMigrations, myListingsMigrations, returnsMigrations, returnReceiveMigrations]);
}

/**
 * Receiving and restock as one window has them: its own connection to `dir`, My listings' real journal, read and
 * change service over `seller` (the simulator's), no real waits between rounds.
 */
export function receiveParts(db: DatabaseSync, seller: SellerClient) {
  const bus = new EventBus();
  const jobs = new JobRegistry(db, bus);
  const journal = new ChangeJournal(db);
  const repo = new MyListingsRepository(db);
  const changes = new ChangeService({
    journal,
    jobs,
    writer: async () => seller,
    online: () => true,
    runner: { baseDelayMs: 1, sleep: async () => {} },
  });
  const read = new ReadService({
    repo,
    jobs,
    reader: async () => seller,
    sources: { orders: async () => [], listings: () => [] },
  });
  const stock = stockOffer({ changes, journal, read, repo });
  const facts = cacheFacts(db);
  const receive = new ReceiveService({ repo: new ReceiptRepository(db), facts, now: () => new Date() });
  const restock = new RestockService({ repo: new RestockRepository(db), facts, stock });
  return { db, bus, jobs, journal, changes, stock, receive, restock };
}

export function receiveWindow(sim: Sim, dir: string) {
  const { seller } = selfAccessSeller(sim, fastHttp());
  const parts = receiveParts(openReceiveDb(dir), seller);
  const settled = (changeId: string) =>
    vi.waitFor(() => expect(parts.changes.isRunning(changeId)).toBe(false), { timeout: 10_000, interval: 5 });
  return { ...parts, seller, settled };
}

/** What the simulator holds of a SKU at LOC1 now. */
export async function stockAt(seller: SellerClient, sku: string): Promise<number | undefined> {
  const [read] = await seller.getListingsBySku([sku]);
  if (read?.state !== 'available') throw new Error(`${sku} not readable`);
  return read.listing.locations.find((l) => l.id === 'LOC1')?.inventory;
}

/**
 * Returns arrived at the seller (courier returns, `delivered`), stored in the cache as the sync stores a page: each
 * of order item `OI-<returnId>`, of `sku`, back to LOC1 unless it says otherwise.
 */
export function seedArrived(
  db: DatabaseSync,
  key: ReturnKey,
  returns: readonly {
    returnId: string;
    sku: string;
    quantity: number;
    locationId?: string;
    status?: string;
  }[],
): void {
  new ReturnWriter(db).storePage(
    key,
    'courier_return',
    returns.map((r) => ({
      returnId: r.returnId,
      orderItemId: `OI-${r.returnId}`,
      orderId: `OD-${r.returnId}`,
      quantity: r.quantity,
      status: r.status ?? 'delivered',
      type: 'rto',
      trackingId: `TRK-${r.returnId}`,
      locationId: r.locationId ?? 'LOC1',
      createdDate: '2026-11-28T10:00:00+05:30',
      updatedDate: '2026-11-29T10:00:00+05:30',
      services: [],
    })),
    new Map(returns.map((r) => [`OI-${r.returnId}`, { sku: r.sku, title: `Product ${r.sku}` }])),
    new Date().toISOString(),
  );
}
