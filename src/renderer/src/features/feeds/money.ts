import { dateTimeLabel } from '../../../../shared/dates.ts';
import { priceDigits } from '../../../../shared/feeds/watch-rules.ts';
import { formatMoney, numberFormat } from '../../i18n/index.ts';

/**
 * Prices as the affiliate reads them: the record's currency, in the language's format (Indian grouping for INR),
 * whole rupees without paise (`priceDigits`), as the alerts say them.
 */
export function formatPrice(amount: number | null, currency: string): string {
  if (amount === null) return '';
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'INR';
  return formatMoney(amount, code, priceDigits(amount));
}

/** A percentage as the language writes it: "12%". */
export function formatPercent(n: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
}

/** An ISO time (shown as it came if unreadable) or epoch milliseconds, in the house date format. */
export function formatTime(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? String(at) : dateTimeLabel(ms);
}
