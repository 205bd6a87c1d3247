import type { SliceDeps } from '../../backend/slice-deps.ts';
import { EventBus } from '../../backend/event-bus.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';
import type { SellerClient } from '../../marketplace/seller/seller-client.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import type { ShipmentCacheWrites } from '../../shipments/index.ts';
import { createProductsSlice } from '../../products/index.ts';
import { FulfilmentService } from '../fulfilment-service.ts';
import type { RunnerOptions } from '../fulfilment-service.ts';
import { openFulfilmentDb } from './fulfilment.test-support.ts';

/**
 * The real fulfilment service on its own connection to the journal in `dir` (two of them on one folder are two
 * windows' hosts sharing a data folder), acting on the Demo profile's seller account at the simulator. Waiting
 * moves the simulator's clock; the offline cache is left out (every shipment named counts as the account's own).
 */
export function fulfilmentServiceOn(
  dir: string,
  sim: Sim,
  seller: SellerClient,
  runner: Partial<RunnerOptions> = {},
  /** The profile acting; two profiles may act as one seller account (`self`). */
  profileId = 'demo',
): { service: FulfilmentService; settled(): Promise<void>; close(): Promise<void> } {
  const db = openFulfilmentDb(dir);
  const bus = new EventBus();
  const now = () => new Date();
  const deps = {
    db,
    databaseDir: dir,
    bus,
    jobs: new JobRegistry(db, bus, now),
    clients: { sellerAccount: async () => ({ key: 'self', client: seller }), seller: async () => seller },
    profiles: { activeId: () => profileId, sellerAccountKey: async () => 'self' },
    status: { report: () => undefined },
    logger: { info: () => undefined, error: () => undefined },
    now,
  } as unknown as SliceDeps;
  // Every shipment named is the account's own: the tests act only on the simulator's seller.
  const cache: ShipmentCacheWrites = {
    storeRead: async () => undefined,
    queueRead: async () => undefined,
    cached: (_key, shipmentIds) => new Set(shipmentIds),
  };
  const service = new FulfilmentService({
    deps,
    cache,
    // The real product records, reading the simulator's listings for the pack form.
    products: createProductsSlice(deps, { locationNames: async () => ({}) }).offer,
    runner: {
      sleep: async (ms) => {
        await sim.admin('POST', '/clock/advance', { ms });
      },
      pollMs: 1_000,
      ...runner,
    },
  });
  return {
    service,
    /** Once every job this service started has ended. */
    settled: () => service.close(),
    close: async () => {
      await service.close();
      db.close();
    },
  };
}
