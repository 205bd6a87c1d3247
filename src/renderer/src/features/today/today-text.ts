import { SHIPMENT_COUNTS } from '../../../../shared/shipments/counts.ts';
import type { TodayCount } from '../../../../shared/shipments/today.ts';

const shown = (name: TodayCount, tone?: 'alert' | 'warn') => ({
  name,
  label: SHIPMENT_COUNTS[name].label,
  ...(tone === undefined ? {} : { tone }),
});

/** The counts in the order a seller works through them, each under its name on every screen. */
export const TODAY_COUNTS: { name: TodayCount; label: string; tone?: 'alert' | 'warn' }[] = [
  shown('toPackToday'),
  shown('toDispatch'),
  shown('overdue', 'alert'),
  shown('dueNext24h', 'warn'),
  shown('onHold'),
  shown('formsFailed', 'alert'),
  shown('newSinceLastSync'),
];
