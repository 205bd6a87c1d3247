import { locale } from './language-store.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** A number format in the language the screens speak now, made once per language and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale()} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale(), options)));
  return format;
}

/** A count as the seller reads it: `1,23,456` (Latin digits in every language, as on labels). */
export function formatCount(n: number): string {
  return numberFormat().format(n);
}

/** An amount in the currency of its record: `₹1,23,456.50` for INR, with Indian digit grouping. */
export function formatMoney(
  amount: number,
  currency: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat({ style: 'currency', currency, ...options }).format(amount);
}
