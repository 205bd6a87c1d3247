import { dateTimeLabel } from '../../../../shared/dates.ts';
import type { ShipmentCacheStatus } from '../../../../shared/shipments/types.ts';
import type { TodayCount } from '../../../../shared/shipments/today.ts';

/** The counts in the order a seller works through them, each with what it says. */
export const TODAY_COUNTS: { name: TodayCount; label: string; tone?: 'alert' | 'warn' }[] = [
  { name: 'toPackToday', label: 'To pack today' },
  { name: 'toDispatch', label: 'To dispatch' },
  { name: 'overdue', label: 'Overdue', tone: 'alert' },
  { name: 'dueNext24h', label: 'Due in the next 24 hours', tone: 'warn' },
  { name: 'onHold', label: 'On hold' },
  { name: 'formsFailed', label: 'Forms failed', tone: 'alert' },
  { name: 'newSinceLastSync', label: 'New since the last sync' },
];

/**
 * Where Today's figures come from, said only as far as it matters: "From the offline copy" only when the marketplace
 * did not answer its last call (the figures are then as old as the last sync that reached it); otherwise when they
 * were counted.
 */
export function sourceSentence(
  at: number,
  timeZone: string,
  cache: Pick<ShipmentCacheStatus, 'marketplace' | 'lastSyncAt'> | null,
): string {
  if (cache?.marketplace === 'offline')
    return cache.lastSyncAt === null
      ? 'From the offline copy: the marketplace is not answering and no orders are stored yet.'
      : `From the offline copy: the marketplace is not answering; orders as of ${dateTimeLabel(Date.parse(cache.lastSyncAt), timeZone)}.`;
  return `Counted ${dateTimeLabel(at, timeZone)}.`;
}
