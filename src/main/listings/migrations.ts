/**
 * The listings slice's own numbered steps (never edit a landed step; add one). The draft sheet, the upload journal
 * (one row per SKU of an upload, its result written the moment the answer arrives), SKUs known to exist, and
 * the listings as the preview last read them.
 */
import type { MigrationSet } from '../storage/migrations.ts';

export const listingsMigrations: MigrationSet = {
  slice: 'listings',
  steps: [
    `CREATE TABLE listing_drafts (
       profile_id TEXT NOT NULL,
       row_id TEXT NOT NULL,
       position REAL NOT NULL,
       cells TEXT NOT NULL,
       updated_at TEXT NOT NULL,
       PRIMARY KEY (profile_id, row_id)
     );
     CREATE INDEX listing_drafts_order ON listing_drafts (profile_id, position);
     CREATE TABLE listing_uploads (
       id TEXT PRIMARY KEY,
       profile_id TEXT NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('running', 'paused', 'done', 'cancelled', 'failed')),
       total INTEGER NOT NULL,
       message TEXT NOT NULL DEFAULT '',
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     );
     CREATE INDEX listing_uploads_by_profile ON listing_uploads (profile_id, created_at);
     CREATE TABLE listing_upload_items (
       upload_id TEXT NOT NULL REFERENCES listing_uploads (id) ON DELETE CASCADE,
       sku TEXT NOT NULL,
       row_id TEXT NOT NULL,
       request TEXT NOT NULL,
       status TEXT,
       failed INTEGER,
       issues TEXT,
       answered_at TEXT,
       PRIMARY KEY (upload_id, sku)
     );
     CREATE INDEX listing_upload_items_pending ON listing_upload_items (upload_id, status);
     CREATE TABLE listing_known_skus (
       profile_id TEXT NOT NULL,
       sku TEXT NOT NULL,
       listing_id TEXT,
       source TEXT NOT NULL,
       seen_at TEXT NOT NULL,
       PRIMARY KEY (profile_id, sku)
     );`,
    // Preview and undo: the listing as last read per SKU, what the preview read just before an upload (kept with
    // the upload's item, so its undo can send it back), and the upload an undo undoes.
    `CREATE TABLE listing_reads (
       profile_id TEXT NOT NULL,
       sku TEXT NOT NULL,
       listing_id TEXT NOT NULL,
       attribute_values TEXT,
       error TEXT,
       read_at TEXT NOT NULL,
       PRIMARY KEY (profile_id, sku)
     );
     ALTER TABLE listing_upload_items ADD COLUMN before_read TEXT;
     ALTER TABLE listing_uploads ADD COLUMN undoes TEXT;
     CREATE INDEX listing_upload_items_by_sku ON listing_upload_items (sku, answered_at);`,
    // Drafts saved in blocks: `listing_drafts.profile_id` now holds a sheet's key. A profile's live sheet is the
    // one marked 'live' here, or, with none marked, the key equal to its id (every draft saved before this step).
    // A replace writes its blocks to a 'staging' sheet that nothing reads, then marks it live in one transaction;
    // the sheet it replaced becomes 'old' and is deleted in blocks afterwards.
    `CREATE TABLE listing_draft_sheets (
       sheet TEXT PRIMARY KEY,
       profile_id TEXT NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('staging', 'live', 'old')),
       expected INTEGER NOT NULL DEFAULT 0,
       received INTEGER NOT NULL DEFAULT 0,
       created_at TEXT NOT NULL
     );
     CREATE UNIQUE INDEX listing_draft_sheets_live ON listing_draft_sheets (profile_id) WHERE state = 'live';
     CREATE INDEX listing_draft_sheets_state ON listing_draft_sheets (state, profile_id);`,
    // The real read (`GET /listings/v3/{skuIds}`): a read keeps the whole listing as JSON (ListingV3) and what the
    // marketplace said of the SKU (available, unavailable, invalid…). Reads of the spec's read (`attribute_values`)
    // are left as they are and no longer count as read.
    `ALTER TABLE listing_reads ADD COLUMN listing TEXT;
     ALTER TABLE listing_reads ADD COLUMN state TEXT;`,
    // When a SKU's call was sent (written just before it goes): a SKU left without an answer was either sent, and
    // may have reached the marketplace, or never sent. Unanswered SKUs of earlier versions may have been sent.
    `ALTER TABLE listing_upload_items ADD COLUMN sent_at TEXT;
     UPDATE listing_upload_items SET sent_at = 'before sent_at' WHERE status IS NULL;`,
  ],
};
