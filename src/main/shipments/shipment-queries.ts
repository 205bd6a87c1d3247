import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import { shipmentOf } from '../../shared/marketplace/seller-spellings.ts';
import { SHIPMENT_COUNTS } from '../../shared/shipments/counts.ts';
import { PRE_DISPATCH_VIEWS, SHIPMENT_VIEWS } from '../../shared/shipments/views.ts';
import type { StoredView } from '../../shared/shipments/views.ts';
import { addDays, dayBounds, dayStartMs, MARKETPLACE_TIME_ZONE } from '../../shared/shipments/time-zone.ts';
import type {
  DeadlineFilter,
  ShipmentCounts,
  ShipmentDetail,
  ShipmentGridFilter,
  ShipmentRow,
  ShipmentSortColumn,
  ShipmentSummary,
} from '../../shared/shipments/types.ts';
import { liveItemSql } from './live-items-sql.ts';
import type { CacheKey } from './shipment-writer.ts';
import { SORT_SQL } from './sort-columns.ts';

export interface ShipmentBlockQuery {
  startRow: number;
  endRow: number;
  sort: { colId: ShipmentSortColumn; sort: 'asc' | 'desc' }[];
  filter: ShipmentGridFilter;
}

const ROW_COLUMNS = `shipment_id, order_ids, order_item_ids, skus, fsns, titles, quantity, selling_price, total_price, currency,
  dispatch_after, dispatch_by, dispatch_by_ms, hold, status, view, location_id, packaging_policy, payment_type,
  updated_at, forms_failed, not_seen_in_last_full_sync`;

interface RowRecord {
  shipment_id: string;
  order_ids: string;
  order_item_ids: string;
  skus: string;
  fsns: string;
  titles: string;
  quantity: number | null;
  selling_price: number | null;
  total_price: number | null;
  currency: string;
  dispatch_after: string | null;
  dispatch_by: string | null;
  dispatch_by_ms: number | null;
  hold: number | null;
  status: string;
  view: StoredView;
  location_id: string | null;
  packaging_policy: string | null;
  payment_type: string | null;
  updated_at: string | null;
  forms_failed: number;
  not_seen_in_last_full_sync: number;
}

const toRow = (r: RowRecord): ShipmentRow => ({
  shipmentId: r.shipment_id,
  orderIds: r.order_ids,
  orderItemIds: r.order_item_ids,
  skus: r.skus,
  fsns: r.fsns,
  titles: r.titles,
  quantity: r.quantity,
  sellingPrice: r.selling_price,
  totalPrice: r.total_price,
  currency: r.currency,
  dispatchAfter: r.dispatch_after,
  dispatchBy: r.dispatch_by,
  dispatchByMs: r.dispatch_by_ms,
  hold: r.hold === null ? null : r.hold === 1,
  status: r.status,
  view: r.view,
  locationId: r.location_id,
  packagingPolicy: r.packaging_policy,
  paymentType: r.payment_type,
  updatedAt: r.updated_at,
  formsFailed: r.forms_failed === 1,
  notSeenInLastFullSync: r.not_seen_in_last_full_sync === 1,
});

/** A `YYYY-MM-DD` day in `zone` as epoch ms at its start. */
function dayStart(day: string, field: string, zone: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayStartMs(day, zone) : Number.NaN;
  if (Number.isNaN(ms))
    throw new AppError(
      'VALIDATION',
      t(field === 'dateFrom' ? 'shipments.error.badFromDate' : 'shipments.error.badToDate'),
      { path: field },
    );
  return ms;
}

/** Reads of the cache for the grid: blocks sorted and filtered in SQL, counts per tab, the summary line. */
export class ShipmentQueries {
  readonly #db: DatabaseSync;
  /** The last quick search's hits, with the state of the database they were read in (see #searchHits). */
  #hits: { search: string; version: string; ids: string } | undefined;

  readonly #now: () => number;

