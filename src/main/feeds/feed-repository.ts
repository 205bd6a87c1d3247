import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type {
  Directory,
  FeedFormat,
  FeedVariant,
  Product,
} from '../../shared/marketplace/affiliate-types.ts';
import type { FeedCategoryView, SyncMode, SyncStatus } from '../../shared/feeds/types.ts';
import { bestImage, discountOf, isNoFeedCategory, NO_FEED_CATEGORIES } from '../../shared/feeds/rules.ts';

export interface CategoryLinks {
  get: string | null;
  deltaGet: string | null;
  format: FeedFormat;
  fetchedAt: string;
}

export interface SyncState {
  mode: SyncMode;
  status: SyncStatus;
  variant: FeedVariant;
  format: FeedFormat;
  inStock: boolean;
  nextUrl: string | null;
  nextValidTill: number | null;
  walkId: string | null;
  version: number | null;
  targetVersion: number | null;
  pages: number;
  products: number;
  skipped: number;
  message: string;
  lastDoneAt: string | null;
}

export interface PageResult {
  inserted: number;
  updated: number;
  removed: number;
  /** Price or stock changes written as history points (first sightings included). */
  historyPoints: number;
}

interface ExistingRow {
  id: number;
  mrp: number | null;
  selling_price: number | null;
  special_price: number | null;
  in_stock: number;
  removed: number;
}

