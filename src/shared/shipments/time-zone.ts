/**
 * Days as the person at the computer reads them. Every time Stockroom shows or counts ("due today", orders per
 * day) uses one zone: the computer's, which the screen sends along. The marketplace's own zone is India's.
 */
export const MARKETPLACE_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether `zone` is an IANA time zone this runtime knows, e.g. `Europe/Berlin`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall-clock fields of `ms` in `zone`. */
function wallClock(
  ms: number,
  zone: string,
): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(ms))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return {
    y: fields.year!,
    m: fields.month!,
    d: fields.day!,
    h: fields.hour!,
    min: fields.minute!,
    s: fields.second!,
  };
}

/** The zone's offset from UTC at `ms`, in milliseconds (IST: +19,800,000). */
export function zoneOffsetMs(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The `YYYY-MM-DD` day of `ms` in `zone`. */
export function dayOf(ms: number, zone: string): string {
  const w = wallClock(ms, zone);
  return `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** Epoch ms when the day `YYYY-MM-DD` begins in `zone` (its first instant, daylight saving included). */
export function dayStartMs(day: string, zone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  // The offset at the guess and again at the corrected instant: right across a daylight-saving change.
  let ms = midnightUtc - zoneOffsetMs(midnightUtc, zone);
  ms = midnightUtc - zoneOffsetMs(ms, zone);
  return ms;
}

/** The day `YYYY-MM-DD` that is `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Start and end (exclusive) of the day in `zone` that contains `now`. */
export function dayBounds(now: number, zone: string): { start: number; end: number } {
  const today = dayOf(now, zone);
  return { start: dayStartMs(today, zone), end: dayStartMs(addDays(today, 1), zone) };
}

/** How long the computer's zone, once read, is taken as still the same. */
const ZONE_READ_MS = 1000;
let zoneRead: { zone: string; at: number } | undefined;

/**
 * The computer's zone, as the runtime reports it (the screen sends it with each call that counts days). Asking the
 * runtime builds a date format (some 0.1–0.8 ms), and every date drawn asks (`dateTimeLabel`, a slip, a grid cell),
 * so the answer is kept for a second: a change of the computer's zone shows within that.
 */
export function localTimeZone(): string {
  const now = Date.now();
  if (zoneRead === undefined || now - zoneRead.at >= ZONE_READ_MS || now < zoneRead.at)
    zoneRead = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  return zoneRead.zone;
}
