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

/**
 * The sheet header's figures: rows whose upload still stands, and rows changed since theirs. Null before any upload
 * (there is nothing to count, and the header shows nothing): a 50,000-row import then costs the screen no pass over
 * its rows, and no list of their ids, in the task that draws it.
 */
export function uploadedCounts(
  rows: readonly SheetRow[],
  results: ReadonlyMap<string, SkuResult>,
): { uploaded: number; changed: number } | null {
  if (results.size === 0) return null;
  let uploaded = 0;
  let changed = 0;
  for (const row of rows) {
    const state = rowUploadState(row, results);
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
