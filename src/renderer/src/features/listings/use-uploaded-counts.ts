import { useEffect, useState } from 'react';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import { nextTurn } from '../../ui/xlsx/row-progress.ts';
import type { SheetRow } from './sheet-model.ts';
import { uploadedCountsInSlices, type Slices } from './upload-state.ts';

const WINDOW_SLICES: Slices = { now: () => performance.now(), between: nextTurn };

/**
 * The sheet header's figures (rows whose upload stands, rows changed since), counted beside the screen's other work
 * rather than in its render. Null before any upload. While a new count runs, the last one stays shown.
 */
export function useUploadedCounts(
  rows: readonly SheetRow[],
  results: ReadonlyMap<string, SkuResult>,
): { uploaded: number; changed: number } | null {
  const [counts, setCounts] = useState<{ uploaded: number; changed: number } | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    void uploadedCountsInSlices(rows, results, WINDOW_SLICES, stop.signal).then((next) => {
      if (next !== undefined && !stop.signal.aborted) setCounts(next);
    });
    return () => stop.abort();
  }, [rows, results]);
  return results.size === 0 ? null : counts;
}
