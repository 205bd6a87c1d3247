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

  /** Orders and selling value per day: the day boundaries (daylight saving included) go to SQL as a list. */
  #perDay(key: CacheKey, now: number, zone: string): TodayFigures['perDay'] {
    const today = dayOf(now, zone);
    const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - DAYS + 1));
    const bounds = days.map((day) => [dayStartMs(day, zone), dayStartMs(addDays(day, 1), zone)]);
    const rows = this.#db
      .prepare(
        `SELECT d.key AS i, count(s.shipment_id) AS orders, coalesce(sum(s.selling_price), 0) AS value
         FROM json_each(?) AS d
         LEFT JOIN shipments AS s ON s.profile_id = ? AND s.account = ?
           AND s.order_date_ms >= d.value ->> 0 AND s.order_date_ms < d.value ->> 1
         GROUP BY d.key ORDER BY d.key`,
      )
      .all(JSON.stringify(bounds), key.profileId, key.account) as {
      i: number;
      orders: number;
      value: number;
    }[];
    return rows.map((r) => ({ day: days[r.i]!, orders: r.orders, value: r.value }));
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
