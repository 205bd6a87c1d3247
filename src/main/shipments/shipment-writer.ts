import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { flattenShipment } from './flatten.ts';
import { ShipmentParts } from './shipment-parts.ts';
import { inTransaction } from '../storage/transaction.ts';
import { DeferredIndexes } from './deferred-indexes.ts';
import { SyncCheckpoints } from './sync-checkpoints.ts';

/** Which seller account's cache: a profile and the account it acts as. */
export interface CacheKey {
  profileId: string;
  account: string;
}

/** A window of a sync finished with this page: its checkpoint, written in the page's own transaction. */
export interface WindowDone {
  syncId: string;
  position: number;
  pages: number;
  stored: number;
  maxUpdatedAtMs: number | null;
}

/** How a page is stored; plain data, so that a page can be handed to the storage thread as it is. */
export interface StoreOptions {
  syncedAt: string;
  fullSyncId?: string | undefined;
  windowDone?: WindowDone | undefined;
}

/** The shipments row's columns a write sets (the key and `first_seen_ms`, set once, aside). */
const ROW_COLUMNS = [
  'view',
  'status',
  'order_ids',
  'order_item_ids',
  'skus',
  'fsns',
  'search_text',
  'quantity',
  'selling_price',
  'total_price',
  'dispatch_after',
  'dispatch_after_ms',
  'dispatch_by',
  'dispatch_by_ms',
  'order_date_ms',
  'updated_at',
  'updated_at_ms',
  'hold',
  'location_id',
  'packaging_policy',
  'payment_type',
  'forms_failed',
  'last_full_sync',
  'not_seen_in_last_full_sync',
  'synced_at',
  'titles',
] as const;

/** How many UPDATE statements (one per set of changed columns) a writer keeps prepared. */
const MAX_UPDATE_STATEMENTS = 64;

