import type { DatabaseSync } from 'node:sqlite';
import { journalSummaries } from '../storage/journal-summaries.ts';
import type { CreateListingRequest, CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import { fingerprintOfText } from '../../shared/listings/fingerprint.ts';
import { cellOfPath } from '../../shared/listings/paths.ts';
import type { ResultIssue, SkuResult, UploadState, UploadSummary } from '../../shared/listings/payloads.ts';
import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import { NOT_REPORTED } from '../../shared/marketplace/listing-types.ts';
import { inTransaction } from '../storage/transaction.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import { storedListing } from './listing-reads.ts';

export type { ResultIssue, SkuResult, UploadState } from '../../shared/listings/payloads.ts';

export type UploadRecord = Omit<UploadSummary, 'interrupted'>;

export interface NewItem {
  sku: string;
  rowId: string;
  request: CreateListingRequest;
  before?: ListingV3 | undefined;
  result?: { status: string; failed: boolean; issues: ResultIssue[] } | undefined;
}

export interface PendingItem {
  sku: string;
  request: CreateListingRequest;
  /** The listing as the preview read it just before the upload: the upload overwrites only that (compare and set). */
  before?: ListingV3;
}

/** Status of a SKU an undo could not send back (it says why); never the SKU's latest result. */
export const NOT_UNDONE = 'NOT_UNDONE';
/** Status (an upload's) and issue code of a SKU not sent because its listing moved since (compare and set). */
export const CHANGED_SINCE = 'CHANGED_SINCE';

// A type (not an interface) so a row of node:sqlite converts to it.
type ResultRow = {
  sku: string;
  row_id: string;
  request: string;
  status: string;
  failed: number;
  issues: string;
};

const skuResultOf = (r: ResultRow): SkuResult => ({
  sku: r.sku,
  rowId: r.row_id,
  status: r.status,
  failed: r.failed === 1,
  issues: JSON.parse(r.issues) as ResultIssue[],
  sent: fingerprintOfText(r.request),
});

/** Statuses that mean the listing went in; a warning is shown but is not a failure. Compared upper-cased. */
const ACCEPTED = new Set(['SUCCESS', 'WARNING']);

export function resultOf(response: CreateListingResponse): {
  status: string;
  failed: boolean;
  issues: ResultIssue[];
} {
  const status = response.status.trim().toUpperCase();
  const severity = (s: string): 'ERROR' | 'WARNING' =>
    s.trim().toUpperCase() === 'WARNING' ? 'WARNING' : 'ERROR';
  const issues: ResultIssue[] = [
    ...response.errors.map((e) => ({
      severity: severity(e.severity),
      code: e.code,
      description: e.description,
    })),
    ...response.attributeErrors.map((e) => ({
      severity: severity(e.severity),
      code: e.code,
      description: e.description,
      path: e.path,
      cell: cellOfPath(e.path),
    })),
  ];
  // A word the spec does not have ("PROCESSING"): not accepted, and said to be unsure, never a plain refusal.
  if (!KNOWN.has(status))
    issues.push({
      severity: 'ERROR',
      code: status,
      description: t('listings.result.wordUnknown', { word: response.status }),
    });
  return { status, failed: !ACCEPTED.has(status), issues };
}

/** The answers a create call can give (NOT_REPORTED: a SKU its answer left out). */
const KNOWN = new Set([...ACCEPTED, 'FAILURE', NOT_REPORTED]);

/**
 * The upload journal: every SKU of an upload with the request sent, and its result written the moment it arrives.
 * An SKU with a result is never sent again by that upload; a crash leaves exactly the unanswered ones pending.
 */
export class UploadJournal {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * A new upload and its items. `before` is the listing as the preview read it just before (kept for the undo); an
   * item with a `result` is answered already and never sent (an undo's SKU that cannot be sent back).
   */
  create(
    id: string,
    profileId: string,
    items: readonly NewItem[],
    opts: { undoes?: string | undefined } = {},
  ): void {
    const now = this.#now().toISOString();
    const insert = this.#db.prepare(
      `INSERT INTO listing_upload_items (upload_id, sku, row_id, request, before_read, status, failed, issues, answered_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    inTransaction(this.#db, () => {
      // One upload per SKU at a time, across windows and hosts sharing the folder (checked and written in one write
      // transaction): a SKU still without an answer in an upload that can be resumed (running, paused, interrupted or
      // failed) is not taken again until that upload is resumed or cancelled.
      // Two presses of Send, or two windows, made two uploads of the same SKUs, each sent.
      const sendable = items.filter((i) => i.result === undefined).map((i) => i.sku);
      const waiting = this.#db
        .prepare(
          `SELECT DISTINCT i.sku FROM listing_upload_items i JOIN listing_uploads u ON u.id = i.upload_id
           WHERE u.profile_id = ? AND u.state IN ('running', 'paused', 'failed') AND i.status IS NULL
             AND i.sku IN (SELECT value FROM json_each(?))
           ORDER BY i.sku`,
        )
        .all(profileId, JSON.stringify(sendable)) as { sku: string }[];
      if (waiting.length > 0) throw skusWaiting(waiting.map((w) => w.sku));
      this.#db
        .prepare(
          `INSERT INTO listing_uploads (id, profile_id, state, total, created_at, updated_at, undoes) VALUES (?, ?, 'running', ?, ?, ?, ?)`,
        )
        .run(id, profileId, items.length, now, now, opts.undoes ?? null);
      for (const item of items)
        insert.run(
          id,
          item.sku,
          item.rowId,
          JSON.stringify(item.request),
          item.before === undefined ? null : JSON.stringify(item.before),
          item.result?.status ?? null,
          item.result === undefined ? null : item.result.failed ? 1 : 0,
          item.result === undefined ? null : JSON.stringify(item.result.issues),
          item.result === undefined ? null : now,
        );
    });
  }

  /** The SKUs an upload changed (accepted), with its request and what the preview read just before it. */
  changed(
    uploadId: string,
  ): { sku: string; rowId: string; request: CreateListingRequest; before?: ListingV3 }[] {
    const rows = this.#db
      .prepare(
        `SELECT sku, row_id, request, before_read FROM listing_upload_items
         WHERE upload_id = ? AND status IS NOT NULL AND failed = 0 ORDER BY rowid`,
      )
      .all(uploadId) as { sku: string; row_id: string; request: string; before_read: string | null }[];
    return rows.map((r) => {
      // A read kept by a version that stored the spec's attribute values tells no listing: left out.
      const before = storedListing(r.before_read);
      return {
        sku: r.sku,
        rowId: r.row_id,
        request: JSON.parse(r.request) as CreateListingRequest,
        ...(before === undefined ? {} : { before }),
      };
    });
  }

  /**
   * For each SKU, the request Stockroom last sent and the marketplace accepted in an upload before `uploadId` (one
   * pass over the profile's earlier items, so an undo of thousands of SKUs is one query).
   */
  priorRequests(uploadId: string): Map<string, CreateListingRequest> {
    const rows = this.#db
      .prepare(
        `SELECT i.sku, i.request FROM listing_upload_items i JOIN listing_uploads u ON u.id = i.upload_id
         WHERE i.status IS NOT NULL AND i.failed = 0
           AND u.profile_id = (SELECT profile_id FROM listing_uploads WHERE id = ?)
           AND u.rowid < (SELECT rowid FROM listing_uploads WHERE id = ?)
           AND i.sku IN (SELECT sku FROM listing_upload_items WHERE upload_id = ?)
         ORDER BY i.answered_at, u.rowid`,
      )
      .all(uploadId, uploadId, uploadId) as { sku: string; request: string }[];
    const out = new Map<string, string>();
    for (const r of rows) out.set(r.sku, r.request);
    return new Map([...out].map(([sku, request]) => [sku, JSON.parse(request) as CreateListingRequest]));
  }

  /** The undo of an upload, if one was started. */
  undoOf(uploadId: string): UploadRecord | undefined {
    return this.#list('WHERE j.undoes = ? ORDER BY j.rowid DESC', uploadId)[0];
  }

  /** SKU → listing id, where a listing read or the orders told it. */
  listingIds(profileId: string): Map<string, string> {
    const rows = this.#db
      .prepare(
        'SELECT sku, listing_id FROM listing_known_skus WHERE profile_id = ? AND listing_id IS NOT NULL',
      )
      .all(profileId) as { sku: string; listing_id: string }[];
    return new Map(rows.map((r) => [r.sku, r.listing_id]));
  }

  pending(uploadId: string): PendingItem[] {
    const rows = this.#db
      .prepare(
        'SELECT sku, request, before_read FROM listing_upload_items WHERE upload_id = ? AND status IS NULL ORDER BY rowid',
      )
      .all(uploadId) as { sku: string; request: string; before_read: string | null }[];
    return rows.map((r) => {
      const before = storedListing(r.before_read);
      const request = JSON.parse(r.request) as CreateListingRequest;
      return before === undefined ? { sku: r.sku, request } : { sku: r.sku, request, before };
    });
  }

  /** SKU → draft row id, for the SKUs of an upload. */
  rowIds(uploadId: string): Map<string, string> {
    const rows = this.#db
      .prepare('SELECT sku, row_id FROM listing_upload_items WHERE upload_id = ?')
      .all(uploadId) as { sku: string; row_id: string }[];
    return new Map(rows.map((r) => [r.sku, r.row_id]));
  }

  /**
   * Writes the results of one answer, in one transaction, never overwriting a recorded result. SKUs the marketplace
   * accepted are remembered as existing (a later create overwrites them) in the same transaction.
   */
  record(
    uploadId: string,
    results: Readonly<Record<string, { status: string; failed: boolean; issues: ResultIssue[] }>>,
    profileId?: string,
  ): void {
    const now = this.#now().toISOString();
    const update = this.#db.prepare(
      `UPDATE listing_upload_items SET status = ?, failed = ?, issues = ?, answered_at = ?
       WHERE upload_id = ? AND sku = ? AND status IS NULL`,
    );
    inTransaction(this.#db, () => {
      for (const [sku, r] of Object.entries(results))
        update.run(r.status, r.failed ? 1 : 0, JSON.stringify(r.issues), now, uploadId, sku);
      this.#db.prepare('UPDATE listing_uploads SET updated_at = ? WHERE id = ?').run(now, uploadId);
      if (profileId !== undefined)
        this.markKnown(
          profileId,
          Object.entries(results)
            .filter(([, r]) => !r.failed)
            .map(([sku]) => ({ sku })),
          'upload',
        );
    });
  }

  /** Written just before a call goes: these SKUs of the upload are sent (and may reach the marketplace from now). */
  markSent(uploadId: string, skus: readonly string[]): void {
    this.#db
      .prepare(
        `UPDATE listing_upload_items SET sent_at = ? WHERE upload_id = ? AND sent_at IS NULL
           AND sku IN (SELECT value FROM json_each(?))`,
      )
      .run(this.#now().toISOString(), uploadId, JSON.stringify(skus));
  }

  /** SKUs of an upload sent without an answer: they may have reached the marketplace. */
  sentUnanswered(uploadId: string): number {
    const row = this.#db
      .prepare(
        'SELECT COUNT(*) AS n FROM listing_upload_items WHERE upload_id = ? AND status IS NULL AND sent_at IS NOT NULL',
      )
      .get(uploadId) as { n: number };
    return row.n;
  }

  setState(uploadId: string, state: UploadState, message: string): void {
    this.#db
      .prepare('UPDATE listing_uploads SET state = ?, message = ?, updated_at = ? WHERE id = ?')
      .run(state, message, this.#now().toISOString(), uploadId);
  }

  get(uploadId: string): UploadRecord | undefined {
    return this.#list('WHERE j.id = ?', uploadId)[0];
  }

  uploads(profileId: string): UploadRecord[] {
    return this.#list('WHERE j.profile_id = ? ORDER BY j.created_at DESC, j.rowid DESC', profileId);
  }

  /** Results of an upload's answered SKUs. */
  results(uploadId: string): SkuResult[] {
    const rows = this.#db
      .prepare(
        'SELECT sku, row_id, request, status, failed, issues FROM listing_upload_items WHERE upload_id = ? AND status IS NOT NULL ORDER BY rowid',
      )
      .all(uploadId) as ResultRow[];
    return rows.map(skuResultOf);
  }

  /** The latest result of every SKU of a profile, across its uploads. */
  latestResults(profileId: string): Map<string, SkuResult> {
    const rows = this.#db
      .prepare(
        `SELECT i.sku, i.row_id, i.request, i.status, i.failed, i.issues FROM listing_upload_items i
         JOIN listing_uploads u ON u.id = i.upload_id
         WHERE u.profile_id = ? AND i.status IS NOT NULL AND i.status <> '${NOT_UNDONE}'
         ORDER BY i.answered_at, i.rowid`,
      )
      .all(profileId) as ResultRow[];
    const out = new Map<string, SkuResult>();
    for (const r of rows) out.set(r.sku, skuResultOf(r));
    return out;
  }

  /** Remembers SKUs that exist on the marketplace (a create overwrites them). */
  markKnown(
    profileId: string,
    skus: readonly { sku: string; listingId?: string | undefined }[],
    source: string,
  ): void {
    const now = this.#now().toISOString();
    const upsert = this.#db.prepare(
      `INSERT INTO listing_known_skus (profile_id, sku, listing_id, source, seen_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, sku) DO UPDATE SET listing_id = COALESCE(excluded.listing_id, listing_known_skus.listing_id),
       source = excluded.source, seen_at = excluded.seen_at`,
    );
    for (const s of skus) upsert.run(profileId, s.sku, s.listingId ?? null, source, now);
  }

  knownSkus(profileId: string): Set<string> {
    const rows = this.#db
      .prepare('SELECT sku FROM listing_known_skus WHERE profile_id = ?')
      .all(profileId) as {
      sku: string;
    }[];
    return new Set(rows.map((r) => r.sku));
  }

  #list(where: string, param: string): UploadRecord[] {
    return journalSummaries<UploadState>(
      this.#db,
      { jobs: 'listing_uploads', items: 'listing_upload_items', itemKey: 'upload_id' },
      where,
      param,
    );
  }
}

/** The most SKUs a refusal names; the rest are counted. */
const NAMED_SKUS = 3;

/** The refusal of an upload whose SKUs another upload has not had answered yet. */
function skusWaiting(skus: readonly string[]): AppError {
  return new AppError(
    'VALIDATION',
    skus.length === 1
      ? t('listings.refusal.skuWaiting', { sku: skus[0]! })
      : t('listings.refusal.skusWaiting', {
          skus: skus.slice(0, NAMED_SKUS).join(', '),
          more: Math.max(0, skus.length - NAMED_SKUS),
        }),
    { skus: skus.slice(0, 100) },
  );
}
