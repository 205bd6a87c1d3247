import type { DatabaseSync } from 'node:sqlite';
import { appMigrations } from '../../../app/migrations.ts';
import { EventBus } from '../../../backend/event-bus.ts';
import { JobRegistry } from '../../../jobs/job-registry.ts';
import type { SellerClient } from '../../../marketplace/seller/seller-client.ts';
import { ChangeJournal } from '../../../my-listings/change-journal.ts';
import { ChangeService } from '../../../my-listings/change-service.ts';
import { myListingsMigrations } from '../../../my-listings/migrations.ts';
import { MyListingsRepository } from '../../../my-listings/my-listings-repository.ts';
import { ReadService } from '../../../my-listings/read-service.ts';
import { stockOffer } from '../../../my-listings/stock-offer.ts';
import { openDatabase } from '../../../storage/database.ts';
import { returnsMigrations } from '../../migrations.ts';
import { cacheFacts } from '../cache-facts.ts';
import { returnReceiveMigrations } from '../migrations.ts';
import { ReceiptRepository } from '../receipt-repository.ts';
import { ReceiveService } from '../receive-service.ts';
import { RestockRepository } from '../restock-repository.ts';
import { RestockService } from '../restock-service.ts';
import type { ReturnKey } from '../return-facts.ts';

export const KEY: ReturnKey = { profileId: 'demo', account: 'seller-1' };

/**
 * Receiving's parts for tests and the kill test's child process (no vitest here): the real My listings journal,
 * read and change service over a given seller client, on a connection of their own.
 */
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
