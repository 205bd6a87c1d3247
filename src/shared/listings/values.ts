/** Reading the text of a cell as the number the marketplace expects. NaN when it is not one. */

const DECIMAL = /^\d+(\.\d+)?$/;

/** A non-negative decimal written plainly (no sign, exponent or grouping), else NaN. */
export function parseDecimal(text: string): number {
  const t = text.trim();
  return DECIMAL.test(t) ? Number(t) : Number.NaN;
}

/** A non-negative whole number (`12` or `12.0`), else NaN. */
export function parseWhole(text: string): number {
  const n = parseDecimal(text);
  return Number.isInteger(n) ? n : Number.NaN;
}

export const SECONDS_PER_DAY = 86_400;
/** The marketplace counts a month as 30 days: 60 months is its 155,520,000-second shelf-life limit. */
export const SECONDS_PER_MONTH = 30 * SECONDS_PER_DAY;
