import type { MessageId } from '../i18n/catalogue.ts';
import { dayOf } from '../shipments/time-zone.ts';
import type { ReturnGridFilter } from './contract.ts';
import type { ReturnTab } from './return-tabs.ts';

/**
 * Today's counts of returns, each the filter of the Returns tab it opens and its words' id: the backend counts that filter with the
 * grid's own query, so the count on Today and the count on the tab it opens are one number.
 */
export const RETURN_TODAY_COUNTS = [
  { name: 'arrivingToday', label: 'returns.today.arrivingToday', tab: 'arriving', today: true },
  { name: 'toReceive', label: 'returns.today.toReceive', tab: 'to-receive', today: false },
  { name: 'toDecide', label: 'returns.today.toDecide', tab: 'to-decide', today: false },
] as const satisfies readonly { name: string; label: MessageId; tab: ReturnTab; today: boolean }[];

export type ReturnTodayCount = (typeof RETURN_TODAY_COUNTS)[number]['name'];

/** The filter of a count: its tab, and for "arriving today" the day it is now in the seller's zone. */
export function returnTodayFilter(
  count: (typeof RETURN_TODAY_COUNTS)[number],
  now: number,
  timeZone: string,
): ReturnGridFilter {
  if (!count.today) return { tab: count.tab, timeZone };
  const day = dayOf(now, timeZone);
  return { tab: count.tab, expectedFrom: day, expectedTo: day, timeZone };
}
