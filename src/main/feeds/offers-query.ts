import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import { buyerPrice, type ProductOffer } from '../../shared/feeds/offers.ts';
import type { HistoryPoint } from '../../shared/feeds/types.ts';
import { recordExtras } from './product-query.ts';

/** Product ids one call may ask for: a caller with more asks in slices. */
export const MAX_OFFER_IDS = 500;
/** The latest history points given per product. */
export const OFFER_HISTORY_POINTS = 30;

export type OfferRow = {
  id: number;
  product_id: string;
  category: string;
  mrp: number | null;
  selling_price: number | null;
  special_price: number | null;
  currency: string;
  in_stock: number;
  synced_at: string;
  record_page: number | null;
  raw: string | null;
};

type HistoryRow = {
  product_row: number;
  at: string;
  mrp: number | null;
  selling_price: number | null;
  special_price: number | null;
  in_stock: number;
  removed: number;
};

/** The offers' rows (exported for the test of its plan). */
export const OFFER_ROWS_SQL = `SELECT p.id, p.product_id, p.category, p.mrp, p.selling_price, p.special_price, p.currency, p.in_stock,
              p.synced_at, p.record_page, r.raw
         FROM feed_products p LEFT JOIN feed_records r ON r.product_row = p.id
        WHERE p.profile_id = ?
          AND p.category IN (SELECT name FROM feed_categories WHERE profile_id = ?)
          AND p.product_id IN (SELECT value FROM json_each(?))
          -- + keeps the planner on the unique index: the filter index would read every row of the category
          AND +p.removed = 0
        ORDER BY p.synced_at DESC`;

/**
 * The offers the mirror holds for these product ids, whatever category they were synced in; removed products are
 * left out. One statement over the unique (profile, category, product id) index, the categories being the
 * directory's. A product held in two categories answers with the one a sync saw last.
 */
export function offersOf(db: DatabaseSync, profileId: string, productIds: readonly string[]): ProductOffer[] {
  const ids = [...new Set(productIds)];
  if (ids.length > MAX_OFFER_IDS)
    throw new AppError('VALIDATION', t('feeds.error.tooManyIds', { max: MAX_OFFER_IDS }));
  if (ids.length === 0) return [];
  const rows = db.prepare(OFFER_ROWS_SQL).all(profileId, profileId, JSON.stringify(ids)) as OfferRow[];
  const latest = new Map<string, OfferRow>();
  for (const r of rows) if (!latest.has(r.product_id)) latest.set(r.product_id, r);
  return offersOfRows(db, [...latest.values()]);
}

/** The offers of these rows of feed_products (one per product), with their history and sellers. */
export function offersOfRows(db: DatabaseSync, kept: readonly OfferRow[]): ProductOffer[] {
  const history = historyOf(
    db,
    kept.map((r) => r.id),
  );
  const seller = sellerNames(db, kept);
  return kept.map((r) => ({
    productId: r.product_id,
    category: r.category,
    price: buyerPrice(r.selling_price, r.special_price),
    mrp: r.mrp,
    currency: r.currency,
    inStock: r.in_stock === 1,
    sellerName: seller.get(r.id) ?? null,
    seenAt: r.synced_at,
    history: history.get(r.id) ?? [],
  }));
}

function historyOf(db: DatabaseSync, rowIds: readonly number[]): Map<number, HistoryPoint[]> {
  const rows = db
    .prepare(
      `SELECT product_row, at, mrp, selling_price, special_price, in_stock, removed FROM (
         SELECT h.*, row_number() OVER (PARTITION BY h.product_row ORDER BY h.at DESC, h.rowid DESC) AS n
           FROM feed_history h WHERE h.product_row IN (SELECT value FROM json_each(?)))
        WHERE n <= ? ORDER BY product_row, at, n DESC`,
    )
    .all(JSON.stringify(rowIds), OFFER_HISTORY_POINTS) as HistoryRow[];
  const out = new Map<number, HistoryPoint[]>();
  for (const h of rows) {
    const points = out.get(h.product_row) ?? [];
    points.push({
      at: h.at,
      mrp: h.mrp,
      sellingPrice: h.selling_price,
      specialPrice: h.special_price,
      inStock: h.in_stock === 1,
      removed: h.removed === 1,
    });
    out.set(h.product_row, points);
  }
  return out;
}

/**
 * A record kept in its page, taken out by SQLite (the page's list in any of its three shapes, as `feedRecordAt`
 * reads it). Rows in page order, so that SQLite's JSON cache parses each page once in the statement; only the
 * record (about 2 KB) crosses into JavaScript, not the page (about a megabyte): for 500 products spread over 200
 * pages this took the read from about 450 ms to about 110 ms (2 shared cores).
 */
const RECORDS_IN_PAGES_SQL = `SELECT p.id, coalesce(
     json_extract(g.body, '$.products[' || p.record_position || ']'),
     json_extract(g.body, '$.products.productInfoList[' || p.record_position || ']'),
     json_extract(g.body, '$.productInfoList[' || p.record_position || ']')) AS record
   FROM feed_products p JOIN feed_page_texts g ON g.page = p.record_page
  WHERE p.id IN (SELECT value FROM json_each(?)) AND p.record_position IS NOT NULL
  ORDER BY p.record_page`;

/** The seller on each record: its own row (feed_records), or its place in the stored page. */
function sellerNames(db: DatabaseSync, rows: readonly OfferRow[]): Map<number, string> {
  const out = new Map<number, string>();
  const put = (id: number, raw: unknown) => {
    const name = recordExtras(raw).seller.name;
    if (name !== null && name !== '') out.set(id, name);
  };
  for (const r of rows) if (r.raw !== null) put(r.id, JSON.parse(r.raw) as unknown);
  const inPages = rows.filter((r) => r.raw === null && r.record_page !== null).map((r) => r.id);
  if (inPages.length === 0) return out;
  const records = db.prepare(RECORDS_IN_PAGES_SQL).all(JSON.stringify(inPages)) as {
    id: number;
    record: string | null;
  }[];
  for (const r of records) if (r.record !== null) put(r.id, JSON.parse(r.record) as unknown);
  return out;
}
