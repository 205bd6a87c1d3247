import type { ShipmentFilter } from '../../shared/marketplace/seller-types.ts';
import { completeShipmentFilter } from '../marketplace/seller/shipment-filter.ts';

/** One cursor of a sync: a filter searched page by page. */
export interface SyncWindow {
  type: 'preDispatch' | 'postDispatch' | 'cancelled';
  filter: ShipmentFilter;
}

export const SYNC_TYPES = ['preDispatch', 'postDispatch', 'cancelled'] as const;

export interface FullSyncPlanOptions {
  /** How far back the dated windows reach; older orders share one open window. Default 60 days. */
  horizonDays?: number;
  /** Days per window. Default 6. */
  windowDays?: number;
}

const DAY_MS = 86_400_000;
/** An early start for the open oldest window: the cancelled search needs a range with both ends in practice. */
const EARLIEST = '2000-01-01T00:00:00.000Z';
const iso = (ms: number): string => new Date(ms).toISOString();

/** A window as it goes out: every state of its type, every kind and profile named (`completeShipmentFilter`). */
const windowOf = (filter: ShipmentFilter & { type: SyncWindow['type'] }): SyncWindow => ({
  type: filter.type,
  filter: completeShipmentFilter(filter),
});

/**
 * A full sync's windows: every filter type split by date (order date; cancellation date for cancelled, which the
 * marketplace requires), from an open oldest window to an open newest one, so nothing falls between the cracks
 * and an order placed during the sync is still found. Range ends are inclusive; a shipment on a boundary is read
 * twice and stored once. Those are searches of shipments not on hold (the real service's default); held shipments
 * (few) are one more open window per type with `hold: true`.
 */
export function planFullSync(now: number, options: FullSyncPlanOptions = {}): SyncWindow[] {
  const horizonDays = options.horizonDays ?? 60;
  const windowDays = options.windowDays ?? 6;
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const bounds: number[] = [];
  for (let d = horizonDays; d > 0; d -= windowDays) bounds.push(day - d * DAY_MS);
  const ranges: { from?: string; to?: string }[] = [];
  bounds.forEach((b, i) => {
    ranges.push(
      i === 0 ? { from: EARLIEST, to: iso(b) } : { from: iso(bounds[i - 1] as number), to: iso(b) },
    );
  });
  ranges.push({ from: iso(bounds[bounds.length - 1] ?? day) });
  const windows: SyncWindow[] = [];
  for (const type of SYNC_TYPES) {
    // Newest first: recent orders (those to pack among them) arrive first, and each type ends on its nearly empty
    // old windows, which fill the last free slots instead of a long window running alone at the end.
    for (const range of [...ranges].reverse()) {
      windows.push(
        windowOf(type === 'cancelled' ? { type, cancellationDate: range } : { type, orderDate: range }),
      );
    }
    const open = { from: EARLIEST };
    windows.push(
      windowOf(
        type === 'cancelled'
          ? { type, cancellationDate: open, hold: true }
          : { type, orderDate: open, hold: true },
      ),
    );
  }
  return windows;
}

/**
 * An incremental sync (and a sync's catch-up): one cursor per type and hold over what was modified since `since`
 * (epoch ms).
 */
export function planIncrementalSync(since: number): SyncWindow[] {
  const modifiedDate = { from: iso(since) };
  return SYNC_TYPES.flatMap((type) =>
    [false, true].map((hold) =>
      windowOf(
        type === 'cancelled'
          ? { type, modifiedDate, cancellationDate: { from: iso(since) }, hold }
          : { type, modifiedDate, hold },
      ),
    ),
  );
}
