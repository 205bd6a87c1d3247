import type { Translate } from './feed-words.ts';
import type { AlertKind, PriceAlert } from './watch-types.ts';

/** What the last check saw of a watched product, and what the sync left. */
export interface WatchCheck {
  seenPrice: number | null;
  seenInStock: boolean | null;
  price: number | null;
  inStock: boolean;
  targetPrice: number | null;
}

/**
 * The alerts one sync raises for a watched product: a fall of the selling price by at least `dropPercent` of the
 * last seen price ("priceDrop"), else a fall to the target or below from above it ("belowTarget"); and a change of
 * stock either way. A product first seen without a price raises no price alert.
 */
export function alertsFor(check: WatchCheck, dropPercent: number): AlertKind[] {
  const kinds: AlertKind[] = [];
  const { seenPrice, price, targetPrice } = check;
  if (seenPrice !== null && price !== null && price < seenPrice) {
    if (((seenPrice - price) / seenPrice) * 100 >= dropPercent - 1e-9) kinds.push('priceDrop');
    else if (targetPrice !== null && price <= targetPrice && seenPrice > targetPrice)
      kinds.push('belowTarget');
  }
  if (check.seenInStock === false && check.inStock) kinds.push('backInStock');
  if (check.seenInStock === true && !check.inStock) kinds.push('outOfStock');
  return kinds;
}

type AlertFacts = Pick<PriceAlert, 'kind' | 'newPrice' | 'oldPrice' | 'targetPrice' | 'currency'>;

/**
 * How a side says an alert: its sentences (`t`) and its money (`money`: an amount in the record's currency, in the
 * language's own format, "₹52,000").
 */
export interface AlertVoice {
  t: Translate;
  money(amount: number, currency: string): string;
}

/** Whether the new price is at the watch's target or below it. */
function targetReached(a: AlertFacts): boolean {
  return a.targetPrice !== null && a.newPrice !== null && a.newPrice <= a.targetPrice;
}

/**
 * What an alert says in the list: the kind in words, and for a price alert whether the target was reached ("Price
 * drop, target ₹52,000 reached"), so a fall big enough to be a price drop still says it crossed the target.
 */
export function alertWords(a: AlertFacts, { t, money }: AlertVoice): string {
  const target = targetReached(a) ? money(a.targetPrice ?? 0, a.currency) : null;
  switch (a.kind) {
    case 'priceDrop':
      return target === null ? t('feeds.alert.priceDrop') : t('feeds.alert.priceDropReached', { target });
    case 'belowTarget':
      return target === null ? t('feeds.alert.belowTarget') : t('feeds.alert.targetReached', { target });
    case 'backInStock':
      return t('feeds.alert.backInStock');
    case 'outOfStock':
      return t('feeds.alert.outOfStock');
  }
}

/** One product's alert as a clause: "Redmi 12 is now ₹9,999 (was ₹11,999), your target ₹10,000 reached". */
function alertClause(title: string, a: AlertFacts, { t, money }: AlertVoice): string {
  if (a.kind === 'backInStock') return t('feeds.alert.clauseBack', { title });
  if (a.kind === 'outOfStock') return t('feeds.alert.clauseOut', { title });
  return t('feeds.alert.clausePrice', {
    title,
    now: a.newPrice === null ? 'none' : money(a.newPrice, a.currency),
    was: a.oldPrice === null ? 'none' : money(a.oldPrice, a.currency),
    target: targetReached(a) ? money(a.targetPrice ?? 0, a.currency) : 'none',
  });
}

/**
 * The sentence a sync adds, and the notification and toast say, when it found alerts in a category: the product by
 * name (its price alert first), and how many others.
 */
export function alertSentence(
  found: readonly (AlertFacts & Pick<PriceAlert, 'productId' | 'title'>)[],
  category: string,
  voice: AlertVoice,
): string {
  const products = [...new Set(found.map((a) => a.productId))];
  if (products.length === 0) return '';
  const first = found.find((a) => a.kind === 'priceDrop' || a.kind === 'belowTarget') ?? found[0]!;
  const clause = alertClause(first.title || voice.t('feeds.alert.someProduct'), first, voice);
  if (products.length === 1) return voice.t('feeds.alert.one', { clause, category });
  return voice.t('feeds.alert.many', { clause, category, others: products.length - 1 });
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * How many digits a feed's price shows after the point. Feed prices are whole rupees as a rule: "₹52,000", which
 * keeps a price past ₹1,00,000 whole in the grid's column; paise, where there are some, both digits ("₹52,000.50",
 * never "₹52,000.5"). The grid, the product panel, the chart and the alerts all say a price this one way.
 */
export function priceDigits(amount: number): {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
} {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/**
 * An amount in the record's currency as an alert says it, in `locale` (`translatorFor(language).locale`): Indian
 * grouping, digits after the point as `priceDigits` says, INR for a currency code that cannot be one.
 */
export function alertMoney(locale: string, amount: number, currency: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'INR';
  const digits = priceDigits(amount);
  const key = `${locale} ${code} ${digits.maximumFractionDigits}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digits });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}
