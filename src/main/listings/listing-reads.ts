import type { DatabaseSync } from 'node:sqlite';
import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import { inTransaction } from '../storage/transaction.ts';

export type ReadState = SkuListingRead['state'] | 'failed';

export interface StoredRead {
  sku: string;
  /** Empty when the marketplace has no listing for the SKU. */
  listingId: string;
  /** What the marketplace said of the SKU; `failed` when the read itself failed. */
  state: ReadState;
  /** The listing as read; undefined when it was not read (the sentence is in `error`). */
  listing?: ListingV3;
  error?: string;
  readAt: string;
}

/**
 * A listing stored by a read of `GET /listings/v3` (JSON of ListingV3), else undefined: also for what the spec's
 * read stored before (a flat map of attribute values), which no longer tells a listing.
 */
export function storedListing(json: string | null): ListingV3 | undefined {
  if (json === null) return undefined;
  const value = JSON.parse(json) as Partial<ListingV3> | null;
  return typeof value === 'object' &&
    value !== null &&
    typeof value.price === 'object' &&
    Array.isArray(value.locations)
    ? (value as ListingV3)
    : undefined;
}

/** The listing of each SKU as the preview last read it, written as each read arrives (a cancel keeps them). */
export class ListingReads {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;
  readonly #onListing: ((profileId: string, sku: string, listing: ListingV3) => unknown) | undefined;

  /** `onListing` hears every listing read (the product record fills from it). */
  constructor(
    db: DatabaseSync,
    now: () => Date = () => new Date(),
    onListing?: (profileId: string, sku: string, listing: ListingV3) => unknown,
  ) {
    this.#db = db;
    this.#now = now;
    this.#onListing = onListing;
  }

  record(
    profileId: string,
    read: { sku: string; state: ReadState; listing?: ListingV3; error?: string },
  ): void {
    this.#db
      .prepare(
        `INSERT INTO listing_reads (profile_id, sku, listing_id, listing, state, attribute_values, error, read_at)
         VALUES (?, ?, ?, ?, ?, NULL, ?, ?)
         ON CONFLICT (profile_id, sku) DO UPDATE SET listing_id = excluded.listing_id, listing = excluded.listing,
         state = excluded.state, attribute_values = NULL, error = excluded.error, read_at = excluded.read_at`,
      )
      .run(
        profileId,
        read.sku,
        read.listing?.listingId ?? '',
        read.listing === undefined ? null : JSON.stringify(read.listing),
        read.state,
        read.error ?? null,
        this.#now().toISOString(),
      );
    if (read.listing !== undefined) this.#onListing?.(profileId, read.sku, read.listing);
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
        'SELECT sku, listing_id, listing, state, error, read_at FROM listing_reads WHERE profile_id = ?',
      )
      .all(profileId) as {
      sku: string;
      listing_id: string;
      listing: string | null;
      state: ReadState | null;
      error: string | null;
      read_at: string;
    }[];
    return new Map(
      rows.map((r) => {
        const listing = storedListing(r.listing);
        return [
          r.sku,
          {
            sku: r.sku,
            listingId: r.listing_id,
            // A read stored before the v3 read tells nothing now: as a failed read.
            state: listing === undefined && r.state === 'available' ? 'failed' : (r.state ?? 'failed'),
            ...(listing === undefined ? {} : { listing }),
            ...(r.error === null ? {} : { error: r.error }),
            readAt: r.read_at,
          },
        ];
      }),
    );
  }

  /**
   * The reads that still tell the listing as it is: read after Stockroom last sent the SKU. An upload keeps these
   * with its items, so that its undo can send them back.
   */
  fresh(profileId: string): Map<string, ListingV3> {
    const rows = this.#db
      .prepare(
        `SELECT r.sku, r.listing FROM listing_reads r
         WHERE r.profile_id = ? AND r.listing IS NOT NULL
           AND r.read_at >= COALESCE((SELECT MAX(i.answered_at) FROM listing_upload_items i
             JOIN listing_uploads u ON u.id = i.upload_id
             WHERE u.profile_id = r.profile_id AND i.sku = r.sku AND i.failed = 0), '')`,
      )
      .all(profileId) as { sku: string; listing: string }[];
    return new Map(
      rows.flatMap((r) => {
        const listing = storedListing(r.listing);
        return listing === undefined ? [] : [[r.sku, listing] as const];
      }),
    );
  }
}
