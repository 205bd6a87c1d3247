/// <reference lib="webworker" />
import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { xlsxBlob } from './write-xlsx.ts';

/** Writes a workbook off the window's thread: zipping 50,000 rows takes long enough to freeze a frame or several. */
self.onmessage = (event: MessageEvent<SheetTable>) => {
  xlsxBlob(event.data).then(
    (blob) => self.postMessage({ blob }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
