import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { ReturnActionKind } from '../../../../shared/returns/return-action-types.ts';
import { appMigrations } from '../../../app/migrations.ts';
import { EventBus } from '../../../backend/event-bus.ts';
import type { SliceDeps } from '../../../backend/slice-deps.ts';
import { JobRegistry } from '../../../jobs/job-registry.ts';
import type { Sim } from '../../../marketplace/testing/sim.test-support.ts';
import type { SellerClient } from '../../../marketplace/seller/seller-client.ts';
import { openDatabase } from '../../../storage/database.ts';
import { returnsMigrations } from '../../migrations.ts';
import { ReturnWriter } from '../../return-writer.ts';
import { returnActionMigrations } from '../migrations.ts';
import { ReturnActionService, readReturns, type ReturnRunnerOptions } from '../return-action-service.ts';

export const ACCOUNT = { profileId: 'demo', account: 'self' };

/** The app's database with the returns cache and the return actions' journal, in a data folder of its own. */
export function openReturnActionsDb(dir: string): DatabaseSync {
  return openDatabase(dir, [appMigrations, returnsMigrations, returnActionMigrations]);
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-return-actions-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** New self-ship returns waiting for the seller's decision at the simulator (another seller's with `secondary`). */
export const selfShipReturns = async (sim: Sim, count: number, seller: 'primary' | 'secondary' = 'primary') =>
  ((await sim.admin('POST', '/returns/self-ship', { count, seller })) as { returnIds: string[] }).returnIds;

/** How often the simulator received each return, per action. */
export const returnsReceived = async (sim: Sim) =>
  (await sim.admin('GET', '/returns/actions-received')) as Record<ReturnActionKind, Record<string, number>>;

/** The returns as read from the simulator, into the cache of `db`: they are the account's own from then on. */
export async function cacheReturns(
  db: DatabaseSync,
  seller: SellerClient,
  ids: readonly string[],
): Promise<void> {
  new ReturnWriter(db).storePage(
    ACCOUNT,
    'customer_return',
    await readReturns(seller, ids),
    new Map(),
    new Date().toISOString(),
  );
}

/**
 * The real return action service on its own connection to the data folder `dir` (two on one folder are two
 * windows' hosts sharing it), acting on the Demo profile's seller account at the simulator. Waiting moves the
 * simulator's clock.
 */
export function returnActionServiceOn(
  dir: string,
  sim: Sim,
  seller: SellerClient,
  runner: Partial<ReturnRunnerOptions> = {},
  sellerAccount: () => Promise<{ key: string; client: SellerClient } | null> = async () => ({
    key: ACCOUNT.account,
    client: seller,
  }),
): { service: ReturnActionService; db: DatabaseSync; bus: EventBus; close(): Promise<void> } {
  const db = openReturnActionsDb(dir);
  const bus = new EventBus();
  const now = () => new Date();
  const deps = {
    db,
    databaseDir: dir,
    bus,
    jobs: new JobRegistry(db, bus, now),
    clients: { sellerAccount },
    profiles: { activeId: () => ACCOUNT.profileId },
    status: { report: () => undefined },
    logger: { info: () => undefined, error: () => undefined },
    now,
  } as unknown as SliceDeps;
  const service = new ReturnActionService(deps, {
    sleep: async (ms) => {
      await sim.admin('POST', '/clock/advance', { ms });
    },
    ...runner,
  });
  return {
    service,
    db,
    bus,
    close: async () => {
      await service.close();
      db.close();
    },
  };
}
