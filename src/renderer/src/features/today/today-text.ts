import { dateTimeLabel } from '../../../../shared/dates.ts';
import { countLabel } from '../../../../shared/shipments/counts.ts';
import { NEXT_STEPS } from '../../../../shared/shipments/next-steps.ts';
import type { ShipmentCacheStatus } from '../../../../shared/shipments/types.ts';
import type { TodayCount } from '../../../../shared/shipments/today.ts';
import { t } from '../../i18n/index.ts';

interface ShownCount {
  name: TodayCount;
  label: string;
  tone?: 'alert' | 'warn';
  /** What to do about them, when that is not what the name says (Pack, hand over). */
  help?: string;
}

const shown = (name: TodayCount, tone?: 'alert' | 'warn', help?: string): ShownCount => ({
  name,
  label: countLabel(name, t),
  ...(tone === undefined ? {} : { tone }),
  ...(help === undefined ? {} : { help }),
});

/**
 * The counts in the order a seller works through them, each under its name on every screen, in the language the
 * screens speak now (made at render: never a module constant). To pack today is what Pack takes; the rest of To
 * pack (a failed form, packing at the marketplace) is counted apart, with what to do.
 */
export function todayCounts(): ShownCount[] {
  return [
    shown('toPackToday'),
    shown('formsFailed', 'alert', t(NEXT_STEPS.formsFailed)),
    shown('packingInProgress', undefined, t(NEXT_STEPS.packingInProgress)),
    shown('toDispatch'),
    shown('overdue', 'alert'),
    shown('dueNext24h', 'warn'),
    shown('onHold'),
    shown('newSinceLastSync'),
  ];
}

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
      ? t('today.source.offlineNone')
      : t('today.source.offline', { at: dateTimeLabel(Date.parse(cache.lastSyncAt), timeZone) });
  return t('today.source.counted', { at: dateTimeLabel(at, timeZone) });
}
