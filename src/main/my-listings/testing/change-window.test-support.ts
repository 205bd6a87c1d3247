import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { SellerClient } from '../../marketplace/seller/seller-client.ts';
import {
  fastHttp,
  selfAccessSeller,
  startSim,
  type Sim,
} from '../../marketplace/testing/sim.test-support.ts';
import { ChangeService, type ChangeServiceDeps } from '../change-service.ts';
import { changeParts, openMyListingsDb, tempDir } from './my-listings.test-support.ts';

type Counted = { price: Record<string, { count: number }>; inventory: Record<string, { count: number }> };

/**
 * A simulator for the test file, reset before each test, and a data folder of each test's own: `at.sim`, `at.dir`
 * (read inside a test). `counted()`: the writes the simulator received per SKU.
 */
export function changeSimPerTest() {
  const at = {} as { sim: Sim; dir: string };
  let remove = () => {};
  beforeAll(async () => {
    at.sim = await startSim({ shipments: 10, products: 10 });
  });
  afterAll(() => at.sim.close());
  beforeEach(async () => {
    await at.sim.admin('POST', '/reset');
    const tmp = tempDir();
    at.dir = tmp.dir;
    remove = tmp.remove;
  });
  afterEach(() => remove());
  const counted = async () => (await at.sim.admin('GET', '/listings/updates-received')) as Counted;
  return { at, counted };
}

/**
 * A change service as one window has it: its own connection to the data folder `dir`, the simulator's seller, no
 * real waits (`sleep` runs between rounds: a test stages what happens meanwhile there).
 */
export function changeWindow(
  sim: Sim,
  dir: string,
  o: { online?: boolean; sleep?: () => Promise<void>; deps?: Partial<ChangeServiceDeps> } = {},
) {
  const db = openMyListingsDb(dir);
  const parts = changeParts(db);
  const { seller } = selfAccessSeller(sim, fastHttp());
  const reports: unknown[] = [];
  const service = new ChangeService({
    report: (_profileId, outcome) => reports.push(outcome),
    ...parts,
    writer: async () => seller,
    online: () => o.online ?? true,
    runner: { baseDelayMs: 1, sleep: o.sleep ?? (async () => {}) },
    ...o.deps,
  });
  const settled = (changeId: string) =>
    vi.waitFor(() => expect(service.isRunning(changeId)).toBe(false), { timeout: 10_000, interval: 5 });
  return { db, service, seller, settled, reports, ...parts };
}

/** What the simulator holds of a SKU now: its selling price and the stock at LOC1. */
export async function heldAt(seller: SellerClient, sku: string) {
  const [read] = await seller.getListingsBySku([sku]);
  if (read?.state !== 'available') throw new Error(`${sku} not readable`);
  return {
    sellingPrice: read.listing.price.sellingPrice,
    stock: read.listing.locations.find((l) => l.id === 'LOC1')?.inventory,
  };
}
