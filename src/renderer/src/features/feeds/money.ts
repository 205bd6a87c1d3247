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

/** Times as the rest of the app writes them ("23 Nov 2026, 11:00 pm"). */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO time (shown as it came if unreadable) or epoch milliseconds. */
export function formatTime(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? String(at) : dateTime.format(ms);
}
