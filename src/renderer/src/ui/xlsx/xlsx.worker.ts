/// <reference lib="webworker" />
import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { isCancelled } from './row-progress.ts';
import type { FromXlsxWorker, ToXlsxWorker } from './xlsx-in-worker.ts';
import { xlsxBlob } from './write-xlsx.ts';

/**
 * Writes a workbook off the window's thread: zipping 50,000 rows takes seconds. It tells its progress after each
 * chunk of rows and takes a cancel between chunks (the writer yields to let the message in).
 */
const controller = new AbortController();
const post = (message: FromXlsxWorker) => self.postMessage(message);

function write(table: SheetTable): void {
  xlsxBlob(table, { signal: controller.signal, onProgress: (progress) => post({ progress }) }).then(
    (blob) => post({ blob }),
    (error: unknown) =>
      post(
        isCancelled(error)
          ? { cancelled: true }
          : { error: error instanceof Error ? error.message : String(error) },
      ),
  );
}

self.onmessage = (event: MessageEvent<ToXlsxWorker>) => {
  if (event.data.kind === 'cancel') controller.abort();
  else write(event.data.table);
};
