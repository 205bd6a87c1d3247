import { dayBounds, MARKETPLACE_TIME_ZONE } from './time-zone.ts';
import { inEnglish, type Translate } from './words.ts';

/**
 * Dispatch deadlines as the seller reads them. The marketplace sends `+05:30` times; what "due today" means is the
 * day in the zone given (the computer's, which the screen sends), India's by default.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/**
 * From here on a countdown is in whole hours: its minutes matter when the time is near, and the time is beside it.
 * Past the deadline, hours are whole from the first hour: late is late. The grid's column then holds the longest,
 * "overdue by 47 h · 30 Nov, 11:59 pm", whole.
 */
const MINUTES_UNTIL_MS = 10 * HOUR_MS;

export type DeadlineTone = 'overdue' | 'today' | 'later';

export interface Countdown {
  tone: DeadlineTone;
  /** e.g. "overdue by 3 h", "overdue by 40 min", "in 5 h 20 min", "in 23 h" (whole hours from 10 h), "in 2 days". */
  text: string;
}

/** The countdown to a dispatch-by time (epoch ms) at `now`; "today" is the day in `zone`; words in `t`'s language. */
export function dispatchCountdown(
  dispatchBy: number,
  now: number,
  zone = MARKETPLACE_TIME_ZONE,
  t: Translate = inEnglish,
): Countdown {
  const { end } = dayBounds(now, zone);
  const diff = dispatchBy - now;
  if (diff < 0)
    return { tone: 'overdue', text: t('shipments.deadline.overdueBy', { span: span(-diff, t, HOUR_MS) }) };
  return {
    tone: dispatchBy < end ? 'today' : 'later',
    text: t('shipments.deadline.in', { span: span(diff, t) }),
  };
}

function span(ms: number, t: Translate, minutesUntil = MINUTES_UNTIL_MS): string {
  if (ms >= 2 * DAY_MS) return t('shipments.deadline.days', { days: Math.floor(ms / DAY_MS) });
  const hours = Math.floor(ms / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / 60_000);
  if (hours === 0) return t('shipments.deadline.minutes', { minutes });
  return minutes === 0 || ms >= minutesUntil
    ? t('shipments.deadline.hours', { hours })
    : t('shipments.deadline.hoursMinutes', { hours, minutes });
}

/** Epoch ms of a marketplace time such as `2020-09-28T12:00:00.000+05:30`; undefined when it is not one. */
export function parseMarketplaceTime(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value.trim()))
    return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : ms;
}