  constructor(db: DatabaseSync, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Since when a shipment counts as new: the start of the account's latest finished sync, so that what it (or a
   * sync running now) stored for the first time is new. Null until there was a sync before that one: on a first
   * sync everything would be new.
   */
  newSince(key: CacheKey): number | null {
    const rows = this.#db
      .prepare(
        `SELECT started_at FROM shipment_syncs WHERE profile_id = ? AND account = ? AND state = 'done'
         ORDER BY started_at DESC LIMIT 2`,
      )
      .all(key.profileId, key.account) as { started_at: string }[];
    if (rows.length < 2) return null;
    return Date.parse(rows[0]!.started_at);
  }

  /**
   * The ids a quick search finds, as a JSON array. A search change asks for a block, its row count and the counts
   * per tab: each tested LIKE '%…%' on every entry of the search index (some 30 ms over 100,000 shipments). They
   * are read once now, and again only once anything was committed since: `data_version` moves with commits of
   * other connections (the storage thread's), `total_changes()` with this one's.
   */
  #searchHits(key: CacheKey, search: string): string {
    const { v } = this.#db
      .prepare("SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS v")
      .get() as { v: string };
    const which = `${key.profileId}\n${key.account}\n${search}`;
    if (this.#hits?.search === which && this.#hits.version === v) return this.#hits.ids;
    const rows = this.#db
      .prepare(
        `SELECT shipment_id AS id FROM shipments INDEXED BY shipments_search
         WHERE profile_id = ? AND account = ? AND search_text LIKE ? ESCAPE '\\'`,
      )
      .all(key.profileId, key.account, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) as { id: string }[];
    const ids = JSON.stringify(rows.map((r) => r.id));
    this.#hits = { search: which, version: v, ids };
    return ids;
  }

