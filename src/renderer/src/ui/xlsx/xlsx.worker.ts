/// <reference lib="webworker" />
import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';
import type { FromXlsxWorker } from './xlsx-in-worker.ts';
import { xlsxBlob } from './write-xlsx.ts';

/**
 * Writes a workbook off the window's thread: zipping 50,000 rows takes seconds. It tells its progress after each
 * chunk of rows; a cancel ends the worker (xlsx-in-worker.ts), so it needs no message of its own.
 */
const post = (message: FromXlsxWorker) => self.postMessage(message);

self.onmessage = (event: MessageEvent<SheetTable>) => {
  xlsxBlob(event.data, { onProgress: (progress) => post({ progress }) }).then(
    (blob) => post({ blob }),
    (error: unknown) => post({ error: error instanceof Error ? error.message : String(error) }),
  );
};
