import { dispatchCountdown, parseMarketplaceTime } from '../../../../shared/shipments/deadline.ts';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { formatMoney } from '../../i18n/index.ts';

/** A price as the seller reads it: the record's currency, Indian grouping for INR (₹1,23,456.50). */
export function money(value: number | null | undefined, currency = 'INR'): string {
  if (value === null || value === undefined) return '';
  return formatMoney(value, currency);
}

/**
 * A marketplace time as the seller reads every date in the app ("24 Nov, 6:00 pm", the year when not this one), in
 * the computer's zone; what came is shown as it came when it is unreadable.
 */
export function when(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const ms = parseMarketplaceTime(value);
  return ms === undefined ? value : dateTimeLabel(ms);
}

export { dispatchCountdown };