  #where(
    key: CacheKey,
    filter: ShipmentGridFilter,
    withView: boolean,
    now = this.#now(),
  ): { from: string; sql: string; params: SQLInputValue[] } {
    const parts = ['profile_id = ?', 'account = ?'];
    const params: SQLInputValue[] = [key.profileId, key.account];
    if (withView && filter.view !== 'all') {
      parts.push('view = ?');
      params.push(filter.view);
    }
    const zone = filter.timeZone ?? MARKETPLACE_TIME_ZONE;
    if (filter.deadline !== undefined) {
      // Deadlines matter only for what is still to leave the seller.
      parts.push(`view IN (${PRE_DISPATCH_VIEWS.map(() => '?').join(', ')})`);
      params.push(...PRE_DISPATCH_VIEWS);
      const range = deadlineRange(filter.deadline, now, zone);
      // Due later holds a shipment without a dispatch-by too, so the deadlines split what is still to dispatch.
      parts.push(
        filter.deadline === 'later'
          ? '(dispatch_by_ms >= ? OR dispatch_by_ms IS NULL)'
          : 'dispatch_by_ms >= ? AND dispatch_by_ms < ?',
      );
      params.push(...(filter.deadline === 'later' ? [range.from] : [range.from, range.to]));
    }
    if (filter.formsFailed !== undefined) {
      // A failed form matters while the shipment is still to dispatch: a cancelled one keeps its form's FAILED (the
      // specification's dialect) and is not counted.
      const failed = `(forms_failed = 1 AND view IN (${PRE_DISPATCH_VIEWS.map(() => '?').join(', ')}))`;
      parts.push(filter.formsFailed ? failed : `NOT ${failed}`);
      params.push(...PRE_DISPATCH_VIEWS);
    }
    if (filter.packing !== undefined) {
      // The status lists the items' distinct states: one being packed makes the shipment one the marketplace packs.
      parts.push(`instr(status, 'PACKING_IN_PROGRESS') ${filter.packing ? '>' : '='} 0`);
    }
    if (filter.newSinceSync === true) {
      parts.push('first_seen_ms >= ?');
      params.push(this.newSince(key) ?? Number.MAX_SAFE_INTEGER);
    }
    let from = 'shipments';
    const search = filter.search?.trim().toLowerCase();
    if (search) {
      // The LIKE '%…%' is tested in the narrow search index alone (#searchHits), and only its hits are read whole
      // (CROSS JOIN keeps that order): left to itself the planner reads every full row to test the LIKE.
      from = `(SELECT value AS hit FROM json_each(?)) AS hits CROSS JOIN shipments ON shipment_id = hits.hit`;
      params.unshift(this.#searchHits(key, search));
    }
    const column = filter.dateField === 'dispatchBy' ? 'dispatch_by_ms' : 'order_date_ms';
    if (filter.dateFrom) {
      parts.push(`${column} >= ?`);
      params.push(dayStart(filter.dateFrom, 'dateFrom', zone));
    }
    if (filter.dateTo) {
      parts.push(`${column} < ?`);
      params.push(dayStart(addDays(filter.dateTo, 1), 'dateTo', zone));
    }
    if (filter.locationId) {
      parts.push('location_id = ?');
      params.push(filter.locationId);
    }
    if (filter.hold !== undefined) {
      // A shipment that does not say it is held is not held.
      parts.push(filter.hold ? 'hold = 1' : 'hold IS NOT 1');
    }
    return { from, sql: parts.join(' AND '), params };
  }

  block(key: CacheKey, q: ShipmentBlockQuery): { rows: ShipmentRow[]; rowCount: number } {
    const where = this.#where(key, q.filter, true);
    const order = orderBy(q.sort);
    const limit = Math.max(0, q.endRow - q.startRow);
    const rows = this.#db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM ${where.from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, q.startRow) as unknown as RowRecord[];
    const count = this.#db
      .prepare(`SELECT count(*) AS n FROM ${where.from} WHERE ${where.sql}`)
      .get(...where.params) as { n: number };
    return { rows: rows.map(toRow), rowCount: count.n };
  }

  /** The ids of the tab's shipments under the filter, in the grid's order; at most `limit`, and how many match. */
  ids(
    key: CacheKey,
    filter: ShipmentGridFilter,
    sort: ShipmentBlockQuery['sort'],
    limit: number,
  ): { ids: string[]; matching: number } {
    const where = this.#where(key, filter, true);
    const rows = this.#db
      .prepare(
        `SELECT shipment_id AS id FROM ${where.from} WHERE ${where.sql} ORDER BY ${orderBy(sort)} LIMIT ?`,
      )
      .all(...where.params, limit) as { id: string }[];
    const { n } = this.#db
      .prepare(`SELECT count(*) AS n FROM ${where.from} WHERE ${where.sql}`)
      .get(...where.params) as { n: number };
    return { ids: rows.map((r) => r.id), matching: n };
  }

  /** Which of `shipmentIds` the grid shows under the filter (its tab included), in the order given. */
  /** Which of these shipments the account's cache holds, whatever their view. */
  cached(key: CacheKey, shipmentIds: readonly string[]): Set<string> {
    const rows = this.#db
      .prepare(
        `SELECT shipment_id AS id FROM shipments
         WHERE profile_id = ? AND account = ? AND shipment_id IN (SELECT value FROM json_each(?))`,
      )
      .all(key.profileId, key.account, JSON.stringify(shipmentIds)) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  shown(key: CacheKey, filter: ShipmentGridFilter, shipmentIds: readonly string[]): string[] {
    if (shipmentIds.length === 0) return [];
    const where = this.#where(key, filter, true);
    const rows = this.#db
      .prepare(
        `SELECT shipment_id AS id FROM ${where.from}
         WHERE ${where.sql} AND shipment_id IN (SELECT value FROM json_each(?))`,
      )
      .all(...where.params, JSON.stringify(shipmentIds)) as { id: string }[];
    const found = new Set(rows.map((r) => r.id));
    return shipmentIds.filter((id) => found.has(id));
  }

  /** Shipments per tab under the filter's search, dates, location and hold. */
  counts(key: CacheKey, filter: ShipmentGridFilter): ShipmentCounts {
    const where = this.#where(key, filter, false);
    const rows = this.#db
      .prepare(`SELECT view, count(*) AS n FROM ${where.from} WHERE ${where.sql} GROUP BY view`)
      .all(...where.params) as { view: StoredView; n: number }[];
    const counts = Object.fromEntries(SHIPMENT_VIEWS.map((v) => [v.id, 0])) as ShipmentCounts;
    for (const r of rows) {
      counts[r.view] = r.n;
      counts.all += r.n;
    }
    return counts;
  }

  /** The rows the grid shows under the filter (its tab included): how every count of the screens is counted. */
  count(key: CacheKey, filter: ShipmentGridFilter, now = this.#now()): number {
    const where = this.#where(key, filter, true, now);
    return (
      this.#db.prepare(`SELECT count(*) AS n FROM ${where.from} WHERE ${where.sql}`).get(...where.params) as {
        n: number;
      }
    ).n;
  }

  /** `count` per dispatch location; shipments without one are under `null`. */
  countByLocation(key: CacheKey, filter: ShipmentGridFilter, now = this.#now()): Map<string | null, number> {
    const where = this.#where(key, filter, true, now);
    const rows = this.#db
      .prepare(
        `SELECT location_id AS l, count(*) AS n FROM ${where.from} WHERE ${where.sql} GROUP BY location_id`,
      )
      .all(...where.params) as { l: string | null; n: number }[];
    return new Map(rows.map((r) => [r.l, r.n]));
  }

  /**
   * The SKUs with the most units among the rows the grid shows under the filter, each summed as a pick list's line
   * (pick-list-queries.ts: units, and shipments carrying it), at most `limit`. In SQL over the filter rather than
   * over a list of ids: a view of tens of thousands is summed without reading its ids out.
   */
  topSkus(
    key: CacheKey,
    filter: ShipmentGridFilter,
    limit: number,
    now = this.#now(),
  ): { sku: string; title: string; quantity: number; shipments: number }[] {
    const where = this.#where(key, filter, true, now);
    return this.#db
      .prepare(
        `SELECT i.sku AS sku, coalesce(max(i.title), '') AS title, coalesce(sum(i.quantity), 0) AS quantity,
           count(DISTINCT i.shipment_id) AS shipments
         FROM (SELECT shipment_id AS id FROM ${where.from} WHERE ${where.sql}) AS s
         CROSS JOIN shipment_order_items AS i ON i.profile_id = ? AND i.account = ? AND i.shipment_id = s.id
         WHERE i.sku IS NOT NULL AND ${liveItemSql('i')}
         GROUP BY i.sku ORDER BY quantity DESC, i.sku LIMIT ?`,
      )
      .all(...where.params, key.profileId, key.account, limit) as {
      sku: string;
      title: string;
      quantity: number;
      shipments: number;
    }[];
  }

  /**
   * The summary chips of the tab under the grid's search and filters, its deadline set aside (a chip shows what
   * pressing it shows): each chip is the count of its definition (SHIPMENT_COUNTS) within the tab.
   */
  summary(key: CacheKey, filter: ShipmentGridFilter): ShipmentSummary {
    const base = { ...filter, deadline: undefined };
    // One instant for every chip: the deadlines' split then has no gap between two readings of the clock.
    const now = this.#now();
    const within = (name: 'overdue' | 'dueToday' | 'dueLater' | 'onHold' | 'formsFailed') =>
      this.count(key, { ...base, ...SHIPMENT_COUNTS[name].filter, view: filter.view }, now);
    return {
      overdue: within('overdue'),
      dueToday: within('dueToday'),
      dueLater: within('dueLater'),
      onHold: within('onHold'),
      formsFailed: within('formsFailed'),
    };
  }

  detail(key: CacheKey, shipmentId: string): ShipmentDetail {
    const row = this.#db
      .prepare(
        `SELECT raw, view, status, not_seen_in_last_full_sync, synced_at FROM shipments
         JOIN shipment_raw USING (profile_id, account, shipment_id)
         WHERE profile_id = ? AND account = ? AND shipment_id = ?`,
      )
      .get(key.profileId, key.account, shipmentId) as
      | {
          raw: string;
          view: StoredView;
          status: string;
          not_seen_in_last_full_sync: number;
          synced_at: string;
        }
      | undefined;
    if (row === undefined)
      throw new AppError('NOT_FOUND', t('shipments.error.notStoredHere', { shipmentId }), {
        shipmentId,
      });
    return {
      // Stored as it came: either spelling of the two fields the real service names its own way is read here.
      shipment: shipmentOf(JSON.parse(row.raw) as ShipmentDetail['shipment']),
      view: row.view,
      status: row.status,
      notSeenInLastFullSync: row.not_seen_in_last_full_sync === 1,
      syncedAt: row.synced_at,
    };
  }

  locations(key: CacheKey): string[] {
    // One seek in shipments_location per location (a seller has a handful), from the lowest up: DISTINCT walked
    // every cached shipment's entry, 40-200 ms over 100,000 on each cache status the first screen asks for.
    const next = this.#db.prepare(
      `SELECT MIN(location_id) AS l FROM shipments WHERE profile_id = ? AND account = ? AND location_id > ?`,
    );
    const found: string[] = [];
    let at = (
      this.#db
        .prepare(`SELECT MIN(location_id) AS l FROM shipments WHERE profile_id = ? AND account = ?`)
        .get(key.profileId, key.account) as { l: string | null }
    ).l;
    while (at !== null) {
      found.push(at);
      at = (next.get(key.profileId, key.account, at) as { l: string | null }).l;
    }
    return found;
  }

  total(key: CacheKey): number {
    return (
      this.#db
        .prepare('SELECT count(*) AS n FROM shipments WHERE profile_id = ? AND account = ?')
        .get(key.profileId, key.account) as { n: number }
    ).n;
  }

  /**
   * The SKUs the account's cached order items name, each once, at most `limit`, with what the orders know of each
   * listing: its id, the FSN (the marketplace's product id) and the location of a shipment that carried it.
   */
  listingsInOrders(key: CacheKey, limit: number): OrderListing[] {
    const rows = this.#db
      .prepare(
        `SELECT i.sku AS sku, MIN(json_extract(i.raw, '$.listingId')) AS listing_id, MIN(i.fsn) AS fsn,
           MIN(s.location_id) AS location_id
         FROM shipment_order_items i
         LEFT JOIN shipments s ON s.profile_id = i.profile_id AND s.account = i.account AND s.shipment_id = i.shipment_id
         WHERE i.profile_id = ? AND i.account = ? AND i.sku IS NOT NULL AND i.sku <> ''
         GROUP BY i.sku ORDER BY i.sku LIMIT ?`,
      )
      .all(key.profileId, key.account, limit) as {
      sku: string;
      listing_id: string | number | null;
      fsn: string | null;
      location_id: string | null;
    }[];
    return rows.map((r) => ({
      sku: r.sku,
      listingId: r.listing_id === null ? '' : String(r.listing_id),
      ...(r.fsn === null || r.fsn === '' ? {} : { fsn: r.fsn }),
      ...(r.location_id === null || r.location_id === '' ? {} : { locationId: r.location_id }),
    }));
  }
}

