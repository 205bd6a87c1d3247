import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { cancelledError, type RowProgress } from './row-progress.ts';

export type ToXlsxWorker = { kind: 'write'; table: SheetTable } | { kind: 'cancel' };
export type FromXlsxWorker =
  { progress: RowProgress } | { blob: Blob } | { cancelled: true } | { error: string };

export interface XlsxWriteOptions {
  /** Told after each chunk of rows the worker has written. */
  onProgress?: (progress: RowProgress) => void;
  /** An abort asks the worker to stop at its next chunk; the promise then rejects with a `CANCELLED` error. */
  signal?: AbortSignal;
}

/**
 * The .xlsx file of a table, written in a worker of its own (one per export, closed when it is done). The file is
 * whole or nothing: a cancelled write gives no blob, so nothing is downloaded or saved.
 */
export function writeXlsxInWorker(table: SheetTable, options: XlsxWriteOptions = {}): Promise<Blob> {
  const { onProgress, signal } = options;
  if (signal?.aborted) return Promise.reject(cancelledError());
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    const askToCancel = () => worker.postMessage({ kind: 'cancel' } satisfies ToXlsxWorker);
    const finish = () => {
      signal?.removeEventListener('abort', askToCancel);
      worker.terminate();
    };
    signal?.addEventListener('abort', askToCancel, { once: true });
    worker.onmessage = (event: MessageEvent<FromXlsxWorker>) => {
      const data = event.data;
      if ('progress' in data) {
        onProgress?.(data.progress);
        return;
      }
      finish();
      if ('blob' in data) resolve(data.blob);
      else if ('cancelled' in data) reject(cancelledError());
      else reject(new Error(`The Excel file could not be written (${data.error}).`));
    };
    worker.onerror = () => {
      finish();
      reject(new Error('The Excel file could not be written.'));
    };
    worker.postMessage({ kind: 'write', table } satisfies ToXlsxWorker);
  });
}
