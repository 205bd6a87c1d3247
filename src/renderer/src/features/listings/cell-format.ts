import { LIST_SEPARATOR } from '../../../../shared/listings/columns.ts';
import { SECONDS_PER_DAY, SECONDS_PER_MONTH, parseWhole } from '../../../../shared/listings/values.ts';
import { formatMoney, t } from '../../i18n/index.ts';

/**
 * How typed cells are shown and entered. `mfg_date` is stored in epoch seconds and shown as the date in India
 * (the marketplace's +05:30); `shelf_life` is stored in seconds and entered in months or days.
 */
const IST_OFFSET_SECONDS = 5.5 * 3600;

/** Epoch seconds → `YYYY-MM-DD` in India; '' for an empty cell; the raw text when it is not a number. */
export function dateOfEpoch(text: string): string {
  const seconds = parseWhole(text);
  if (text.trim() === '' || Number.isNaN(seconds)) return text;
  return new Date((seconds + IST_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → epoch seconds of that day's start in India; other text is kept for the rules to report. */
export function epochOfDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) return date.trim();
  return String(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - IST_OFFSET_SECONDS);
}

/** Seconds → `18 months`, `45 days`, or the raw text. */
export function durationText(text: string): string {
  const seconds = parseWhole(text);
  if (text.trim() === '' || Number.isNaN(seconds) || seconds === 0) return text;
  if (seconds % SECONDS_PER_MONTH === 0) return t('listings.cell.months', { n: seconds / SECONDS_PER_MONTH });
  if (seconds % SECONDS_PER_DAY === 0) return t('listings.cell.days', { n: seconds / SECONDS_PER_DAY });
  return t('listings.cell.seconds', { n: seconds });
}

/** `18 months`, `18m`, `45 days`, `45 d` → seconds; a bare number is months; other text is kept. */
export function secondsOfDuration(text: string): string {
  const m = /^\s*(\d+)\s*(months?|m|days?|d)?\s*$/i.exec(text);
  if (!m) return text.trim();
  const n = Number(m[1]);
  const unit = (m[2] ?? 'months').toLowerCase();
  return String(n * (unit.startsWith('d') ? SECONDS_PER_DAY : SECONDS_PER_MONTH));
}

/** A list cell as the grid shows it: the first entry and how many more. */
export function listSummary(text: string): string {
  const entries = text.split(LIST_SEPARATOR).map((e) => e.trim());
  if (text.trim() === '') return '';
  return entries.length === 1 ? (entries[0] ?? '') : `${entries[0] ?? ''} (+${entries.length - 1})`;
}

/** A rupee amount as the seller reads it (₹1,29,999); the raw text when it is not a whole number. */
export function rupees(text: string): string {
  const n = parseWhole(text);
  return text.trim() === '' || Number.isNaN(n) ? text : formatMoney(n, 'INR', { maximumFractionDigits: 0 });
}
