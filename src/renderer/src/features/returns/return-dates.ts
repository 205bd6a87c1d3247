import { parseMarketplaceTime } from '../../../../shared/shipments/deadline.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { locale } from '../../i18n/language-store.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale()}|${localTimeZone()}|${withYear}`;
  let f = formats.get(key);
  if (f === undefined) {
    f = new Intl.DateTimeFormat(locale(), {
      timeZone: localTimeZone(),
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * An instant as the Returns screen writes it, in the language the screens speak and the computer's zone: "24 Nov,
 * 2:45 pm" (`24 नव॰, 2:45 pm` in Hindi), with the year when it is not this one. Latin digits, as on labels.
 */
export function returnDateTime(ms: number, now = Date.now()): string {
  const year = (t: number) => new Date(t).getFullYear();
  return format(year(ms) !== year(now)).format(ms);
}

/** A marketplace time (`2026-11-28T10:15:00.000+05:30`) the same way; what came is shown as it came when unreadable. */
export function returnWhen(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const ms = parseMarketplaceTime(value);
  return ms === undefined ? value : returnDateTime(ms);
}
