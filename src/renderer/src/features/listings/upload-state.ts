import { cell } from '../../../../shared/listings/columns.ts';
import type { Cells } from '../../../../shared/listings/columns.ts';
import { fingerprintOfCells } from '../../../../shared/listings/fingerprint.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import type { SheetRow } from './sheet-model.ts';

/**
 * Where a row stands against the marketplace: `uploaded` (its last upload was accepted and its cells still send that
 * request), `changed` (edited since: the old result is kept beside it, never shown as current), `failed` (its last
 * upload was refused) and `new` (never sent).
 */
export type RowUploadState = 'uploaded' | 'changed' | 'failed' | 'new';

/** Rows are immutable: an edit makes new cells, so a fingerprint is computed once per version of a row. */
const fingerprints = new WeakMap<Cells, string>();

function fingerprint(cells: Cells): string {
  let f = fingerprints.get(cells);
  if (f === undefined) {
    f = fingerprintOfCells(cells);
    fingerprints.set(cells, f);
  }
  return f;
}

export function rowUploadState(row: SheetRow, results: ReadonlyMap<string, SkuResult>): RowUploadState {
  const result = results.size === 0 ? undefined : results.get(cell(row.cells, 'sku'));
  if (result === undefined) return 'new';
  if (result.sent !== undefined && result.sent !== fingerprint(row.cells)) return 'changed';
  return result.failed ? 'failed' : 'uploaded';
}

export interface UploadCounts {
  uploaded: number;
  changed: number;
  failed: number;
  /** Never sent, and the marketplace has no listing of the SKU that Stockroom knows of: a new listing. */
  fresh: number;
  /** Never sent from here, but the marketplace already lists the SKU (an export or a read found it). */
  listedElsewhere: number;
  /** Rows an upload offers by default: changed since their upload, refused, or never sent. */
  offered: string[];
}

/** How long the sliced count below keeps the thread in one task: half a frame. */
export const COUNT_SLICE_MS = 8;

/** The thread's clock and a way to let it take its other work: the window's own, or a test's. */
export interface Slices {
  now: () => number;
  /** Resolves on a later task of the thread. */
  between: () => Promise<void>;
}

/**
 * The sheet header's figures: rows whose upload still stands, and rows changed since theirs. Null before any upload
 * (there is nothing to count, and the header shows nothing), so a large import costs the screen no pass over its
 * rows. Counted in slices of about COUNT_SLICE_MS each: a row's first fingerprint is the JSON of its request, and
 * 50,000 rows opened after their upload took 0.8–1.4 s of the window’s thread in one task (docs/PERFORMANCE.md, issue
 * 43); later passes reuse the fingerprints of the rows not edited. Undefined once `signal` is aborted.
 */
export async function uploadedCountsInSlices(
  rows: readonly SheetRow[],
  results: ReadonlyMap<string, SkuResult>,
  slices: Slices,
  signal: AbortSignal,
): Promise<{ uploaded: number; changed: number } | null | undefined> {
  if (results.size === 0) return null;
  let uploaded = 0;
  let changed = 0;
  let sliceStart = slices.now();
  for (let i = 0; i < rows.length; i++) {
    // The clock is read every 64 rows: a row costs tens of microseconds at most.
    if ((i & 63) === 63 && slices.now() - sliceStart >= COUNT_SLICE_MS) {
      await slices.between();
      if (signal.aborted) return undefined;
      sliceStart = slices.now();
    }
    const state = rowUploadState(rows[i]!, results);
    if (state === 'uploaded') uploaded++;
    else if (state === 'changed') changed++;
  }
  return { uploaded, changed };
}

export function uploadCounts(
  rows: readonly SheetRow[],
  results: ReadonlyMap<string, SkuResult>,
  known: ReadonlySet<string> = new Set(),
): UploadCounts {
  const out: UploadCounts = { uploaded: 0, changed: 0, failed: 0, fresh: 0, listedElsewhere: 0, offered: [] };
  for (const row of rows) {
    const state = rowUploadState(row, results);
    if (state === 'uploaded') out.uploaded++;
    else {
      if (state === 'changed') out.changed++;
      else if (state === 'failed') out.failed++;
      else if (known.has(cell(row.cells, 'sku'))) out.listedElsewhere++;
      else out.fresh++;
      out.offered.push(row.id);
    }
  }
  return out;
}

/** A SKU whose last upload was not accepted, at its row (0-based) of the sheet. */
export interface RefusedRow {
  row: number;
  sku: string;
  result: SkuResult;
  /** The row was edited after that upload: the reasons are of the values sent then. */
  edited: boolean;
}

/**
 * The sheet's rows whose SKU's last upload was not accepted, in sheet order: the first `limit` of them with whether
 * each was edited since, and how many there are. Only the shown rows are fingerprinted, so a sheet of 50,000
 * refused rows costs one pass over the SKUs, not 50,000 fingerprints.
 */
export function refusedRows(
  rows: readonly SheetRow[],
  results: ReadonlyMap<string, SkuResult>,
  limit: number,
): { shown: RefusedRow[]; total: number } {
  const shown: RefusedRow[] = [];
  let total = 0;
  if (![...results.values()].some((r) => r.failed)) return { shown, total };
  rows.forEach((row, index) => {
    const sku = cell(row.cells, 'sku');
    const result = results.get(sku);
    if (result === undefined || !result.failed) return;
    total++;
    if (shown.length < limit)
      shown.push({ row: index, sku, result, edited: rowUploadState(row, results) === 'changed' });
  });
  return { shown, total };
}
