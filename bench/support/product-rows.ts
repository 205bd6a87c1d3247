/**
 * Product rows as the affiliate feed cache will keep them: one table, one row per product of a category, typed
 * columns for what the feed browser's grid filters and sorts on. The schema lives here, not in the app's
 * migrations, until the feed cache lands; the grid's query and its index are what this measures.
 */

export const FEED_PRODUCTS_SCHEMA = `
  CREATE TABLE feed_products (
    profile_id TEXT NOT NULL,
    category TEXT NOT NULL,
    product_id TEXT NOT NULL,
    title TEXT NOT NULL,
    brand TEXT NOT NULL,
    mrp REAL,
    selling_price REAL,
    discount_pct REAL,
    in_stock INTEGER NOT NULL,
    cod_available INTEGER NOT NULL,
    category_path TEXT NOT NULL,
    product_url TEXT NOT NULL,
    image_url TEXT,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (profile_id, category, product_id)
  );
  CREATE INDEX feed_products_by_price ON feed_products (profile_id, category, in_stock, selling_price, product_id);`;

export const INSERT_PRODUCT = `INSERT INTO feed_products
  (profile_id, category, product_id, title, brand, mrp, selling_price, discount_pct, in_stock, cod_available,
   category_path, product_url, image_url, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (profile_id, category, product_id) DO UPDATE SET
    title = excluded.title, brand = excluded.brand, mrp = excluded.mrp, selling_price = excluded.selling_price,
    discount_pct = excluded.discount_pct, in_stock = excluded.in_stock, cod_available = excluded.cod_available,
    category_path = excluded.category_path, product_url = excluded.product_url, image_url = excluded.image_url,
    updated_at = excluded.updated_at`;

/** The grid's first page: in-stock products of one category, cheapest first, 100 rows. */
export const FIRST_PAGE = `SELECT product_id, title, brand, mrp, selling_price, discount_pct, in_stock, product_url, image_url
  FROM feed_products
  WHERE profile_id = ? AND category = ? AND in_stock = 1 AND selling_price BETWEEN ? AND ?
  ORDER BY selling_price, product_id
  LIMIT 100`;

/** The grid's row count for the same filter (the footer and the scroll bar need it). */
export const FILTERED_COUNT = `SELECT COUNT(*) AS n FROM feed_products
  WHERE profile_id = ? AND category = ? AND in_stock = 1 AND selling_price BETWEEN ? AND ?`;

export const PROFILE = 'demo';
export const CATEGORY = 'mobiles';
export const PRICE_RANGE = [500, 20_000] as const;

export type ProductRow = [
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  string,
  string,
  string,
  number,
];

const BRANDS = [
  'Apex',
  'Bluefin',
  'Corvo',
  'Dhruva',
  'Elara',
  'Fenix',
  'Gulmohar',
  'Helio',
  'Indus',
  'Jugnu',
];
const NOUNS = [
  'Smartphone',
  'Phone Case',
  'Charger',
  'Earbuds',
  'Power Bank',
  'Screen Guard',
  'Cable',
  'Stand',
];

/** `count` rows of one category, deterministic (a small LCG), with realistic text lengths. */
export function makeProductRows(count: number, seed = 42): ProductRow[] {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const rows: ProductRow[] = [];
  const updatedAt = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i++) {
    const brand = BRANDS[Math.floor(next() * BRANDS.length)] ?? 'Apex';
    const noun = NOUNS[Math.floor(next() * NOUNS.length)] ?? 'Cable';
    const mrp = Math.round(199 + next() * 49_800);
    const discount = Math.floor(next() * 60);
    const price = Math.round(mrp * (1 - discount / 100));
    const id = `MOB${i.toString(36).toUpperCase().padStart(13, '0')}`;
    rows.push([
      PROFILE,
      CATEGORY,
      id,
      `${brand} ${noun} ${(i % 97) + 1} (${['Black', 'Blue', 'Green'][i % 3] ?? 'Black'}, ${32 << (i % 4)} GB)`,
      brand,
      mrp,
      price,
      discount,
      next() < 0.7 ? 1 : 0,
      next() < 0.8 ? 1 : 0,
      'Mobiles & Accessories>Mobiles>Smartphones',
      `https://www.example.com/p/${id.toLowerCase()}?pid=${id}`,
      `https://img.example.com/image/416/416/${id.toLowerCase()}.jpeg`,
      updatedAt,
    ]);
  }
  return rows;
}
