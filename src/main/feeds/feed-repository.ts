import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type {
  Directory,
  FeedFormat,
  FeedVariant,
  PageSource,
  Product,
} from '../../shared/marketplace/affiliate-types.ts';
import type { FeedCategoryView, SyncMode, SyncStatus } from '../../shared/feeds/types.ts';
import { bestImage, discountOf } from '../../shared/feeds/rules.ts';
import { keepCategoryCounts } from './category-counts.ts';
import { categoryLinks, categoryViews, saveDirectory } from './feed-directory.ts';
import type { CategoryLinks } from './feed-directory.ts';
import { inTransaction } from '../storage/transaction.ts';

export type { CategoryLinks } from './feed-directory.ts';

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

/** A page as applyPage stores it: the link onwards, the counters, and the page's own text when it came as JSON. */
export interface PageMeta {
  nextUrl: string | null;
  validTill: number | null;
  skipped: number;
  walkId: string | null;
  /** Given, the products' records are kept as this text (feed_page_texts) rather than each written out again. */
  source?: PageSource | undefined;
}

/** A page of a walk as applyPages stores it: its products and where the walk goes on. */
export interface StoredPage {
  products: Product[];
  meta: PageMeta;
}

/** A stored product as the page's lookup reads it: prices and state, and the grid's other columns. */
interface StoredRow extends ExistingRow {
  product_id: string;
  variant: string;
  title: string;
  brand: string;
  currency: string;
  discount: number | null;
  cod_available: number;
  image_url: string | null;
  product_url: string;
  /** The feed_pages row holding the product's record, or null when feed_records holds it. */
  record_page: number | null;
}

/** The write work of one page: stored rows by product id, and the rows it inserted (not yet in FTS5 or history). */
interface PageWork {
  stored: Map<string, StoredRow>;
  /** Rows from this id to `newTo` were inserted by this page, with no FTS5 terms or history point yet (null: none). */
  newFrom: number | null;
  newTo: number;
  at: string;
  source: PageSource | undefined;
  /** This page's feed_pages row, stored when the first product takes its record from it. */
  pageId: number | null;
  /** How many more (or fewer) products each feed_pages row holds the record of after this page. */
  refs: Map<number, number>;
  /** Products whose record moved from feed_records into this page. */
  movedRecords: number[];
}

/** Where a product's record is kept: a place in a stored page, or (both null) its own feed_records row. */
type Place = [page: number | null, position: number | null];

/** What a stored row holds beside the product's own fields, worked out once per product. */
interface Derived {
  special: number | null;
  discount: number | null;
  inStock: number;
  cod: number;
  image: string | null;
  removed: number;
}

/** The row as this page leaves it, so the same product later in the page is compared against it. */
function storedRow(id: number, p: Product, d: Derived, recordPage: number | null): StoredRow {
  return {
    id,
    record_page: recordPage,
    product_id: p.productId,
    variant: p.variant,
    title: p.title,
    brand: p.brand,
    currency: p.currency,
    mrp: p.mrp,
    selling_price: p.sellingPrice,
    special_price: d.special,
    discount: d.discount,
    in_stock: d.inStock,
    cod_available: d.cod,
    removed: d.removed,
    image_url: d.image,
    product_url: p.productUrl,
  };
}

