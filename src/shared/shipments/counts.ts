import type { ShipmentGridFilter } from './types.ts';
import { SHIPMENT_VIEWS } from './views.ts';

type CountFilter = Omit<ShipmentGridFilter, 'timeZone'>;

/**
 * One definition per count a seller reads, with the name it has on every screen (Today, the tabs' summary chips,
 * by location, the pick list's title). Each is a grid filter: the backend counts it with the grid's own query, so a
 * count and the rows its link opens cannot disagree. docs/SHIPMENTS.md says each in a sentence.
 */
export const SHIPMENT_COUNTS = {
  // Work the seller can do today: approved, not held, no failed form, not already being packed (the Pack form's
  // own test), dispatch-by before the end of today. The others in To pack have counts of their own.
  toPackToday: {
    label: 'To pack today',
    filter: { view: 'toPack', deadline: 'byToday', hold: false, formsFailed: false, packing: false },
  },
  packingInProgress: {
    label: 'Packing in progress',
    filter: { view: 'toPack', packing: true, formsFailed: false },
  },
  toDispatch: { label: 'To dispatch', filter: { view: 'toDispatch' } },
  overdue: { label: 'Overdue', filter: { view: 'all', deadline: 'overdue' } },
  dueToday: { label: 'Due today', filter: { view: 'all', deadline: 'dueToday' } },
  dueLater: { label: 'Due later', filter: { view: 'all', deadline: 'later' } },
  dueNext24h: { label: 'Due in the next 24 hours', filter: { view: 'all', deadline: 'next24h' } },
  onHold: { label: 'On hold', filter: { view: 'all', hold: true } },
  formsFailed: { label: 'Forms failed', filter: { view: 'all', formsFailed: true } },
  newSinceLastSync: { label: 'New since the last sync', filter: { view: 'all', newSinceSync: true } },
} as const satisfies Record<string, { label: string; filter: CountFilter }>;

export type ShipmentCountName = keyof typeof SHIPMENT_COUNTS;

/** The deadline chips, in the order of the seller's day: together they split what a tab still has to dispatch. */
export const DEADLINE_COUNTS = [
  'overdue',
  'dueToday',
  'dueLater',
] as const satisfies readonly ShipmentCountName[];

const DEADLINE_WORDS: Record<NonNullable<ShipmentGridFilter['deadline']>, string> = {
  overdue: 'overdue',
  dueToday: 'due today',
  later: 'due later',
  byToday: 'overdue or due today',
  next24h: 'due in the next 24 hours',
};

const FILTER_KEYS = ['view', 'deadline', 'hold', 'formsFailed', 'packing', 'newSinceSync'] as const;
const NARROWING_KEYS = ['search', 'dateFrom', 'dateTo', 'locationId'] as const;

/**
 * What a filter shows, in the words of the counts: "To pack today" for the filter Today's count opens, else the
 * tab's name and what narrows it ("To pack, overdue, on hold"). The pick list is titled with it.
 */
export function filterName(filter: ShipmentGridFilter): string {
  const same = (f: CountFilter) =>
    FILTER_KEYS.every((k) => (f as ShipmentGridFilter)[k] === filter[k]) &&
    NARROWING_KEYS.every((k) => !filter[k]);
  const count = Object.values(SHIPMENT_COUNTS).find((c) => same(c.filter));
  if (count !== undefined) return count.label;
  const parts: string[] = [SHIPMENT_VIEWS.find((v) => v.id === filter.view)?.label ?? filter.view];
  if (filter.deadline !== undefined) parts.push(DEADLINE_WORDS[filter.deadline]);
  if (filter.hold !== undefined) parts.push(filter.hold ? 'on hold' : 'not on hold');
  if (filter.formsFailed !== undefined) parts.push(filter.formsFailed ? 'forms failed' : 'forms not failed');
  if (filter.packing !== undefined) parts.push(filter.packing ? 'being packed' : 'not being packed');
  if (filter.newSinceSync === true) parts.push('new since the last sync');
  if (NARROWING_KEYS.some((k) => filter[k])) parts.push('filtered');
  return parts.join(', ');
}
