import type { DatabaseSync } from 'node:sqlite';
import type { ProductOffer } from '../../shared/feeds/offers.ts';
import { proposedPrice } from '../../shared/my-listings/proposals.ts';
import type { BuyBoxSettings } from '../../shared/my-listings/payloads.ts';
import { inTransaction } from '../storage/transaction.ts';

/** Whether a buy box's seller is the seller's own name (?1 and ?2: the name), or null when either is unknown. */
const MINE_SQL = `(CASE WHEN bb_seller IS NULL OR ?1 = '' THEN NULL
  WHEN lower(trim(bb_seller)) = lower(?2) THEN 1 ELSE 0 END)`;

/**
 * My listings' copy of the buy box (columns bb_* of my_listings), the seller's rules and their proposals, and the
 * seller's own name on offers. The offers come from the feeds slice's service; this never reads its tables.
 */
export class BuyBoxRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** The product ids of the listings read available. */
  productIds(profileId: string): string[] {
    const rows = this.#db
      .prepare(
        `SELECT DISTINCT product_id FROM my_listings
          WHERE profile_id = ? AND state = 'available' AND product_id IS NOT NULL ORDER BY product_id`,
      )
      .all(profileId) as { product_id: string }[];
    return rows.map((r) => r.product_id);
  }

  /** Stores offers as the listings' buy boxes; answers how many listings changed. */
  store(profileId: string, offers: readonly ProductOffer[]): number {
    const update = this.#db.prepare(
      `UPDATE my_listings SET bb_price = ?1, bb_in_stock = ?2, bb_seller = ?3, bb_seen_at = ?4
        WHERE profile_id = ?5 AND product_id = ?6 AND (bb_price IS NOT ?1 OR bb_in_stock IS NOT ?2
          OR bb_seller IS NOT ?3 OR bb_seen_at IS NOT ?4)`,
    );
    return inTransaction(this.#db, () => {
      let changed = 0;
      for (const o of offers)
        changed += Number(
          update.run(o.price, o.inStock ? 1 : 0, o.sellerName, o.seenAt, profileId, o.productId).changes,
        );
      return changed;
    });
  }

  /** These products have no buy box (the mirror does not hold them, or no longer); answers how many changed. */
  forget(profileId: string, productIds: readonly string[]): number {
    const { changes } = this.#db
      .prepare(
        `UPDATE my_listings SET bb_price = NULL, bb_in_stock = NULL, bb_seller = NULL, bb_seen_at = NULL,
           bb_mine = NULL
          WHERE profile_id = ? AND product_id IN (SELECT value FROM json_each(?)) AND bb_seen_at IS NOT NULL`,
      )
      .run(profileId, JSON.stringify(productIds));
    return Number(changes);
  }

  /** The name the seller set, or the guess: the name most often on offers at exactly the listing's own price. */
  settings(profileId: string): BuyBoxSettings {
    const set = this.#db
      .prepare('SELECT seller_name FROM my_listings_settings WHERE profile_id = ?')
      .get(profileId) as { seller_name: string } | undefined;
    if (set !== undefined) return { sellerName: set.seller_name, guessed: false };
    const guess = this.#db
      .prepare(
        `SELECT bb_seller AS name FROM my_listings
          WHERE profile_id = ? AND bb_seller IS NOT NULL AND bb_price = selling_price
          GROUP BY bb_seller ORDER BY count(*) DESC, bb_seller LIMIT 1`,
      )
      .get(profileId) as { name: string } | undefined;
    return { sellerName: guess?.name ?? '', guessed: true };
  }

  /** The seller's word; an empty name goes back to the guess. */
  setSellerName(profileId: string, name: string): void {
    const trimmed = name.trim();
    if (trimmed === '')
      this.#db.prepare('DELETE FROM my_listings_settings WHERE profile_id = ?').run(profileId);
    else
      this.#db
        .prepare(
          `INSERT INTO my_listings_settings (profile_id, seller_name) VALUES (?, ?)
           ON CONFLICT (profile_id) DO UPDATE SET seller_name = excluded.seller_name`,
        )
        .run(profileId, trimmed);
  }

  setRule(profileId: string, sku: string, under: number | null): void {
    this.#db
      .prepare('UPDATE my_listings SET rule_under = ? WHERE profile_id = ? AND sku = ?')
      .run(under, profileId, sku);
  }

  /**
   * Marks each buy box mine or not by the seller's name (case and spaces aside), then proposes a price for every
   * SKU with a rule whose buy box is another seller's and in stock (proposals.ts: never under the floor, never
   * over the MRP or the ceiling). Matching one's own offer would only lower one's own price.
   */
  recompute(profileId: string): number {
    const name = this.settings(profileId).sellerName.trim();
    return inTransaction(this.#db, () => {
      // Only rows whose value moves are written, so that "nothing changed" can be told (no needless grid reload).
      let changed = Number(
        this.#db
          .prepare(
            `UPDATE my_listings SET bb_mine = ${MINE_SQL} WHERE profile_id = ?3 AND bb_mine IS NOT ${MINE_SQL}`,
          )
          .run(name, name, profileId).changes,
      );
      const rows = this.#db
        .prepare(
          `SELECT sku, state, mrp, selling_price, floor, ceiling, rule_under, bb_price, bb_mine, bb_in_stock,
                  proposed
             FROM my_listings WHERE profile_id = ? AND (rule_under IS NOT NULL OR proposed IS NOT NULL)`,
        )
        .all(profileId) as {
        sku: string;
        state: string;
        mrp: number | null;
        selling_price: number | null;
        floor: number | null;
        ceiling: number | null;
        rule_under: number | null;
        bb_price: number | null;
        bb_mine: number | null;
        bb_in_stock: number | null;
        proposed: number | null;
      }[];
      const propose = this.#db.prepare(
        'UPDATE my_listings SET proposed = ? WHERE profile_id = ? AND sku = ?',
      );
      for (const r of rows) {
        const eligible =
          r.rule_under !== null &&
          r.state === 'available' &&
          r.mrp !== null &&
          r.selling_price !== null &&
          r.bb_mine === 0 &&
          r.bb_in_stock === 1;
        const price = eligible
          ? proposedPrice(
              { mrp: r.mrp!, sellingPrice: r.selling_price! },
              r.bb_price,
              { under: r.rule_under! },
              { floor: r.floor ?? undefined, ceiling: r.ceiling ?? undefined },
            )
          : null;
        if (price !== r.proposed) changed += Number(propose.run(price, profileId, r.sku).changes);
      }
      return changed;
    });
  }
}