/** The feed browser's SQLite tables: directory, products with history, sync checkpoints. */
export class FeedRepository {
  readonly #db: DatabaseSync;
  readonly #lookup: StatementSync;
  readonly #insert: StatementSync;
  readonly #update: StatementSync;
  readonly #touch: StatementSync;
  readonly #seen: StatementSync;
  readonly #fts: StatementSync;
  readonly #firstSeen: StatementSync;
  readonly #checkpoint: StatementSync;
  readonly #history: StatementSync;
  readonly #markRemoved: StatementSync;
  readonly #record: StatementSync;
  readonly #page: StatementSync;
  readonly #pageText: StatementSync;
  readonly #pageRefs: StatementSync;
  readonly #dropPage: StatementSync;
  readonly #dropRecords: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    // Every product of a page in one look-up (the unique index, one probe per id) rather than one query each.
    this.#lookup = db.prepare(
      `SELECT id, product_id, mrp, selling_price, special_price, in_stock, removed, variant, title, brand, currency,
         discount, cod_available, image_url, product_url, record_page FROM feed_products
        WHERE profile_id = ? AND category = ? AND product_id IN (SELECT value FROM json_each(?))`,
    );
    this.#insert = db.prepare(
      `INSERT INTO feed_products (profile_id, category, product_id, variant, title, brand, mrp, selling_price,
         special_price, currency, discount, in_stock, cod_available, removed, image_url, product_url,
         first_seen_at, changed_at, synced_at, walk_id, record_page, record_position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#update = db.prepare(
      `UPDATE feed_products SET variant = ?, title = ?, brand = ?, mrp = ?, selling_price = ?, special_price = ?,
         currency = ?, discount = ?, in_stock = ?, cod_available = ?, removed = ?, image_url = ?, product_url = ?,
         changed_at = ?, synced_at = ?, walk_id = coalesce(?, walk_id), record_page = ?, record_position = ?
       WHERE id = ?`,
    );
    this.#touch = db.prepare(
      `UPDATE feed_products SET variant = ?, title = ?, brand = ?, currency = ?, discount = ?, cod_available = ?,
         image_url = ?, product_url = ?, synced_at = ?, walk_id = coalesce(?, walk_id), record_page = ?,
         record_position = ?
       WHERE id = ?`,
    );
    // Seen again by this walk with nothing the grid shows changed: the walk mark and where its record is (no index
    // is touched).
    this.#seen = db.prepare(
      `UPDATE feed_products SET synced_at = ?, walk_id = coalesce(?, walk_id), record_page = ?, record_position = ?
        WHERE id = ?`,
    );
    // Rows a page inserted, into the external-content FTS5 index in one statement (see migration step 2).
    this.#fts = db.prepare(
      'INSERT INTO feed_products_fts (rowid, title, brand) SELECT id, title, brand FROM feed_products WHERE id BETWEEN ? AND ?',
    );
    // Their first history point, as inserted (a row is flushed before anything updates it, see #upsert).
    this.#firstSeen = db.prepare(
      `INSERT INTO feed_history (product_row, at, mrp, selling_price, special_price, in_stock, removed)
       SELECT id, ?, mrp, selling_price, special_price, in_stock, removed FROM feed_products WHERE id BETWEEN ? AND ?`,
    );
    this.#checkpoint = db.prepare(
      `UPDATE feed_sync SET next_url = ?, next_valid_till = ?, pages = pages + 1, products = products + ?,
         skipped = skipped + ?, updated_at = ? WHERE profile_id = ? AND category = ?`,
    );
    // An unchanged record is not written again.
    this.#record = db.prepare(
      `INSERT INTO feed_records (product_row, raw) VALUES (?, ?)
       ON CONFLICT (product_row) DO UPDATE SET raw = excluded.raw WHERE raw IS NOT excluded.raw`,
    );
    this.#page = db.prepare('INSERT INTO feed_pages (refs) VALUES (0)');
    this.#pageText = db.prepare('INSERT INTO feed_page_texts (page, body) VALUES (?, ?)');
    this.#pageRefs = db.prepare('UPDATE feed_pages SET refs = refs + ? WHERE id = ?');
    this.#dropPage = db.prepare('DELETE FROM feed_pages WHERE id = ? AND refs <= 0');
    this.#dropRecords = db.prepare(
      'DELETE FROM feed_records WHERE product_row IN (SELECT value FROM json_each(?))',
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
    inTransaction(this.#db, () => saveDirectory(this.#db, profileId, format, directory, at));
  }

  /** Signed links of one category variant, or undefined when the directory does not hold them. */
  links(profileId: string, category: string, variant: FeedVariant): CategoryLinks | undefined {
    return categoryLinks(this.#db, profileId, category, variant);
  }

  /** The directory as the screen shows it, with stored counts and sync state. */
  categories(profileId: string): FeedCategoryView[] {
    return categoryViews(this.#db, profileId);
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
    if (status !== 'running') keepCategoryCounts(this.#db, profileId, category);
  }

  /**
   * A finished walk: the copy is current to `version`, or to no known version (null: a delta sync then has
   * nothing to go on from); no link to go on from.
   */
  finishWalk(profileId: string, category: string, version: number | null, message: string, at: string): void {
    this.#db
      .prepare(
        `UPDATE feed_sync SET status = 'done', version = ?, next_url = NULL,
           next_valid_till = NULL, message = ?, updated_at = ?, last_done_at = ?
         WHERE profile_id = ? AND category = ?`,
      )
      .run(version, message, at, at, profileId, category);
    keepCategoryCounts(this.#db, profileId, category);
  }

  /**
   * One page in one transaction: products upserted (a price or stock change, a removal or a first sighting is a
   * history point), then the checkpoint (the link to the next page) with the counters. A crash leaves either the
   * whole page and its checkpoint or neither. With the page's `source`, the products' records are that text, stored
   * once; without it (an XML page), each record is written out on its own.
   */
  applyPage(
    profileId: string,
    category: string,
    products: Product[],
    page: PageMeta,
    at: string,
  ): PageResult {
    return this.applyPages(profileId, category, [{ products, meta: page }], at)[0]!;
  }

  /**
   * Consecutive pages of one walk, in order, in one transaction: each as applyPage stores it, the checkpoint ending
   * at the last page's link. A crash leaves all of them or none (and the checkpoint of the pages before). Storing a
   * few pages together costs far less than one at a time: a 500-product page lands at 500 random places of each
   * sort index, and every index page it touches is written to the log at the commit.
   */
  applyPages(profileId: string, category: string, pages: readonly StoredPage[], at: string): PageResult[] {
    return inTransaction(this.#db, () =>
      pages.map((page) => this.#applyOne(profileId, category, page.products, page.meta, at)),
    );
  }

  #applyOne(
    profileId: string,
    category: string,
    products: Product[],
    page: PageMeta,
    at: string,
  ): PageResult {
    const result: PageResult = { inserted: 0, updated: 0, removed: 0, historyPoints: 0 };
    const ids = JSON.stringify(products.map((p) => p.productId));
    const rows = this.#lookup.all(profileId, category, ids) as unknown as StoredRow[];
    const work: PageWork = {
      stored: new Map(rows.map((r) => [r.product_id, r])),
      newFrom: null,
      newTo: 0,
      at,
      source: page.source,
      pageId: null,
      refs: new Map(),
      movedRecords: [],
    };
    products.forEach((p, i) => this.#upsert(profileId, category, p, i, page.walkId, at, result, work));
    this.#flushNew(work);
    this.#flushRecords(work);
    this.#checkpoint.run(
      page.nextUrl,
      page.validTill,
      products.length,
      page.skipped,
      at,
      profileId,
      category,
    );
    return result;
  }

  /**
   * Rows this page inserted go into FTS5 and get their first history point together, one statement each rather
   * than one per product. In one transaction new rows take ever larger ids and nothing else inserts products, so
   * the page's rows are exactly the ids from its first insert to its last.
   */
  #flushNew(work: PageWork): void {
    if (work.newFrom === null) return;
    this.#fts.run(work.newFrom, work.newTo);
    this.#firstSeen.run(work.at, work.newFrom, work.newTo);
    work.newFrom = null;
  }

  /** Stored pages gain and lose the products whose record they hold; a page no product needs any more goes. */
  #flushRecords(work: PageWork): void {
    for (const [id, delta] of work.refs) {
      if (delta !== 0) this.#pageRefs.run(delta, id);
      this.#dropPage.run(id);
    }
    if (work.movedRecords.length > 0) this.#dropRecords.run(JSON.stringify(work.movedRecords));
  }

  /**
   * Where the record of the page's `index`th product goes: its place in this page's stored text (stored with the
   * first product that needs it), or its own feed_records row when the page came without its text. The count of
   * products each stored page serves follows the move.
   */
  #place(work: PageWork, index: number, old: StoredRow | undefined): Place {
    const source = work.source;
    let place: Place = [null, null];
    if (source !== undefined) {
      if (work.pageId === null) {
        work.pageId = Number(this.#page.run().lastInsertRowid);
        this.#pageText.run(work.pageId, source.text);
      }
      place = [work.pageId, source.positions[index] ?? index];
      work.refs.set(work.pageId, (work.refs.get(work.pageId) ?? 0) + 1);
      if (old !== undefined && old.record_page === null) work.movedRecords.push(old.id);
    }
    const before = old?.record_page ?? null;
    if (before !== null) work.refs.set(before, (work.refs.get(before) ?? 0) - 1);
    return place;
  }

  /** Products the category holds (removed ones left out), as a finished sync reports them. */
  heldCount(profileId: string, category: string): number {
    const row = this.#db
      .prepare(
        'SELECT count(*) AS n FROM feed_products WHERE profile_id = ? AND category = ? AND removed = 0',
      )
      .get(profileId, category) as { n: number };
    return row.n;
  }

  /** After a complete full walk: products it did not see left the category; they are kept, marked removed. */
  markUnseenRemoved(profileId: string, category: string, walkId: string, at: string): number {
    let count = 0;
    inTransaction(this.#db, () => {
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
    index: number,
    walkId: string | null,
    at: string,
    result: PageResult,
    work: PageWork,
  ): void {
    const removed = p.isAvailable ? 0 : 1;
    const inStock = p.inStock ? 1 : 0;
    const cod = p.codAvailable ? 1 : 0;
    const special = p.specialPrice ?? null;
    const discount = discountOf(p.discountPercentage, p.mrp, p.sellingPrice);
    const image = bestImage(p.imageUrls);
    const derived: Derived = { special, discount, inStock, cod, image, removed };
    const old = work.stored.get(p.productId);
    if (old === undefined) {
      if (removed === 1) return; // a removal of a product never stored: nothing to keep
      const [page, position] = this.#place(work, index, undefined);
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
        cod,
        removed,
        image,
        p.productUrl,
        at,
        at,
        at,
        walkId,
        page,
        position,
      );
      const id = Number(info.lastInsertRowid);
      if (work.newFrom === null) work.newFrom = id;
      work.newTo = id;
      // The same product again later in this page finds this row.
      work.stored.set(p.productId, storedRow(id, p, derived, page));
      if (page === null) this.#record.run(id, JSON.stringify(p.raw));
      result.inserted++;
      result.historyPoints++;
      return;
    }
    // The title trigger of an update must find the row in FTS5 already, and its first history point goes first.
    if (work.newFrom !== null && old.id >= work.newFrom) this.#flushNew(work);
    if (removed === 1) {
      // The record of a removed product may not carry prices: the row keeps its last known ones.
      if (old.removed === 0) {
        this.#markRemoved.run(at, at, old.id);
        this.#history.run(old.id, at, old.mrp, old.selling_price, old.special_price, old.in_stock, 1);
        old.removed = 1;
        result.removed++;
        result.historyPoints++;
      }
      return;
    }
    const [page, position] = this.#place(work, index, old);
    const changed =
      p.mrp !== old.mrp ||
      p.sellingPrice !== old.selling_price ||
      special !== old.special_price ||
      inStock !== old.in_stock ||
      old.removed === 1;
    if (!changed) {
      const same =
        p.variant === old.variant &&
        p.title === old.title &&
        p.brand === old.brand &&
        p.currency === old.currency &&
        discount === old.discount &&
        cod === old.cod_available &&
        image === old.image_url &&
        p.productUrl === old.product_url;
      if (same) this.#seen.run(at, walkId, page, position, old.id);
      else
        this.#touch.run(
          p.variant,
          p.title,
          p.brand,
          p.currency,
          discount,
          cod,
          image,
          p.productUrl,
          at,
          walkId,
          page,
          position,
          old.id,
        );
      if (page === null) this.#record.run(old.id, JSON.stringify(p.raw));
      work.stored.set(p.productId, storedRow(old.id, p, derived, page));
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
      cod,
      0,
      image,
      p.productUrl,
      at,
      at,
      walkId,
      page,
      position,
      old.id,
    );
    if (page === null) this.#record.run(old.id, JSON.stringify(p.raw));
    this.#history.run(old.id, at, p.mrp, p.sellingPrice, special, inStock, 0);
    work.stored.set(p.productId, storedRow(old.id, p, { ...derived, removed: 0 }, page));
    result.updated++;
    result.historyPoints++;
  }
}
