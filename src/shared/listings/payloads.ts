import type { DraftRow } from './columns.ts';
import type { CellRef } from './paths.ts';
import type { FieldChange } from './preview.ts';

/** A draft row with its place in the sheet. */
export interface PositionedRow extends DraftRow {
  position: number;
}

/** One message of the marketplace about an SKU; `cell` where it named an attribute. */
export interface ResultIssue {
  severity: 'ERROR' | 'WARNING';
  code: string;
  description: string;
  path?: string;
  cell?: CellRef;
}

/** The recorded result of one SKU (status upper-cased; a warning is not a failure). */
export interface SkuResult {
  sku: string;
  rowId: string;
  status: string;
  failed: boolean;
  issues: ResultIssue[];
  /** Fingerprint of the request that was sent (fingerprint.ts): a row whose cells no longer match has changed. */
  sent?: string;
}

export type UploadState = 'running' | 'paused' | 'done' | 'cancelled' | 'failed';

export interface UploadSummary {
  id: string;
  profileId: string;
  state: UploadState;
  total: number;
  answered: number;
  failed: number;
  message: string;
  createdAt: string;
  /** Left running by a crash or a forced quit: it can be resumed. */
  interrupted: boolean;
  /** The upload this one undoes, for an undo. */
  undoes?: string | undefined;
  /**
   * Paused because the marketplace could not be reached (its unsent SKUs wait, never marked refused): `waiting`,
   * then `back` once the marketplace answers again and sending them is offered. Absent otherwise.
   */
  offline?: 'waiting' | 'back' | undefined;
}

export interface ListingsDraft {
  profileId: string;
  rows: PositionedRow[];
  /** The latest recorded result of each SKU. */
  results: SkuResult[];
  /** SKUs known to exist on the marketplace: an upload overwrites them. */
  knownSkus: string[];
  uploads: UploadSummary[];
}

export interface UploadStarted {
  uploadId: string;
  jobId: string;
  /** SKUs sent; rows with errors are held back. */
  total: number;
  heldBack: number;
}

/**
 * One SKU of a preview: `changes` (old → new listed), `same` (nothing to change), `unknown` (no listing id known:
 * nothing to read, the upload creates or overwrites it) or `unread` (the read failed; `note` says why).
 */
export interface PreviewItem {
  rowId: string;
  sku: string;
  state: 'changes' | 'same' | 'unknown' | 'unread';
  changes: FieldChange[];
  listingId?: string;
  readAt?: string;
  note?: string;
}

export interface ListingsPreview {
  items: PreviewItem[];
}
