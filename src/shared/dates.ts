import { dayOf, localTimeZone } from './shipments/time-zone.ts';

/**
 * The locale dates are written in: the language of the side (the screens' or the backend's), which tells it once
 * with `followDateLocale`; English (India) until then. Month names come from Intl in that locale ("29 नव॰ 2026").
 */
let dateLocale: () => string = () => 'en-IN';

/** Dates follow `locale()` from now on (the language store and the backend's language call it once). */
export function followDateLocale(locale: () => string): void {
  dateLocale = locale;
}

/**
 * One way to write dates everywhere: "24 Nov" or "24 Nov, 2:45 pm" within this year, with the year otherwise
 * ("3 Jan 2025, 9:05 am"), in the computer's zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, withYear: boolean, withTime: boolean): Intl.DateTimeFormat {
  const locale = dateLocale();
  const key = `${locale}|${zone}|${withYear}|${withTime}`;
  let f = formats.get(key);
  if (f === undefined) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
    });
    formats.set(key, f);
  }
  return f;
}

function sameYear(ms: number, now: number, zone: string): boolean {
  const year = (t: number) =>
    format(zone, true, false)
      .formatToParts(t)
      .find((p) => p.type === 'year')?.value;
  return year(ms) === year(now);
}

/** A day `YYYY-MM-DD` as "24 Nov" (this year) or "24 Nov 2025". */
export function dayLabel(day: string, now = Date.now()): string {
  const noon = Date.parse(`${day}T12:00:00Z`);
  return format('UTC', !sameYear(noon, now, 'UTC'), false).format(noon);
}

/** An instant as "24 Nov, 2:45 pm" (this year) or "24 Nov 2025, 2:45 pm", in `zone`. */
export function dateTimeLabel(ms: number, zone = localTimeZone(), now = Date.now()): string {
  return format(zone, !sameYear(ms, now, zone), true).format(ms);
}

const times = new Map<string, Intl.DateTimeFormat>();

/** A time of day as "2:45 pm", in `zone`: the one way a time is written (never "05:32 am" beside it). */
export function timeLabel(ms: number, zone = localTimeZone()): string {
  const locale = dateLocale();
  const key = `${locale}|${zone}`;
  let f = times.get(key);
  if (f === undefined) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    times.set(key, f);
  }
  return f.format(ms);
}

/**
 * The day a file a seller saves is named with ("Manifest EKART 2026-11-29.pdf"): `YYYY-MM-DD` in the seller's zone.
 * Never the UTC date: in India from 00:00 to 05:29 that is still yesterday.
 */
export function fileDay(ms: number, zone: string): string {
  return dayOf(ms, zone);
}
