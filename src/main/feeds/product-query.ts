import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type {
  FeedProductFilter,
  FeedProductQuery,
  FeedProductRow,
  FeedSortColumn,
  HistoryPoint,
  ProductDetail,
} from '../../shared/feeds/types.ts';
import { ftsQuery } from '../../shared/feeds/rules.ts';
import { keptTotal } from './category-counts.ts';
import { feedRecordAt } from '../../shared/marketplace/affiliate-parse.ts';
import { normaliseProduct } from '../../shared/marketplace/affiliate-product.ts';
import { isRecord, list, num, str } from '../../shared/marketplace/values.ts';

/** Grid blocks, product detail and export rows over feed_products: sort, filter and search in SQL. */

const SORT_SQL: Record<FeedSortColumn, string> = {
  sellingPrice: 'p.selling_price',
  discount: 'p.discount',
  title: 'p.title COLLATE NOCASE',
  changedAt: 'p.changed_at',
  category: 'p.category',
};

/** Rows a block may hold at most: a grid asks for 100 at a time. */
export const MAX_BLOCK_ROWS = 1000;

/** The grid's columns of a product, read as a `ProductRowRecord` and made a row by `toRow` (the watchlist too). */
export const ROW_COLUMNS = `p.product_id, p.category, p.title, p.brand, p.mrp, p.selling_price, p.special_price, p.currency,
  p.discount, p.in_stock, p.cod_available, p.removed, p.image_url, p.product_url, p.changed_at`;

export interface ProductRowRecord {
  product_id: string;
  category: string;
  title: string;
  brand: string;
  mrp: number | null;
  selling_price: number | null;
  special_price: number | null;
  currency: string;
  discount: number | null;
  in_stock: number;
  cod_available: number;
  removed: number;
  image_url: string | null;
  product_url: string;
  changed_at: string;
}

/**
 * The WHERE clause for one of three plans. With a search, FTS5 drives: every other term carries a unary `+` so the
 * planner looks rows up by the matching rowids. Without one, the rows query walks the sort column's index and stops
 * after a block (filters with `+` are checked on the way), and the count reads the covering filter index only.
 */
function where(
  profileId: string,
  f: FeedProductFilter,
  plan: 'rows' | 'count',
): { sql: string; params: SQLInputValue[]; search: boolean } {
  const match = ftsQuery(f.search);
  const key = match !== null ? '+' : '';
  const term = match !== null || plan === 'rows' ? '+' : '';
  const clauses = [`${key}p.profile_id = ?`];
  const params: SQLInputValue[] = [profileId];
  if (f.category) {
    clauses.push(`${key}p.category = ?`);
    params.push(f.category);
  }
  if (match !== null) {
    clauses.push('p.id IN (SELECT rowid FROM feed_products_fts WHERE feed_products_fts MATCH ?)');
    params.push(match);
  }
  if (f.brand) {
    clauses.push(`${term}p.brand = ? COLLATE NOCASE`);
    params.push(f.brand);
  }
  if (f.minPrice !== undefined) {
    clauses.push(`${term}p.selling_price >= ?`);
    params.push(f.minPrice);
  }
  if (f.maxPrice !== undefined) {
    clauses.push(`${term}p.selling_price <= ?`);
    params.push(f.maxPrice);
  }
  if (f.minDiscount !== undefined) {
    clauses.push(`${term}p.discount >= ?`);
    params.push(f.minDiscount);
  }
  if (f.inStockOnly) clauses.push(`${term}p.in_stock = 1`);
  if (f.codOnly) clauses.push(`${term}p.cod_available = 1`);
  if (f.hideRemoved) clauses.push(`${term}p.removed = 0`);
  return { sql: clauses.join(' AND '), params, search: match !== null };
}

export function toRow(r: ProductRowRecord): FeedProductRow {
  return {
    productId: r.product_id,
    category: r.category,
    title: r.title,
    brand: r.brand,
    mrp: r.mrp,
    sellingPrice: r.selling_price,
    specialPrice: r.special_price,
    currency: r.currency,
    discount: r.discount,
    inStock: r.in_stock === 1,
    codAvailable: r.cod_available === 1,
    removed: r.removed === 1,
    imageUrl: r.image_url,
    productUrl: r.product_url,
    changedAt: r.changed_at,
  };
}

