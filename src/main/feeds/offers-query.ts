import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import { buyerPrice, type ProductOffer } from '../../shared/feeds/offers.ts';
import type { HistoryPoint } from '../../shared/feeds/types.ts';
import { feedRecordAt } from '../../shared/marketplace/affiliate-parse.ts';
import { recordExtras } from './product-query.ts';

/** Product ids one call may ask for: a caller with more asks in slices. */
export const MAX_OFFER_IDS = 500;
/** The latest history points given per product. */
export const OFFER_HISTORY_POINTS = 30;

type OfferRow = {
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
  record_position: number | null;
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
              p.synced_at, p.record_page, p.record_position, r.raw
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
    throw new AppError('VALIDATION', `At most ${MAX_OFFER_IDS} products can be looked up at once.`);
  if (ids.length === 0) return [];
  const rows = db.prepare(OFFER_ROWS_SQL).all(profileId, profileId, JSON.stringify(ids)) as OfferRow[];
  const latest = new Map<string, OfferRow>();
  for (const r of rows) if (!latest.has(r.product_id)) latest.set(r.product_id, r);
  const kept = [...latest.values()];
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

/** The seller on each record: its own row, or its place in the stored page (each page parsed once). */
function sellerNames(db: DatabaseSync, rows: readonly OfferRow[]): Map<number, string> {
  const pageText = db.prepare('SELECT body FROM feed_page_texts WHERE page = ?');
  const pages = new Map<number, unknown>();
  const out = new Map<number, string>();
  for (const r of rows) {
    let raw: unknown;
    if (r.raw !== null) raw = JSON.parse(r.raw) as unknown;
    else if (r.record_page !== null) {
      if (!pages.has(r.record_page)) {
        const page = pageText.get(r.record_page) as { body: string } | undefined;
        pages.set(r.record_page, page === undefined ? undefined : (JSON.parse(page.body) as unknown));
      }
      raw = feedRecordAt(pages.get(r.record_page), r.record_position ?? -1);
    }
    const name = recordExtras(raw).seller.name;
    if (name !== null && name !== '') out.set(r.id, name);
  }
  return out;
}
