import { dateTimeLabel } from '../../../../shared/dates.ts';
import { parseMarketplaceTime } from '../../../../shared/shipments/deadline.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';

/**
 * An instant as the Returns screen writes it: the app's one date format (`shared/dates.ts`), which follows the
 * language the screens speak ("24 Nov, 2:45 pm", `24 नव॰, 2:45 pm`), in the computer's zone.
 */
export function returnDateTime(ms: number, now = Date.now()): string {
  return dateTimeLabel(ms, localTimeZone(), now);
}

/** A marketplace time (`2026-11-28T10:15:00.000+05:30`) the same way; what came is shown as it came when unreadable. */
export function returnWhen(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const ms = parseMarketplaceTime(value);
  return ms === undefined ? value : returnDateTime(ms);
}