/** A SKU named by an order item of the cache, with what the orders know of its listing. */
export interface OrderListing {
  sku: string;
  /** The order item's `listingId`; empty when no item carried one. */
  listingId: string;
  /** The order item's FSN: the marketplace's product id of the listing. */
  fsn?: string;
  /** The dispatch location of a shipment that carried the SKU. */
  locationId?: string;
}

const DAY_MS = 86_400_000;

/** The dispatch-by range of a deadline filter at `now`, days counted in `zone`. */
export function deadlineRange(
  deadline: DeadlineFilter,
  now: number,
  zone: string,
): { from: number; to: number } {
  const { end } = dayBounds(now, zone);
  switch (deadline) {
    case 'overdue':
      return { from: Number.MIN_SAFE_INTEGER, to: now };
    case 'dueToday':
      return { from: now, to: end };
    case 'later':
      return { from: end, to: Number.MAX_SAFE_INTEGER };
    case 'byToday':
      return { from: Number.MIN_SAFE_INTEGER, to: end };
    case 'next24h':
      return { from: now, to: now + DAY_MS };
  }
}

/** The ORDER BY of a grid sort; the shipment id breaks ties, so pages are stable. */
function orderBy(sort: ShipmentBlockQuery['sort']): string {
  return [
    ...sort.map((s) => `${SORT_SQL[s.colId]} ${s.sort === 'desc' ? 'DESC' : 'ASC'}`),
    `shipment_id ${sort[0]?.sort === 'desc' ? 'DESC' : 'ASC'}`,
  ].join(', ');
}