export function queryProducts(
  db: DatabaseSync,
  profileId: string,
  q: FeedProductQuery,
): { rows: FeedProductRow[]; rowCount: number } {
  const w = where(profileId, q.filter, 'rows');
  const sort = q.sort.filter((s) => s.colId in SORT_SQL);
  // Ties go by rowid in the sort's direction, the order the sort column's index already holds them in.
  const order = sort.map((s) => `${SORT_SQL[s.colId]} ${s.sort === 'desc' ? 'DESC' : 'ASC'}`);
  order.push(
    sort.length === 0 ? 'p.product_id ASC' : `p.id ${sort.at(-1)?.sort === 'desc' ? 'DESC' : 'ASC'}`,
  );
  const limit = Math.max(0, Math.min(MAX_BLOCK_ROWS, q.endRow - q.startRow));
  const offset = Math.max(0, q.startRow);
  if (w.search) {
    const narrow = !q.filter.brand && sort.every((s) => NARROW_SORTS.has(s.colId));
    return searchBlock(db, w, narrow, order, limit, offset);
  }
  if (!q.filter.category && offset + limit <= MERGE_UP_TO_ROW) {
    const merged = mergedBlock(db, profileId, q.filter, order, limit, offset);
    if (merged !== null) return merged;
  }
  const rows = db
    .prepare(
      `SELECT ${ROW_COLUMNS} FROM feed_products p WHERE ${w.sql} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
    )
    .all(...w.params, limit, offset) as unknown as ProductRowRecord[];
  return { rows: rows.map(toRow), rowCount: countRows(db, profileId, q.filter) };
}

/**
 * The rows a filter selects, without a search. One category or all (up to MERGE_CATEGORIES) with nothing but
 * "hide removed" is the sum of the kept category counts (category-counts.ts) when each is kept; otherwise the
 * covering filter index is counted.
 */
function countRows(
  db: DatabaseSync,
  profileId: string,
  filter: FeedProductFilter,
  categories?: readonly string[],
): number {
  const { hideRemoved, category, ...rest } = filter;
  const narrowed = Object.values(rest).some((v) => v !== undefined && v !== false && v !== '');
  const names = narrowed ? [] : category ? [category] : (categories ?? storedCategories(db, profileId));
  if (names.length > 0 && names.length <= MERGE_CATEGORIES) {
    const kept = keptTotal(db, profileId, names, hideRemoved === true);
    if (kept !== null) return kept;
  }
  const c = where(profileId, filter, 'count');
  const count = db
    .prepare(`SELECT count(*) AS n FROM feed_products p INDEXED BY feed_products_filter WHERE ${c.sql}`)
    .get(...c.params) as { n: number };
  return count.n;
}

/** Rows of every category up to which a block is merged from each category's own index (see `mergedBlock`). */
const MERGE_UP_TO_ROW = 5000;
/** At most this many categories are merged; a profile with more is read in one sort. */
const MERGE_CATEGORIES = 64;

/**
 * A block of every category without a search. The sort indexes lead with the category, so one query over the whole
 * profile sorts every row (a million: about a second); instead each category walks its own index to the block's
 * end, and those few rows are merged. Deep blocks (past MERGE_UP_TO_ROW) read the whole profile.
 */
function mergedBlock(
  db: DatabaseSync,
  profileId: string,
  filter: FeedProductFilter,
  order: string[],
  limit: number,
  offset: number,
): { rows: FeedProductRow[]; rowCount: number } | null {
  const categories = storedCategories(db, profileId);
  if (categories.length === 0 || categories.length > MERGE_CATEGORIES) return null;
  const params: SQLInputValue[] = [];
  const arms = categories.map((category) => {
    const w = where(profileId, { ...filter, category }, 'rows');
    params.push(...w.params, offset + limit);
    return `SELECT * FROM (SELECT p.id, ${ROW_COLUMNS} FROM feed_products p WHERE ${w.sql}
              ORDER BY ${order.join(', ')} LIMIT ?)`;
  });
  const outer = order.map((o) => o.replace(/\bp\./g, '')).join(', ');
  const rows = db
    .prepare(`SELECT * FROM (${arms.join(' UNION ALL ')}) ORDER BY ${outer} LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as unknown as ProductRowRecord[];
  return { rows: rows.map(toRow), rowCount: countRows(db, profileId, filter, categories) };
}

/** The categories a profile has products in: one index seek each (a skip-scan), not a pass over the rows. */
function storedCategories(db: DatabaseSync, profileId: string): string[] {
  const rows = db
    .prepare(
      `WITH RECURSIVE c(name) AS (
         SELECT (SELECT min(category) FROM feed_products WHERE profile_id = ?1)
         UNION ALL
         SELECT (SELECT min(category) FROM feed_products WHERE profile_id = ?1 AND category > c.name) FROM c
          WHERE c.name IS NOT NULL LIMIT ?2)
       SELECT name FROM c WHERE name IS NOT NULL`,
    )
    .all(profileId, MERGE_CATEGORIES + 1) as { name: string }[];
  return rows.map((r) => r.name);
}

/** Sorts a search reads from the narrow index keyed by id (feed_products_by_id) rather than the table. */
const NARROW_SORTS: ReadonlySet<FeedSortColumn> = new Set(['sellingPrice', 'discount', 'category']);

/**
 * A search block in one pass: the FTS5 matches that pass the filters are gathered once (narrow rows: id and the
 * sort columns), then counted and sorted from there, and only the block's rows are read in full. Reading each match
 * once rather than once for the rows and again for the count halves the work of a common word. When the filter and
 * sort use only what feed_products_by_id holds (not brand, title or last change), the matches are read from that
 * index: a tenth of the table's size, it stays in the page cache where the table's rows are spread over the file.
 */
function searchBlock(
  db: DatabaseSync,
  w: { sql: string; params: SQLInputValue[] },
  narrow: boolean,
  order: string[],
  limit: number,
  offset: number,
): { rows: FeedProductRow[]; rowCount: number } {
  const from = narrow ? 'feed_products p INDEXED BY feed_products_by_id' : 'feed_products p';
  const columns = narrow
    ? 'p.id, p.product_id, p.category, p.selling_price, p.discount'
    : 'p.id, p.product_id, p.category, p.selling_price, p.discount, p.title, p.changed_at';
  const rows = db
    .prepare(
      `WITH m AS MATERIALIZED (SELECT ${columns} FROM ${from} WHERE ${w.sql}),
       block AS (SELECT p.id FROM m p ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?)
       SELECT (SELECT count(*) FROM m) AS total, ${ROW_COLUMNS} FROM feed_products p
        WHERE p.id IN (SELECT id FROM block) ORDER BY ${order.join(', ')}`,
    )
    .all(...w.params, limit, offset) as unknown as (ProductRowRecord & { total: number })[];
  if (rows.length > 0) return { rows: rows.map(toRow), rowCount: rows[0]!.total };
  // Past the last match (or none): the count alone.
  const count = db.prepare(`SELECT count(*) AS n FROM ${from} WHERE ${w.sql}`).get(...w.params) as {
    n: number;
  };
  return { rows: [], rowCount: count.n };
}

/** Every product the filter selects, in the grid's order, a page at a time (for export). */
export function* allProducts(
  db: DatabaseSync,
  profileId: string,
  filter: FeedProductFilter,
  sort: FeedProductQuery['sort'],
): Generator<FeedProductRow, void, undefined> {
  for (let start = 0; ; start += MAX_BLOCK_ROWS) {
    const { rows } = queryProducts(db, profileId, {
      startRow: start,
      endRow: start + MAX_BLOCK_ROWS,
      sort,
      filter,
    });
    yield* rows;
    if (rows.length < MAX_BLOCK_ROWS) return;
  }
}

/**
 * The brands of a category (or of every category), from the covering filter index. Two statements rather than
 * `(? IS NULL OR category = ?)`, which kept the planner off the category and read a million rows for one category.
 */
export function brands(db: DatabaseSync, profileId: string, category: string | undefined): string[] {
  const one = category !== undefined;
  const rows = db
    .prepare(
      `SELECT DISTINCT brand COLLATE NOCASE AS brand FROM feed_products INDEXED BY feed_products_filter
        WHERE profile_id = ?${one ? ' AND category = ?' : ''} AND brand <> '' ORDER BY 1 LIMIT 500`,
    )
    .all(...(one ? [profileId, category] : [profileId])) as { brand: string }[];
  return rows.map((r) => r.brand);
}

export function productDetail(
  db: DatabaseSync,
  profileId: string,
  category: string,
  productId: string,
): Omit<ProductDetail, 'affiliateUrl' | 'image'> | undefined {
  // The record is its own row (feed_records) or a place in the page it came in (feed_page_texts), never both.
  const r = db
    .prepare(
      `SELECT p.id, ${ROW_COLUMNS}, p.record_position, r.raw, g.body FROM feed_products p
         LEFT JOIN feed_records r ON r.product_row = p.id LEFT JOIN feed_page_texts g ON g.page = p.record_page
        WHERE p.profile_id = ? AND p.category = ? AND p.product_id = ?`,
    )
    .get(profileId, category, productId) as
    | (ProductRowRecord & {
        id: number;
        record_position: number | null;
        raw: string | null;
        body: string | null;
      })
    | undefined;
  if (!r) return undefined;
  const raw =
    r.body !== null
      ? feedRecordAt(JSON.parse(r.body), r.record_position ?? -1)
      : (JSON.parse(r.raw ?? 'null') as unknown);
  // The stored record read again: the same model the sync stored its columns from.
  const model = normaliseProduct(raw, r.product_id);
  const history = db
    .prepare(
      `SELECT at, mrp, selling_price, special_price, in_stock, removed FROM feed_history
        WHERE product_row = ? ORDER BY at, rowid LIMIT 2000`,
    )
    .all(r.id) as {
    at: string;
    mrp: number | null;
    selling_price: number | null;
    special_price: number | null;
    in_stock: number;
    removed: number;
  }[];
  return {
    ...toRow(r),
    description: model.description,
    categoryPath: model.categoryPath,
    variant: model.variant,
    imageUrls: model.imageUrls,
    offers: model.offers,
    ...recordExtras(raw),
    history: history.map((h): HistoryPoint => ({
      at: h.at,
      mrp: h.mrp,
      sellingPrice: h.selling_price,
      specialPrice: h.special_price,
      inStock: h.in_stock === 1,
      removed: h.removed === 1,
    })),
  };
}

type Extras = Pick<ProductDetail, 'keySpecs' | 'specifications' | 'seller' | 'shipping'>;

/** Key specs, specification list, seller and shipping from the raw record (v1.1.0 groups; v0.1.0 has fewer). */
export function recordExtras(raw: unknown): Extras {
  const rec = isRecord(raw) ? raw : {};
  const specific = isRecord(rec.categorySpecificInfoV1) ? rec.categorySpecificInfoV1 : {};
  const shipping = isRecord(rec.productShippingInfoV1)
    ? rec.productShippingInfoV1
    : isRecord(rec.productShippingBaseInfo)
      ? rec.productShippingBaseInfo
      : {};
  const charges = isRecord(shipping.shippingCharges) ? shipping.shippingCharges : {};
  const texts = (v: unknown) =>
    list(v)
      .map(str)
      .filter((s): s is string => s !== undefined && s !== '');
  return {
    keySpecs: texts(specific.keySpecs),
    specifications: list(specific.specificationList).flatMap((g) => {
      if (!isRecord(g)) return [];
      const values = list(g.values).flatMap((v) => {
        if (!isRecord(v)) return [];
        const key = str(v.key);
        const value = texts(v.value).join(', ');
        return key === undefined ? [] : [{ key, value }];
      });
      return [{ group: str(g.key) ?? '', values }];
    }),
    seller: {
      name: str(shipping.sellerName) ?? null,
      averageRating: num(shipping.sellerAverageRating) ?? null,
      ratings: num(shipping.sellerNoOfRatings) ?? null,
      reviews: num(shipping.sellerNoOfReviews) ?? null,
    },
    shipping: {
      charges: num(charges.amount) ?? null,
      currency: str(charges.currency) ?? null,
      estimatedDelivery: str(shipping.estimatedDeliveryTime) ?? null,
    },
  };
}
