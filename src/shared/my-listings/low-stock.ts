/**
 * Low stock, as Today and My listings say it: a listing whose stock would last fewer than `COVER_DAYS` days at the
 * rate its SKU sold over the last `SALES_WINDOW_DAYS` days (units in orders not cancelled, from the shipments cache).
 * A SKU that did not sell in the window is never low. My listings' low-stock filter says it in SQL.
 */
export const SALES_WINDOW_DAYS = 14;
export const COVER_DAYS = 7;

/** How many days `stock` lasts at `perDay` units a day (whole days, rounded down); null when it does not sell. */
export function daysLeft(stock: number, perDay: number): number | null {
  return perDay > 0 ? Math.floor(stock / perDay) : null;
}
