import type { DatabaseSync } from 'node:sqlite';
import type { FeedProductRow } from '../../../shared/feeds/types.ts';
import { alertsFor } from '../../../shared/feeds/watch-rules.ts';
import type {
  AlertKind,
  CategoryDrops,
  PriceAlert,
  SubIds,
  WatchedProduct,
  WatchSettings,
} from '../../../shared/feeds/watch-types.ts';
import { inTransaction } from '../../storage/transaction.ts';
import { ROW_COLUMNS, toRow, type ProductRowRecord } from '../product-query.ts';

/** A watchlist is a person's picks: this many at most per profile, so the screen can hold it whole. */
export const MAX_WATCHED = 2000;
export const DEFAULT_DROP_PERCENT = 5;

interface AlertRecord {
  id: number;
  category: string;
  product_id: string;
  title: string;
  kind: AlertKind;
  old_price: number | null;
  new_price: number | null;
  currency: string;
  target_price: number | null;
  at: string;
}

/**
 * The watchlist, its alerts, each category's last sync window and the affiliate's preferences (feeds migration
 * step 4). Reads feed_products and feed_history, the slice's own tables, and never writes them.
 */
export class WatchRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Stars a stored product, starting the watch from its stored price and stock; false when it is not stored. */
  watch(profileId: string, category: string, productId: string, target: number | null, at: string): boolean {
    const info = this.#db
      .prepare(
        `INSERT INTO feed_watchlist (profile_id, category, product_id, target_price, added_at, seen_price, seen_in_stock)
         SELECT profile_id, category, product_id, ?, ?, selling_price, in_stock FROM feed_products
          WHERE profile_id = ? AND category = ? AND product_id = ?
         ON CONFLICT (profile_id, category, product_id) DO UPDATE SET target_price = excluded.target_price`,
      )
      .run(target, at, profileId, category, productId);
    return Number(info.changes) > 0;
  }

  unwatch(profileId: string, category: string, productId: string): boolean {
    const info = this.#db
      .prepare('DELETE FROM feed_watchlist WHERE profile_id = ? AND category = ? AND product_id = ?')
      .run(profileId, category, productId);
    return Number(info.changes) > 0;
  }

  count(profileId: string): number {
    return (
      this.#db.prepare('SELECT count(*) AS n FROM feed_watchlist WHERE profile_id = ?').get(profileId) as {
        n: number;
      }
    ).n;
  }

  /** The watchlist, most recently starred first, with the products as stored now. */
  list(profileId: string, where = '', ...params: string[]): WatchedProduct[] {
    const rows = this.#db
      .prepare(
        `SELECT ${ROW_COLUMNS}, w.target_price, w.added_at FROM feed_watchlist w
           JOIN feed_products p ON p.profile_id = w.profile_id AND p.category = w.category
            AND p.product_id = w.product_id
          WHERE w.profile_id = ? ${where} ORDER BY w.added_at DESC, w.rowid DESC LIMIT ${MAX_WATCHED}`,
      )
      .all(profileId, ...params) as unknown as (ProductRowRecord & {
      target_price: number | null;
      added_at: string;
    })[];
    return rows.map((r) => ({ ...toRow(r), targetPrice: r.target_price, addedAt: r.added_at }));
  }

  /** Where feed_history ends now: a sync's changes are the rows after the mark taken when it began. */
  historyMark(): number {
    return (this.#db.prepare('SELECT coalesce(max(rowid), 0) AS n FROM feed_history').get() as { n: number })
      .n;
  }

  /**
   * After a sync of `category`: each watched product is compared with what the last check saw, its alerts stored,
   * and what it is now becomes what the next check compares with. The sync's window of history is kept for the
   * category's biggest drops. One transaction.
   */
  afterSync(
    profileId: string,
    category: string,
    from: number,
    dropPercent: number,
    at: string,
  ): PriceAlert[] {
    return inTransaction(this.#db, () => {
      this.#db
        .prepare(
          `INSERT INTO feed_sync_windows (profile_id, category, history_from, history_to, at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (profile_id, category) DO UPDATE SET history_from = excluded.history_from,
             history_to = excluded.history_to, at = excluded.at`,
        )
        .run(profileId, category, from, this.historyMark(), at);
      const watched = this.#db
        .prepare(
          `SELECT w.product_id, w.target_price, w.seen_price, w.seen_in_stock, p.title, p.selling_price, p.in_stock,
             p.currency, p.removed
             FROM feed_watchlist w JOIN feed_products p ON p.profile_id = w.profile_id AND p.category = w.category
              AND p.product_id = w.product_id
            WHERE w.profile_id = ? AND w.category = ?`,
        )
        .all(profileId, category) as unknown as {
        product_id: string;
        target_price: number | null;
        seen_price: number | null;
        seen_in_stock: number | null;
        title: string;
        selling_price: number | null;
        in_stock: number;
        currency: string;
        removed: number;
      }[];
      const insert = this.#db.prepare(
        `INSERT INTO feed_alerts (profile_id, category, product_id, title, kind, old_price, new_price, currency,
           target_price, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const seen = this.#db.prepare(
        `UPDATE feed_watchlist SET seen_price = ?, seen_in_stock = ?
          WHERE profile_id = ? AND category = ? AND product_id = ?`,
      );
      const found: PriceAlert[] = [];
      for (const w of watched) {
        // A removed product keeps its last prices: nothing new to say until it is listed again.
        if (w.removed === 1) continue;
        const kinds = alertsFor(
          {
            seenPrice: w.seen_price,
            seenInStock: w.seen_in_stock === null ? null : w.seen_in_stock === 1,
            price: w.selling_price,
            inStock: w.in_stock === 1,
            targetPrice: w.target_price,
          },
          dropPercent,
        );
        for (const kind of kinds) {
          const info = insert.run(
            profileId,
            category,
            w.product_id,
            w.title,
            kind,
            w.seen_price,
            w.selling_price,
            w.currency,
            w.target_price,
            at,
          );
          found.push({
            id: Number(info.lastInsertRowid),
            category,
            productId: w.product_id,
            title: w.title,
            kind,
            oldPrice: w.seen_price,
            newPrice: w.selling_price,
            currency: w.currency,
            targetPrice: w.target_price,
            at,
          });
        }
        seen.run(w.selling_price, w.in_stock, profileId, category, w.product_id);
      }
      return found;
    });
  }

  /** The profile's alerts, newest first. */
  alerts(profileId: string, limit: number): PriceAlert[] {
    const rows = this.#db
      .prepare(
        `SELECT id, category, product_id, title, kind, old_price, new_price, currency, target_price, at
           FROM feed_alerts WHERE profile_id = ? ORDER BY id DESC LIMIT ?`,
      )
      .all(profileId, limit) as unknown as AlertRecord[];
    return rows.map((r) => ({
      id: r.id,
      category: r.category,
      productId: r.product_id,
      title: r.title,
      kind: r.kind,
      oldPrice: r.old_price,
      newPrice: r.new_price,
      currency: r.currency,
      targetPrice: r.target_price,
      at: r.at,
    }));
  }

  /**
   * The biggest selling-price falls of the category's last finished sync: each product's last history point of
   * that sync against its last point before it. The rows of the window are found by rowid (no index on time).
   */
  categoryDrops(profileId: string, category: string, limit: number): CategoryDrops {
    const window = this.#db
      .prepare(
        'SELECT history_from, history_to, at FROM feed_sync_windows WHERE profile_id = ? AND category = ?',
      )
      .get(profileId, category) as { history_from: number; history_to: number; at: string } | undefined;
    if (window === undefined) return { syncedAt: null, drops: [] };
    const rows = this.#db
      .prepare(
        `SELECT product_id, title, currency, at, old_price, new_price,
                round((old_price - new_price) * 100.0 / old_price, 1) AS drop_percent
           FROM (
             SELECT p.product_id, p.title, p.currency, h.at, h.selling_price AS new_price,
                    (SELECT o.selling_price FROM feed_history o
                      WHERE o.product_row = h.product_row AND o.rowid <= :from
                      ORDER BY o.rowid DESC LIMIT 1) AS old_price
               FROM feed_history h JOIN feed_products p ON p.id = h.product_row
              WHERE h.rowid > :from AND h.rowid <= :to AND h.removed = 0
                AND p.profile_id = :profile AND p.category = :category
                AND h.rowid = (SELECT max(l.rowid) FROM feed_history l
                                WHERE l.product_row = h.product_row AND l.rowid <= :to)
           )
          WHERE old_price > 0 AND new_price IS NOT NULL AND new_price < old_price
          ORDER BY drop_percent DESC, product_id LIMIT :limit`,
      )
      .all({
        from: window.history_from,
        to: window.history_to,
        profile: profileId,
        category,
        limit,
      }) as unknown as {
      product_id: string;
      title: string;
      currency: string;
      at: string;
      old_price: number;
      new_price: number;
      drop_percent: number;
    }[];
    return {
      syncedAt: window.at,
      drops: rows.map((r) => ({
        category,
        productId: r.product_id,
        title: r.title,
        oldPrice: r.old_price,
        newPrice: r.new_price,
        currency: r.currency,
        dropPercent: r.drop_percent,
        at: r.at,
      })),
    };
  }

  settings(profileId: string): WatchSettings & SubIds {
    const row = this.#db
      .prepare('SELECT drop_percent, sub_id_1, sub_id_2 FROM feed_watch_settings WHERE profile_id = ?')
      .get(profileId) as { drop_percent: number; sub_id_1: string; sub_id_2: string } | undefined;
    return {
      dropPercent: row?.drop_percent ?? DEFAULT_DROP_PERCENT,
      subId1: row?.sub_id_1 ?? '',
      subId2: row?.sub_id_2 ?? '',
    };
  }

  saveDropPercent(profileId: string, dropPercent: number): void {
    this.#db
      .prepare(
        `INSERT INTO feed_watch_settings (profile_id, drop_percent) VALUES (?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET drop_percent = excluded.drop_percent`,
      )
      .run(profileId, dropPercent);
  }

  saveSubIds(profileId: string, subIds: SubIds): void {
    this.#db
      .prepare(
        `INSERT INTO feed_watch_settings (profile_id, sub_id_1, sub_id_2) VALUES (?, ?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET sub_id_1 = excluded.sub_id_1, sub_id_2 = excluded.sub_id_2`,
      )
      .run(profileId, subIds.subId1, subIds.subId2);
  }

  /** Stored products of a category by id, for the links of a selection (at most `ids.length`). */
  products(profileId: string, category: string | undefined, ids: string[]): FeedProductRow[] {
    const rows = this.#db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM feed_products p
          WHERE p.profile_id = ? AND (? IS NULL OR p.category = ?)
            AND p.product_id IN (SELECT value FROM json_each(?))
          ORDER BY p.title COLLATE NOCASE, p.product_id`,
      )
      .all(
        profileId,
        category ?? null,
        category ?? null,
        JSON.stringify(ids),
      ) as unknown as ProductRowRecord[];
    return rows.map(toRow);
  }
}
