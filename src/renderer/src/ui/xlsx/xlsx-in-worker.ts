import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { cancelledError, type RowProgress } from './row-progress.ts';

export type FromXlsxWorker = { progress: RowProgress } | { blob: Blob } | { error: string };

export interface XlsxWriteOptions {
  /** Told after each chunk of rows the worker has written. */
  onProgress?: (progress: RowProgress) => void;
  /** An abort ends the worker at once; the promise then rejects with a `CANCELLED` error. */
  signal?: AbortSignal;
}

/**
 * The .xlsx file of a table, written in a worker of its own (one per export, closed when it is done). The file is
 * whole or nothing: a cancelled write gives no blob, so nothing is downloaded or saved. A cancel ends the worker at
 * once, wherever it is in its chunk of rows, and the promise rejects with a `CANCELLED` error.
 */
export function writeXlsxInWorker(table: SheetTable, options: XlsxWriteOptions = {}): Promise<Blob> {
  const { onProgress, signal } = options;
  if (signal?.aborted) return Promise.reject(cancelledError());
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    const cancel = () => {
      worker.terminate();
      reject(cancelledError());
    };
    const finish = () => {
      signal?.removeEventListener('abort', cancel);
      worker.terminate();
    };
    signal?.addEventListener('abort', cancel, { once: true });
    worker.onmessage = (event: MessageEvent<FromXlsxWorker>) => {
      const data = event.data;
      if ('progress' in data) {
        onProgress?.(data.progress);
        return;
      }
      finish();
      if ('blob' in data) resolve(data.blob);
      else reject(new Error(`The Excel file could not be written (${data.error}).`));
    };
    worker.onerror = () => {
      finish();
      reject(new Error('The Excel file could not be written.'));
    };
    worker.postMessage(table);
  });
}
