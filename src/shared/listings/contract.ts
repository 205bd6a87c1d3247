import { z } from 'zod';
import { call, event } from '../ipc/define.ts';
import { MAX_CELL_CHARS } from './columns.ts';
import { DRAFT_BLOCK_ROWS } from './draft-blocks.ts';
import type { ListingsDraft, ListingsPreview, SkuResult, UploadStarted, UploadSummary } from './payloads.ts';

const empty = z.object({}).strict();
const uploadId = z.object({ uploadId: z.string().min(1, 'an upload id is required') });
/** A sheet is bounded like a CSV import. */
const MAX_ROWS = 100_000;
const cells = z.record(z.string().max(64), z.string().max(MAX_CELL_CHARS));
const row = z.object({ id: z.string().min(1).max(100), position: z.number().finite(), cells });
const draftId = z.string().min(1, 'a draft id is required').max(100);

/** The bulk listing editor: the draft sheet and its uploads, for the active profile. */
export const listingsCalls = {
  loadListingsDraft: call<ListingsDraft>()(empty),
  saveListingRows: call<void>()(
    z.object({
      upsert: z.array(row).max(MAX_ROWS).default([]),
      remove: z.array(z.string().min(1).max(100)).max(MAX_ROWS).default([]),
    }),
  ),
  /** A sheet of at most one block, replaced at once. A larger one: `saveDraftInBlocks` (draft-blocks.ts). */
  replaceListingsDraft: call<void>()(z.object({ rows: z.array(row).max(DRAFT_BLOCK_ROWS) })),
  /** Starts replacing the sheet with `rows` rows sent in blocks; the sheet stays as it was until the finish. */
  beginListingsDraft: call<{ draftId: string }>()(z.object({ rows: z.number().int().min(0).max(MAX_ROWS) })),
  /** The next block of a replace; `first` is its first row's place in the sheet (0-based), blocks in order. */
  addListingsDraftRows: call<void>()(
    z.object({
      draftId,
      first: z.number().int().min(0).max(MAX_ROWS),
      rows: z.array(row).min(1).max(DRAFT_BLOCK_ROWS),
    }),
  ),
  /** Makes the replace the sheet, in one step, once every announced row has arrived. */
  finishListingsDraft: call<void>()(z.object({ draftId })),
  startListingsUpload: call<UploadStarted>()(
    z.object({ rowIds: z.array(z.string().min(1)).max(MAX_ROWS).optional() }),
  ),
  pauseListingsUpload: call<void>()(uploadId),
  resumeListingsUpload: call<{ jobId: string }>()(uploadId),
  cancelListingsUpload: call<void>()(uploadId),
  retryFailedListings: call<UploadStarted>()(uploadId),
  listListingsUploads: call<UploadSummary[]>()(empty),
  /** A job reading, for these rows, the listings as they are now (4 in flight); `loadListingsPreview` then compares. */
  previewListingsUpload: call<{ jobId: string }>()(
    z.object({ rowIds: z.array(z.string().min(1).max(100)).min(1, 'choose rows to preview').max(MAX_ROWS) }),
  ),
  /** Per row: old → new of price, MRP, stock, status, shipping fees and SLA, from the preview's reads. */
  loadListingsPreview: call<ListingsPreview>()(
    z.object({ rowIds: z.array(z.string().min(1).max(100)).max(MAX_ROWS) }),
  ),
  /** "Undo this upload": an upload sending back what the listings were before it. */
  undoListingsUpload: call<UploadStarted>()(uploadId),
  /** Every answered SKU of one upload (an undo's SKUs that could not be undone say why). */
  listingsUploadResults: call<SkuResult[]>()(uploadId),
  /** A job reading the listings named in cached shipments into new rows; the sheet reloads when it ends. */
  loadListingsFromOrders: call<{ jobId: string }>()(empty),
};

export const listingsEvents = {
  /** Results as they are recorded, so rows show them while the upload runs. */
  listingsResults: event<{ uploadId: string; profileId: string; results: SkuResult[] }>(),
  listingsUploadChanged: event<UploadSummary>(),
};
