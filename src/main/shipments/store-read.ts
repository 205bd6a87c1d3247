import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import type { CacheKey, ShipmentWriter } from './shipment-writer.ts';
import type { PageStore } from './store-thread.ts';

/** Shipments written in one transaction when they are written on this thread. */
const BATCH = 25;

/**
 * Shipments an action just read (pack, dispatch), written over their cached copies: only the copies that changed
 * (an action reads its 500 shipments back several times, mostly unchanged). They go to the storage thread where
 * there is one (a database on disk), as a sync's pages do; on this thread otherwise, a few to a transaction with a
 * turn of the event loop between. Returns how many were written.
 */
export async function storeChanged(
  cache: { writer: ShipmentWriter; store?: PageStore | undefined },
  key: CacheKey,
  shipments: readonly Shipment[],
  syncedAt: string,
): Promise<number> {
  const changed = cache.writer.changed(key, shipments);
  if (changed.length === 0) return 0;
  if (cache.store !== undefined) {
    await cache.store.storePages(key, [{ shipments: changed, syncedAt }]);
    return changed.length;
  }
  for (let i = 0; i < changed.length; i += BATCH) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    cache.writer.store(key, changed.slice(i, i + BATCH), { syncedAt });
  }
  return changed.length;
}
