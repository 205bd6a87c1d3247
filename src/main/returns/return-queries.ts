import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { GridBlock, GridBlockRequest } from '../../shared/grid/block.ts';
import type { ReturnGridFilter } from '../../shared/returns/contract.ts';
import type { ReturnCounts, ReturnRow, ReturnSortColumn } from '../../shared/returns/return-rows.ts';
import { RETURN_TABS, type ReturnTab } from '../../shared/returns/return-tabs.ts';
import type { CacheKey } from './return-writer.ts';
import { expectedDaysWhere } from './expected-days-sql.ts';

/** A column of the grid, by colId, and the SQL that sorts it (dates by their instant). */
const SORT_SQL: Record<ReturnSortColumn, string> = {
  returnId: 'r.return_id',
  orderItemId: 'r.order_item_id',
  sku: 'r.sku',
  type: 'r.type',
  reason: 'r.reason',
  status: 'r.status',
  trackingId: 'r.tracking_id',
  createdDate: 'r.created_ms',
  updatedDate: 'r.updated_ms',
  expectedDate: 'r.expected_ms',
  locationId: 'r.location_id',
};

/**
 * The tab of a cached return in SQL: the marketplace's tab written with the row (`marketplaceTab`, the one rule),
 * and done once the seller received it in Stockroom (`returnTab`).
 */
export const TAB_SQL = `CASE WHEN rr.return_id IS NOT NULL THEN 'done' ELSE r.tab END`;

const FROM = `FROM returns r LEFT JOIN return_receipts rr
  ON rr.profile_id = r.profile_id AND rr.account = r.account AND rr.return_id = r.return_id`;

/** The WHERE of a filter, the tab set aside: the same for a tab's rows and for every tab's count. */
function where(key: CacheKey, filter: ReturnGridFilter): { sql: string; params: SQLInputValue[] } {
  const parts = ['r.profile_id = ?', 'r.account = ?'];
  const params: SQLInputValue[] = [key.profileId, key.account];
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    parts.push('instr(r.search_text, ?) > 0');
    params.push(search);
  }
  const equal: [keyof ReturnGridFilter, string][] = [
    ['source', 'r.source'],
    ['type', 'lower(r.type)'],
    ['reason', 'lower(r.reason)'],
    ['status', 'lower(r.status)'],
    ['locationId', 'r.location_id'],
  ];
  for (const [field, column] of equal) {
    const value = filter[field];
    if (typeof value !== 'string' || value === '') continue;
    parts.push(`${column} = ?`);
    params.push(column.startsWith('lower(') ? value.toLowerCase() : value);
  }
  const expected = expectedDaysWhere(filter);
  parts.push(...expected.parts);
  params.push(...expected.params);
  return { sql: parts.join(' AND '), params };
}

interface Row {
  return_id: string;
  source: string;
  order_item_id: string | null;
  order_id: string | null;
  sku: string | null;
  title: string | null;
  quantity: number | null;
  type: string | null;
  reason: string | null;
  sub_reason: string | null;
  status: string | null;
  shipment_status: string | null;
  courier_name: string | null;
  tracking_id: string | null;
  created_date: string | null;
  updated_date: string | null;
  expected_date: string | null;
  location_id: string | null;
  self_ship: number;
  tab: ReturnTab;
  received_at: string | null;
}

const toRow = (r: Row): ReturnRow => ({
  returnId: r.return_id,
  source: r.source,
  orderItemId: r.order_item_id,
  orderId: r.order_id,
  sku: r.sku,
  title: r.title,
  quantity: r.quantity,
  type: r.type,
  reason: r.reason,
  subReason: r.sub_reason,
  status: r.status,
  shipmentStatus: r.shipment_status,
  courierName: r.courier_name,
  trackingId: r.tracking_id,
  createdDate: r.created_date,
  updatedDate: r.updated_date,
  expectedDate: r.expected_date,
  locationId: r.location_id,
  selfShip: r.self_ship === 1,
  tab: r.tab,
  receivedAt: r.received_at,
});

/** Reads of the returns cache: a tab's rows in blocks, and every tab's count, under one filter. */
export class ReturnQueries {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  block(key: CacheKey, request: GridBlockRequest<ReturnSortColumn, ReturnGridFilter>): GridBlock<ReturnRow> {
    const w = where(key, request.filter);
    const inTab = `${w.sql} AND ${TAB_SQL} = ?`;
    const params = [...w.params, request.filter.tab];
    const order = [
      ...request.sort.map((s) => `${SORT_SQL[s.colId]} ${s.sort === 'desc' ? 'DESC' : 'ASC'}`),
      'r.created_ms DESC',
      'r.return_id DESC',
    ].join(', ');
    const rows = this.#db
      .prepare(
        `SELECT r.return_id, r.source, r.order_item_id, r.order_id, r.sku, r.title, r.quantity, r.type, r.reason,
           r.sub_reason, r.status, r.shipment_status, r.courier_name, r.tracking_id, r.created_date, r.updated_date,
           r.expected_date, r.location_id, r.self_ship, ${TAB_SQL} AS tab, rr.received_at
         ${FROM} WHERE ${inTab} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...params, request.endRow - request.startRow, request.startRow) as unknown as Row[];
    const count = this.#db.prepare(`SELECT count(*) AS n ${FROM} WHERE ${inTab}`).get(...params) as {
      n: number;
    };
    return { rows: rows.map(toRow), rowCount: count.n };
  }

  /** Rows of each tab under the filter's search and filters: the figure each tab's grid then lists. */
  counts(key: CacheKey, filter: ReturnGridFilter): ReturnCounts {
    const w = where(key, filter);
    const rows = this.#db
      .prepare(`SELECT ${TAB_SQL} AS tab, count(*) AS n ${FROM} WHERE ${w.sql} GROUP BY 1`)
      .all(...w.params) as { tab: string; n: number }[];
    const counts = Object.fromEntries(RETURN_TABS.map((t) => [t, 0])) as ReturnCounts;
    for (const r of rows)
      if ((RETURN_TABS as readonly string[]).includes(r.tab)) counts[r.tab as ReturnTab] = r.n;
    return counts;
  }

  /** Returns in the cache of an account. */
  total(key: CacheKey): number {
    const row = this.#db
      .prepare('SELECT count(*) AS n FROM returns WHERE profile_id = ? AND account = ?')
      .get(key.profileId, key.account) as { n: number };
    return row.n;
  }
}
