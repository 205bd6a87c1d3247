import {
  dispatchCountdown,
  parseMarketplaceTime,
  SELLER_TIME_ZONE,
} from '../../../../shared/shipments/deadline.ts';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A price as the seller reads it: the record's currency, Indian grouping for INR (₹1,23,456.50). */
export function money(value: number | null | undefined, currency = 'INR'): string {
  if (value === null || value === undefined) return '';
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : undefined, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SELLER_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A marketplace time in the seller's zone ("24 Nov, 06:00 pm"); what came is shown as it came if unreadable. */
export function when(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const ms = parseMarketplaceTime(value);
  return ms === undefined ? value : dateTime.format(ms);
}

export { dispatchCountdown };
