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

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : dateTime.format(at);
}
