import type { SyncDeps } from './shipment-sync.ts';
import type { CacheKey } from './shipment-writer.ts';

/** Re-reads chosen shipments by id (the client asks in calls of 100) and stores them; returns how many came back. */
export async function refreshShipments(
  deps: SyncDeps,
  key: CacheKey,
  shipmentIds: readonly string[],
  signal?: AbortSignal,
): Promise<number> {
  const shipments = await deps.source.getShipments(
    'shipmentIds',
    shipmentIds,
    signal === undefined ? {} : { signal },
  );
  deps.writer.store(key, shipments, { syncedAt: deps.now().toISOString() });
  return shipments.length;
}