/** The feed browser's SQLite tables: directory, products with history, sync checkpoints. */
export class FeedRepository {
  readonly #db: DatabaseSync;
  readonly #find: StatementSync;
  readonly #insert: StatementSync;
  readonly #update: StatementSync;
  readonly #touch: StatementSync;
  readonly #history: StatementSync;
  readonly #markRemoved: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#find = db.prepare(
      `SELECT id, mrp, selling_price, special_price, in_stock, removed FROM feed_products
        WHERE profile_id = ? AND category = ? AND product_id = ?`,
    );
    this.#insert = db.prepare(
      `INSERT INTO feed_products (profile_id, category, product_id, variant, title, brand, mrp, selling_price,
         special_price, currency, discount, in_stock, cod_available, removed, image_url, product_url, raw,
         first_seen_at, changed_at, synced_at, walk_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#update = db.prepare(
      `UPDATE feed_products SET variant = ?, title = ?, brand = ?, mrp = ?, selling_price = ?, special_price = ?,
         currency = ?, discount = ?, in_stock = ?, cod_available = ?, removed = ?, image_url = ?, product_url = ?,
         raw = ?, changed_at = ?, synced_at = ?, walk_id = coalesce(?, walk_id)
       WHERE id = ?`,
    );
    this.#touch = db.prepare(
      `UPDATE feed_products SET variant = ?, title = ?, brand = ?, currency = ?, discount = ?, cod_available = ?,
         image_url = ?, product_url = ?, raw = ?, synced_at = ?, walk_id = coalesce(?, walk_id)
       WHERE id = ?`,
    );
    this.#markRemoved = db.prepare(
      'UPDATE feed_products SET removed = 1, changed_at = ?, synced_at = ? WHERE id = ?',
    );
    this.#history = db.prepare(
      `INSERT INTO feed_history (product_row, at, mrp, selling_price, special_price, in_stock, removed)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  /** Replaces the profile's directory with a fresh one (links in `format`). */
  saveDirectory(profileId: string, format: FeedFormat, directory: Directory, at: string): void {
    const insert = this.#db.prepare(
      `INSERT INTO feed_categories (profile_id, name, api_name, has_feed, variants, format, fetched_at, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#transaction(() => {
      this.#db.prepare('DELETE FROM feed_categories WHERE profile_id = ?').run(profileId);
      directory.categories.forEach((c, i) => {
        const links: Record<string, { get: string | null; deltaGet: string | null }> = {};
        for (const [version, v] of Object.entries(c.variants))
          if (v) links[version] = { get: v.get, deltaGet: v.deltaGet };
        const hasFeed = !isNoFeedCategory(c.name) && Object.values(links).some((l) => l.get !== null);
        insert.run(profileId, c.name, c.apiName, hasFeed ? 1 : 0, JSON.stringify(links), format, at, i);
      });
    });
  }

  /** Signed links of one category variant, or undefined when the directory does not hold them. */
  links(profileId: string, category: string, variant: FeedVariant): CategoryLinks | undefined {
    const row = this.#db
      .prepare('SELECT variants, format, fetched_at FROM feed_categories WHERE profile_id = ? AND name = ?')
      .get(profileId, category) as { variants: string; format: FeedFormat; fetched_at: string } | undefined;
    if (!row) return undefined;
    const v = (JSON.parse(row.variants) as Record<string, { get: string | null; deltaGet: string | null }>)[
      variant
    ];
    if (!v) return undefined;
    return { get: v.get, deltaGet: v.deltaGet, format: row.format, fetchedAt: row.fetched_at };
  }

  directoryFormat(profileId: string): FeedFormat | undefined {
    const row = this.#db
      .prepare('SELECT format FROM feed_categories WHERE profile_id = ? LIMIT 1')
      .get(profileId) as { format: FeedFormat } | undefined;
    return row?.format;
  }

  /** The directory as the screen shows it, with stored counts and sync state; books and eBooks always listed. */
  categories(profileId: string): FeedCategoryView[] {
    const rows = this.#db
      .prepare(
        `SELECT c.name, c.api_name, c.has_feed, c.variants,
                (SELECT count(*) FROM feed_products p WHERE p.profile_id = c.profile_id AND p.category = c.name) AS stored,
                (SELECT count(*) FROM feed_products p WHERE p.profile_id = c.profile_id AND p.category = c.name AND p.removed = 1) AS removed,
                s.version, s.status, s.message, s.last_done_at
           FROM feed_categories c
           LEFT JOIN feed_sync s ON s.profile_id = c.profile_id AND s.category = c.name
          WHERE c.profile_id = ? ORDER BY c.position`,
      )
      .all(profileId) as {
      name: string;
      api_name: string;
      has_feed: number;
      variants: string;
      stored: number;
      removed: number;
      version: number | null;
      status: SyncStatus | null;
      message: string | null;
      last_done_at: string | null;
    }[];
    const views: FeedCategoryView[] = rows.map((r) => {
      const links = JSON.parse(r.variants) as Record<string, { get: string | null }>;
      return {
        name: r.name,
        apiName: r.api_name,
        variants: Object.keys(links)
          .filter((v): v is FeedVariant => (v === 'v0.1.0' || v === 'v1.1.0') && links[v]?.get != null)
          .sort()
          .reverse(),
        hasFeed: r.has_feed === 1,
        stored: r.stored,
        removed: r.removed,
        version: r.version,
        lastSyncAt: r.last_done_at,
        syncStatus: r.status,
        syncMessage: r.message ?? '',
      };
    });
    if (views.length > 0)
      for (const name of NO_FEED_CATEGORIES)
        if (!views.some((v) => v.name.toLowerCase() === name))
          views.push({
            name,
            apiName: name,
            variants: [],
            hasFeed: false,
            stored: 0,
            removed: 0,
            version: null,
            lastSyncAt: null,
            syncStatus: null,
            syncMessage: '',
          });
    return views;
  }

  syncState(profileId: string, category: string): SyncState | undefined {
    const r = this.#db
      .prepare('SELECT * FROM feed_sync WHERE profile_id = ? AND category = ?')
      .get(profileId, category) as Record<string, unknown> | undefined;
    if (!r) return undefined;
    return {
      mode: r.mode as SyncMode,
      status: r.status as SyncStatus,
      variant: r.variant as FeedVariant,
      format: r.format as FeedFormat,
      inStock: r.in_stock === 1,
      nextUrl: (r.next_url as string | null) ?? null,
      nextValidTill: (r.next_valid_till as number | null) ?? null,
      walkId: (r.walk_id as string | null) ?? null,
      version: (r.version as number | null) ?? null,
      targetVersion: (r.target_version as number | null) ?? null,
      pages: r.pages as number,
      products: r.products as number,
      skipped: r.skipped as number,
      message: r.message as string,
      lastDoneAt: (r.last_done_at as string | null) ?? null,
    };
  }

  /** Starts (or restarts) a walk: counters from zero, no link yet. */
  beginWalk(
    profileId: string,
    category: string,
    walk: {
      mode: SyncMode;
      variant: FeedVariant;
      format: FeedFormat;
      inStock: boolean;
      walkId: string;
      targetVersion: number | null;
    },
    at: string,
  ): void {
    this.#db
      .prepare(
        `INSERT INTO feed_sync (profile_id, category, mode, status, variant, format, in_stock, walk_id,
           target_version, next_url, next_valid_till, pages, products, skipped, message, updated_at)
         VALUES (?, ?, ?, 'running', ?, ?, ?, ?, ?, NULL, NULL, 0, 0, 0, '', ?)
         ON CONFLICT (profile_id, category) DO UPDATE SET mode = excluded.mode, status = 'running',
           variant = excluded.variant, format = excluded.format, in_stock = excluded.in_stock,
           walk_id = excluded.walk_id, target_version = excluded.target_version, next_url = NULL,
           next_valid_till = NULL, pages = 0, products = 0, skipped = 0, message = '', updated_at = excluded.updated_at`,
      )
      .run(
        profileId,
        category,
        walk.mode,
        walk.variant,
        walk.format,
        walk.inStock ? 1 : 0,
        walk.walkId,
        walk.targetVersion,
        at,
      );
  }

  setStatus(profileId: string, category: string, status: SyncStatus, message: string, at: string): void {
    this.#db
      .prepare(
        'UPDATE feed_sync SET status = ?, message = ?, updated_at = ? WHERE profile_id = ? AND category = ?',
      )
      .run(status, message, at, profileId, category);
  }

  /** A finished walk: the copy is current to `version`; no link to go on from. */
  finishWalk(profileId: string, category: string, version: number | null, message: string, at: string): void {
    this.#db
      .prepare(
        `UPDATE feed_sync SET status = 'done', version = coalesce(?, version), next_url = NULL,
           next_valid_till = NULL, message = ?, updated_at = ?, last_done_at = ?
         WHERE profile_id = ? AND category = ?`,
      )
      .run(version, message, at, at, profileId, category);
  }

  /**
   * One page in one transaction: products upserted (a price or stock change, a removal or a first sighting is a
   * history point), then the checkpoint (the link to the next page) with the counters. A crash leaves either the
   * whole page and its checkpoint or neither.
   */
  applyPage(
    profileId: string,
    category: string,
    products: Product[],
    page: { nextUrl: string | null; validTill: number | null; skipped: number; walkId: string | null },
    at: string,
  ): PageResult {
    const result: PageResult = { inserted: 0, updated: 0, removed: 0, historyPoints: 0 };
    this.#transaction(() => {
      for (const p of products) this.#upsert(profileId, category, p, page.walkId, at, result);
      this.#db
        .prepare(
          `UPDATE feed_sync SET next_url = ?, next_valid_till = ?, pages = pages + 1, products = products + ?,
             skipped = skipped + ?, updated_at = ? WHERE profile_id = ? AND category = ?`,
        )
        .run(page.nextUrl, page.validTill, products.length, page.skipped, at, profileId, category);
    });
    return result;
  }

  /** After a complete full walk: products it did not see left the category; they are kept, marked removed. */
  markUnseenRemoved(profileId: string, category: string, walkId: string, at: string): number {
    let count = 0;
    this.#transaction(() => {
      const rows = this.#db
        .prepare(
          `SELECT id, mrp, selling_price, special_price, in_stock FROM feed_products
            WHERE profile_id = ? AND category = ? AND removed = 0 AND (walk_id IS NULL OR walk_id <> ?)`,
        )
        .all(profileId, category, walkId) as unknown as ExistingRow[];
      for (const r of rows) {
        this.#markRemoved.run(at, at, r.id);
        this.#history.run(r.id, at, r.mrp, r.selling_price, r.special_price, r.in_stock, 1);
      }
      count = rows.length;
    });
    return count;
  }

  #upsert(
    profileId: string,
    category: string,
    p: Product,
    walkId: string | null,
    at: string,
    result: PageResult,
  ): void {
    const removed = p.isAvailable ? 0 : 1;
    const inStock = p.inStock ? 1 : 0;
    const special = p.specialPrice ?? null;
    const discount = discountOf(p.discountPercentage, p.mrp, p.sellingPrice);
    const rawJson = JSON.stringify(p.raw);
    const image = bestImage(p.imageUrls);
    const old = this.#find.get(profileId, category, p.productId) as ExistingRow | undefined;
    if (old === undefined) {
      if (removed === 1) return; // a removal of a product never stored: nothing to keep
      const info = this.#insert.run(
        profileId,
        category,
        p.productId,
        p.variant,
        p.title,
        p.brand,
        p.mrp,
        p.sellingPrice,
        special,
        p.currency,
        discount,
        inStock,
        p.codAvailable ? 1 : 0,
        removed,
        image,
        p.productUrl,
        rawJson,
        at,
        at,
        at,
        walkId,
      );
      this.#history.run(info.lastInsertRowid, at, p.mrp, p.sellingPrice, special, inStock, removed);
      result.inserted++;
      result.historyPoints++;
      return;
    }
    if (removed === 1) {
      // The record of a removed product may not carry prices: the row keeps its last known ones.
      if (old.removed === 0) {
        this.#markRemoved.run(at, at, old.id);
        this.#history.run(old.id, at, old.mrp, old.selling_price, old.special_price, old.in_stock, 1);
        result.removed++;
        result.historyPoints++;
      }
      return;
    }
    const changed =
      p.mrp !== old.mrp ||
      p.sellingPrice !== old.selling_price ||
      special !== old.special_price ||
      inStock !== old.in_stock ||
      old.removed === 1;
    if (!changed) {
      this.#touch.run(
        p.variant,
        p.title,
        p.brand,
        p.currency,
        discount,
        p.codAvailable ? 1 : 0,
        image,
        p.productUrl,
        rawJson,
        at,
        walkId,
        old.id,
      );
      result.updated++;
      return;
    }
    this.#update.run(
      p.variant,
      p.title,
      p.brand,
      p.mrp,
      p.sellingPrice,
      special,
      p.currency,
      discount,
      inStock,
      p.codAvailable ? 1 : 0,
      0,
      image,
      p.productUrl,
      rawJson,
      at,
      at,
      walkId,
      old.id,
    );
    this.#history.run(old.id, at, p.mrp, p.sellingPrice, special, inStock, 0);
    result.updated++;
    result.historyPoints++;
  }

  #transaction(work: () => void): void {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      work();
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }
}
