import type { SQLInputValue } from 'node:sqlite';
import { addDays, dayStartMs, MARKETPLACE_TIME_ZONE } from '../../shared/shipments/time-zone.ts';

/**
 * The WHERE parts of the expected days (`expectedFrom`/`expectedTo`, days in `timeZone`, both included) over the
 * expected instant stored with each return: a return not yet given a date is outside any range.
 */
export function expectedDaysWhere(filter: {
  expectedFrom?: string | undefined;
  expectedTo?: string | undefined;
  timeZone?: string | undefined;
}): { parts: string[]; params: SQLInputValue[] } {
  const zone = filter.timeZone ?? MARKETPLACE_TIME_ZONE;
  const parts: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.expectedFrom) {
    parts.push('r.expected_ms >= ?');
    params.push(dayStartMs(filter.expectedFrom, zone));
  }
  if (filter.expectedTo) {
    parts.push('r.expected_ms < ?');
    params.push(dayStartMs(addDays(filter.expectedTo, 1), zone));
  }
  return { parts, params };
}