/** Writes shipments into the cache: one transaction per batch, each shipment replacing its earlier copy whole. */
export class ShipmentWriter {
  readonly #db: DatabaseSync;
  readonly #upsert: StatementSync;
  readonly #raw: StatementSync;
  readonly #current: StatementSync;
  /** UPDATE statements by the columns they set (a read-back changes a few columns, mostly the same few). */
  readonly #updates = new Map<string, StatementSync>();
  readonly #rawOf: StatementSync;
  readonly #parts: ShipmentParts;
  readonly #indexes: DeferredIndexes;
  readonly #checkpoints: SyncCheckpoints;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#checkpoints = new SyncCheckpoints(db);
    this.#indexes = new DeferredIndexes(db);
    // A load that ended with the process (a crash, a kill) may have left indexes to build.
    this.#indexes.ensure();
    this.#upsert = db.prepare(
      `INSERT INTO shipments (profile_id, account, shipment_id, view, status, order_ids, order_item_ids, skus, fsns,
         search_text, quantity, selling_price, total_price, dispatch_after, dispatch_after_ms, dispatch_by,
         dispatch_by_ms, order_date_ms, updated_at, updated_at_ms, hold, location_id, packaging_policy, payment_type,
         forms_failed, last_full_sync, not_seen_in_last_full_sync, synced_at, titles, first_seen_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)
       ON CONFLICT (profile_id, account, shipment_id) DO UPDATE SET
         view = excluded.view, status = excluded.status, order_ids = excluded.order_ids,
         order_item_ids = excluded.order_item_ids, skus = excluded.skus, fsns = excluded.fsns,
         search_text = excluded.search_text, quantity = excluded.quantity, selling_price = excluded.selling_price,
         total_price = excluded.total_price, dispatch_after = excluded.dispatch_after,
         dispatch_after_ms = excluded.dispatch_after_ms, dispatch_by = excluded.dispatch_by,
         dispatch_by_ms = excluded.dispatch_by_ms, order_date_ms = excluded.order_date_ms,
         updated_at = excluded.updated_at, updated_at_ms = excluded.updated_at_ms, hold = excluded.hold,
         location_id = excluded.location_id, packaging_policy = excluded.packaging_policy,
         payment_type = excluded.payment_type, forms_failed = excluded.forms_failed,
         last_full_sync = coalesce(excluded.last_full_sync, shipments.last_full_sync),
         not_seen_in_last_full_sync = 0, synced_at = excluded.synced_at, titles = excluded.titles`,
    );
    this.#raw = db.prepare(
      `INSERT INTO shipment_raw (profile_id, account, shipment_id, raw) VALUES (?, ?, ?, ?)
       ON CONFLICT (profile_id, account, shipment_id) DO UPDATE SET raw = excluded.raw`,
    );
    this.#rawOf = db.prepare(
      `SELECT shipment_id AS id, raw FROM shipment_raw
       WHERE profile_id = ? AND account = ? AND shipment_id IN (SELECT value FROM json_each(?))`,
    );
    // The cached row and the copy it was written from (whose parts the part tables hold).
    this.#current = db.prepare(
      `SELECT ${ROW_COLUMNS.map((c) => `s.${c} AS ${c}`).join(', ')}, r.raw AS cached_raw
       FROM shipments s LEFT JOIN shipment_raw r USING (profile_id, account, shipment_id)
       WHERE s.profile_id = ? AND s.account = ? AND s.shipment_id = ?`,
    );
    this.#parts = new ShipmentParts(db);
  }

  /**
   * Stores a batch in one transaction. `fullSyncId` marks them seen by that full sync; `windowDone` is recorded in
   * the same transaction, so a crash never records a window done without its shipments.
   */
  store(key: CacheKey, shipments: readonly Shipment[], opts: StoreOptions): void {
    this.storePages(key, [{ shipments, ...opts }]);
  }

  /** Stores several pages in one transaction (one commit, the costly part on disk), each with its checkpoint. */
  storePages(key: CacheKey, pages: readonly ({ shipments: readonly Shipment[] } & StoreOptions)[]): void {
    inTransaction(this.#db, () => {
      for (const page of pages) {
        for (const s of page.shipments) this.#storeOne(key, s, page.syncedAt, page.fullSyncId);
        const w = page.windowDone;
        if (w) this.#checkpoints.windowDone(w.syncId, w.position, w.pages, w.stored, w.maxUpdatedAtMs);
      }
    });
  }

  /** Those of `shipments` whose cached copy differs from them (or that are not cached): what a write would change. */
  changed(key: CacheKey, shipments: readonly Shipment[]): Shipment[] {
    const ids = JSON.stringify(shipments.map((s) => s.shipmentId));
    const rows = this.#rawOf.all(key.profileId, key.account, ids) as { id: string; raw: string }[];
    const cached = new Map(rows.map((r) => [r.id, r.raw]));
    return shipments.filter((s) => cached.get(s.shipmentId) !== JSON.stringify(s));
  }

  /** The shipments stored at or after `syncedAt` (ISO), as they came: what a sync read before it was resumed. */
  syncedSince(key: CacheKey, syncedAt: string): Shipment[] {
    const rows = this.#db
      .prepare(
        `SELECT r.raw FROM shipments s INDEXED BY shipments_synced_at
           JOIN shipment_raw r USING (profile_id, account, shipment_id)
         WHERE s.profile_id = ? AND s.account = ? AND s.synced_at >= ?`,
      )
      .all(key.profileId, key.account, syncedAt) as { raw: string }[];
    return rows.map((r) => JSON.parse(r.raw) as Shipment);
  }

  #storeOne(key: CacheKey, s: Shipment, syncedAt: string, fullSyncId: string | undefined): void {
    const { profileId: p, account: a } = key;
    const f = flattenShipment(s);
    const id = s.shipmentId;
    const current = this.#current.get(p, a, id) as Record<string, unknown> | undefined;
    const existed = current !== undefined;
    if (current === undefined)
      this.#upsert.run(
        ...[p, a, id, f.view, f.status, f.orderIds, f.orderItemIds, f.skus, f.fsns, f.searchText],
        ...[f.quantity, f.sellingPrice, f.totalPrice, f.dispatchAfter, f.dispatchAfterMs, f.dispatchBy],
        ...[
          f.dispatchByMs,
          f.orderDateMs,
          f.updatedAt,
          f.updatedAtMs,
          f.hold,
          f.locationId,
          f.packagingPolicy,
        ],
        ...[f.paymentType, f.formsFailed, fullSyncId ?? null, syncedAt, f.titles, Date.parse(syncedAt)],
      );
    else {
      // The same row as the upsert would leave, with only the columns whose value changes set: SQLite rewrites an
      // index only when the UPDATE sets one of its columns, and the table has some thirty (a sort each, per tab
      // and across tabs). A read-back after a pack changes a few of them; setting every column rewrote all of them,
      // some 33 pages of the write-ahead log per shipment (docs/PERFORMANCE.md, issue 43).
      const row: Record<(typeof ROW_COLUMNS)[number], SQLInputValue> = {
        view: f.view,
        status: f.status,
        order_ids: f.orderIds,
        order_item_ids: f.orderItemIds,
        skus: f.skus,
        fsns: f.fsns,
        search_text: f.searchText,
        quantity: f.quantity,
        selling_price: f.sellingPrice,
        total_price: f.totalPrice,
        dispatch_after: f.dispatchAfter,
        dispatch_after_ms: f.dispatchAfterMs,
        dispatch_by: f.dispatchBy,
        dispatch_by_ms: f.dispatchByMs,
        order_date_ms: f.orderDateMs,
        updated_at: f.updatedAt,
        updated_at_ms: f.updatedAtMs,
        hold: f.hold,
        location_id: f.locationId,
        packaging_policy: f.packagingPolicy,
        payment_type: f.paymentType,
        forms_failed: f.formsFailed,
        last_full_sync: fullSyncId ?? (current.last_full_sync as SQLInputValue),
        not_seen_in_last_full_sync: 0,
        synced_at: syncedAt,
        titles: f.titles,
      };
      const set = ROW_COLUMNS.filter((column) => current[column] !== row[column]);
      if (set.length > 0) this.#update(set).run(...set.map((column) => row[column]), p, a, id);
    }
    const raw = JSON.stringify(s);
    const cachedRaw = current?.cached_raw;
    // Unchanged as it came: its copy and parts stay as they are.
    if (raw === cachedRaw) return;
    this.#raw.run(p, a, id, raw);
    const before = existed ? this.#cachedCopy(cachedRaw) : undefined;
    if (existed && before === undefined) this.#parts.clear(p, a, id);
    this.#parts.write(p, a, id, s, before);
  }

  /** The cached copy as it came, or undefined when it cannot be read as a shipment (its parts are then replaced). */
  #cachedCopy(raw: unknown): Shipment | undefined {
    if (typeof raw !== 'string') return undefined;
    try {
      const s = JSON.parse(raw) as Partial<Shipment> | null;
      const arrays = s !== null && [s.orderItems, s.forms, s.subShipments].every(Array.isArray);
      return arrays && s.subShipments!.every((sub) => Array.isArray(sub?.packages))
        ? (s as Shipment)
        : undefined;
    } catch {
      return undefined;
    }
  }

  #update(columns: readonly string[]): StatementSync {
    const key = columns.join(',');
    let statement = this.#updates.get(key);
    if (statement === undefined) {
      // Bounded: a read-back changes the same few sets of columns, but nothing else limits how many sets there are.
      if (this.#updates.size >= MAX_UPDATE_STATEMENTS) this.#updates.clear();
      statement = this.#db.prepare(
        `UPDATE shipments SET ${columns.map((c) => `${c} = ?`).join(', ')}
         WHERE profile_id = ? AND account = ? AND shipment_id = ?`,
      );
      this.#updates.set(key, statement);
    }
    return statement;
  }

  /** A large load (a full sync) starts: indexes may wait until it ends (see DeferredIndexes). */
  beginLoad(): void {
    this.#indexes.begin();
  }

  /** A load ended, however it ended; the last to end builds the indexes that waited. */
  endLoad(): void {
    this.#indexes.end();
  }

  /** After a full sync has seen every window: mark (never delete) what it did not see. Returns how many. */
  markNotSeen(key: CacheKey, fullSyncId: string): number {
    // Shipments this sync stored were marked seen as they were written; only the others change, so the rows
    // that are rewritten are the few the marketplace no longer returned, not the whole account.
    this.#db
      .prepare(
        `UPDATE shipments SET not_seen_in_last_full_sync = 1
         WHERE profile_id = ? AND account = ? AND last_full_sync IS NOT ? AND not_seen_in_last_full_sync = 0`,
      )
      .run(key.profileId, key.account, fullSyncId);
    const row = this.#db
      .prepare(
        'SELECT count(*) AS n FROM shipments WHERE profile_id = ? AND account = ? AND not_seen_in_last_full_sync = 1',
      )
      .get(key.profileId, key.account) as { n: number };
    return row.n;
  }
}
