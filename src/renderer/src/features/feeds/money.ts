import { dateTimeLabel } from '../../../../shared/dates.ts';

/** Prices as the seller reads them: the record's currency, Indian grouping for INR. */
const formats = new Map<string, Intl.NumberFormat>();

export function formatPrice(amount: number | null, currency: string): string {
  if (amount === null) return '';
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'INR';
  let format = formats.get(code);
  if (format === undefined) {
    format = new Intl.NumberFormat(code === 'INR' ? 'en-IN' : undefined, {
      style: 'currency',
      currency: code,
      maximumFractionDigits: 2,
    });
    formats.set(code, format);
  }
  return format.format(amount);
}

/** An ISO time (shown as it came if unreadable) or epoch milliseconds, in the house date format. */
export function formatTime(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? String(at) : dateTimeLabel(ms);
}
