import { expect, vi } from 'vitest';
import type { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { fastHttp, selfAccessSeller, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import { ChangeService, type ChangeServiceDeps } from '../change-service.ts';
import { changeParts, openMyListingsDb } from './my-listings.test-support.ts';

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
