import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import type { ProductOffer } from '../../shared/feeds/offers.ts';
import { MAX_OFFER_IDS, OFFER_ROWS_SQL, offersOfRows, type OfferRow } from './offers-query.ts';

/** Product ids one walk may name (My listings holds at most 100,000 SKUs). */
export const MAX_WALK_IDS = 200_000;

/** The offers' columns of rows known by id. */
const ROWS_BY_ID_SQL = `SELECT p.id, p.product_id, p.category, p.mrp, p.selling_price, p.special_price, p.currency,
    p.in_stock, p.synced_at, p.record_page, r.raw
   FROM feed_products p LEFT JOIN feed_records r ON r.product_row = p.id
  WHERE p.id IN (SELECT value FROM json_each(?))
  ORDER BY p.record_page`;

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The offers of many product ids (a whole My listings), in slices of at most MAX_OFFER_IDS, the loop let go between
 * slices. The products are found first (index only), then read in the order of the pages that hold their records,
 * so that each stored page is parsed about once for the whole walk rather than once per slice: product ids bear no
 * relation to where a product sits in the feed, so slices in id order each touch almost every page.
 */
export async function* offersInPageOrder(
  db: DatabaseSync,
  profileId: string,
  productIds: readonly string[],
): AsyncGenerator<ProductOffer[]> {
  const ids = [...new Set(productIds)];
  if (ids.length > MAX_WALK_IDS)
    throw new AppError('VALIDATION', t('feeds.error.tooManyIds', { max: MAX_WALK_IDS }));
  const find = db.prepare(OFFER_ROWS_SQL);
  const found: { id: number; page: number | null }[] = [];
  for (let i = 0; i < ids.length; i += MAX_OFFER_IDS) {
    const rows = find.all(
      profileId,
      profileId,
      JSON.stringify(ids.slice(i, i + MAX_OFFER_IDS)),
    ) as OfferRow[];
    // A product held in two categories: the one a sync saw last (the rows come newest first).
    const latest = new Map<string, OfferRow>();
    for (const r of rows) if (!latest.has(r.product_id)) latest.set(r.product_id, r);
    for (const r of latest.values()) found.push({ id: r.id, page: r.record_page });
    await breathe();
  }
  found.sort((a, b) => (a.page ?? Number.MAX_SAFE_INTEGER) - (b.page ?? Number.MAX_SAFE_INTEGER));
  const read = db.prepare(ROWS_BY_ID_SQL);
  for (let i = 0; i < found.length; i += MAX_OFFER_IDS) {
    const slice = found.slice(i, i + MAX_OFFER_IDS).map((f) => f.id);
    yield offersOfRows(db, read.all(JSON.stringify(slice)) as OfferRow[]);
    await breathe();
  }
}
