import type { DatabaseSync } from 'node:sqlite';
import { addDays, dayBounds, dayOf, dayStartMs } from '../../shared/shipments/time-zone.ts';
import type { TodayCounts, TodayFigures } from '../../shared/shipments/today.ts';
import { PRE_DISPATCH_VIEWS } from '../../shared/shipments/views.ts';
import type { ShipmentQueries } from './shipment-queries.ts';
import type { CacheKey } from './shipment-writer.ts';

const DAYS = 30;
const TOP_SKUS = 8;
const DAY_MS = 86_400_000;
const PRE = PRE_DISPATCH_VIEWS.map(() => '?').join(', ');

/** The Today screen's figures, each one query over the cache (the renderer never holds the rows). */
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
      counts: this.#counts(key, now, timeZone),
      perDay: this.#perDay(key, now, timeZone),
      currency: 'INR',
      topSkus: this.#topSkus(key),
      locations: this.#locations(key, now, timeZone),
      stored: this.#queries.total(key),
    };
  }

  #counts(key: CacheKey, now: number, zone: string): TodayCounts {
    const { end } = dayBounds(now, zone);
    const row = this.#db
      .prepare(
        `SELECT
           coalesce(sum(view = 'toPack' AND dispatch_by_ms < ?), 0) AS toPackToday,
           coalesce(sum(view = 'toDispatch'), 0) AS toDispatch,
           coalesce(sum(dispatch_by_ms < ?), 0) AS overdue,
           coalesce(sum(dispatch_by_ms >= ? AND dispatch_by_ms < ?), 0) AS dueNext24h,
           coalesce(sum(hold = 1), 0) AS onHold,
           coalesce(sum(forms_failed = 1), 0) AS formsFailed
         FROM shipments WHERE profile_id = ? AND account = ? AND view IN (${PRE})`,
      )
      .get(end, now, now, now + DAY_MS, key.profileId, key.account, ...PRE_DISPATCH_VIEWS) as Omit<
      TodayCounts,
      'newSinceLastSync'
    >;
    const since = this.#queries.newSince(key);
    const fresh =
      since === null
        ? null
        : (
            this.#db
              .prepare(
                'SELECT count(*) AS n FROM shipments WHERE profile_id = ? AND account = ? AND first_seen_ms >= ?',
              )
              .get(key.profileId, key.account, since) as { n: number }
          ).n;
    return { ...row, newSinceLastSync: fresh };
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

  #topSkus(key: CacheKey): TodayFigures['topSkus'] {
    return this.#db
      .prepare(
        `SELECT i.sku AS sku, coalesce(max(i.title), '') AS title, coalesce(sum(i.quantity), 0) AS quantity,
           count(DISTINCT i.shipment_id) AS shipments
         FROM shipments AS s JOIN shipment_order_items AS i USING (profile_id, account, shipment_id)
         WHERE s.profile_id = ? AND s.account = ? AND s.view = 'toPack' AND i.sku IS NOT NULL
         GROUP BY i.sku ORDER BY quantity DESC, i.sku LIMIT ?`,
      )
      .all(key.profileId, key.account, TOP_SKUS) as TodayFigures['topSkus'];
  }

  #locations(key: CacheKey, now: number, zone: string): TodayFigures['locations'] {
    const { end } = dayBounds(now, zone);
    const rows = this.#db
      .prepare(
        `SELECT location_id AS locationId,
           coalesce(sum(view = 'toPack' AND dispatch_by_ms < ?), 0) AS toPackToday,
           coalesce(sum(dispatch_by_ms < ?), 0) AS overdue
         FROM shipments WHERE profile_id = ? AND account = ? AND view IN (${PRE}) AND location_id IS NOT NULL
         GROUP BY location_id ORDER BY location_id`,
      )
      .all(end, now, key.profileId, key.account, ...PRE_DISPATCH_VIEWS) as TodayFigures['locations'];
    return rows.length > 1 ? rows : [];
  }
}
