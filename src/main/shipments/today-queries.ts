import type { DatabaseSync } from 'node:sqlite';
import { SHIPMENT_COUNTS } from '../../shared/shipments/counts.ts';
import { addDays, dayOf, dayStartMs } from '../../shared/shipments/time-zone.ts';
import type { TodayCount, TodayCounts, TodayFigures } from '../../shared/shipments/today.ts';
import type { ShipmentQueries } from './shipment-queries.ts';
import type { CacheKey } from './shipment-writer.ts';

const DAYS = 30;
const TOP_SKUS = 8;

/** The Today screen's figures, read over the cache in SQL (the renderer never holds the rows). */
export class TodayQueries {
  readonly #db: DatabaseSync;
  readonly #queries: ShipmentQueries;
  readonly #now: () => number;

  constructor(db: DatabaseSync, queries: ShipmentQueries, now: () => number) {
    this.#db = db;
    this.#queries = queries;
    this.#now = now;
  }

  figures(key: CacheKey, timeZone: string): TodayFigures {
    const now = this.#now();
    return {
      timeZone,
      at: now,
      counts: this.#counts(key, timeZone, now),
      perDay: this.#perDay(key, now, timeZone),
      currency: 'INR',
      topSkus: this.#topSkus(key, timeZone, now),
      locations: this.#locations(key, timeZone, now),
      stored: this.#queries.total(key),
    };
  }

  /** Each count as the grid counts its definition's filter: Today's number is the rows its link opens. */
  #counts(key: CacheKey, zone: string, now: number): TodayCounts {
    const count = (name: TodayCount) =>
      this.#queries.count(key, { ...SHIPMENT_COUNTS[name].filter, timeZone: zone }, now);
    return {
      toPackToday: count('toPackToday'),
      packingInProgress: count('packingInProgress'),
      toDispatch: count('toDispatch'),
      overdue: count('overdue'),
      dueNext24h: count('dueNext24h'),
      onHold: count('onHold'),
      formsFailed: count('formsFailed'),
      // Everything is new on a first sync: no count until there was a sync before the last one.
      newSinceLastSync: this.#queries.newSince(key) === null ? null : count('newSinceLastSync'),
    };
  }

  /**
   * Orders and selling value per day, the day boundaries (daylight saving included) worked out here: one pass over
   * the window's shipments, each counted in its day. A join of the days with the shipments read the account's
   * whole cache once per day (the order-date index leads with the view): 30 passes, seconds over 100,000.
   */
  #perDay(key: CacheKey, now: number, zone: string): TodayFigures['perDay'] {
    const today = dayOf(now, zone);
    const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - DAYS + 1));
    // Day i runs from starts[i] to starts[i + 1]: the days follow each other, so each start is the last one's end.
    const starts = [...days, addDays(today, 1)].map((day) => dayStartMs(day, zone));
    const perDay = days.map((day) => ({ day, orders: 0, value: 0 }));
    const window = this.#db.prepare(
      `SELECT order_date_ms AS at, selling_price AS price FROM shipments
       WHERE profile_id = ? AND account = ? AND order_date_ms >= ? AND order_date_ms < ?`,
    );
    for (const row of window.iterate(key.profileId, key.account, starts[0]!, starts[DAYS]!)) {
      const { at, price } = row as { at: number; price: number | null };
      const day = perDay[dayIndex(starts, at)]!;
      day.orders += 1;
      day.value += price ?? 0;
    }
    return perDay;
  }

  /** The SKUs with the most units among what is to pack today: the lines of the pick list its link opens. */
  #topSkus(key: CacheKey, zone: string, now: number): TodayFigures['topSkus'] {
    return this.#queries.topSkus(
      key,
      { ...SHIPMENT_COUNTS.toPackToday.filter, timeZone: zone },
      TOP_SKUS,
      now,
    );
  }

  /**
   * To pack today and overdue per dispatch location, shipments without one in a row of their own: the rows add up
   * to Today's counts. Every dispatch location of the cache has its row, a quiet one with its zeros (a location
   * missing from the table reads as unknown, not as "nothing to do there"). Shown when there is more than one row.
   */
  #locations(key: CacheKey, zone: string, now: number): TodayFigures['locations'] {
    const by = (name: 'toPackToday' | 'overdue') =>
      this.#queries.countByLocation(key, { ...SHIPMENT_COUNTS[name].filter, timeZone: zone }, now);
    const toPack = by('toPackToday');
    const overdue = by('overdue');
    const known = [...this.#queries.countByLocation(key, { view: 'all' }, now).keys()].filter(
      (l) => l !== null,
    );
    const ids = [...new Set([...known, ...toPack.keys(), ...overdue.keys()])].sort((a, b) =>
      a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0,
    );
    const rows = ids.map((locationId) => ({
      locationId,
      toPackToday: toPack.get(locationId) ?? 0,
      overdue: overdue.get(locationId) ?? 0,
    }));
    return rows.length > 1 ? rows : [];
  }
}

/** The day `at` falls in: the last i with starts[i] <= at (`at` lies within the window). */
function dayIndex(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}
