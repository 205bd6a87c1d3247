import type { MessageId } from '../i18n/catalogue.ts';
import type { ShipmentGridFilter } from './types.ts';
import { PRE_DISPATCH_VIEWS, viewLabel, type ShipmentView } from './views.ts';
import { inEnglish, type Translate } from './words.ts';

type CountFilter = Omit<ShipmentGridFilter, 'timeZone'>;

/**
 * One definition per count a seller reads, named the same on every screen (`countLabel`: Today, the summary chips,
 * by location, the pick list's title). Each is a grid filter: the backend counts it with the grid's own query, so a
 * count and the rows its link opens cannot disagree. docs/SHIPMENTS.md says each in a sentence.
 */
export const SHIPMENT_COUNTS = {
  // Work the seller can do today: approved, not held, no failed form, not already being packed (the Pack form's
  // own test), dispatch-by before the end of today. The others in To pack have counts of their own.
  toPackToday: {
    filter: { view: 'toPack', deadline: 'byToday', hold: false, formsFailed: false, packing: false },
  },
  packingInProgress: {
    filter: { view: 'toPack', packing: true, formsFailed: false },
  },
  toDispatch: { filter: { view: 'toDispatch' } },
  overdue: { filter: { view: 'all', deadline: 'overdue' } },
  dueToday: { filter: { view: 'all', deadline: 'dueToday' } },
  dueLater: { filter: { view: 'all', deadline: 'later' } },
  dueNext24h: { filter: { view: 'all', deadline: 'next24h' } },
  onHold: { filter: { view: 'all', hold: true } },
  formsFailed: { filter: { view: 'all', formsFailed: true } },
  newSinceLastSync: { filter: { view: 'all', newSinceSync: true } },
} as const satisfies Record<string, { filter: CountFilter }>;

export type ShipmentCountName = keyof typeof SHIPMENT_COUNTS;

/** The deadline chips, in the order of the seller's day: together they split what a tab still has to dispatch. */
export const DEADLINE_COUNTS = [
  'overdue',
  'dueToday',
  'dueLater',
] as const satisfies readonly ShipmentCountName[];

/** The deadlines the chips filter by: overdue, due today, due later. */
export const CHIP_DEADLINES: readonly string[] = DEADLINE_COUNTS.map(
  (n) => SHIPMENT_COUNTS[n].filter.deadline,
);

/** Whether a tab shows the deadline chips: All, and the tabs before dispatch, whose shipments still have a deadline. */
export function showsDeadlineChips(view: ShipmentView): boolean {
  return view === 'all' || PRE_DISPATCH_VIEWS.includes(view);
}

/** Each count's name in the catalogue: the same on every screen, in the seller's language. */
const COUNT_LABELS: Record<ShipmentCountName, MessageId> = {
  toPackToday: 'shipments.count.toPackToday',
  packingInProgress: 'shipments.count.packingInProgress',
  toDispatch: 'shipments.count.toDispatch',
  overdue: 'shipments.count.overdue',
  dueToday: 'shipments.count.dueToday',
  dueLater: 'shipments.count.dueLater',
  dueNext24h: 'shipments.count.dueNext24h',
  onHold: 'shipments.count.onHold',
  formsFailed: 'shipments.count.formsFailed',
  newSinceLastSync: 'shipments.count.newSinceLastSync',
};

/** A count's name in the seller's language, the same on every screen. */
export function countLabel(name: ShipmentCountName, t: Translate = inEnglish): string {
  return t(COUNT_LABELS[name]);
}

const DEADLINE_WORDS: Record<NonNullable<ShipmentGridFilter['deadline']>, MessageId> = {
  overdue: 'shipments.filter.overdue',
  dueToday: 'shipments.filter.dueToday',
  later: 'shipments.filter.dueLater',
  byToday: 'shipments.filter.byToday',
  next24h: 'shipments.filter.next24h',
};

const FILTER_KEYS = ['view', 'deadline', 'hold', 'formsFailed', 'packing', 'newSinceSync'] as const;
const NARROWING_KEYS = ['search', 'dateFrom', 'dateTo', 'locationId'] as const;

/**
 * What a filter shows, in the words of the counts: "To pack today" for the filter Today's count opens, else the
 * tab's name and what narrows it ("To pack, overdue, on hold"). The pick list is titled with it.
 */
export function filterName(filter: ShipmentGridFilter, t: Translate = inEnglish): string {
  const same = (f: CountFilter) =>
    FILTER_KEYS.every((k) => (f as ShipmentGridFilter)[k] === filter[k]) &&
    NARROWING_KEYS.every((k) => !filter[k]);
  const count = (Object.keys(SHIPMENT_COUNTS) as ShipmentCountName[]).find((name) =>
    same(SHIPMENT_COUNTS[name].filter),
  );
  if (count !== undefined) return countLabel(count, t);
  const parts: string[] = [viewLabel(filter.view, t)];
  if (filter.deadline !== undefined) parts.push(t(DEADLINE_WORDS[filter.deadline]));
  if (filter.hold !== undefined)
    parts.push(t(filter.hold ? 'shipments.filter.onHold' : 'shipments.filter.notOnHold'));
  if (filter.formsFailed !== undefined)
    parts.push(t(filter.formsFailed ? 'shipments.filter.formsFailed' : 'shipments.filter.formsNotFailed'));
  if (filter.packing !== undefined)
    parts.push(t(filter.packing ? 'shipments.filter.packing' : 'shipments.filter.notPacking'));
  if (filter.newSinceSync === true) parts.push(t('shipments.filter.newSinceSync'));
  if (NARROWING_KEYS.some((k) => filter[k])) parts.push(t('shipments.filter.filtered'));
  return parts.join(', ');
}
