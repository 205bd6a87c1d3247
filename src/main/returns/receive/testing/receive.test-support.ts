import { expect, vi } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { fastHttp, selfAccessSeller, type Sim } from '../../../marketplace/testing/sim.test-support.ts';
import type { SellerClient } from '../../../marketplace/seller/seller-client.ts';
import { ReturnWriter } from '../../return-writer.ts';
import type { ReturnKey } from '../return-facts.ts';
import { openReceiveDb, receiveParts } from './receive-parts.ts';

export { KEY, openReceiveDb, receiveParts } from './receive-parts.ts';

/** Receiving as one window has it: its own connection to `dir`, the simulator's seller; `settled` waits a change. */
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
