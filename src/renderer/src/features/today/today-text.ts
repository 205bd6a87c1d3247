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
