import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ReturnItem, ReturnSource } from '../../shared/returns/return-types.ts';
import { isSelfShipReturn } from '../../shared/returns/return-types.ts';
import { marketplaceTab } from '../../shared/returns/return-tabs.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';
import type { CacheKey } from '../shipments/shipment-writer.ts';
import { inTransaction } from '../storage/transaction.ts';

export type { CacheKey };

/** The SKU and title of an order item, when the shipments cache or a read knows them. */
export interface OrderItemFacts {
  sku: string;
  title: string | null;
}

/** A window of a sync finished with this page: its checkpoint, written in the page's own transaction. */
export interface ReturnWindowDone {
  syncId: string;
  position: number;
  pages: number;
  stored: number;
  /** The walk saw a return twice (the results moved under its pages): walked again next round. */
  suspect: boolean;
  /** The latest `updatedDate` of its pages, epoch ms. */
  maxUpdatedMs: number | null;
}

const opt = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/**
 * Writes returns into the cache: a page in one transaction, each return replacing its earlier copy whole (its
 * primary key is the return id, so a return read twice is stored once), and as it came in `return_raw`. An order item's SKU and title, once known,
 * are kept when a later copy comes without them.
 */
export class ReturnWriter {
  readonly #db: DatabaseSync;
  readonly #upsert: StatementSync;
  readonly #raw: StatementSync;
  readonly #windowDone: StatementSync;
  readonly #maxUpdated: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#upsert = db.prepare(
      `INSERT INTO returns (profile_id, account, return_id, source, order_item_id, order_id, shipment_id, sku, title,
         quantity, type, reason, sub_reason, status, shipment_status, courier_name, tracking_id, created_date,
         created_ms, updated_date, updated_ms, expected_date, expected_ms, location_id, service_profile, self_ship,
         tab, synced_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, account, return_id) DO UPDATE SET
         source = excluded.source, order_item_id = excluded.order_item_id, order_id = excluded.order_id,
         shipment_id = excluded.shipment_id,
         sku = coalesce(excluded.sku, CASE WHEN returns.order_item_id IS excluded.order_item_id THEN returns.sku END),
         title = coalesce(excluded.title, CASE WHEN returns.order_item_id IS excluded.order_item_id THEN returns.title END),
         quantity = excluded.quantity, type = excluded.type, reason = excluded.reason,
         sub_reason = excluded.sub_reason, status = excluded.status, shipment_status = excluded.shipment_status,
         courier_name = excluded.courier_name, tracking_id = excluded.tracking_id,
         created_date = excluded.created_date, created_ms = excluded.created_ms,
         updated_date = excluded.updated_date, updated_ms = excluded.updated_ms,
         expected_date = excluded.expected_date, expected_ms = excluded.expected_ms,
         location_id = excluded.location_id, service_profile = excluded.service_profile,
         self_ship = excluded.self_ship, tab = excluded.tab, synced_at = excluded.synced_at`,
    );
    this.#raw = db.prepare(
      `INSERT INTO return_raw (profile_id, account, return_id, raw) VALUES (?, ?, ?, ?)
       ON CONFLICT (profile_id, account, return_id) DO UPDATE SET raw = excluded.raw`,
    );
    this.#windowDone = db.prepare(
      `UPDATE return_sync_windows SET state = ?, pages = ?, stored = ? WHERE sync_id = ? AND position = ?`,
    );
    this.#maxUpdated = db.prepare(
      'UPDATE return_syncs SET max_updated_ms = max(coalesce(max_updated_ms, ?), ?) WHERE sync_id = ?',
    );
  }

  /**
   * Stores a page of one source's returns, with the facts known of their order items, and (the page ending its
   * window) the window's checkpoint in the same transaction: a crash keeps both or neither.
   */
  storePage(
    key: CacheKey,
    source: ReturnSource,
    items: readonly ReturnItem[],
    facts: ReadonlyMap<string, OrderItemFacts>,
    syncedAt: string,
    windowDone?: ReturnWindowDone,
  ): void {
    inTransaction(this.#db, () => {
      for (const r of items) {
        const known = r.orderItemId === undefined ? undefined : facts.get(r.orderItemId);
        this.#upsert.run(
          key.profileId,
          key.account,
          r.returnId,
          source,
          opt(r.orderItemId),
          opt(r.orderId),
          opt(r.shipmentId),
          known?.sku ?? null,
          known?.title ?? null,
          opt(r.quantity),
          opt(r.type),
          opt(r.reason),
          opt(r.subReason),
          opt(r.status),
          opt(r.shipmentStatus),
          opt(r.courierName),
          opt(r.trackingId),
          opt(r.createdDate),
          opt(parseMarketplaceTime(r.createdDate)),
          opt(r.updatedDate),
          opt(parseMarketplaceTime(r.updatedDate)),
          opt(r.expectedDate),
          opt(parseMarketplaceTime(r.expectedDate)),
          opt(r.locationId),
          opt(r.serviceProfile),
          isSelfShipReturn(source, r.serviceProfile) ? 1 : 0,
          marketplaceTab({ source, status: r.status, serviceProfile: r.serviceProfile }),
          syncedAt,
        );
        this.#raw.run(key.profileId, key.account, r.returnId, JSON.stringify(r));
      }
      if (windowDone !== undefined) {
        const { syncId, position, pages, stored, suspect, maxUpdatedMs } = windowDone;
        this.#windowDone.run(suspect ? 'suspect' : 'done', pages, stored, syncId, position);
        if (maxUpdatedMs !== null) this.#maxUpdated.run(maxUpdatedMs, maxUpdatedMs, syncId);
      }
    });
  }

  /** Distinct returns of the account stored since `at` (ISO): what a resumed sync had stored before. */
  storedSince(key: CacheKey, at: string): number {
    const row = this.#db
      .prepare('SELECT count(*) AS n FROM returns WHERE profile_id = ? AND account = ? AND synced_at >= ?')
      .get(key.profileId, key.account, at) as { n: number };
    return row.n;
  }

  /** Order items of cached returns whose SKU is not known yet (at most `limit`). */
  itemsWithoutSku(key: CacheKey, limit: number): string[] {
    const rows = this.#db
      .prepare(
        `SELECT DISTINCT order_item_id AS id FROM returns
         WHERE profile_id = ? AND account = ? AND sku IS NULL AND order_item_id IS NOT NULL LIMIT ?`,
      )
      .all(key.profileId, key.account, limit) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Writes the SKU and title of order items into every cached return of them. */
  setFacts(key: CacheKey, facts: ReadonlyMap<string, OrderItemFacts>): void {
    const update = this.#db.prepare(
      // Named: without statistics SQLite would walk the whole account by its primary key for each item.
      `UPDATE returns INDEXED BY returns_order_item SET sku = ?, title = ?
       WHERE profile_id = ? AND account = ? AND order_item_id = ?`,
    );
    inTransaction(this.#db, () => {
      for (const [orderItemId, f] of facts)
        update.run(f.sku, f.title, key.profileId, key.account, orderItemId);
    });
  }
}
