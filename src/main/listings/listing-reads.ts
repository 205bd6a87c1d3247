import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../storage/transaction.ts';

export interface StoredRead {
  sku: string;
  listingId: string;
  /** The listing's attribute values as read; undefined when the read failed. */
  values?: Record<string, string>;
  error?: string;
  readAt: string;
}

/** The listing of each SKU as the preview last read it, written as each read arrives (a cancel keeps them). */
export class ListingReads {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  record(
    profileId: string,
    read: { sku: string; listingId: string; values?: Record<string, string>; error?: string },
  ): void {
    this.#db
      .prepare(
        `INSERT INTO listing_reads (profile_id, sku, listing_id, attribute_values, error, read_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (profile_id, sku) DO UPDATE SET listing_id = excluded.listing_id,
         attribute_values = excluded.attribute_values, error = excluded.error, read_at = excluded.read_at`,
      )
      .run(
        profileId,
        read.sku,
        read.listingId,
        read.values === undefined ? null : JSON.stringify(read.values),
        read.error ?? null,
        this.#now().toISOString(),
      );
  }

  /** Forgets the reads of these SKUs (a new preview starts clean, so a stale read is never shown as now). */
  forget(profileId: string, skus: readonly string[]): void {
    const del = this.#db.prepare('DELETE FROM listing_reads WHERE profile_id = ? AND sku = ?');
    inTransaction(this.#db, () => {
      for (const sku of skus) del.run(profileId, sku);
    });
  }

  all(profileId: string): Map<string, StoredRead> {
    const rows = this.#db
      .prepare(
        'SELECT sku, listing_id, attribute_values, error, read_at FROM listing_reads WHERE profile_id = ?',
      )
      .all(profileId) as {
      sku: string;
      listing_id: string;
      attribute_values: string | null;
      error: string | null;
      read_at: string;
    }[];
    return new Map(
      rows.map((r) => [
        r.sku,
        {
          sku: r.sku,
          listingId: r.listing_id,
          ...(r.attribute_values === null
            ? {}
            : { values: JSON.parse(r.attribute_values) as Record<string, string> }),
          ...(r.error === null ? {} : { error: r.error }),
          readAt: r.read_at,
        },
      ]),
    );
  }

  /**
   * The reads that still tell the listing as it is: read after Stockroom last sent the SKU. An upload keeps these
   * with its items, so that its undo can send them back.
   */
  fresh(profileId: string): Map<string, Record<string, string>> {
    const rows = this.#db
      .prepare(
        `SELECT r.sku, r.attribute_values FROM listing_reads r
         WHERE r.profile_id = ? AND r.attribute_values IS NOT NULL
           AND r.read_at >= COALESCE((SELECT MAX(i.answered_at) FROM listing_upload_items i
             JOIN listing_uploads u ON u.id = i.upload_id
             WHERE u.profile_id = r.profile_id AND i.sku = r.sku AND i.failed = 0), '')`,
      )
      .all(profileId) as { sku: string; attribute_values: string }[];
    return new Map(rows.map((r) => [r.sku, JSON.parse(r.attribute_values) as Record<string, string>]));
  }
}
